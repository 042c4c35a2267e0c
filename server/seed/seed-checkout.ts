import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customerAddresses } from '../db/schema/addresses';
import { customers } from '../db/schema/customers';
import { countries, stateProvinces } from '../db/schema/directory';
import { customerPaymentMethods } from '../db/schema/payments';
import { createSandboxGateway } from '../modules/payments/payments-sandbox';
import { DEMO_CUSTOMER } from './seed-people';

/**
 * The demo customer's address book and a saved sandbox Visa (…1111), so a newcomer can check out
 * with a saved address and card at once. Idempotent: a customer who has addresses keeps them.
 */
export async function seedCheckout(db: Db): Promise<number> {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
  if (!customer) return 0;
  const [has] = await db.select({ n: sql<number>`count(*)::int` }).from(customerAddresses).where(eq(customerAddresses.customerId, customer.id));
  if ((has?.n ?? 0) > 0) return 0;
  const [place] = await db
    .select({ countryId: countries.id, stateProvinceId: stateProvinces.id })
    .from(stateProvinces)
    .innerJoin(countries, eq(countries.id, stateProvinces.countryId))
    .where(sql`${countries.twoLetterIsoCode} = 'US' and ${stateProvinces.abbreviation} = 'TX'`);
  if (!place) return 0;
  const address = {
    firstName: DEMO_CUSTOMER.firstName,
    lastName: DEMO_CUSTOMER.lastName,
    company: 'Customer Excavating',
    email: DEMO_CUSTOMER.email,
    address1: '2100 Quarry Road',
    address2: '',
    city: 'Austin',
    countryId: place.countryId,
    stateProvinceId: place.stateProvinceId,
    zipPostalCode: '78701',
    phoneNumber: '512-555-0142',
  };
  await db.insert(customerAddresses).values({ customerId: customer.id, ...address, isDefault: true });
  const saved = await createSandboxGateway().vault({ nonce: 'fake-valid-nonce', customerRef: String(customer.id), billing: address });
  await db.insert(customerPaymentMethods).values({
    customerId: customer.id,
    gateway: 'sandbox',
    gatewayToken: saved.token,
    paymentType: saved.details.paymentType,
    creditCardType: saved.details.cardType,
    creditCardLast4: saved.details.last4,
    creditCardExp: saved.details.exp,
    cardholderName: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
    accountNameOrEmail: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
    billingAddress: address,
    isDefault: true,
    displayOrder: 1,
  });
  return 2;
}
