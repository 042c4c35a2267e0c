import { defineConfig } from 'vitest/config';
import { WORKERS } from './vitest.config';

// The PostgreSQL suite: the same integration tests plus the concurrency ones that PGlite cannot prove.
export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    include: ['server/**/*.pg.test.ts', 'server/**/*.int.test.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    env: { TEST_DB: 'postgres' },
    ...WORKERS,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
