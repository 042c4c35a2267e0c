import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import { createAuthLimits } from './modules/auth/auth-rate-limits';
import { createAccessTokens, loadSigningSecret } from './modules/auth/auth-tokens';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authSettingsFromConfig, createAuthService } from './modules/auth/auth.service';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createCatalogSearchRepository } from './modules/catalog/catalog-search.repository';
import { createMachineRepository } from './modules/catalog/catalog-machines.repository';
import { createProductRepository } from './modules/catalog/catalog-product.repository';
import { createProductService } from './modules/catalog/catalog-product.service';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { createMailRepository } from './modules/mail/mail.repository';
import { createMailService } from './modules/mail/mail.service';
import { createSearchEventsRepository } from './modules/search/search-events.repository';
import { createSearchSource } from './modules/search/search-source';
import { createSearchService } from './modules/search/search.service';
import { createTelemetryRepository } from './modules/telemetry/telemetry.repository';
import { createTelemetryService } from './modules/telemetry/telemetry.service';
import { createFleetRepository } from './modules/fleet/fleet.repository';
import { createFleetService } from './modules/fleet/fleet.service';
import { createPartsBookRepository } from './modules/partsbooks/partsbooks.repository';
import { createPartsBookService } from './modules/partsbooks/partsbooks.service';
import { createCartRepository } from './modules/cart/cart.repository';
import { createCartService } from './modules/cart/cart.service';
import { createQuoteRepository } from './modules/quotes/quotes.repository';
import { createQuoteService } from './modules/quotes/quotes.service';
import { createPaymentsService } from './modules/payments/payments.service';
import { createAccountRepository } from './modules/account/account.repository';
import { createAccountService } from './modules/account/account.service';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { createOrdersService } from './modules/orders/orders.service';
import { createCheckoutService } from './modules/checkout/checkout.service';
import { createMediaService } from './modules/media/media.service';
import { checkoutCartFrom } from './modules/checkout/checkout-cart-service';

export const APP_VERSION = '0.1.0';

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
  const mail = createMailService({ repo: createMailRepository(db), from: config.MAIL_FROM, smtpUrl: config.SMTP_URL, log });
  const auth = createAuthService({
    repo: createAuthRepository(db),
    mail,
    limits: createAuthLimits(database),
    tokens: createAccessTokens({
      secret: loadSigningSecret(config, log),
      issuer: new URL(config.PUBLIC_URL).origin,
      ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    }),
    clock,
    log,
    settings: authSettingsFromConfig(config),
  });
  const content = createContentService({ repo: createContentRepository(db), version: APP_VERSION });
  const catalog = createCatalogService({ repo: createCatalogRepository(db), searchReads: createCatalogSearchRepository(db), machines: createMachineRepository(db), states: content.stateProvinces });
  const payments = createPaymentsService({ config, log });
  const account = createAccountService({ repo: createAccountRepository(db), gateway: payments.gateway, countries: content.countries, log });
  const orders = createOrdersService({ repo: createOrdersRepository(db), customers: auth, mail, publicUrl: config.PUBLIC_URL, log });
  auth.setGuestOrderLookup(orders.guestOfOrder);
  const partsbooks = createPartsBookService({ repo: createPartsBookRepository(db), onGuestMerged: auth.onGuestMerged });
  const quotes = createQuoteService({ repo: createQuoteRepository(db), customers: auth, catalog, clock: () => clock.now() });
  const cart = createCartService({ repo: createCartRepository(db), quotes, catalog, content, log, db, clock: () => clock.now(), onGuestMerged: auth.onGuestMerged });
  const checkout = createCheckoutService({
    database,
    catalog,
    orders,
    cart: checkoutCartFrom(cart),
    gateway: payments.gateway,
    account,
    countries: () => content.countries(),
    clock,
    log,
  });
  return {
    database,
    config,
    log,
    clock,
    auth,
    mail,
    catalog,
    products: createProductService({ repo: createProductRepository(db), states: content.stateProvinces, reviewers: auth }),
    content,
    telemetry: createTelemetryService({ repo: createTelemetryRepository(db) }),
    search: createSearchService({ source: createSearchSource(catalog), events: createSearchEventsRepository(db), log }),
    fleet: createFleetService({ repo: createFleetRepository(db), catalog, partsbooks, orders, log, pictureHosts: config.PICTURE_URL_HOSTS, publicUrl: config.PUBLIC_URL, onGuestMerged: auth.onGuestMerged }),
    partsbooks,
    media: createMediaService({ catalog, dataDir: config.dataDir }),
    quotes,
    cart,
    payments,
    account,
    orders,
    checkout,
  };
}

export type Services = ReturnType<typeof createServices>;
