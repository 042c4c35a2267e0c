// How `npm start` runs the compiled server: its node flags and environment. scripts/start.mjs uses
// them, and so does bench/memory-bench.ts, so the memory measured is that of the server as deployed.

/**
 * V8's own heap limit here is 4 GB, and under a flood of requests it lets garbage pile up far past the
 * live heap (≈ 90 MB at 5,000 products) before collecting; a limit makes it collect sooner. Raise it
 * for very large catalogues (docs/security.md, "Memory under hostile traffic").
 */
export function heapLimitMb(env = process.env) {
  const heapLimit = env.HEAP_LIMIT_MB ?? '1024';
  if (!/^\d{3,6}$/.test(heapLimit)) throw new Error(`HEAP_LIMIT_MB must be a number of megabytes (100 or more), not ${heapLimit}`);
  return heapLimit;
}

/** The node flags of the server process (before the script's path). */
export function serverNodeArgs(env = process.env) {
  // A young generation of 1 MB semi-spaces instead of up to 16 MB: the idle server holds about 30 MB less of
  // V8 heap (docs/benchmarks.md, "Memory"); short-lived garbage is collected more often, each time cheaply.
  return [`--max-old-space-size=${heapLimitMb(env)}`, '--max-semi-space-size=1', '--enable-source-maps'];
}

/** The server process's environment. */
export function serverEnv(env = process.env) {
  return {
    ...env,
    NODE_ENV: env.NODE_ENV ?? 'production',
    // glibc gives each thread that allocates (the thread pool drawing pictures with sharp) its own malloc
    // arena, and freed memory stays resident in each: two arenas keep a flood of new URLs from growing
    // the process by hundreds of MB (docs/security.md, "Memory under hostile traffic").
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
  };
}
