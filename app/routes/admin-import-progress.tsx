import { requireStaff } from '~/features/admin/admin-access.server';
import { adminImportServer } from '~/features/admin/admin-import-api';
import type { ProgressAnswer } from '~/features/admin/components/admin-import-preview';
import { userMessageOf } from '~/lib/errors';
import type { Route } from './+types/admin-import-progress';

// /admin/imports/:id/progress: how far applying a file has got (read from the server's memory, never
// waiting for the database while the file applies), and, posted, the start of the apply.

export async function loader({ request, context, params }: Route.LoaderArgs): Promise<ProgressAnswer> {
  requireStaff(context, request, 'prices');
  return { progress: await adminImportServer.progress(context, params.id) };
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<ProgressAnswer> {
  requireStaff(context, request, 'prices');
  try {
    return { progress: await adminImportServer.apply(context, params.id), error: null };
  } catch (err) {
    return { progress: null, error: userMessageOf(err) };
  }
}
