import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '~/features/auth/auth-use-session';
import { diagramPath, myDiagrams, type CustomerDiagram } from '../api/partsbooks-api';

function DiagramList({ title, items }: { title: string; items: CustomerDiagram[] }) {
  const shown = items.filter((c) => c.diagram?.machineModel);
  if (shown.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="text-lg font-bold">{title}</h2>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((c) => (
          <li key={c.id}>
            <Link to={diagramPath(c.diagram!.machineModel!, c.diagram!.id)} className="block rounded-md border border-gray-300 p-2 hover:border-brand-600">
              <img src={c.diagram!.imageUrl} alt="" width={200} height={150} loading="lazy" className="aspect-[4/3] w-full bg-white" />
              <span className="mt-1 block text-sm font-semibold">{c.diagram!.title}</span>
              <span className="block text-xs text-ink-700">{c.diagram!.machineModel!.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The visitor's favourite and recently viewed diagrams (nothing without a session). */
export function MyDiagrams() {
  const session = useSession();
  const [favorites, setFavorites] = useState<CustomerDiagram[]>([]);
  const [recent, setRecent] = useState<CustomerDiagram[]>([]);
  useEffect(() => {
    if (!session.loggedIn) return;
    let live = true;
    Promise.all([myDiagrams('FAVORITED'), myDiagrams('RECENT')])
      .then(([f, r]) => {
        if (!live) return;
        setFavorites(f);
        setRecent(r.slice(0, 8));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [session.loggedIn, session.userInfo?.id]);
  return (
    <div className="space-y-6">
      <DiagramList title="Favourite diagrams" items={favorites} />
      <DiagramList title="Recently viewed diagrams" items={recent} />
    </div>
  );
}
