// npm start: builds the web app and compiles the server when their sources are newer, then serves the
// compiled server (plain JavaScript, build/node/main.js) in production mode.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { serverEnv, serverNodeArgs } from './server-process.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const mtime = (file) => {
  try {
    return fs.statSync(path.join(root, file)).mtimeMs;
  } catch {
    return 0;
  }
};
const builtAt = mtime('build/server/index.js');

function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return latest;
}

const sources = Math.max(
  newest(path.join(root, 'app')),
  newest(path.join(root, 'shared')),
  ...['vite.config.ts', 'react-router.config.ts', 'package-lock.json'].map((f) => fs.statSync(path.join(root, f)).mtimeMs),
);
if (process.env.SKIP_BUILD !== '1' && sources > builtAt) {
  console.log('Building the web app…');
  const r = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The server: everything under server/ and shared/ it imports, compiled into one module.
const serverSources = Math.max(newest(path.join(root, 'server')), newest(path.join(root, 'shared')), mtime('package-lock.json'), mtime('scripts/build-server.mjs'));
// Always when out of date (SKIP_BUILD skips only the web build, which test mode does without): it takes a second.
if (serverSources > mtime('build/node/main.js')) {
  console.log('Compiling the server…');
  try {
    await buildServer();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

// The server's node flags (heap limit) and environment (malloc arenas): scripts/server-process.mjs.
let nodeArgs;
try {
  nodeArgs = serverNodeArgs();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'build/node/main.js')], { cwd: root, stdio: 'inherit', env: serverEnv() });
// The server shuts down cleanly on either signal. Ctrl-C in a terminal reaches it directly as well (one
// process group); it ignores the repeat. SIGTERM from a supervisor or from npm reaches only this process.
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => {
  if (signal) {
    // Die of the same signal, so whoever started npm start sees what ended the server.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else {
    process.exit(code ?? 1);
  }
});
