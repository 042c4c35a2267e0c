// What a `node --cpu-prof` profile of the server spent its time on: the top functions by self time,
// and each sample's time given to the first kind of work found walking its stack from the leaf
// (React render, compression, GraphQL, database, loader data serialisation, …).
// Usage: npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top=30] [from-seconds] [to-seconds]
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Kinds of work, by where the function lives; the first match walking from the leaf takes the sample. */
const KINDS: Array<[string, (url: string, fn: string) => boolean]> = [
  ['garbage collection', (_u, fn) => fn === '(garbage collector)'],
  ['idle', (_u, fn) => fn === '(idle)'],
  ['compression (zlib, brotli)', (u, fn) => /node:zlib|zlib\.js/.test(u) || /compression\.ts/.test(u) || /^(Brotli|Gzip|Zlib)/.test(fn)],
  ['loader data serialisation (turbo-stream)', (u) => /turbo-stream|single-fetch|encode\.js/.test(u)],
  ['React render (react-dom/server)', (u) => /react-dom.*server|react-dom-server/.test(u)],
  ['GraphQL execution (graphql-js, yoga, envelop, Pothos)', (u) => /node_modules\/(graphql|@graphql-|graphql-yoga|@envelop|@pothos|@escape\.tech)/.test(u)],
  ['database (PGlite)', (u) => /@electric-sql\/pglite/.test(u)],
  ['database (node-postgres)', (u) => /node_modules\/(pg|pg-protocol|pg-types|pg-pool)\//.test(u)],
  ['query building (Drizzle)', (u) => /drizzle-orm/.test(u)],
  ['React Router (routing, data)', (u) => /react-router/.test(u)],
  ['Hono and node-server', (u) => /node_modules\/(hono|@hono)/.test(u)],
  ['the store’s page code (build/server)', (u) => /build\/server\//.test(u)],
  ['the store’s server code (build/node)', (u) => /build\/node\//.test(u)],
  ['Node streams and HTTP', (u) => /^node:(internal\/)?(streams?|http|_http|net|internal\/webstreams)/.test(u) || /node:internal\/(streams|webstreams|http)/.test(u)],
  ['other Node internals', (u) => u.startsWith('node:')],
  ['other packages', (u) => u.includes('node_modules')],
  ['(program, native)', (_u, fn) => fn === '(program)' || fn === ''],
];

/** `window`: seconds from the profile's start to read samples from and to (the load phase, without the start). */
export function summarise(profile: Profile, top = 30, window: [number, number] = [0, Infinity]): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  let at = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < window[0] * 1e6 || at > window[1] * 1e6) continue;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self].filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)').reduce((a, [, t]) => a + t, 0);
  const busy = total - idle;

  const fnSelf = new Map<string, number>();
  const kinds = new Map<string, number>();
  for (const [id, t] of self) {
    const f = byId.get(id)!.callFrame;
    const short = f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(build\/)/, '$1');
    const key = `${f.functionName || '(anonymous)'}  ${short}:${f.lineNumber + 1}`;
    fnSelf.set(key, (fnSelf.get(key) ?? 0) + t);
    let kind = 'unattributed';
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const cf = byId.get(at)!.callFrame;
      const hit = KINDS.find(([, test]) => test(cf.url, cf.functionName));
      if (hit) {
        kind = hit[0];
        break;
      }
    }
    kinds.set(kind, (kinds.get(kind) ?? 0) + t);
  }
  const pct = (t: number) => `${((100 * t) / busy).toFixed(1)} %`;
  const lines = [
    `profile: ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s, read from ${window[0]} to ${Math.min(window[1], (profile.endTime - profile.startTime) / 1e6).toFixed(0)} s, busy ${(busy / 1e6).toFixed(1)} s (idle ${(idle / 1e6).toFixed(1)} s); shares are of the busy time`,
    '',
    'kind of work (sample given to the nearest frame of a known kind, from the leaf):',
    ...[...kinds].filter(([k]) => k !== 'idle').sort((a, b) => b[1] - a[1]).map(([k, t]) => `  ${pct(t).padStart(7)}  ${k}`),
    '',
    `top ${top} functions by self time:`,
    ...[...fnSelf]
      .filter(([k]) => !k.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, t]) => `  ${pct(t).padStart(7)}  ${k}`),
  ];
  return lines.join('\n');
}

if (process.argv[1] && new URL(`file://${process.argv[1]}`).pathname === new URL(import.meta.url).pathname) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: cpu-profile-summary.ts <file.cpuprofile> [top]');
    process.exit(2);
  }
  const [from, to] = [Number(process.argv[4] ?? 0), Number(process.argv[5] ?? Infinity)];
  console.log(summarise(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile, Number(process.argv[3] ?? 30), [from, to]));
}
