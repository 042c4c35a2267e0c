// The browser tests use Debian's Chromium; on a fresh machine, install it (as root) before they run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = root ? [] : ['sudo', '-n'];
  console.log("Installing Debian's chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync(prefix[0] ?? args[0], [...prefix.slice(1), ...(prefix.length ? args : args.slice(1))], { stdio: 'inherit', env });
  if (run(['apt-get', 'update', '-qq']).status !== 0 || run(['apt-get', 'install', '-y', '-qq', 'chromium']).status !== 0) {
    console.error(`Could not install chromium. Install it with: apt-get update && apt-get install -y chromium (as root)`);
    process.exit(1);
  }
}
