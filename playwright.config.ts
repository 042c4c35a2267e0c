import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);

// Browser tests run Debian's Chromium against the built server on a fresh, seeded database.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  projects: [
    { name: 'store', testIgnore: /\.store-wide\.spec\.ts$/ },
    // Tests that change what every page shows (the store's phone and hours) run after all the others,
    // so no other test meets their values.
    { name: 'store-wide', testMatch: /\.store-wide\.spec\.ts$/, dependencies: ['store'] },
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf tests/.cache/e2e-data-${PORT} && node scripts/start.mjs`,
    url: `http://localhost:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: `tests/.cache/e2e-data-${PORT}`,
      DEMO_PRODUCTS: '300',
      NODE_ENV: 'production',
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${PORT}`,
      // The password-recovery test follows the link from the outbox page; only this throwaway server shows it.
      MAIL_OUTBOX_PAGE: 'true',
      // Every browser test comes from 127.0.0.1 and most start a guest session: the suite starts more
      // in ten minutes than one real visitor's address may (the limit itself has its own tests).
      GUEST_SESSIONS_PER_ADDRESS: '10000',
      // Sign-ins and live sockets likewise: the tests sign the demo people in again and again, and every
      // open product, order or account page holds a live socket, all from 127.0.0.1.
      SIGN_INS_PER_ADDRESS: '10000',
      LIVE_SOCKETS_PER_ADDRESS: '10000',
      // The same for the help forms: a repeated run of the form tests sends more than a person would.
      CONTACT_MESSAGES_PER_ADDRESS: '10000',
      VENDOR_APPLICATIONS_PER_ADDRESS: '10000',
      // And for the declined-card test: one test card, from 127.0.0.1, in every repeated run.
      PAYMENT_DECLINES_PER_ADDRESS: '10000',
      PAYMENT_DECLINES_PER_CARD: '10000',
    },
  },
});
