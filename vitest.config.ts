import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/*.pg.test.ts', 'node_modules/**'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    pool: 'forks',
    // One module graph per worker, not one per file: importing the server again for every file was a
    // third of the suite's time. Each file still gets its own app and database (tests/setup), and the
    // suite passes with its files shuffled. Two workers at least: vitest's default (cores − 1) is one
    // on a two-core machine, which left a core idle whenever a file waited on a database or a child process.
    isolate: false,
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
