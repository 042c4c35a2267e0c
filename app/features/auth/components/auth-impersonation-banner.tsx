import { Link } from 'react-router';
import { useSession } from '../auth-use-session';

/** While an administrator acts as a customer: who (id, name, e-mail) and a "quit" link (spec 1 §2). */
export function ImpersonationBanner() {
  const { impersonating, realUser } = useSession();
  if (!impersonating) return null;
  return (
    <div role="status" className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-red-700 px-4 py-2 text-sm text-white">
      <span>
        Impersonating user <strong>#{impersonating.id}</strong>
        {impersonating.name && <> {impersonating.name}</>} ({impersonating.email || 'no e-mail'})
        {realUser && <span className="opacity-90"> as {realUser.email}</span>}
      </span>
      <Link to="/admin/impersonate/none" className="font-semibold underline">
        quit
      </Link>
    </div>
  );
}
