import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';

interface Picture {
  thumbnailUrl: string;
  imageUrl: string;
  fullSizeImageUrl: string;
  altAttribute: string;
}

/** Thumbnails (100 px), the main picture (500 px) and a zoom view (1600 px) in a dialog. */
export function ProductGallery({ pictures, name }: { pictures: Picture[]; name: string }) {
  const [active, setActive] = useState(0);
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
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <button type="button" className="group relative block w-full cursor-zoom-in rounded-lg border border-gray-200 bg-gray-50" aria-label={`Zoom: ${name}`}>
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
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
          <Dialog.Content className="fixed inset-2 z-50 flex flex-col rounded-lg bg-white p-3 sm:inset-8">
            <div className="flex items-center justify-between gap-4">
              <Dialog.Title className="truncate text-base font-semibold">{name}</Dialog.Title>
              <Dialog.Close className="rounded px-3 py-1 text-sm font-semibold hover:bg-gray-100">Close</Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">The product picture at full size. Scroll to look around it.</Dialog.Description>
            <div className="mt-2 flex-1 overflow-auto">
              <img src={current.fullSizeImageUrl} alt={current.altAttribute || name} width={1600} height={1600} className="mx-auto max-w-none" />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
