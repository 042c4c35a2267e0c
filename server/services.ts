import { storeFactsFrom, type Config } from './config';
import type { Database } from './db/client';
import { transactionRunner } from './db/transaction';
import { systemClock, type Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import { startPeriodicJobs } from './lib/periodic';
import { createLimiter, createRateLimit } from './lib/rate-limit';
import { createAuthLimits } from './modules/auth/auth-rate-limits';
import { createAccessTokens, loadSigningSecret } from './modules/auth/auth-tokens';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authSettingsFromConfig, createAuthService } from './modules/auth/auth.service';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createCatalogSearchRepository } from './modules/catalog/catalog-search.repository';
import { createCatalogAdminRepository } from './modules/catalog/catalog-admin.repository';
import { createCatalogAdminService } from './modules/catalog/catalog-admin.service';
import { createCatalogImportRepository } from './modules/catalog/catalog-import.repository';
import { createCatalogImportService } from './modules/catalog/catalog-import.service';
import { createMachineRepository } from './modules/catalog/catalog-machines.repository';
import { createProductRepository } from './modules/catalog/catalog-product.repository';
import { createProductService } from './modules/catalog/catalog-product.service';
import { createProductPageCache } from './modules/catalog/catalog-page-cache';
import { createReviewRepository } from './modules/catalog/catalog-reviews.repository';
import { createReviewService } from './modules/catalog/catalog-reviews.service';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createSupportRepository } from './modules/support/support.repository';
import { createSupportService } from './modules/support/support.service';
import { createSupportAdminRepository } from './modules/support/support-admin.repository';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { createSettingsService } from './modules/settings/settings.service';
import { DEFAULT_STORE_SETTINGS } from '../shared/store-settings';
import { createGuestRetention } from './modules/retention/retention.service';
import { createMailRepository } from './modules/mail/mail.repository';
import { createMailService } from './modules/mail/mail.service';
import { createSearchEventsRepository } from './modules/search/search-events.repository';
import { createSearchSource } from './modules/search/search-source';
import { EVENTS_PER_MINUTE, createSearchService } from './modules/search/search.service';
import { createTelemetryRepository } from './modules/telemetry/telemetry.repository';
import { PAGE_VIEWS_PER_MINUTE, createTelemetryService } from './modules/telemetry/telemetry.service';
import { createFleetRepository } from './modules/fleet/fleet.repository';
import { createFleetService } from './modules/fleet/fleet.service';
import { createPartsBookRepository } from './modules/partsbooks/partsbooks.repository';
import { createPartsBookService } from './modules/partsbooks/partsbooks.service';
import { createCartRepository } from './modules/cart/cart.repository';
import { createCartService } from './modules/cart/cart.service';
import { COUPON_FAILURES_PER_ADDRESS, COUPON_FAILURES_PER_CUSTOMER, COUPON_WINDOW_SEC, createCouponLimits } from './modules/cart/cart-coupon-limits';
import { createQuoteRepository } from './modules/quotes/quotes.repository';
import { createQuoteService } from './modules/quotes/quotes.service';
import { createQuoteRequestRepository } from './modules/quotes/quotes-requests.repository';
import { createPaymentsService } from './modules/payments/payments.service';
import { createAccountRepository } from './modules/account/account.repository';
import { createAccountService } from './modules/account/account.service';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { createOrdersService } from './modules/orders/orders.service';
import { createLiveBus, orderEventOf } from './modules/live/live-bus';
import { createExtendedReturnsRepository } from './modules/orders/extended-returns.repository';
import { createExtendedReturnsService } from './modules/orders/extended-returns.service';
import { createCheckoutService } from './modules/checkout/checkout.service';
import { createShippingService } from './modules/shipping/shipping.service';
import { createMediaService } from './modules/media/media.service';
import { checkoutCartFrom } from './modules/checkout/checkout-cart-service';

export const APP_VERSION = '0.1.0';

/** In demo mode, returns refunding at most this much are approved at once. */
const DEMO_RETURN_AUTO_APPROVE_LIMIT = '150.00';

