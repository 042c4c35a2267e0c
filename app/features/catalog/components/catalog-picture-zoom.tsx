import * as Dialog from '@radix-ui/react-dialog';

/** The full-size (1600 px) picture in a dialog; loaded only when a customer first zooms. */
export default function PictureZoom({
  src,
  alt,
  name,
  onClose,
}: {
  src: string;
  alt: string;
  name: string;
  onClose: () => void;
}) {
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          className="fixed inset-2 z-50 flex flex-col rounded-lg bg-white p-3 sm:inset-8"
          // Focus goes back to the picture that opened the zoom (there is no Radix trigger to return to).
          onCloseAutoFocus={(e) => e.preventDefault()}
        >
          <div className="flex items-center justify-between gap-4">
            <Dialog.Title className="truncate text-base font-semibold">{name}</Dialog.Title>
            <Dialog.Close className="rounded px-3 py-1 text-sm font-semibold hover:bg-gray-100">Close</Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">The product picture at full size. Scroll to look around it.</Dialog.Description>
          <div className="mt-2 flex-1 overflow-auto">
            <img src={src} alt={alt} width={1600} height={1600} className="mx-auto max-w-none" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
