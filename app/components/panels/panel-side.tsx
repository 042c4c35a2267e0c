import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { isReplaced, panelOpener, usePanel, type PanelId } from '~/lib/panel-store';
import { CloseIcon } from '../icons';

interface Props {
  panel: PanelId;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
}

/**
 * A side panel (Radix Dialog): focus moves in and is trapped, Escape and the overlay close it,
 * the page behind stops scrolling, and focus returns to the button that opened it.
 */
export function SidePanel({ panel, title, side = 'left', children }: Props) {
  const { open, setOpen } = usePanel(panel);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="panel-overlay fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          // The title names the dialog; a separate description would repeat it.
          aria-describedby={undefined}
          data-panel={panel}
          // Radix returns focus to its own Trigger; our openers live elsewhere (header, other panels).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!isReplaced(panel)) panelOpener(panel)?.focus();
          }}
          className={clsx(
            'fixed inset-y-0 z-50 flex w-[min(24rem,88vw)] flex-col bg-white text-ink-900 shadow-2xl outline-none',
            side === 'left' ? 'panel-from-left left-0' : 'panel-from-right right-0',
          )}
        >
          <div className="dark-surface flex min-h-14 items-center justify-between gap-2 bg-ink-900 px-4 text-white">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close aria-label="Close" className="-mr-2 flex size-11 items-center justify-center rounded-sm hover:bg-ink-700">
              <CloseIcon width={22} height={22} />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
