import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import { ConfigError, loadConfig, warnAboutDefaults, type Config } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './lib/data-dir-lock';
import { createLogger, type Logger } from './lib/logger';
import { isCatalogueEmpty, seedDemoCatalogue } from './seed/seed-catalogue';
import { seedCountries } from './seed/seed-reference';
import { createServices } from './services';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.LOG_LEVEL);

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  log.info({ database: database.kind }, 'database ready');
  // After the data-directory lock: a refused second server prints its one line and nothing else.
  warnAboutDefaults(config, log);

  if (config.DEMO_DATA && (await isCatalogueEmpty(database.db))) {
    const started = Date.now();
    log.info({ products: config.DEMO_PRODUCTS }, 'empty database: loading the demo catalogue');
    await seedDemoCatalogue(database.db, {
      products: config.DEMO_PRODUCTS,
      password: config.DEMO_PASSWORD,
      log: (msg) => log.info(msg),
    });
    log.info({ ms: Date.now() - started }, 'demo catalogue loaded');
  } else {
    // An empty production store still needs countries and states for addresses and checkout.
    await seedCountries(database.db);
  }

  const services = createServices({ database, config, log });
  // The index builds in the background; search answers from the first request, fuller once built.
  void services.search.start();
  if (database.pool) await services.search.listen(database.pool);
  await services.search.watch();
  services.housekeeping.start();
  const web = config.isProduction ? await productionBuild() : await developmentBuild(log);
  const { app } = createApp({
    services,
    log,
    getBuild: web.getBuild,
    clientDir: web.clientDir,
  });

  const listener = getRequestListener(app.fetch);
  const server = http.createServer((req, res) => {
    if (web.middleware) web.middleware(req, res, () => listener(req, res));
    else listener(req, res);
  });
  server.keepAliveTimeout = 65_000;
  installShutdown(server, log, async () => {
    await services.housekeeping.stop();
    await services.search.close();
    // Mail queued after an answer (reset links) goes out before the database closes.
    await services.auth.whenIdle();
    // Order confirmations are written after the answer too.
    await services.orders.whenIdle();
    // And the back-in-stock mail of stock a cancellation or a return put back.
    await services.catalog.whenIdle();
    await database.close();
    // Last: nothing above needs Vite, and its close may fail (see installShutdown).
    await web.close?.();
  });
  server.listen(config.PORT, config.HOST, () => {
    log.info({ url: `http://localhost:${config.PORT}`, mode: config.NODE_ENV }, 'Ironyard is serving');
  });
}

interface WebBuild {
  getBuild: () => Promise<ServerBuild>;
  clientDir?: string;
  middleware?: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  close?: () => Promise<void>;
}

async function productionBuild(): Promise<WebBuild> {
  const serverEntry = path.join(root, 'build/server/index.js');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return { getBuild: async () => build, clientDir: path.join(root, 'build/client') };
}

async function developmentBuild(log: Logger): Promise<WebBuild> {
  const vite = await import('vite');
  const sigterm = new Set(process.listeners('SIGTERM'));
  const stdinEnd = new Set(process.stdin.listeners('end'));
  // Test-mode servers run several at once (process tests): no hot-reload socket to fight over.
  const hmr = process.env.NODE_ENV === 'test' ? false : undefined;
  const server = await vite.createServer({ server: { middlewareMode: true, hmr }, appType: 'custom' });
  // React Router's plugin starts Vite servers of its own (config loader, child compiler), not in middleware
  // mode, and Vite makes those exit the process on SIGTERM (code 143) or when stdin ends, before the
  // database is closed. Shutdown is ours (installShutdown), so those hooks come off again.
  for (const l of process.listeners('SIGTERM')) if (!sigterm.has(l)) process.off('SIGTERM', l);
  for (const l of process.stdin.listeners('end')) if (!stdinEnd.has(l)) process.stdin.off('end', l as () => void);
  log.info('development mode: Vite serves the browser code with hot reload');
  return {
    getBuild: () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    middleware: server.middlewares,
    close: () => server.close(),
  };
}

// Requests still running this long after the signal lose their connection; the database closes regardless.
const DRAIN_MS = 10_000;
// Closing the database and flushing mail gets this long on top before the process gives up (exit 1).
const CLEANUP_MS = 20_000;

/**
 * SIGTERM / SIGINT: stop accepting, close idle keep-alive connections, let requests in flight finish
 * with `Connection: close` (so a keep-alive client cannot hold the process open), then clean up and exit 0.
 */
function installShutdown(server: http.Server, log: Logger, cleanup: () => Promise<void>) {
  const inFlight = new Set<http.ServerResponse>();
  let stopping = false;

  const endKeepAlive = (res: http.ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    // Headers already out with keep-alive (a streamed page): close the connection once the answer is done.
    else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };

  // Ahead of the app's handler, so no answer can have started.
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (stopping) {
      endKeepAlive(res);
      return;
    }
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  const stop = (signal: string) => {
    // Ctrl-C under `npm start` reaches npm, the start script and the server: one signal arrives more than once.
    if (stopping) return;
    stopping = true;
    log.info({ signal, inFlight: inFlight.size }, 'shutting down');
    // A library promise cut short by closing (Vite 7's dependency optimiser) must not abort closing the database.
    process.on('unhandledRejection', (err) => log.warn({ err }, 'ignored while shutting down'));
    const hardStop = setTimeout(() => {
      log.error('shutdown did not finish in time');
      process.exit(1);
    }, DRAIN_MS + CLEANUP_MS);
    hardStop.unref();
    const drain = setTimeout(() => {
      log.warn({ inFlight: inFlight.size }, 'requests still running: closing their connections');
      server.closeAllConnections();
    }, DRAIN_MS);
    drain.unref();
    server.close(async () => {
      clearTimeout(drain);
      let code = 0;
      try {
        await cleanup();
        log.info('stopped');
      } catch (err) {
        log.error({ err }, 'shutdown failed');
        code = 1;
      }
      process.exit(code);
    });
    for (const res of inFlight) endKeepAlive(res);
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  // Another server on this DATA_DIR: one line for the operator, no stack.
  if (err instanceof DataDirLockedError) console.error(err.message);
  else console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
