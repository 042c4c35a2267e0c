import { useEffect, useRef, useState } from 'react';
import { useSession } from '~/features/auth/auth-use-session';
import { ErrorNotice, type Failure } from '~/components/error-notice';
import { favoriteDiagram, isFavoriteDiagram, logDiagram, type DiagramDetail } from '../api/partsbooks-api';
import { DiagramViewer, type DiagramViewerHandle } from './partsbooks-diagram-viewer';
import { PartsList } from './partsbooks-parts-list';

/** A diagram with its parts list side by side: choosing a callout or a row highlights the other. Give it key={diagram.id}. */
export function DiagramWorkspace({
  diagram,
  phone,
  anchorProductId,
  showTitle = true,
}: {
  diagram: DiagramDetail;
  phone: string;
  anchorProductId: string | null;
  /** False where the page heading already names the diagram. */
  showTitle?: boolean;
}) {
  const session = useSession();
  const [selected, setSelected] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const viewer = useRef<DiagramViewerHandle>(null);
  // The favourite state of this diagram, once read (null while unknown).
  const [favoriteOf, setFavoriteOf] = useState<{ id: string; value: boolean } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const favorite = !session.loggedIn ? (session.status === 'loading' ? null : false) : favoriteOf?.id === diagram.id ? favoriteOf.value : null;

  // Recently viewed and favourite state need a session; a visitor without one is not made a guest for reading.
  useEffect(() => {
    if (!session.loggedIn) return;
    void logDiagram(diagram.id).catch(() => {});
    let live = true;
    isFavoriteDiagram(diagram.id)
      .then((v) => live && setFavoriteOf({ id: diagram.id, value: v }))
      .catch(() => live && setFavoriteOf({ id: diagram.id, value: false }));
    return () => {
      live = false;
    };
  }, [diagram.id, session.loggedIn]);

  useEffect(() => {
    if (!anchorProductId) return;
    const item = diagram.lineItems.find((li) => li.products.some((p) => p.id === anchorProductId));
    if (item) document.getElementById(`part-row-${item.partDrawingIdentifier}`)?.scrollIntoView({ block: 'center' });
  }, [anchorProductId, diagram]);

  function select(label: string) {
    setSelected((s) => (s === label ? null : label));
    document.getElementById(`part-row-${label}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }

  async function toggleFavorite() {
    setFailure(null);
    try {
      setFavoriteOf({ id: diagram.id, value: await favoriteDiagram(diagram.id, !favorite) });
    } catch (err) {
      setFailure({ error: err, action: 'Unable to save the favourite.', onRetry: toggleFavorite });
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {showTitle ? <h2 className="text-xl font-bold">{diagram.title}</h2> : <span />}
        <button
          type="button"
          onClick={toggleFavorite}
          disabled={favorite === null}
          aria-pressed={Boolean(favorite)}
          className="h-11 rounded-md border border-gray-400 px-4 font-semibold"
        >
          {favorite ? '★ Favourite' : '☆ Add to favourites'}
        </button>
      </div>
      {failure && <ErrorNotice {...failure} />}
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
        <DiagramViewer
          ref={viewer}
          title={diagram.title}
          imageUrl={diagram.imageUrl}
          width={diagram.width}
          height={diagram.height}
          items={diagram.lineItems}
          selected={selected}
          hovered={hovered}
          onSelect={select}
          onHover={setHovered}
        />
        <PartsList
          items={diagram.lineItems}
          phone={phone}
          selected={selected}
          hovered={hovered}
          anchorProductId={anchorProductId}
          onSelect={(label) => {
            setSelected((s) => (s === label ? null : label));
            viewer.current?.centerOn(label);
          }}
          onHover={setHovered}
        />
      </div>
    </div>
  );
}
