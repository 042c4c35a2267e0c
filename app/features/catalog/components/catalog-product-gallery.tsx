import { lazy, Suspense, useRef, useState } from 'react';

// The dialog library is a tenth of the page's script budget: fetched on the first zoom, not with the page.
const PictureZoom = lazy(() => import('./catalog-picture-zoom'));

interface Picture {
  thumbnailUrl: string;
  imageUrl: string;
  fullSizeImageUrl: string;
  altAttribute: string;
}

/** Thumbnails (100 px), the main picture (500 px) and a zoom view (1600 px) in a dialog. */
export function ProductGallery({ pictures, name }: { pictures: Picture[]; name: string }) {
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const current = pictures[active] ?? pictures[0];
  if (!current) return null;
  return (
    <div className="flex flex-col-reverse gap-3 md:flex-row">
      {pictures.length > 1 && (
        <ul className="flex gap-2 md:flex-col" aria-label="Pictures">
          {pictures.map((p, i) => (
            <li key={p.thumbnailUrl}>
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-current={i === active}
                aria-label={`Picture ${i + 1} of ${pictures.length}`}
                className={`block rounded border-2 ${i === active ? 'border-brand-500' : 'border-transparent'}`}
              >
                <img src={p.thumbnailUrl} alt="" width={64} height={64} className="h-16 w-16 object-contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        ref={zoomButton}
        type="button"
        onClick={() => setZoomed(true)}
        className="group relative block w-full cursor-zoom-in rounded-lg border border-gray-200 bg-gray-50"
        aria-label={`Zoom: ${name}`}
        aria-haspopup="dialog"
      >
        <img
          src={current.imageUrl}
          alt={current.altAttribute || name}
          width={500}
          height={500}
          fetchPriority="high"
          className="aspect-square w-full object-contain"
        />
        <span className="absolute bottom-2 right-2 rounded bg-white/90 px-2 py-1 text-xs font-medium text-ink-800 shadow">Click to zoom</span>
      </button>
      {zoomed && (
        <Suspense fallback={null}>
          <PictureZoom
            src={current.fullSizeImageUrl}
            alt={current.altAttribute || name}
            name={name}
            onClose={() => {
              setZoomed(false);
              zoomButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
