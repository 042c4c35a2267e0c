import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { panelOpener, usePanel } from '~/lib/panel-store';
import { CloseIcon } from '../icons';

/**
 * The phone's suggest panel: a full-screen search box (`form`, the header's search form in its panel
 * mode) with its suggestions under it.
 */
export default function MobileSuggestPanel({ form }: { form: ReactNode }) {
  const { open, setOpen } = usePanel('mobileSuggest');
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          data-panel="mobileSuggest"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            panelOpener('mobileSuggest')?.focus({ preventScroll: true });
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white text-ink-900 outline-none"
        >
          <div className="dark-surface flex h-14 items-center gap-2 bg-ink-900 px-2 text-white">
            <Dialog.Title className="sr-only">Search parts</Dialog.Title>
            {form}
            <Dialog.Close aria-label="Close search" className="flex size-10 shrink-0 items-center justify-center rounded-sm hover:bg-ink-700">
              <CloseIcon width={22} height={22} />
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
