// After a registration with nothing to pay (the youth package without the bundle).
import { Button } from '../../../components/ui/button';
import {
  Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle,
} from '../../../components/ui/dialog';

export function ThankYouDialog({ programName, onClose }: { programName: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md" showCloseButton={false} onCloseAutoFocus={(event) => event.preventDefault()}>
        <DialogHeader className="pr-0 text-left">
          <DialogTitle>Thank you for your registration!</DialogTitle>
          <DialogDescription>
            Your registration for {programName} is complete. No payment is needed, and a confirmation will follow by email.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
