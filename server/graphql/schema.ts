import { builder } from './builder';
import '../modules/auth/auth.schema';
import '../modules/auth/auth-audit-log.schema';
import '../modules/catalog/catalog.schema';
import '../modules/catalog/catalog-product.schema';
import '../modules/catalog/catalog-reviews.schema';
import '../modules/search/search.schema';
import '../modules/content/content.schema';
import '../modules/support/support.schema';
import '../modules/telemetry/telemetry.schema';
import '../modules/fleet/fleet.schema';
import '../modules/partsbooks/partsbooks.schema';
import '../modules/quotes/quotes.schema';
import '../modules/quotes/quotes-requests.schema';
import '../modules/quotes/quotes-admin.schema';
import '../modules/cart/cart.schema';
import '../modules/account/account.schema';
import '../modules/mail/mail.schema';
import '../modules/orders/orders.schema';
import '../modules/orders/extended-returns.schema';
import '../modules/orders/orders-admin.schema';
import '../modules/orders/orders-returns-admin.schema';
import '../modules/catalog/catalog-reviews-admin.schema';
import '../modules/support/support-admin.schema';
import '../modules/settings/settings.schema';
import '../modules/checkout/checkout.schema';

/** The whole GraphQL schema, every module's fields included. */
export const schema = builder.toSchema({ sortSchema: true });
