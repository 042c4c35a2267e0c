/**
 * One process per data directory. The embedded database (PGlite) is PostgreSQL compiled to WASM with
 * an in-memory file system flushed to DATA_DIR: two processes on one directory each believe they own it,
 * hand out the same ids and overwrite each other's files. PGlite's own postmaster.pid cannot stop that: it
 * always holds the WASM process id (-42), so no process can tell whether its writer is alive.
 *
 * The lock is an OS-level one on `DATA_DIR/ironyard.lock`, taken with fs-native-extensions (a maintained
 * N-API binding whose prebuilt binaries ship inside the npm package; on Linux it uses open file
 * description locks, F_OFD_SETLK, on macOS flock, on Windows LockFileEx). The kernel drops the lock when
 * the descriptor closes, including after `kill -9` or a crash, so a stale lock needs no detection: the
 * next process simply gets it. A PID file with an O_EXCL create and a `process.kill(pid, 0)` check was
 * rejected: two starters can both find the same dead PID and both take over, and a recycled PID (always
 * 1 in a container) looks alive. The file holds the holder's PID, host and start time only to name it
 * in the refusal; it is never deleted, since unlinking a locked file lets a third process lock a new
 * file of the same name while the second still holds the old one. Node opens files with O_CLOEXEC, so
 * child processes (Vite's esbuild) never inherit the lock.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

export const LOCK_FILE_NAME = 'ironyard.lock';

/** The data directory is locked by another process; the message is the one line to show the operator. */
export class DataDirLockedError extends Error {}

export interface DataDirLock {
  readonly file: string;
  /** Drops the lock (idempotent); exiting the process does the same. */
  release(): void;
}

interface Holder {
  pid?: number;
  host?: string;
  since?: string;
}

/** Takes the exclusive lock on `dir` (created if missing), or throws DataDirLockedError naming the holder. */
export function lockDataDir(dir: string): DataDirLock {
  const absolute = path.resolve(dir);
  fs.mkdirSync(absolute, { recursive: true });
  const file = path.join(absolute, LOCK_FILE_NAME);
  const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (err) {
    fs.closeSync(fd);
    throw err;
  }
  if (!locked) {
    const holder = readHolder(fd);
    fs.closeSync(fd);
    throw new DataDirLockedError(lockedMessage(absolute, holder));
  }
  const me: Holder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, `${JSON.stringify(me)}\n`, 0);
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      unlock(fd);
      fs.closeSync(fd);
    },
  };
}

function readHolder(fd: number): Holder {
  try {
    const buf = Buffer.alloc(1024);
    const n = fs.readSync(fd, buf, 0, buf.length, 0);
    const parsed = JSON.parse(buf.subarray(0, n).toString('utf8')) as Holder;
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    // The holder may not have written its line yet (or the file is locked against reading on Windows).
    return {};
  }
}

function lockedMessage(dir: string, h: Holder): string {
  const who =
    typeof h.pid === 'number'
      ? `process ${h.pid}${h.host && h.host !== os.hostname() ? ` on host ${h.host}` : ''}${h.since ? ` (running since ${h.since})` : ''}`
      : 'another process';
  return (
    `Data directory ${dir} is in use by ${who}: the embedded database serves one server process only. ` +
    'To run several servers, give each the same DATABASE_URL (PostgreSQL).'
  );
}
