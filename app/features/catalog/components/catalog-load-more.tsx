import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';

/** More products as the customer scrolls to the end (and a plain link without script). */
export function LoadMore({ href, label = 'Show more products' }: { href: string; label?: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        navigate(href, { replace: true, preventScrollReset: true });
      }
    });
    io.observe(el);
    return () => io.disconnect();
  }, [href, navigate]);
  return (
    <div className="mt-8 text-center">
      <Link ref={ref} to={href} preventScrollReset replace className="inline-block rounded-md border border-gray-300 px-6 py-3 font-semibold">
        {label}
      </Link>
    </div>
  );
}
