import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '~/components/button';

/**
 * A destructive action asks first: the trigger opens a dialog that says what will happen; the
 * confirm button posts `intent` to this page's action, with progress, and a failure the action
 * answers (`{ error }`) stays in the dialog. The page's loaders run again after it.
 */
export function ConfirmDialog({
  trigger,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Keep it',
  intent,
}: {
  trigger: ReactNode;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel?: string;
  intent: string;
}) {
  const fetcher = useFetcher<{ error?: string }>();
  const [open, setOpen] = useState(false);
  // The answer that was there when the dialog opened is an earlier attempt's.
  const [seen, setSeen] = useState<unknown>(undefined);
  const busy = fetcher.state !== 'idle';
  const error = fetcher.data !== seen ? (fetcher.data?.error ?? null) : null;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (busy) return;
        setOpen(o);
        if (o) setSeen(fetcher.data);
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-2">{children}</div>
          </Dialog.Description>
          {error && (
            <p role="alert" className="mt-3 text-red-700">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="outline" size="fit" disabled={busy}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <fetcher.Form method="post">
              <Button variant="danger" size="fit" type="submit" name="intent" value={intent} disabled={busy}>
                {busy ? busyLabel : confirmLabel}
              </Button>
            </fetcher.Form>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
