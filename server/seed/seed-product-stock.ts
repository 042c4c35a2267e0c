import type { AvailabilityStatus } from '../../shared/enums';
import { BACKORDER_RANGES, BUILD_TO_ORDER_RANGES } from './seed-data';
import type { WarehouseRef } from './seed-products';
import type { PartProfile } from './seed-profiles';
import type { Random } from './seed-random';

/** A product's price, stock, order quantities, measures and shipping, drawn from its part profile. */

const DAY = 86_400_000;

// --- Money, stock and shipping ---

function roundPrice(r: Random, value: number): string {
  const v = Math.min(2500, Math.max(3, value));
  const style = r.next();
  if (style < 0.75) return (Math.floor(v) + 0.99).toFixed(2);
  if (style < 0.93) return v.toFixed(2);
  // Some vendors price to the hundredth of a cent (spec 2 §9: up to 4 decimals).
  return v.toFixed(4);
}

export function priceAndStock(r: Random, status: AvailabilityStatus, profile: PartProfile, now: Date) {
  const price = status === 'CALL_FOR_PRICE' ? null : roundPrice(r, r.logFloat(profile.price[0], profile.price[1]));
  const oldPrice = price !== null && r.chance(0.2) ? (Math.floor(Number(price) * r.float(1.08, 1.45)) + 0.99).toFixed(2) : null;
  return {
    price,
    oldPrice,
    status,
    stock: stockFor(r, status),
    ...quantities(r, profile),
    backorderAvailabilityRange: status === 'CAN_BACKORDER' ? r.pick(BACKORDER_RANGES) : '',
    buildToOrderRange: status === 'BUILD_TO_ORDER' ? r.pick(BUILD_TO_ORDER_RANGES) : '',
    preorderAvailabilityStart: status === 'PREORDER' && r.chance(0.75) ? new Date(now.getTime() + r.int(10, 150) * DAY) : null,
    canNotify: status === 'CAN_BACKORDER' || status === 'NOT_AVAILABLE' || status === 'PREORDER' || (status === 'IN_STOCK' && r.chance(0.1)),
  };
}

function stockFor(r: Random, status: AvailabilityStatus): number {
  switch (status) {
    case 'IN_STOCK':
      return Math.floor(5 + Math.pow(r.next(), 2) * 495);
    case 'LOW_STOCK':
      return r.int(1, 4);
    case 'DROP_SHIP':
      return r.int(10, 250);
    case 'CALL_FOR_PRICE':
    case 'CALL_TO_ORDER':
      return r.int(0, 12);
    default:
      return 0;
  }
}

const ALLOWED_SETS = ['2,4,6', '1,2,4', '2,4,6,8', '5,10,20', '10,25,50'];

function quantities(r: Random, profile: PartProfile) {
  if (r.chance(0.02)) {
    const allowed = r.pick(ALLOWED_SETS);
    const values = allowed.split(',').map(Number);
    return { allowedQuantities: allowed, orderMinimumQuantity: values[0], orderMaximumQuantity: values[values.length - 1] };
  }
  const min = r.weighted([1, 2, 5], [92, 5, 3]);
  const max = profile.freight
    ? r.weighted([1, 2, 4, 10, 10000], [25, 15, 20, 10, 30])
    : r.weighted([1, 4, 10, 25, 50, 100, 10000], [4, 6, 5, 5, 4, 6, 70]);
  return { allowedQuantities: '', orderMinimumQuantity: min, orderMaximumQuantity: Math.max(min, max) };
}

export function measure(r: Random, profile: PartProfile) {
  const [l, w, h] = profile.dims;
  return {
    length: r.float(l[0], l[1]).toFixed(2),
    width: r.float(w[0], w[1]).toFixed(2),
    height: r.float(h[0], h[1]).toFixed(2),
    weight: r.logFloat(Math.max(0.05, profile.weight[0]), profile.weight[1]).toFixed(2),
  };
}

export function shipping(r: Random, profile: PartProfile) {
  const freight = profile.freight === true;
  return {
    isFreeShipping: r.chance(freight ? 0.02 : 0.1),
    shipSeparately: freight ? r.chance(0.85) : r.chance(0.02),
    additionalShippingCharge: freight && r.chance(0.6) ? r.int(25, 150).toFixed(2) : r.chance(0.04) ? r.float(2.5, 15).toFixed(2) : '0',
    // 1 = parcel, 2 = truck freight (LTL): the cart groups items by shipping profile.
    shippingProfileId: freight ? 2 : 1,
  };
}

export function pickWarehouse(r: Random, warehouses: WarehouseRef[]) {
  const w = r.weighted(warehouses, warehouses.map((x) => x.vendorWeight));
  return { warehouseId: w.id, vendorId: w.vendorId };
}
