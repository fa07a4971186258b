// The dialog that ends a registration without a payment step: what happened, and Close.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle,
} from '../../../components/ui/dialog';

export function NoticeDialog({ title, description, children, onClose }: { title: string; description: ReactNode; children?: ReactNode; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md" showCloseButton={false} onCloseAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader className="pr-0 text-left">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
