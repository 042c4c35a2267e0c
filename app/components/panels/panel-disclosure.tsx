import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../icons';

/** A heading that opens and closes the list under it (one department inside the panel). */
export function PanelDisclosure({ title, children, defaultOpen = false }: { title: string; children: ReactNode; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div className="border-b border-gray-200">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-12 w-full items-center justify-between gap-2 px-4 text-left font-semibold hover:bg-gray-100"
        >
          {title}
          <ChevronDownIcon width={18} height={18} className={open ? 'rotate-180' : undefined} />
        </button>
      </h3>
      <div id={id} hidden={!open} className="pb-2">
        {children}
      </div>
    </div>
  );
}