/**
 * The composition root: every repository and service is created here, once, and handed to the
 * services that use it (a module reaches another only through these services).
 */
export function createServices({
  database,
  config,
  log,
  clock = systemClock,
}: {
  database: Database;
  config: Config;
  log: Logger;
  clock?: Clock;
}) {
  const db = database.db;
  // The access tokens' secret; the sandbox payment keys derive from it too.
  const signingSecret = loadSigningSecret(config, log);
  const mail = createMailService({ repo: createMailRepository(db), from: config.MAIL_FROM, smtpUrl: config.SMTP_URL, log });
  const auth = createAuthService({
    repo: createAuthRepository(db),
    mail,
    limits: createAuthLimits(database, {
      createGuestIp: { points: config.GUEST_SESSIONS_PER_ADDRESS, durationSec: 10 * 60 },
      loginIp: { points: config.SIGN_INS_PER_ADDRESS, durationSec: 15 * 60 },
    }),
    tokens: createAccessTokens({
      secret: signingSecret,
      issuer: config.tokenIssuer,
      ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    }),
    clock,
    log,
    settings: authSettingsFromConfig(config),
    // Which guest placed an order, for upgradeguestfororder: the orders service, created below (it needs auth), asked when a call comes.
    guestOrderLookup: () => ({ byGuid: orders.guestOfOrder, byNumber: orders.guestOrderByNumber }),
  });
  // The phone, hours, returns address and carrier origin /admin/settings edits; the configuration gives the defaults.
  const settings = createSettingsService({
    repo: createSettingsRepository(db),
    defaults: { ...DEFAULT_STORE_SETTINGS, phone: config.STORE_PHONE, hours: config.STORE_HOURS },
    baseFacts: storeFactsFrom(config),
    log,
    now: () => clock.now(),
  });
  const content = createContentService({ repo: createContentRepository(db), version: APP_VERSION, facts: settings.facts, publicUrl: config.PUBLIC_URL, reloadPages: !config.isProduction });
  const catalog = createCatalogService({ repo: createCatalogRepository(db), searchReads: createCatalogSearchRepository(db), machines: createMachineRepository(db), states: content.stateProvinces, log });
  const payments = createPaymentsService({ config, log, database, signingSecret, clock: () => clock.now() });
  const account = createAccountService({
    repo: createAccountRepository(db),
    gateway: payments.gateway,
    declines: payments.declines,
    countries: content.countries,
    log,
    catalog,
    customers: auth,
    mail,
    publicUrl: config.PUBLIC_URL,
    clock,
  });
  catalog.onBackInStock(account.notifyBackInStock);
  const shipping = createShippingService({
    clock,
    sandboxSpeed: config.SANDBOX_CARRIER_SPEED,
    // Read without waiting: labels are made inside the order's transaction.
    origin: async () => {
      const s = settings.peek();
      return { city: s.originCity, region: s.originState };
    },
  });
  // Live updates (GraphQL subscriptions): order changes from the orders service, product changes from search's feed.
  const live = createLiveBus({ log });
  const orders = createOrdersService({
    repo: createOrdersRepository(db),
    customers: auth,
    mail,
    publicUrl: config.PUBLIC_URL,
    log,
    // Its steps after a commit: the back-in-stock mail of released stock.
    transact: transactionRunner(db, (err) => log.error({ err }, 'a step after a commit failed')),
    gateway: payments.gateway,
    stock: catalog,
    // Search is made further down; by the time an order is cancelled it is there.
    stockChanged: (ids) => search.refresh(ids),
    orderChanged: (order, how) => live.publish(orderEventOf(order, how)),
    carrier: shipping.carrier,
    shipsFrom: () => `${settings.peek().originCity}, ${settings.peek().originState}`,
    clock,
    autoApproveReturnsUpTo: config.DEMO_DATA ? DEMO_RETURN_AUTO_APPROVE_LIMIT : null,
    returnWindowDays: config.RETURN_WINDOW_DAYS,
  });
  const extendedReturns = createExtendedReturnsService({
    repo: createExtendedReturnsRepository(db),
    orders,
    mail,
    clock,
    log,
    // Per address: room for typing mistakes, too little to guess which e-mail goes with an order.
    lookupLimit: createRateLimit(database, 'extendedReturnLookup', { points: 10, durationSec: 10 * 60 }),
    storeEmail: config.STORE_EMAIL,
    publicUrl: config.PUBLIC_URL,
    transact: transactionRunner(db, (err) => log.error({ err }, 'a step after a commit failed')),
  });
  const reviews = createReviewService({
    repo: createReviewRepository(db),
    purchases: orders,
    authors: auth,
    clock,
    transact: transactionRunner(db, (err) => log.error({ err }, 'a step after a commit failed')),
  });
  const partsbooks = createPartsBookService({ repo: createPartsBookRepository(db), onGuestMerged: auth.onGuestMerged });
  const quotes = createQuoteService({
    repo: createQuoteRepository(db),
    customers: auth,
    catalog,
    // Search is made further down; by the time a quote is priced it is there.
    partsByNumber: (text) => search.partsByNumber(text),
    transact: transactionRunner(db, (err) => log.error({ err }, 'a step after a commit failed')),
    clock: () => clock.now(),
    requests: {
      requests: createQuoteRequestRepository(db),
      customers: auth,
      mail,
      publicUrl: config.PUBLIC_URL,
      log,
      // Per address: a few requests with follow-ups, too few to flood the staff's list.
      limit: createRateLimit(database, 'quoteRequestsIp', { points: 10, durationSec: 10 * 60 }),
    },
  });
  const cart = createCartService({
    repo: createCartRepository(db),
    quotes,
    catalog,
    content,
    db,
    clock: () => clock.now(),
    onGuestMerged: auth.onGuestMerged,
    freeShippingThreshold: storeFactsFrom(config).freeShippingThreshold,
    // Read without waiting: cart views are also built inside the cart's transactions.
    originState: () => settings.peek().originState,
    couponLimits: createCouponLimits({
      customer: createLimiter(database, 'couponFailuresCustomer', { points: COUPON_FAILURES_PER_CUSTOMER, durationSec: COUPON_WINDOW_SEC }),
      address: createLimiter(database, 'couponFailuresIp', { points: COUPON_FAILURES_PER_ADDRESS, durationSec: COUPON_WINDOW_SEC }),
    }),
  });
  const fleet = createFleetService({
    repo: createFleetRepository(db),
    catalog,
    partsbooks,
    orders,
    log,
    pictureHosts: config.PICTURE_URL_HOSTS,
    publicUrl: config.PUBLIC_URL,
    onGuestMerged: auth.onGuestMerged,
    recordStaffAction: auth.recordStaffAction,
  });
  const checkout = createCheckoutService({
    database,
    fleet,
    catalog,
    orders,
    cart: checkoutCartFrom(cart),
    gateway: payments.gateway,
    declines: payments.declines,
    account,
    countries: () => content.countries(),
    clock,
    log,
  });
  // Anonymous writes: budgets per client address, so no caller can fill the analytics tables.
  const telemetry = createTelemetryService({
    repo: createTelemetryRepository(db),
    limit: createRateLimit(database, 'pageViewsIp', { points: PAGE_VIEWS_PER_MINUTE, durationSec: 60 }),
  });
  // Product pages' answers, kept per product and dropped by the search index's change feed (every writer, every process).
  const productPages = createProductPageCache();
  const search = createSearchService({
    source: createSearchSource(catalog),
    events: createSearchEventsRepository(db),
    log,
    eventLimit: createRateLimit(database, 'searchEventsIp', { points: EVENTS_PER_MINUTE, durationSec: 60 }),
    index: config.searchIndex,
    onProductsChanged: (changes) => {
      productPages.productsChanged(changes.map((c) => c.id));
      live.productsChanged(changes);
    },
  });
  // Product editing and bulk edit in the back office: saved in one transaction, audited, then search follows (in every process).
  const catalogAdmin = createCatalogAdminService({
    repo: createCatalogAdminRepository(db),
    transact: transactionRunner(db, (err) => log.error({ err }, 'a step after a commit failed')),
    recordStaffAction: auth.recordStaffAction,
    refreshSearch: (ids) => search.refresh(ids),
    backInStock: (ids) => catalog.announceBackInStock(ids),
    log,
  });
  // Price and stock files: checked into a staged import, applied in one transaction; search follows through updated_at.
  const catalogImports = createCatalogImportService({
    repo: createCatalogImportRepository(db),
    db,
    log,
    recordStaffAction: auth.recordStaffAction,
    productsChanged: (ids) => search.refresh(ids),
    backInStock: (ids) => catalog.announceBackInStock(ids),
    // The progress bar of an apply shows in every process's back office (LISTEN/NOTIFY on PostgreSQL).
    announceProgress: (n) => live.publish({ kind: 'import', ...n, at: Date.now() }),
  });
  live.on((event) => {
    if (event.kind === 'import') catalogImports.heard(event);
  });
  const retention = { days: config.ANALYTICS_RETENTION_DAYS, maxRows: config.ANALYTICS_MAX_ROWS };
  const guestRetention = createGuestRetention({ db, customers: auth, orders, quotes, carts: cart, fleets: fleet, days: config.GUEST_RETENTION_DAYS, clock, log });
  let jobs: ReturnType<typeof startPeriodicJobs> | null = null;
  const startedAt = clock.now();
  return {
    database,
    config,
    log,
    clock,
    auth,
    mail,
    catalog,
    catalogAdmin,
    products: createProductService({ repo: createProductRepository(db), states: content.stateProvinces, reviewers: auth }),
    productPages,
    content,
    settings,
    support: createSupportService({
      repo: createSupportRepository(db),
      adminRepo: createSupportAdminRepository(db),
      mail,
      // Per address: enough for a person with a follow-up, too few for a flood.
      limits: {
        contact: createLimiter(database, 'supportContact', { points: config.CONTACT_MESSAGES_PER_ADDRESS, durationSec: 10 * 60 }),
        vendor: createLimiter(database, 'supportVendor', { points: config.VENDOR_APPLICATIONS_PER_ADDRESS, durationSec: 60 * 60 }),
        acknowledgements: createLimiter(database, 'supportAckRecipient', { points: config.ACKNOWLEDGEMENTS_PER_RECIPIENT, durationSec: 24 * 60 * 60 }),
      },
      facts: settings.facts,
      log,
      now: () => clock.now().getTime(),
    }),
    telemetry,
    search,
    catalogImports,
    guestRetention,
    /** Hourly housekeeping (analytics and guest retention), started by the server process and stopped at shutdown. */
    housekeeping: {
      start() {
        const hour = 60 * 60 * 1000;
        jobs ??= startPeriodicJobs(
          [
            { name: 'search events retention', everyMs: hour, firstAfterMs: 60_000, run: () => search.pruneEvents(retention) },
            { name: 'page views retention', everyMs: hour, firstAfterMs: 90_000, run: () => telemetry.prunePageViews(retention) },
            { name: 'guest retention', everyMs: hour, firstAfterMs: 150_000, run: async () => void (await guestRetention.prune()) },
            { name: 'lapsed return registrations', everyMs: hour, firstAfterMs: 120_000, run: async () => void (await extendedReturns.pruneDrafts()) },
            // Scans arrive every few minutes at a real carrier; the sandbox's come as fast as its speed makes them.
            { name: 'tracking', everyMs: config.DEMO_DATA ? 15_000 : 5 * 60_000, firstAfterMs: 5_000, run: async () => void (await orders.syncTracking()) },
            ...(config.DEMO_DATA ? [{ name: 'demo fulfilment', everyMs: 30_000, firstAfterMs: 10_000, run: async () => void (await orders.demoFulfil(2 * 60_000, startedAt)) }] : []),
          ],
          log,
        );
      },
      async stop() {
        await jobs?.stop();
        jobs = null;
      },
    },
    fleet,
    partsbooks,
    media: createMediaService({ catalog, dataDir: config.dataDir }),
    quotes,
    cart,
    payments,
    account,
    orders,
    extendedReturns,
    checkout,
    shipping,
    live,
    reviews,
  };
}

export type Services = ReturnType<typeof createServices>;
