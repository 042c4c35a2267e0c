import { Link } from 'react-router';
import { linkClass } from '~/components/button';
import { requireStaff } from '~/features/admin/admin-access.server';
import { adminMessagesServer } from '~/features/admin/admin-messages-api';
import { AdminListingsList, type ListingStepResult } from '~/features/admin/components/admin-listings-list';
import { userMessageOf } from '~/lib/errors';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/admin-listings';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, request, 'messages');
  const n = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return { listings: await adminMessagesServer.listings(context, Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1) };
}

const answer = (r: Partial<ListingStepResult>): ListingStepResult => ({ notice: null, error: null, confirmHide: null, ...r });

/** Hide takes two posts (`hide-ask` asks, `hide` does it); showing a hidden listing again is one. */
export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(context, request, 'messages');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  try {
    if (intent === 'hide-ask') return answer({ confirmHide: id });
    if (intent === 'hide' || intent === 'show') {
      await adminMessagesServer.setListingHidden(context, id, intent === 'hide');
      return answer({
        notice: intent === 'hide' ? 'Listing hidden: it is no longer on the public rigs listings; its owner sees it marked hidden.' : 'Listing shown again on the public rigs listings.',
      });
    }
    return answer({ error: 'That action is not known.' });
  } catch (err) {
    return answer({ error: userMessageOf(err) });
  }
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Rig listings | Admin', noindex: true });
}

/** /admin/listings: customers' machines for sale, newest first, 25 a page (`?page=`); staff hide those that break the rules. */
export default function AdminListingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData ?? null;
  return (
    <div>
      <h1 className="text-xl font-bold">Rig listings</h1>
      <p className="mb-4 text-sm text-gray-700">
        Machines customers offer for sale on the{' '}
        <Link to="/fleet/rigslistings" className={linkClass}>
          public rigs listings
        </Link>
        . Hide one that breaks the rules; it can be shown again.
      </p>
      {result?.notice && (
        <p role="status" className="mb-3 font-semibold text-green-800">
          {result.notice}
        </p>
      )}
      {result?.error && (
        <p role="alert" className="mb-3 font-semibold text-red-700">
          {result.error}
        </p>
      )}
      <AdminListingsList page={loaderData.listings} result={result} />
    </div>
  );
}
