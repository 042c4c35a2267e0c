import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authRequests,
  graphqlRequests,
  mediaRequests,
  otherRequests,
  pageForms,
  pageGets,
  searchRequests,
  type FuzzRequest,
} from '../tests/support/fuzz-requests';
import { freePort, startServerProcess, type ServerProcess } from '../tests/setup/server-process';

// Every route group of a real server process (pages through Vite, as `npm run dev`; a small demo
// catalogue) gets random and hostile input. A client's mistake is answered 4xx in its group's error
// shape and logged below error level: a 5xx or an error-level line is a failure of ours.

// Requests per route group: enough to meet each kind of bad input, few enough for a quick run.
const RUNS = 40;

// FUZZ_BASE=http://127.0.0.1:PORT FUZZ_LOG=<its log file> fuzzes a server already running on this
// machine (a production build under `npm start`) instead of starting one.
const external = process.env.FUZZ_BASE;

let server: Pick<ServerProcess, 'stdout' | 'stderr'> & Partial<ServerProcess>;
let base: string;
let dataDir: string | undefined;

beforeAll(async () => {
  if (external) {
    if (!/^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(external)) throw new Error('FUZZ_BASE must be a server on this machine');
    base = external;
    const logFile = process.env.FUZZ_LOG;
    // One file for both streams: its JSON lines are the log, the rest what went to stderr.
    const read = () => (logFile ? fs.readFileSync(logFile, 'utf8') : '');
    server = { stdout: read, stderr: () => read().replace(/^\{.*$/gm, '') };
    return;
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-fuzz-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const spawned = startServerProcess({ port, dataDir, env: { DEMO_DATA: 'true', DEMO_PRODUCTS: '40', LOG_LEVEL: 'debug' } });
  server = spawned;
  await spawned.waitForOutput('Ironyard is serving');
  // Vite compiles the pages on first use (and may restart its module runner once after optimising
  // dependencies): once here, not inside a property.
  for (let attempt = 0; ; attempt++) {
    const ok = await fetch(`${base}/`).then(
      async (r) => (await r.arrayBuffer(), r.status === 200),
      () => false,
    );
    if (ok) break;
    if (attempt >= 5) throw new Error(`the home page did not render: ${server.stderr().slice(-2000)}`);
  }
}, 180_000);

afterAll(async () => {
  if (server?.child && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  type: string;
  text: string;
}

async function send(r: FuzzRequest): Promise<Answer> {
  const headers = { ...r.headers };
  if (headers.origin === 'SELF') headers.origin = base;
  const res = await fetch(`${base}${r.path}`, { method: r.method, headers, body: r.body, redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

const describeRequest = (r: FuzzRequest) => `${r.method} ${r.path} ${JSON.stringify(r.headers)} ${typeof r.body === 'string' ? r.body.slice(0, 200) : ''}`;

/** Error-level lines the server logged (pino level 50 and up) or wrote to stderr as errors, after `from`. */
function errorLines(from: { out: number; err: number }): string[] {
  const out = server
    .stdout()
    .slice(from.out)
    .split('\n')
    .filter((l) => {
      try {
        return (JSON.parse(l) as { level?: number }).level! >= 50;
      } catch {
        return false;
      }
    });
  // console.error output of the pages (React Router's default error handler) is unstructured.
  const err = server
    .stderr()
    .slice(from.err)
    .split('\n')
    .filter((l) => /error/i.test(l) && !/Future Flag|deprecat/i.test(l));
  return [...out, ...err];
}

// One fixed seed in the suite, so a run passes or fails the same way every time; set FUZZ_SEED to explore others
// (a counterexample found that way becomes a fixed case in app-client-errors.int.test.ts).
const FUZZ_SEED = Number.isSafeInteger(Number(process.env.FUZZ_SEED)) && process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_261_127;

/**
 * Sends `runs` requests of the arbitrary; each answer must be below 500 and pass `shape`, and the
 * server must log nothing at error level for any of them.
 */
async function fuzz(arb: fc.Arbitrary<FuzzRequest>, shape: (a: Answer, r: FuzzRequest) => void, runs = RUNS) {
  const from = { out: server.stdout().length, err: server.stderr().length };
  await fc.assert(
    fc.asyncProperty(arb, async (r) => {
      const a = await send(r);
      if (a.status >= 500) throw new Error(`${a.status} for ${describeRequest(r)}: ${a.text.slice(0, 300)}`);
      shape(a, r);
    }),
    { numRuns: runs, endOnFailure: true, seed: FUZZ_SEED },
  );
  expect(errorLines(from)).toEqual([]);
}

const json = (a: Answer): Record<string, unknown> => {
  expect(a.type).toMatch(/json/);
  return JSON.parse(a.text) as Record<string, unknown>;
};

describe('client errors answered 5xx before', () => {
  it('a product page for id 0 or past 2³¹ is a 404 page, as document and as data request', async () => {
    const from = { out: server.stdout().length, err: server.stderr().length };
    for (const path of ['/part/p/0', '/part/p/0.data', '/part/p/2147483648', '/x/c/0', '/m/0', '/mfg/0', '/partsbooks/brand/0', '/product/reviews?productId=0']) {
      const a = await send({ method: 'GET', path, headers: {} });
      expect(a.status, path).toBe(404);
    }
    expect(errorLines(from)).toEqual([]);
  }, 60_000);

  it('POST /extreturn with JSON is 415, with a broken multipart body 400', async () => {
    const from = { out: server.stdout().length, err: server.stderr().length };
    for (const path of ['/extreturn', '/extreturn.data']) {
      const json = await send({ method: 'POST', path, headers: { 'content-type': 'application/json', origin: 'SELF' }, body: '{"orderNumber":"IY-1"}' });
      expect(json.status).toBe(415);
      expect(json.text).toMatch(/form posts only/);
      const broken = await send({ method: 'POST', path, headers: { 'content-type': 'multipart/form-data; boundary=zzz', origin: 'SELF' }, body: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' });
      expect(broken.status).toBe(400);
    }
    expect(errorLines(from)).toEqual([]);
    // Logged, below error level.
    expect(server.stdout().slice(from.out)).toMatch(/"level":40,[^\n]*"page request refused"/);
  }, 60_000);
});

describe('fuzzing every route group: no 5xx, no error-level log line for a client error', () => {
  it('pages (documents and data requests)', async () => {
    await fuzz(pageGets, () => {});
  }, 120_000);

  it('pages’ form posts', async () => {
    await fuzz(pageForms, () => {});
  }, 120_000);

  it('/api/graphql: errors carry extensions.code', async () => {
    await fuzz(graphqlRequests, (a) => {
      if (a.status < 400) return;
      const errors = json(a).errors as Array<{ message: string; extensions?: { code?: string } }>;
      expect(errors[0].message).toEqual(expect.any(String));
      expect(errors[0].extensions?.code).toEqual(expect.any(String));
    });
  }, 120_000);

  it('/api/jwtauth/*: errors in the token service’s shape', async () => {
    await fuzz(authRequests, (a) => {
      if (a.status < 400) return;
      expect(json(a)).toEqual(expect.objectContaining({ error: expect.any(String), error_description: expect.any(String) }));
    });
  }, 120_000);

  it('/api/search/*: errors in the search wire format', async () => {
    await fuzz(searchRequests, (a, r) => {
      if (a.status < 400 || r.method === 'GET') return;
      expect(json(a)).toEqual(expect.objectContaining({ message: expect.any(String), status: a.status }));
    });
  }, 120_000);

  it('/media/*', async () => {
    await fuzz(mediaRequests, () => {});
  }, 60_000);

  it('/payments/sandbox/*, /healthz, /dev/mail, /admin/savecookie', async () => {
    await fuzz(otherRequests, () => {});
  }, 60_000);
});
