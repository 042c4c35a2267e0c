import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, RawConnection, startServerProcess, type ServerProcess } from '../tests/setup/server-process';
import { openDatabase } from './db/client';
import { customers } from './db/schema/customers';
import { LOCK_FILE_NAME } from './lib/data-dir-lock';

// Real server processes, one data directory: the lock, the shutdown, then a crash and the restart after it.
// Free ports, asked of the system: fixed numbers collide with anything else running on the machine.
const PORTS = { first: 0, second: 0, restarted: 0, third: 0, npmStart: 0, slowReader: 0 };

let dataDir: string;
let first: ServerProcess;
const started: ServerProcess[] = [];

function start(port: number): ServerProcess {
  const server = startServerProcess({ port, dataDir });
  started.push(server);
  return server;
}

const serving = (s: ServerProcess) => s.waitForOutput('Ironyard is serving');

/** Waits for the process to end and gives its exit and how long that took from `since`. */
async function exitOf(s: ServerProcess, since: number) {
  const exit = await s.exited;
  return { ...exit, ms: Date.now() - since };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function expectRefusal(s: ServerProcess, holder: ServerProcess) {
  const lines = s.stderr().trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`Data directory ${dataDir} is in use by process ${holder.pid}`);
  expect(lines[0]).toContain('DATABASE_URL');
  expect(s.stdout()).not.toContain('Ironyard is serving');
}

beforeAll(async () => {
  for (const name of Object.keys(PORTS) as Array<keyof typeof PORTS>) PORTS[name] = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-main-'));
  first = start(PORTS.first);
  await serving(first);
}, 120_000);

