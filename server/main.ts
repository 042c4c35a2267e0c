import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import { ConfigError, loadConfig, warnAboutDefaults, type Config } from './config';
import { openDatabase } from './db/client';
import { createLogger, type Logger } from './lib/logger';
import { createMediaRoutes } from './modules/media/media.routes';
import { createFleetRoutes } from './modules/fleet/fleet.routes';
import { createPartsBookRoutes } from './modules/partsbooks/partsbooks.routes';
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
  warnAboutDefaults(config, log);

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  log.info({ database: database.kind }, 'database ready');

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
    routes: [
      (a) => a.route('/', createMediaRoutes({ db: database.db, dataDir: config.dataDir })),
      (a) => a.route('/', createFleetRoutes({ fleet: services.fleet })).route('/', createPartsBookRoutes({ partsbooks: services.partsbooks })),
    ],
  });

  const listener = getRequestListener(app.fetch);
  const server = http.createServer((req, res) => {
    if (web.middleware) web.middleware(req, res, () => listener(req, res));
    else listener(req, res);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOST, () => {
    log.info({ url: `http://localhost:${config.PORT}`, mode: config.NODE_ENV }, 'Ironyard is serving');
  });

  installShutdown(server, log, async () => {
    await web.close?.();
    await services.housekeeping.stop();
    await services.search.close();
    // Mail queued after an answer (reset links) goes out before the database closes.
    await services.auth.whenIdle();
    // Order confirmations are written after the answer too.
    await services.orders.whenIdle();
    await database.close();
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
  const server = await vite.createServer({ server: { middlewareMode: true }, appType: 'custom' });
  log.info('development mode: Vite serves the browser code with hot reload');
  return {
    getBuild: () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    middleware: server.middlewares,
    close: () => server.close(),
  };
}

function installShutdown(server: http.Server, log: Logger, cleanup: () => Promise<void>) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Requests in flight get ten seconds to finish; then the process leaves regardless.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      try {
        await cleanup();
      } finally {
        process.exit(0);
      }
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
