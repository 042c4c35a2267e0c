// Builds the reference page (./app, with React Router's own build) and its server (./server.ts, compiled
// the way the store's is), then starts it as a process of its own, like the store's server.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { bundleForNode, timedGet } from '../bench-lib';

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, '../..');
const out = path.join(root, 'bench/.out/ssr-reference');

export interface ReferenceServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startReference(port: number): Promise<ReferenceServer> {
  const r = spawnSync('npx', ['react-router', 'build', path.relative(root, here)], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the reference page did not build');
  await bundleForNode({ entryPoints: [path.join(here, 'server.ts')], outfile: path.join(out, 'main.js') });
  const child = spawn(process.execPath, [path.join(out, 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), REFERENCE_BUILD: path.join(out, 'server/index.js') },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the reference server exited with code ${child.exitCode}`);
    if ((await timedGet(url).catch(() => null))?.status === 200) return { url, stop };
    if (i > 100) {
      await stop();
      throw new Error('the reference server did not answer');
    }
    await new Promise((res) => setTimeout(res, 200));
  }
}
