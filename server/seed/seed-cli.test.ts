import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { lockDataDir } from '../lib/data-dir-lock';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('refuses to seed a data directory a server holds, with one line, and leaves it untouched', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-seed-'));
  const lock = lockDataDir(dataDir);
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed/seed-cli.ts', '--products', '0'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining(`Data directory ${dataDir} is in use by process ${process.pid}`)]);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  } finally {
    lock.release();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
