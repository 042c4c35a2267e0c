import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal that ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once stdout holds `text`; rejects if the process exits first. */
  waitForOutput(text: string): Promise<void>;
}

/** A port nobody listens on now: the system picks it, the listener closes, the caller takes it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A real `server/main.ts` process on its own port and data directory, in test mode (Vite serves the
 * pages, so no build is needed) with no demo catalogue, so it starts in a few seconds.
 */
export function startServerProcess(opts: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Another way in, such as `npm start` (given SKIP_BUILD, since test mode needs no build). */
  command?: [string, ...string[]];
}): ServerProcess {
  const [file, ...args] = opts.command ?? [process.execPath, '--import', 'tsx', 'server/main.ts'];
  const child = spawn(file, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
      DATA_DIR: opts.dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      SKIP_BUILD: '1',
      ...opts.env,
    },
  });
  let out = '';
  let err = '';
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
    wake();
  });
  child.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
  });
  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      done = true;
      wake();
      resolve({ code, signal });
    });
  });
  return {
    child,
    pid: child.pid!,
    port: opts.port,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitForOutput: (text) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (out.includes(text)) {
            waiters.delete(check);
            resolve();
          } else if (done) {
            waiters.delete(check);
            reject(new Error(`the server exited before printing "${text}"; stderr: ${err.trim()}`));
          }
        };
        waiters.add(check);
        check();
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A plain TCP connection speaking HTTP/1.1 by hand, to hold keep-alive connections open on purpose. */
export class RawConnection {
  private data = Buffer.alloc(0);
  private waiters = new Set<() => void>();
  readonly closed: Promise<void>;

  private constructor(private socket: net.Socket) {
    socket.on('data', (d: Buffer) => {
      this.data = Buffer.concat([this.data, d]);
      this.waiters.forEach((w) => w());
    });
    socket.on('error', () => {});
    this.closed = new Promise((resolve) => socket.on('close', () => resolve()));
    void this.closed.then(() => this.waiters.forEach((w) => w()));
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  write(text: string): void {
    this.socket.write(text);
  }

  get isClosed(): boolean {
    return this.socket.destroyed || this.socket.readableEnded;
  }

  /** Waits until what arrived since the last response read contains `text`. */
  async waitFor(text: string): Promise<void> {
    await this.until(() => (this.data.includes(text) ? true : undefined));
  }

  /** Reads the next complete final response (skipping `100 Continue`), by Content-Length or chunked encoding. */
  readResponse(): Promise<RawResponse> {
    return this.until(() => {
      for (;;) {
        const headEnd = this.data.indexOf('\r\n\r\n');
        if (headEnd < 0) return undefined;
        const [statusLine, ...lines] = this.data.subarray(0, headEnd).toString('latin1').split('\r\n');
        const status = Number(statusLine.split(' ')[1]);
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const i = line.indexOf(':');
          headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
        }
        const rest = this.data.subarray(headEnd + 4);
        if (status >= 100 && status < 200) {
          this.data = rest;
          continue;
        }
        let body: Buffer;
        let used: number;
        if (headers['content-length'] !== undefined) {
          const length = Number(headers['content-length']);
          if (rest.length < length) return undefined;
          body = rest.subarray(0, length);
          used = length;
        } else if (headers['transfer-encoding'] === 'chunked') {
          const parts: Buffer[] = [];
          let at = 0;
          for (;;) {
            const lineEnd = rest.indexOf('\r\n', at);
            if (lineEnd < 0) return undefined;
            const size = parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16);
            if (rest.length < lineEnd + 2 + size + 2) return undefined;
            if (size === 0) {
              used = lineEnd + 4;
              break;
            }
            parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
            at = lineEnd + 2 + size + 2;
          }
          body = Buffer.concat(parts);
        } else {
          return undefined;
        }
        this.data = rest.subarray(used);
        return { status, headers, body: body.toString('utf8') };
      }
    });
  }

  destroy(): void {
    this.socket.destroy();
  }

  private until<T>(probe: () => T | undefined): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const value = probe();
        if (value !== undefined) {
          this.waiters.delete(check);
          resolve(value);
        } else if (this.socket.destroyed) {
          this.waiters.delete(check);
          reject(new Error(`the connection closed; received: ${this.data.toString('latin1').slice(0, 300)}`));
        }
      };
      this.waiters.add(check);
      check();
    });
  }
}
