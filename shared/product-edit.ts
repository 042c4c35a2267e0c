import { AVAILABILITY_STATUSES, type AvailabilityStatus } from './enums';
import { MAX_LINE_QUANTITY } from './quantity-rules';

// A product as an administrator edits it in /admin/products/:id: the rules the page checks before
// the review step and the server checks again before it saves, and the "before → after" lines the
// review shows. One copy for the browser and the catalogue's admin service.

/** The availability statuses as staff read them. */
export const AVAILABILITY_LABELS: Record<AvailabilityStatus, string> = {
  IN_STOCK: 'In stock',
  LOW_STOCK: 'Low stock',
  CAN_BACKORDER: 'Can backorder',
  PREORDER: 'Pre-order',
  BUILD_TO_ORDER: 'Build to order',
  DROP_SHIP: 'Drop ship',
  CALL_FOR_PRICE: 'Call for price',
  CALL_TO_ORDER: 'Call to order',
  CONTACT_SELLER: 'Contact seller',
  NOT_AVAILABLE: 'Not available',
  DISCONTINUED: 'Discontinued',
};

export const isAvailabilityStatus = (v: unknown): v is AvailabilityStatus => typeof v === 'string' && (AVAILABILITY_STATUSES as readonly string[]).includes(v);

/** The highest price and stock an edit accepts (a typo guard, far above any real part). */
export const MAX_PRICE_CENTS = 100_000_000;
export const MAX_STOCK = 1_000_000;

export const INTERCHANGE_KINDS = ['interchange', 'superseded'] as const;
export type InterchangeKind = (typeof INTERCHANGE_KINDS)[number];

export interface SpecificationRow {
  attribute: string;
  value: string;
}
export interface InterchangeRow {
  partNumber: string;
  brand: string;
  kind: InterchangeKind;
}
export interface FitmentEditRow {
  machineModelId: number;
  serialFrom: string | null;
  serialTo: string | null;
  engine: string | null;
  attachment: string | null;
}

/** A product's editable fields, checked and cleaned. Prices are decimal strings with two places; null is no price (call for price). */
export interface ProductEdit {
  name: string;
  shortDescription: string;
  fullDescription: string;
  price: string | null;
  oldPrice: string | null;
  stock: number;
  status: AvailabilityStatus;
  orderMinimumQuantity: number;
  orderMaximumQuantity: number;
  /** Sorted, without repeats; empty when any quantity between the limits is sold. */
  allowedQuantities: number[];
  published: boolean;
  specifications: SpecificationRow[];
  interchanges: InterchangeRow[];
  fitments: FitmentEditRow[];
}

/** What a form or an API call sends: scalar fields as typed, the rows already split. */
export interface ProductEditInput {
  name: string;
  shortDescription: string;
  fullDescription: string;
  price: string;
  oldPrice: string;
  stock: string;
  status: string;
  orderMinimumQuantity: string;
  orderMaximumQuantity: string;
  allowedQuantities: string;
  published: boolean;
  specifications: Array<{ attribute: string; value: string }>;
  interchanges: Array<{ partNumber: string; brand: string; kind: string }>;
  fitments: Array<{
    machineModelId: string;
    serialFrom: string;
    serialTo: string;
    engine: string;
    attachment: string;
  }>;
}

export type ProductEditField = Exclude<keyof ProductEdit, never>;

export const PRODUCT_EDIT_LABELS: Record<ProductEditField, string> = {
  name: 'Name',
  shortDescription: 'Short description',
  fullDescription: 'Full description',
  price: 'Price',
  oldPrice: 'Old price',
  stock: 'Stock',
  status: 'Availability',
  orderMinimumQuantity: 'Minimum quantity',
  orderMaximumQuantity: 'Maximum quantity',
  allowedQuantities: 'Allowed quantities',
  published: 'Visible in the store',
  specifications: 'Specifications',
  interchanges: 'Interchange numbers',
  fitments: 'Fitment',
};

export interface ProductEditFieldError {
  field: ProductEditField;
  message: string;
}

const clean = (v: string) => v.trim().replace(/\s+/g, ' ');

