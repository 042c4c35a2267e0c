import { requireStaff } from '~/features/admin/admin-access.server';
import { changedText, readSettingsForm, type SettingsFormResult } from '~/features/admin/admin-settings-form';
import { adminSettingsServer } from '~/features/admin/admin-settings-api';
import { AdminSettingsForm } from '~/features/admin/components/admin-settings-form';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-settings';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'settings');
  return { current: await adminSettingsServer.read(context) };
}

/** Checks the form by the shared rules first (a refused field changes nothing), then saves through the API, which checks again. */
export async function action({ request, context }: Route.ActionArgs): Promise<SettingsFormResult> {
  requireStaff(context, request, 'settings');
  const { values, parsed } = readSettingsForm(await request.formData());
  if (!parsed.ok) {
    return { values, fieldErrors: Object.fromEntries(parsed.errors.map((e) => [e.field, e.message])), notice: null, error: 'Nothing was saved: correct the fields marked below.' };
  }
  try {
    const saved = await adminSettingsServer.update(context, parsed.value);
    if (saved.fieldErrors.length) {
      return { values, fieldErrors: Object.fromEntries(saved.fieldErrors.map((e) => [e.field, e.message])), notice: null, error: 'Nothing was saved: correct the fields marked below.' };
    }
    return { values: null, fieldErrors: {}, notice: changedText(saved.changedFields), error: null };
  } catch (err) {
    return { values, fieldErrors: {}, notice: null, error: userMessageOf(err) };
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Settings | Admin', noindex: true });
}

/** /admin/settings (administrators): the store's phone, hours, returns address and carrier origin. */
export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="mb-4 text-xl font-bold">Store settings</h1>
      <AdminSettingsForm current={loaderData.current} result={actionData ?? null} />
    </div>
  );
}
