import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { part } from './part';

export const Dialog = DialogPrimitive.Root;
const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

const DialogOverlay = part(
  DialogPrimitive.Overlay,
  'dialog-overlay',
  'fixed inset-0 z-50 bg-black/50 motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in',
);

const DialogBody = part(
  DialogPrimitive.Content,
  'dialog-content',
  'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-4 shadow-lg outline-hidden sm:p-6 motion-safe:data-[state=closed]:animate-zoom-out motion-safe:data-[state=open]:animate-zoom-in',
);

export function DialogContent({
  children,
  showCloseButton = true,
  ...props
}: ComponentProps<typeof DialogBody> & { showCloseButton?: boolean }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogBody {...props}>
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none"
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogBody>
    </DialogPortal>
  );
}

export const DialogHeader = part('div', 'dialog-header', 'flex flex-col gap-2 pr-8 text-center sm:text-left');
export const DialogFooter = part('div', 'dialog-footer', 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end');
export const DialogTitle = part(DialogPrimitive.Title, 'dialog-title', 'text-lg leading-tight font-semibold');
export const DialogDescription = part(DialogPrimitive.Description, 'dialog-description', 'text-sm text-muted-foreground');
