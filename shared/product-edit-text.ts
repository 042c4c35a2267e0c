import {
  AVAILABILITY_LABELS,
  PRODUCT_EDIT_LABELS,
  priceText,
  type FitmentEditRow,
  type InterchangeRow,
  type ProductEdit,
  type ProductEditField,
  type ProductEditInput,
  type SpecificationRow,
} from './product-edit';

// The edit form's text areas (one specification, interchange number or machine a line) and the
// review step's "before → after" lines, shared by the page and the server's preview.

export const specLine = (s: SpecificationRow): string => `${s.attribute}: ${s.value}`;
export const interchangeLine = (r: InterchangeRow): string => [r.partNumber, r.brand, r.kind].join(' | ');
export const fitmentLine = (f: FitmentEditRow): string => [String(f.machineModelId), f.serialFrom ?? '', f.serialTo ?? '', f.engine ?? '', f.attachment ?? ''].join(' | ').replace(/( \| )+$/, '');

const linesOf = (text: string): string[] => text.replace(/\r\n?/g, '\n').split('\n');
const cells = (line: string, n: number): string[] => {
  const parts = line.split('|').map((p) => p.trim());
  while (parts.length < n) parts.push('');
  return parts.length > n ? [...parts.slice(0, n - 1), parts.slice(n - 1).join(' | ')] : parts;
};

/** "Name: value" lines as rows (a line without a colon has no value, which the rules refuse with its line number). */
export function specRowsOf(text: string): ProductEditInput['specifications'] {
  return linesOf(text).map((l) => {
    const at = l.indexOf(':');
    return at < 0 ? { attribute: l, value: '' } : { attribute: l.slice(0, at), value: l.slice(at + 1) };
  });
}

/** "Part number | brand | kind" lines as rows. */
export function interchangeRowsOf(text: string): ProductEditInput['interchanges'] {
  return linesOf(text).map((l) => {
    const [partNumber, brand, kind] = cells(l, 3);
    return { partNumber, brand, kind };
  });
}

/** "Model number | serial from | serial to | engine | attachment" lines as rows. */
export function fitmentRowsOf(text: string): ProductEditInput['fitments'] {
  return linesOf(text).map((l) => {
    const [machineModelId, serialFrom, serialTo, engine, attachment] = cells(l, 5);
    return { machineModelId, serialFrom, serialTo, engine, attachment };
  });
}

/** A saved product as the API's input: the one mapping from saved values to what a form or a call sends. */
export function editInputOf(p: ProductEdit): ProductEditInput {
  return {
    name: p.name,
    shortDescription: p.shortDescription,
    fullDescription: p.fullDescription,
    price: p.price ?? '',
    oldPrice: p.oldPrice ?? '',
    stock: String(p.stock),
    status: p.status,
    orderMinimumQuantity: String(p.orderMinimumQuantity),
    orderMaximumQuantity: String(p.orderMaximumQuantity),
    allowedQuantities: p.allowedQuantities.join(', '),
    published: p.published,
    specifications: p.specifications.map((s) => ({ ...s })),
    interchanges: p.interchanges.map((r) => ({ ...r })),
    fitments: p.fitments.map((f) => ({
      machineModelId: String(f.machineModelId),
      serialFrom: f.serialFrom ?? '',
      serialTo: f.serialTo ?? '',
      engine: f.engine ?? '',
      attachment: f.attachment ?? '',
    })),
  };
}

/** The edit form's values: the input with each list as its text area (one row a line, as the form reads them back). */
export type ProductEditText = Omit<ProductEditInput, ListField> & Record<ListField, string>;

/** A saved product as the edit form's starting text. */
export function editTextOf(p: ProductEdit): ProductEditText {
  return {
    ...editInputOf(p),
    specifications: p.specifications.map(specLine).join('\n'),
    interchanges: p.interchanges.map(interchangeLine).join('\n'),
    fitments: p.fitments.map(fitmentLine).join('\n'),
  };
}

/** One line of the review step: a field, what it shows now and what it will show. */
export interface ProductChange {
  field: ProductEditField;
  label: string;
  before: string;
  after: string;
}

const LIST_FIELDS = {
  specifications: specLine,
  interchanges: interchangeLine,
  fitments: fitmentLine,
} as const;
type ListField = keyof typeof LIST_FIELDS;

function shown(field: ProductEditField, p: ProductEdit): string {
  switch (field) {
    case 'price':
    case 'oldPrice':
      return priceText(p[field]);
    case 'status':
      return AVAILABILITY_LABELS[p.status];
    case 'published':
      return p.published ? 'Yes' : 'No (hidden from the store)';
    case 'allowedQuantities':
      return p.allowedQuantities.length ? p.allowedQuantities.join(', ') : 'Any quantity';
    case 'specifications':
    case 'interchanges':
    case 'fitments':
      return '';
    default:
      return String(p[field]);
  }
}

/** The lines of a list field (specifications, interchanges, fitment) as text. */
export function listLines(field: ListField, p: ProductEdit): string[] {
  const line = LIST_FIELDS[field] as (r: unknown) => string;
  return (p[field] as unknown[]).map(line);
}

/**
 * What saving `after` over `before` changes, field by field in form order. For a list, `before`
 * names the lines it removes and `after` the lines it adds, one a line ("None" when there are none).
 */
export function productChanges(before: ProductEdit, after: ProductEdit): ProductChange[] {
  const out: ProductChange[] = [];
  for (const field of Object.keys(PRODUCT_EDIT_LABELS) as ProductEditField[]) {
    const label = PRODUCT_EDIT_LABELS[field];
    if (field in LIST_FIELDS) {
      const was = listLines(field as ListField, before);
      const now = listLines(field as ListField, after);
      if (was.join('\n') === now.join('\n')) continue;
      const removed = was.filter((l) => !now.includes(l));
      const added = now.filter((l) => !was.includes(l));
      out.push({
        field,
        label,
        before: removed.join('\n') || (added.length ? 'None' : 'Same lines'),
        after: added.join('\n') || (removed.length ? 'None' : 'New order'),
      });
      continue;
    }
    const a = shown(field, before);
    const b = shown(field, after);
    if (a !== b || (field === 'fullDescription' && before.fullDescription !== after.fullDescription)) out.push({ field, label, before: a, after: b });
  }
  return out;
}

/** The changed fields' stored values before and after (the audit log's record of a save). */
export function changedValues(before: ProductEdit, after: ProductEdit, changes: readonly ProductChange[]): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const { field } of changes) {
    if (field in LIST_FIELDS) {
      b[field] = listLines(field as ListField, before);
      a[field] = listLines(field as ListField, after);
    } else {
      b[field] = before[field];
      a[field] = after[field];
    }
  }
  return { before: b, after: a };
}
