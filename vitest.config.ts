import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * How test files run (this suite and the PostgreSQL one): one module graph per worker, not one per
 * file, since importing the server again for every file was a third of the suite's time. Each file
 * still gets its own app and database (tests/setup), and both suites pass with their files shuffled.
 * Two workers at least: vitest's default (cores − 1) is one on a two-core machine, which left a core
 * idle whenever a file waited on a database or a child process.
 */
export const WORKERS = {
  pool: 'forks',
  isolate: false,
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
} as const;

export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/*.pg.test.ts', 'node_modules/**'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    ...WORKERS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
