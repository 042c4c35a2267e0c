import type { AdminProductFieldsFragment, AdminProductInput } from '~/gql/graphql';
import { parseProductEdit, PRODUCT_EDIT_LABELS, type ProductEdit, type ProductEditField, type ProductEditInput } from '../../../shared/product-edit';
import { editTextOf, fitmentRowsOf, interchangeRowsOf, specRowsOf } from '../../../shared/product-edit-text';
import { isBulkActionKind, parseBulkAction, type BulkActionKind } from '../../../shared/product-bulk-edit';
import { PRODUCT_STOCK_FILTER_KEYS, type ProductListFilters } from './admin-products-filters';

// The product edit form as posted: every field as typed, the lists as text areas (one line each).

export const PRODUCT_TEXT_FIELDS = [
  'name',
  'shortDescription',
  'fullDescription',
  'price',
  'oldPrice',
  'stock',
  'status',
  'orderMinimumQuantity',
  'orderMaximumQuantity',
  'allowedQuantities',
  'specifications',
  'interchanges',
  'fitments',
] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

/** The form's values: text as typed, and whether the product is visible. */
export type ProductFormValues = Record<ProductTextField, string> & {
  published: boolean;
};

/** One line of the review step as the API answers it (shared/product-edit-text.ts's ProductChange). */
export interface ReviewChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** What the edit page's action answers: the form's values again, and the review's changes or the refused fields. */
export interface ProductFormResult {
  stage: 'edit' | 'review' | 'saved';
  values: ProductFormValues | null;
  fieldErrors: Partial<Record<ProductEditField, string>>;
  changes: ReviewChange[];
  notice: string | null;
  error: string | null;
}

/** A saved product as the form's starting values (shared/product-edit-text.ts holds the one field mapping). */
export function formValuesOf(p: AdminProductFieldsFragment): ProductFormValues {
  return editTextOf({
    ...p,
    status: p.status as ProductEdit['status'],
    interchanges: p.interchanges.map((i) => ({ ...i, kind: i.kind === 'superseded' ? 'superseded' : 'interchange' })),
    fitments: p.fitments.map((f) => ({ ...f, machineModelId: Number(f.machineModelId) })),
  });
}

export function readProductForm(form: FormData): ProductFormValues {
  const values = Object.fromEntries(PRODUCT_TEXT_FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Record<ProductTextField, string>;
  return { ...values, published: form.get('published') === '1' };
}

/** The form's values as the API's input (the text areas split into rows). */
export function productInputOf(v: ProductFormValues): ProductEditInput & AdminProductInput {
  return {
    name: v.name,
    shortDescription: v.shortDescription,
    fullDescription: v.fullDescription,
    price: v.price,
    oldPrice: v.oldPrice,
    stock: v.stock,
    status: v.status,
    orderMinimumQuantity: v.orderMinimumQuantity,
    orderMaximumQuantity: v.orderMaximumQuantity,
    allowedQuantities: v.allowedQuantities,
    published: v.published,
    specifications: specRowsOf(v.specifications),
    interchanges: interchangeRowsOf(v.interchanges),
    fitments: fitmentRowsOf(v.fitments),
  };
}

/** Checks the form by the shared rules (the server checks again): the refused fields' messages by field. */
export function productFormErrors(v: ProductFormValues): Partial<Record<ProductEditField, string>> {
  const parsed = parseProductEdit(productInputOf(v));
  return parsed.ok ? {} : Object.fromEntries(parsed.errors.map((e) => [e.field, e.message]));
}

/** "Saved: Price and Stock." from the changes. */
export function savedText(changes: readonly ReviewChange[]): string {
  const labels = changes.map((c) => PRODUCT_EDIT_LABELS[c.field as ProductEditField] ?? c.label);
  if (labels.length === 0) return 'Nothing changed: the product already had these values.';
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
  return `Saved: ${list}. Search, the product page and carts show the new values now.`;
}

// --- Bulk edit ---

/** The bulk form as posted: the products ticked or "every product matching", the action and its value. */
export interface BulkFormValues {
  ids: string[];
  all: boolean;
  action: BulkActionKind | '';
  value: string;
}

export function readBulkForm(form: FormData): BulkFormValues {
  const action = String(form.get('action') ?? '');
  return {
    ids: [
      ...new Set(
        form
          .getAll('ids')
          .map(String)
          .filter((s) => /^\d{1,9}$/.test(s)),
      ),
    ],
    all: form.get('all') === '1',
    action: isBulkActionKind(action) ? action : '',
    value: String(form.get('value') ?? ''),
  };
}

/** Why the bulk form cannot be previewed yet (by field), or nothing. */
export function bulkFormErrors(v: BulkFormValues): Partial<Record<'selection' | 'action' | 'value', string>> {
  if (!v.all && v.ids.length === 0)
    return {
      selection: 'Tick the products to change, or choose every product matching the filter.',
    };
  if (!v.action) return { action: 'Choose what to change.' };
  const parsed = parseBulkAction(v.action, v.value);
  return parsed.ok ? {} : { value: parsed.message };
}

/** The filter as the API's input. */
export function filterInputOf(f: ProductListFilters) {
  return {
    search: f.search || null,
    brandId: f.brand || null,
    categoryId: f.category || null,
    vendorId: f.vendor || null,
    warehouseId: f.warehouse || null,
    stock: PRODUCT_STOCK_FILTER_KEYS.includes(f.stock) ? f.stock : 'ALL',
  } as const;
}
