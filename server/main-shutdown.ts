import type http from 'node:http';
import type net from 'node:net';
import type { Logger } from './lib/logger';

// Answers still being written this long after the signal lose their connection; the database closes regardless.
const DRAIN_MS = 10_000;
// Closing the database and flushing mail gets this long on top before the process gives up (exit 1).
const CLEANUP_MS = 20_000;

interface Connection {
  /** Requests received on it whose answer is not yet fully handed to the operating system. */
  answering: number;
  /** Bytes read when it last fell quiet: more since means the next request is arriving. */
  readWhenQuiet: number;
  ending: boolean;
}

/**
 * SIGTERM / SIGINT: stop accepting; let every answer in flight finish writing, to the last byte a slow
 * reader has yet to take, up to DRAIN_MS; close keep-alive connections once quiet (`Connection: close` on
 * answers started meanwhile); then clean up and exit 0.
 *
 * Node's own closeIdleConnections (which server.close() calls) counts a connection idle as soon as its
 * answer has ended, and destroys it with megabytes of that answer still in the socket's buffer: a 22.7 MB
 * answer was cut at 3.9 MB. Here a connection is ended only once its answer is out of the process, with a
 * FIN after the data (never a reset), and the process waits for the reader to close it.
 */
export function installShutdown(server: http.Server, log: Logger, cleanup: () => Promise<void>): void {
  const connections = new Map<net.Socket, Connection>();
  const answering = new Set<http.ServerResponse>();
  let stopping = false;

  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { answering: 0, readWhenQuiet: 0, ending: false });
    socket.once('close', () => connections.delete(socket));
  });

  const endIfQuiet = (socket: net.Socket) => {
    const c = connections.get(socket);
    if (!c || c.ending || c.answering > 0 || socket.bytesRead !== c.readWhenQuiet) return;
    c.ending = true;
    // FIN once the buffered bytes are written; the reader closes its side when it has read them all.
    socket.end();
  };
  const endQuietConnections = () => {
    for (const socket of connections.keys()) endIfQuiet(socket);
  };
  // server.close() calls this: Node's version would cut answers still in the socket's buffer.
  server.closeIdleConnections = endQuietConnections;

  // Ahead of the app's handler, so no answer can have started.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    const c = connections.get(socket);
    if (stopping && !res.headersSent) res.setHeader('Connection', 'close');
    if (!c) return;
    c.answering++;
    answering.add(res);
    let done = false;
    const settle = () => {
      if (done) return;
      done = true;
      answering.delete(res);
      c.answering--;
      c.readWhenQuiet = socket.bytesRead;
      if (stopping) endIfQuiet(socket);
    };
    // 'finish': the last byte is handed to the operating system; 'close' alone: the connection went first.
    res.once('finish', settle);
    res.once('close', settle);
  });

  const stop = (signal: string) => {
    // Ctrl-C under `npm start` reaches npm, the start script and the server: one signal arrives more than once.
    if (stopping) return;
    stopping = true;
    log.info({ signal, inFlight: answering.size }, 'shutting down');
    // A library promise cut short by closing (Vite 7's dependency optimiser) must not abort closing the database.
    process.on('unhandledRejection', (err) => log.warn({ err }, 'ignored while shutting down'));
    const hardStop = setTimeout(() => {
      log.error('shutdown did not finish in time');
      process.exit(1);
    }, DRAIN_MS + CLEANUP_MS);
    hardStop.unref();
    const drain = setTimeout(() => {
      log.warn({ connections: connections.size }, 'answers still being written: closing their connections');
      for (const socket of connections.keys()) socket.destroy();
    }, DRAIN_MS);
    drain.unref();
    // Answers not yet started close their connection after them; those whose keep-alive headers are out end
    // their connection when done (settle above).
    for (const res of answering) if (!res.headersSent) res.setHeader('Connection', 'close');
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
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
