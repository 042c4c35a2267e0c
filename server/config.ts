import path from 'node:path';
import { z } from 'zod';
import type { StoreFacts } from '../shared/store-facts';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // The store's address as customers see it; never taken from a request's Host header. Defaults to
  // http://localhost:{PORT}, right on a developer's machine only (see publicUrlWarning).
  PUBLIC_URL: z.string().url().optional(),
  // Other sites' origins whose pages may call /api/graphql with credentials (comma-separated); PUBLIC_URL's origin always may.
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const origins: string[] = [];
      for (const raw of v.split(',').map((o) => o.trim()).filter(Boolean)) {
        let url: URL | null = null;
        try {
          url = new URL(raw);
        } catch {
          // Reported below.
        }
        if (!url || !/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/$/, '')) {
          ctx.addIssue({ code: 'custom', message: `"${raw}" is not an origin like https://shop.example.com` });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
  DEMO_DATA: boolish.default(true),
  DEMO_PRODUCTS: z.coerce.number().int().min(0).max(5_000_000).default(5000),
  // Carrier hours per real hour for the sandbox carrier: 60 makes a parcel arrive within the hour.
  SANDBOX_CARRIER_SPEED: z.coerce.number().min(0.001).max(100_000).default(60),
  // Guest sessions one client address may start in 10 minutes (a workshop behind one NAT shares it).
  GUEST_SESSIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(30),
  // Password sign-ins one client address may make in 15 minutes.
  SIGN_INS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  // Live-update sockets (GraphQL subscriptions) one client address may hold open at once.
  LIVE_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  // Contact messages one client address may send in 10 minutes, and vendor applications in an hour.
  CONTACT_MESSAGES_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(5),
  VENDOR_APPLICATIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(3),
  // Declined card payments: per customer (guest session or account) an hour, per client address an
  // hour, per card a day. Once one is spent, placement refuses before trying the card.
  PAYMENT_DECLINES_PER_SESSION: z.coerce.number().int().min(1).max(1_000_000).default(5),
  PAYMENT_DECLINES_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(10),
  PAYMENT_DECLINES_PER_CARD: z.coerce.number().int().min(1).max(1_000_000).default(4),
  // Acknowledgement mails one recipient address gets from the contact and vendor forms in 24 hours.
  ACKNOWLEDGEMENTS_PER_RECIPIENT: z.coerce.number().int().min(1).max(1000).default(3),
  // Guests without an order are removed this many days after their last activity (with their carts and fleets).
  GUEST_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  DEMO_PASSWORD: z.string().min(8).max(128).default('Ironyard-demo-1'),
  STORE_PHONE: z.string().min(3).default('1-800-555-0142'),
  // The store's facts every policy page and the checkout state (shared/store-facts.ts).
  STORE_HOURS: z.string().min(3).default('Mon-Fri 9 - 4:30 EST'),
  STORE_EMAIL: z.string().email().default('support@ironyard.test'),
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  SHIPPING_CUTOFF: z.string().min(3).default('4:00 pm Eastern'),
  FREE_SHIPPING_THRESHOLD: z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount in dollars like 500 or 499.99').default('500'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Behind a load balancer: take the caller's address from the last X-Forwarded-For entry.
  TRUST_PROXY: boolish.default(false),
  // Signing key of the access tokens; without it one is generated once and kept under DATA_DIR.
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Ironyard <no-reply@ironyard.test>'),
  // Shows /dev/mail in production too: only for the browser tests' throwaway server.
  MAIL_OUTBOX_PAGE: boolish.default(false),
  // Hosts a fleet picture URL may be downloaded from (comma-separated); none by default.
  PICTURE_URL_HOSTS: z.string().default('').transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)),
  // Full builds of the search index in a worker thread (default; tests build on the serving thread).
  SEARCH_WORKER: boolish.optional(),
  // The search index snapshot: loaded at start, saved after each full build; "off" for none (the default in tests).
  SEARCH_SNAPSHOT: z.string().min(1).optional(),
  // Search events and page views older than this many days are deleted, hourly.
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // At most this many rows are kept in each analytics table (the oldest go first).
  ANALYTICS_MAX_ROWS: z.coerce.number().int().min(1000).max(1_000_000_000).default(1_000_000),
  // GraphQL request cost (docs/security.md, "Request cost"): values an operation may ask for, lists multiplied.
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).max(100_000_000).default(50_000),
  // A query's answer larger than this is replaced by a RESPONSE_TOO_LARGE error.
  GRAPHQL_MAX_RESPONSE_MB: z.coerce.number().min(0.1).max(1024).default(4),
  // A query still running after this long is stopped and answered with REQUEST_TIMEOUT.
  GRAPHQL_TIME_BUDGET_MS: z.coerce.number().int().min(1).max(600_000).default(2000),
  // Card and wallet payments: the offline sandbox (default) or Braintree with the BRAINTREE_* settings.
  PAYMENT_GATEWAY: z.enum(['sandbox', 'braintree']).default('sandbox'),
  BRAINTREE_MERCHANT_ID: z.string().optional(),
  BRAINTREE_PUBLIC_KEY: z.string().optional(),
  BRAINTREE_PRIVATE_KEY: z.string().optional(),
  BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
});