/** "12", "12.5", "$1,234.50" as whole cents, or null when it is not an amount with at most two decimal places. */
export function parseCents(text: string): number | null {
  const t = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(t) ?? /^(-?)()\.(\d{1,2})$/.exec(t);
  if (!m) return null;
  const cents = Number(m[2] || '0') * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** Whole cents as the decimal string the database and the API carry ("12.50"). */
export const centsText = (cents: number): string => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A stored price ("12.5000") as cents, or null. */
export const storedCents = (v: string | null | undefined): number | null => (v === null || v === undefined || v === '' ? null : Math.round(Number(v) * 100));

/** How the review step and the audit log show a price. */
export const priceText = (v: string | null): string => (v === null ? 'No price' : `$${Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);

/**
 * A part number as search compares it: lower case, without spaces, hyphens, dots, slashes or
 * underscores, without leading zeros ("000" stays "0"). The catalogue stores it beside each interchange number.
 */
export function partNumberKey(partNumber: string): string {
  const compact = partNumber.toLowerCase().replace(/[\s\-./_]+/g, '');
  const stripped = compact.replace(/^0+/, '');
  return stripped === '' && compact !== '' ? '0' : stripped;
}

function wholeNumber(text: string): number | null {
  const t = text.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  return /^-?\d{1,9}$/.test(t) ? Number(t) : null;
}

/** Checks every field; answers the cleaned product, or one error per refused field (in form order). */
export function parseProductEdit(input: ProductEditInput): { ok: true; value: ProductEdit } | { ok: false; errors: ProductEditFieldError[] } {
  const errors: ProductEditFieldError[] = [];
  const fail = (field: ProductEditField, message: string) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, message });
  };
  const name = clean(input.name);
  if (!name) fail('name', 'Enter the product’s name.');
  else if (name.length > 400) fail('name', 'Use at most 400 characters for the name.');
  const shortDescription = input.shortDescription.trim();
  if (shortDescription.length > 2000) fail('shortDescription', 'Use at most 2,000 characters for the short description.');
  const fullDescription = input.fullDescription.trim();
  if (fullDescription.length > 50_000) fail('fullDescription', 'Use at most 50,000 characters for the full description.');

  const money = (field: 'price' | 'oldPrice', label: string): string | null => {
    if (!input[field].trim()) return null;
    const cents = parseCents(input[field]);
    if (cents === null) fail(field, `Enter the ${label} as an amount like 12.50 (at most two decimal places).`);
    else if (cents < 0) fail(field, `The ${label} cannot be below zero.`);
    else if (cents > MAX_PRICE_CENTS) fail(field, `Enter a ${label} of at most $1,000,000.00.`);
    else return centsText(cents);
    return null;
  };
  const price = money('price', 'price');
  const oldPrice = money('oldPrice', 'old price');

  const stock = wholeNumber(input.stock);
  if (stock === null) fail('stock', 'Enter the stock as a whole number, like 12.');
  else if (stock < 0) fail('stock', 'Stock cannot be below zero.');
  else if (stock > MAX_STOCK) fail('stock', `Enter a stock of at most ${MAX_STOCK.toLocaleString('en-US')}.`);

  const status = input.status;
  if (!isAvailabilityStatus(status)) fail('status', 'Choose an availability.');

  const limit = (field: 'orderMinimumQuantity' | 'orderMaximumQuantity', label: string) => {
    const n = wholeNumber(input[field]);
    if (n === null) fail(field, `Enter the ${label} as a whole number.`);
    else if (n < 1) fail(field, `The ${label} must be at least 1.`);
    else if (n > MAX_LINE_QUANTITY) fail(field, `Enter a ${label} of at most ${MAX_LINE_QUANTITY.toLocaleString('en-US')}.`);
    else return n;
    return null;
  };
  const min = limit('orderMinimumQuantity', 'minimum quantity');
  const max = limit('orderMaximumQuantity', 'maximum quantity');
  if (min !== null && max !== null && min > max) fail('orderMaximumQuantity', 'The maximum quantity must be at least the minimum.');

  const allowedQuantities: number[] = [];
  const allowedText = input.allowedQuantities.trim();
  if (allowedText) {
    const parts = allowedText.split(/[,\s]+/).filter(Boolean);
    const bad = parts.find((p) => !/^\d{1,6}$/.test(p) || Number(p) < 1);
    if (bad !== undefined) fail('allowedQuantities', `“${bad}” is not a positive whole number: list quantities like 2, 4, 6.`);
    else {
      allowedQuantities.push(...[...new Set(parts.map(Number))].sort((a, b) => a - b));
      const outside = min !== null && max !== null ? allowedQuantities.find((q) => q < min || q > max) : undefined;
      if (outside !== undefined) fail('allowedQuantities', `${outside} is outside the minimum and maximum quantity (${min} to ${max}).`);
    }
  }

  const specifications: SpecificationRow[] = [];
  const seenSpecs = new Set<string>();
  input.specifications.forEach((s, i) => {
    const attribute = clean(s.attribute);
    const value = clean(s.value);
    if (!attribute && !value) return;
    if (!attribute || !value) return fail('specifications', `Line ${i + 1}: give both the name and the value, like “Width: 1/2 in”.`);
    if (attribute.length > 100 || value.length > 200) return fail('specifications', `Line ${i + 1}: use at most 100 characters for the name and 200 for the value.`);
    if (seenSpecs.has(attribute.toLowerCase())) return fail('specifications', `Line ${i + 1}: “${attribute}” is listed twice.`);
    seenSpecs.add(attribute.toLowerCase());
    specifications.push({ attribute, value });
  });
  if (specifications.length > 60) fail('specifications', 'List at most 60 specifications.');

  const interchanges: InterchangeRow[] = [];
  const seenNumbers = new Set<string>();
  input.interchanges.forEach((r, i) => {
    const partNumber = clean(r.partNumber);
    const brand = clean(r.brand);
    const kind = (clean(r.kind) || 'interchange').toLowerCase();
    if (!partNumber && !brand) return;
    if (!partNumber || !partNumberKey(partNumber)) return fail('interchanges', `Line ${i + 1}: give the part number.`);
    if (partNumber.length > 60 || brand.length > 60) return fail('interchanges', `Line ${i + 1}: use at most 60 characters for the number and the brand.`);
    if (!(INTERCHANGE_KINDS as readonly string[]).includes(kind)) return fail('interchanges', `Line ${i + 1}: the kind is “interchange” or “superseded”.`);
    const key = partNumberKey(partNumber);
    if (seenNumbers.has(key)) return fail('interchanges', `Line ${i + 1}: ${partNumber} is listed twice.`);
    seenNumbers.add(key);
    interchanges.push({ partNumber, brand, kind: kind as InterchangeKind });
  });
  if (interchanges.length > 200) fail('interchanges', 'List at most 200 interchange numbers.');

  const fitments: FitmentEditRow[] = [];
  const seenModels = new Set<number>();
  const opt = (v: string) => clean(v) || null;
  input.fitments.forEach((r, i) => {
    const idText = r.machineModelId.trim().replace(/^#/, '');
    if (!idText && !r.serialFrom.trim() && !r.serialTo.trim() && !r.engine.trim() && !r.attachment.trim()) return;
    if (!/^\d{1,9}$/.test(idText) || Number(idText) < 1) return fail('fitments', `Line ${i + 1}: start with the machine model’s number, like 1042.`);
    const machineModelId = Number(idText);
    if (seenModels.has(machineModelId)) return fail('fitments', `Line ${i + 1}: model ${machineModelId} is listed twice.`);
    seenModels.add(machineModelId);
    const row = {
      machineModelId,
      serialFrom: opt(r.serialFrom),
      serialTo: opt(r.serialTo),
      engine: opt(r.engine),
      attachment: opt(r.attachment),
    };
    if ([row.serialFrom, row.serialTo].some((v) => v && v.length > 40) || [row.engine, row.attachment].some((v) => v && v.length > 100)) {
      return fail('fitments', `Line ${i + 1}: use at most 40 characters for a serial number and 100 for the engine or attachment.`);
    }
    fitments.push(row);
  });
  if (fitments.length > 1000) fail('fitments', 'List at most 1,000 machines.');

  if (errors.length) {
    const order = Object.keys(PRODUCT_EDIT_LABELS);
    return {
      ok: false,
      errors: errors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)),
    };
  }
  return {
    ok: true,
    value: {
      name,
      shortDescription,
      fullDescription,
      price,
      oldPrice,
      stock: stock!,
      status: status as AvailabilityStatus,
      orderMinimumQuantity: min!,
      orderMaximumQuantity: max!,
      allowedQuantities,
      published: input.published,
      specifications,
      interchanges,
      fitments,
    },
  };
}
