import { requireStaff } from '~/features/admin/admin-access.server';
import { adminProductsServer } from '~/features/admin/admin-products-api';
import { readPage, readProductFilters } from '~/features/admin/admin-products-filters';
import { bulkFormErrors, filterInputOf, readBulkForm } from '~/features/admin/admin-products-form';
import { AdminProductsList } from '~/features/admin/components/admin-products-list';
import type { BulkActionResult } from '~/features/admin/components/admin-products-bulk';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import type { AdminProductBulkAction } from '~/gql/graphql';
import type { Route } from './+types/admin-products';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'prices');
  const q = new URL(request.url).searchParams;
  const filters = readProductFilters(q);
  const { page, choices } = await adminProductsServer.list(context, filterInputOf(filters), readPage(q));
  return { page, choices, filters };
}

/**
 * Bulk edit in two posts: `bulk-preview` checks the action and answers what it would do (the count,
 * a sample, the products refused); `bulk-apply` applies it. The selection is the ticked products,
 * or every product matching the filter the form carries.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<BulkActionResult> {
  requireStaff(context, request, 'prices');
  const form = await request.formData();
  const intent = form.get('intent');
  const values = readBulkForm(form);
  const filters = readProductFilters(form);
  const fieldErrors = bulkFormErrors(values);
  const base: BulkActionResult = {
    stage: 'preview',
    values,
    fieldErrors,
    result: null,
    error: null,
  };
  if (Object.keys(fieldErrors).length)
    return {
      ...base,
      stage: 'edit',
      error: 'Nothing was changed: correct the fields marked below.',
    };
  const selection = values.all ? { filter: filterInputOf(filters) } : { ids: values.ids };
  const kind = values.action as AdminProductBulkAction;
  try {
    if (intent === 'bulk-apply') {
      const result = await adminProductsServer.bulkApply(context, selection, kind, values.value);
      return { ...base, stage: 'applied', result };
    }
    const result = await adminProductsServer.bulkPreview(context, selection, kind, values.value);
    if (result.actionError)
      return {
        ...base,
        stage: 'edit',
        fieldErrors: { value: result.actionError },
        error: 'Nothing was changed: correct the fields marked below.',
      };
    return { ...base, result };
  } catch (err) {
    return { ...base, stage: 'edit', error: userMessageOf(err) };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Products | Admin', noindex: true });
}

/** /admin/products (administrators): the catalogue searched and filtered from the address, 25 a page, with bulk changes to the selection. */
export default function AdminProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="mb-4 text-xl font-bold">Products</h1>
      <AdminProductsList {...loaderData} bulk={actionData ?? null} />
    </div>
  );
}