export type Config = Omit<z.infer<typeof schema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** True when PUBLIC_URL was not set and follows PORT. */
  publicUrlDefaulted: boolean;
  /**
   * The issuer (`iss`) of access tokens: PUBLIC_URL's origin, else one fixed name. Never the port, so every
   * process on one database signs and accepts the same tokens (with the same JWT_SECRET).
   */
  tokenIssuer: string;
  dataDir: string;
  isProduction: boolean;
  /** Where the search index is built, and its snapshot file (null: none). */
  searchIndex: { worker: boolean; snapshotFile: string | null };
};

/** The access tokens' issuer when PUBLIC_URL is unset: the default PUBLIC_URL names the port, which differs per process. */
export const DEFAULT_TOKEN_ISSUER = 'urn:ironyard:store';

/** Reads and validates the environment; throws a one-line message naming the bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid setting ${String(issue.path[0])}: ${issue.message}`);
  }
  const c = parsed.data;
  return {
    ...c,
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    publicUrlDefaulted: c.PUBLIC_URL === undefined,
    tokenIssuer: c.PUBLIC_URL === undefined ? DEFAULT_TOKEN_ISSUER : new URL(c.PUBLIC_URL).origin,
    dataDir: path.resolve(c.DATA_DIR),
    isProduction: c.NODE_ENV === 'production',
    searchIndex: {
      worker: c.SEARCH_WORKER ?? c.NODE_ENV !== 'test',
      snapshotFile:
        c.SEARCH_SNAPSHOT === 'off' || (c.SEARCH_SNAPSHOT === undefined && c.NODE_ENV === 'test')
          ? null
          : path.resolve(c.SEARCH_SNAPSHOT ?? path.join(c.DATA_DIR, 'search-index.snapshot')),
    },
  };
}

/**
 * Logs one line when a production store runs without PUBLIC_URL: links in e-mails, canonical URLs
 * and Open Graph tags then name localhost. The store still starts, so `npm start` works anywhere.
 */
export function warnAboutDefaults(config: Config, log: { warn: (msg: string) => void }): void {
  if (config.isProduction && config.publicUrlDefaulted) {
    log.warn(`PUBLIC_URL is not set: links in e-mails and pages say ${config.PUBLIC_URL}. Set it to the store's public address (https://…).`);
  }
}

/** The store's facts as configured: the one copy the pages, the API and the checkout read. */
export function storeFactsFrom(config: Config): StoreFacts {
  return {
    name: 'Ironyard',
    phone: config.STORE_PHONE,
    hours: config.STORE_HOURS,
    email: config.STORE_EMAIL,
    returnWindowDays: config.RETURN_WINDOW_DAYS,
    shippingCutoff: config.SHIPPING_CUTOFF,
    freeShippingThreshold: Number(config.FREE_SHIPPING_THRESHOLD).toFixed(2),
  };
}

export class ConfigError extends Error {}
