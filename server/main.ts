import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import { ConfigError, loadConfig, warnAboutDefaults, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { startNotifications } from './db/notify';
import { DataDirLockedError } from './lib/data-dir-lock';
import { PROJECT_ROOT } from './lib/project-root';
import { createLogger, type Logger } from './lib/logger';
import { installShutdown } from './main-shutdown';
import { attachLiveSockets } from './modules/live/live-socket';
import { isCatalogueEmpty, seedDemoCatalogue } from './seed/seed-catalogue';
import { seedCountries } from './seed/seed-reference';
import { createServices } from './services';

const root = PROJECT_ROOT;

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
  // Migrations and the demo data under one lock: of several first starts on an empty PostgreSQL database,
  // one loads the catalogue and the others wait, then find it filled.
  await database.whileStarting(
    async () => {
      await database.migrate();
      log.info({ database: database.kind }, 'database ready');
      // After the data-directory lock: a refused second server prints its one line and nothing else.
      warnAboutDefaults(config, log);
      await loadStartingData(database, config, log);
    },
    () => log.info('another server is migrating or loading the demo catalogue: waiting for it'),
  );

  const services = createServices({ database, config, log });
  // The index builds in the background; search answers from the first request, fuller once built.
  void services.search.start();
  // Several processes on PostgreSQL: product changes and session revocations reach every one of them.
  const notifications = database.pool ? await startNotifications(database.pool, log) : null;
  if (notifications) {
    await services.search.listen(notifications);
    await services.auth.followRevocations(notifications);
    await services.settings.listen(notifications);
    await services.live.listen(notifications);
  }
  await services.search.watch();
  services.housekeeping.start();
  const web = config.isProduction ? await productionBuild() : await developmentBuild(log);
  const { app, gql, pageSessions } = createApp({
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
  // GraphQL subscriptions over WebSocket on /api/graphql (live updates).
  const live = attachLiveSockets(server, { yoga: gql.yoga, services, pageSessions, log });
  installShutdown(server, log, async () => {
    await live.close();
    await services.live.close();
    await services.housekeeping.stop();
    await services.search.close();
    await notifications?.close();
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
  // Stopping: live sockets end with "going away" at once, so their clients reconnect (to another process).
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {
    live.goingAway();
    closeIdle();
  };
  server.listen(config.PORT, config.HOST, () => {
    log.info({ url: `http://localhost:${config.PORT}`, mode: config.NODE_ENV }, 'Ironyard is serving');
  });
}

/** The demo catalogue on an empty database (DEMO_DATA); else the countries every store needs. */
async function loadStartingData(database: Database, config: Config, log: Logger) {
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

main().catch((err) => {
  // Another server on this DATA_DIR: one line for the operator, no stack.
  if (err instanceof DataDirLockedError) console.error(err.message);
  else console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
