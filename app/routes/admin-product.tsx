import { data, Link } from 'react-router';
import { linkClass } from '~/components/button';
import { requireStaff } from '~/features/admin/admin-access.server';
import { adminProductsServer } from '~/features/admin/admin-products-api';
import { productFormErrors, productInputOf, readProductForm, savedText, type ProductFormResult } from '~/features/admin/admin-products-form';
import { AdminProductEditForm } from '~/features/admin/components/admin-products-edit-form';
import { productPath } from '~/features/catalog/catalog-product-query';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-product';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(context, request, 'prices');
  const id = /^\d{1,9}$/.test(params.id) ? params.id : null;
  const product = id ? await adminProductsServer.product(context, id) : null;
  if (!product) throw data(null, { status: 404 });
  return { product };
}

const fieldErrorsOf = (list: Array<{ field: string; message: string }>) => Object.fromEntries(list.map((e) => [e.field, e.message]));
const REFUSED = 'Nothing was saved: correct the fields marked below.';

/**
 * Two steps: `review` checks the form (the shared rules, then the server's) and answers what saving
 * would change, before → after; `save` applies it (refused when the product changed in between);
 * `edit` goes back to the form with the values as typed.
 */
export async function action({ request, context, params }: Route.ActionArgs): Promise<ProductFormResult> {
  requireStaff(context, request, 'prices');
  const form = await request.formData();
  const intent = form.get('intent');
  const values = readProductForm(form);
  const answer = (r: Partial<ProductFormResult>): ProductFormResult => ({
    stage: 'edit',
    values,
    fieldErrors: {},
    changes: [],
    notice: null,
    error: null,
    ...r,
  });
  if (intent === 'edit') return answer({});
  const fieldErrors = productFormErrors(values);
  if (Object.keys(fieldErrors).length) return answer({ fieldErrors, error: REFUSED });
  const input = productInputOf(values);
  try {
    if (intent === 'save') {
      const saved = await adminProductsServer.update(context, params.id, input, String(form.get('version') ?? ''));
      if (saved.fieldErrors.length)
        return answer({
          fieldErrors: fieldErrorsOf(saved.fieldErrors),
          error: REFUSED,
        });
      return answer({
        stage: 'saved',
        values: null,
        changes: saved.changes,
        notice: savedText(saved.changes),
      });
    }
    const preview = await adminProductsServer.preview(context, params.id, input);
    if (preview.fieldErrors.length)
      return answer({
        fieldErrors: fieldErrorsOf(preview.fieldErrors),
        error: REFUSED,
      });
    return answer({ stage: 'review', changes: preview.changes });
  } catch (err) {
    return answer({ error: userMessageOf(err) });
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: `${args.data?.product.name ?? 'Product'} | Admin`,
    noindex: true,
  });
}

/** /admin/products/:id (administrators): a product's price, stock, availability, limits, visibility, texts, specifications, interchange numbers and fitment. */
export default function AdminProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const p = loaderData.product;
  return (
    <div>
      <p className="mb-2">
        <Link to="/admin/products" className={linkClass}>
          ← Products
        </Link>
      </p>
      <h1 className="text-xl font-bold">{p.name}</h1>
      <p className="mb-4 text-sm text-gray-700">
        SKU {p.sku}
        {p.manufacturerPartNumber && ` · Part number ${p.manufacturerPartNumber}`}
        {p.brand && ` · ${p.brand}`}
        {p.vendor && ` · Vendor ${p.vendor}`}
        {p.warehouse && ` · ${p.warehouse}`} ·{' '}
        <Link to={productPath(p)} className={linkClass}>
          Product page
        </Link>
      </p>
      <AdminProductEditForm key={p.version} product={p} result={actionData ?? null} />
    </div>
  );
}
