import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tryLock } from 'fs-native-extensions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-lock-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second holder with one line naming the directory, the holder and DATABASE_URL', () => {
    const lock = lockDataDir(dir);
    try {
      // The locks belong to open files, not processes, so a second open in this process conflicts too.
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      const message = (() => {
        try {
          lockDataDir(dir);
          return '';
        } catch (err) {
          return (err as Error).message;
        }
      })();
      expect(message).not.toContain('\n');
      expect(message).toContain(`Data directory ${dir} is in use by process ${process.pid}`);
      expect(message).toContain('DATABASE_URL');
    } finally {
      lock.release();
    }
  });

  it('is free again after release, and the lock file stays in place', () => {
    const lock = lockDataDir(dir);
    lock.release();
    lock.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
    lockDataDir(dir).release();
  });

  it('creates a missing directory', () => {
    const nested = path.join(dir, 'a', 'b');
    const lock = lockDataDir(nested);
    expect(lock.file).toBe(path.join(nested, LOCK_FILE_NAME));
    lock.release();
  });

  it('names "another process" when the holder has not written its line yet', () => {
    const fd = fs.openSync(path.join(dir, LOCK_FILE_NAME), 'w+');
    try {
      expect(tryLock(fd)).toBe(true);
      expect(() => lockDataDir(dir)).toThrow(`Data directory ${dir} is in use by another process`);
    } finally {
      fs.closeSync(fd);
    }
  });
});
