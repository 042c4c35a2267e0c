import { Link, useLocation, useNavigate } from 'react-router';
import { ChevronLeftIcon } from '../icons';

const CLASS = 'flex h-11 items-center gap-1 rounded-sm pr-2 text-sm font-semibold';

/** Back: to `backTo` when given, else one step back, else home (a first page has nothing behind it). */
export function HeaderBackButton({ backTo }: { backTo?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  if (backTo) {
    return (
      <Link to={backTo} className={CLASS}>
        <ChevronLeftIcon width={20} height={20} />
        Back
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={CLASS}
      // "default" is the key of the page the visit started on: going back from it would leave the store.
      onClick={() => (location.key === 'default' ? navigate('/') : navigate(-1))}
    >
      <ChevronLeftIcon width={20} height={20} />
      Back
    </button>
  );
}
