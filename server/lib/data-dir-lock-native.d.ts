// fs-native-extensions ships without types; data-dir-lock.ts uses only these two calls.
declare module 'fs-native-extensions' {
  /** Takes an exclusive lock on the whole file without waiting; false when another open file holds it. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