afterAll(() => {
  for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('one server per data directory', () => {
  it('a second server on the same DATA_DIR stops at once with one line naming the holder; the first keeps serving', async () => {
    const second = start(PORTS.second);
    const exit = await exitOf(second, Date.now());
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expectRefusal(second, first);

    const health = await fetch(`http://127.0.0.1:${PORTS.first}/healthz`);
    expect(health.status).toBe(200);
  }, 30_000);
});

describe('shutdown', () => {
  it('on SIGTERM closes keep-alive connections, finishes the request in flight with Connection: close, closes the database and exits 0', async () => {
    const idle = await RawConnection.open(PORTS.first);
    idle.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect((await idle.readResponse()).status).toBe(200);

    // `Expect: 100-continue` makes the server confirm it has taken the request before the body is sent.
    const body = 'client_id=ironyard-web';
    const busy = await RawConnection.open(PORTS.first);
    busy.write(
      'POST /api/jwtauth/createguest HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await busy.waitFor('100 Continue');

    const signalledAt = Date.now();
    first.child.kill('SIGTERM');
    await first.waitForOutput('shutting down');
    busy.write(body);

    const answer = await busy.readResponse();
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    const guestId = Number((JSON.parse(answer.body) as { user_info: { id: string } }).user_info.id);
    expect(guestId).toBeGreaterThan(0);

    await idle.closed;
    await busy.closed;
    const exit = await exitOf(first, signalledAt);
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.ms).toBeLessThan(5_000);

    // PGlite removes its postmaster.pid only in a clean close; the lock is free and the guest is there.
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'))).toBe(false);
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select({ id: customers.id }).from(customers).where(eq(customers.id, guestId));
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 40_000);
});

/** A client that sends one GET and reads the answer only when told to, counting every byte. */
function slowReader(port: number, path: string) {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  let firstByte: () => void;
  const started = new Promise<void>((resolve) => (firstByte = resolve));
  socket.on('data', (d: Buffer) => {
    chunks.push(d);
    // Takes nothing more until resumed: the rest waits in the server's buffers.
    socket.pause();
    firstByte();
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  return {
    started,
    closed,
    readToTheEnd: async () => {
      socket.removeAllListeners('data');
      socket.on('data', (d: Buffer) => chunks.push(d));
      socket.resume();
      await closed;
      const data = Buffer.concat(chunks);
      const headEnd = data.indexOf('\r\n\r\n');
      const head = data.subarray(0, headEnd).toString('latin1');
      return { head, body: data.subarray(headEnd + 4) };
    },
  };
}

describe('shutdown with a slow reader', () => {
  it('on SIGTERM finishes writing a 24 MB answer the client is still reading, then exits 0', async () => {
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-slow-reader-'));
    try {
      const server = startServerProcess({ port: PORTS.slowReader, dataDir: ownDir });
      started.push(server);
      await serving(server);
      // The picture cache under DATA_DIR, filled by a first request, then made as large as a big answer.
      expect((await fetch(`http://127.0.0.1:${PORTS.slowReader}/media/placeholder/1600`)).status).toBe(200);
      const cacheDir = path.join(ownDir, 'media', 'placeholder');
      const cached = fs.readdirSync(cacheDir).find((f) => f.startsWith('1600-'))!;
      const big = crypto.randomBytes(24 * 1024 * 1024);
      fs.writeFileSync(path.join(cacheDir, `${cached}.tmp`), big);
      fs.renameSync(path.join(cacheDir, `${cached}.tmp`), path.join(cacheDir, cached));

      const reader = slowReader(PORTS.slowReader, '/media/placeholder/1600');
      await reader.started;
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      await server.waitForOutput('shutting down');
      const { head, body } = await reader.readToTheEnd();

      expect(head).toMatch(/^HTTP\/1\.1 200/);
      expect(head).toMatch(new RegExp(`^content-length: ${big.length}$`, 'im'));
      expect(body.length).toBe(big.length);
      expect(body.equals(big)).toBe(true);
      expect(await exitOf(server, signalledAt)).toMatchObject({ code: 0, signal: null });
    } finally {
      fs.rmSync(ownDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('after a crash', () => {
  it('the lock of a killed server is taken over by the next start, which then holds it', async () => {
    const crashed = start(PORTS.restarted);
    await serving(crashed);
    crashed.child.kill('SIGKILL');
    expect((await crashed.exited).signal).toBe('SIGKILL');
    // The dead holder's line is still in the lock file: only the OS-level lock went with the process.
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')).toContain(`"pid":${crashed.pid}`);

    const next = start(PORTS.first);
    await serving(next);
    const health = await fetch(`http://127.0.0.1:${PORTS.first}/healthz`);
    expect(health.status).toBe(200);

    const third = start(PORTS.third);
    const exit = await exitOf(third, Date.now());
    expect(exit.code).not.toBe(0);
    expectRefusal(third, next);

    const stoppedAt = Date.now();
    next.child.kill('SIGTERM');
    expect(await exitOf(next, stoppedAt)).toMatchObject({ code: 0 });
  }, 60_000);
});

let npmStartServerPid = 0;

describe('npm start', () => {
  it('passes SIGTERM on to the server, which stops cleanly; npm exits with its code', async () => {
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-npm-start-'));
    try {
      const npm = startServerProcess({ port: PORTS.npmStart, dataDir: ownDir, command: ['npm', 'start'] });
      started.push(npm);
      await serving(npm);
      // npm runs the start script, which runs the server: the lock file names the server.
      npmStartServerPid = (JSON.parse(fs.readFileSync(path.join(ownDir, LOCK_FILE_NAME), 'utf8')) as { pid: number }).pid;
      expect(npmStartServerPid).not.toBe(npm.pid);

      const stoppedAt = Date.now();
      npm.child.kill('SIGTERM');
      expect(await exitOf(npm, stoppedAt)).toMatchObject({ code: 0, signal: null });
      expect(npm.stdout()).toContain('"msg":"stopped"');
      expect(isAlive(npmStartServerPid)).toBe(false);
      expect(fs.existsSync(path.join(ownDir, 'pglite', 'postmaster.pid'))).toBe(false);
    } finally {
      if (npmStartServerPid && isAlive(npmStartServerPid)) process.kill(npmStartServerPid, 'SIGKILL');
      fs.rmSync(ownDir, { recursive: true, force: true });
    }
  }, 60_000);
});
