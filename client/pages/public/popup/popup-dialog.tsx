// The popup's full state: a modal dialog, loaded only when the popup is about to show so that Radix
// Dialog (focus trap, Escape, inert background) stays out of the landing page's first JavaScript.
import { CalendarDays, Clock, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { formatTime12h } from '../../../../common/format';
import type { MarketingPopup } from '../../../../common/schemas/marketing-popup';

interface PopupDialogProps {
  popup: MarketingPopup;
  open: boolean;
  /** Close button, Escape, a click outside, or Remind Me Later. */
  onDismiss: () => void;
  onRegister: () => void;
  /** Runs once the dialog has gone; the caller decides where focus lands. */
  onClosed: () => void;
}

export default function PopupDialog({ popup, open, onDismiss, onRegister, onClosed }: PopupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDismiss()}>
      <DialogContent
        // Radix hides the rest of the page from assistive technology; aria-modal says so to the dialog too.
        aria-modal="true"
        className="max-w-md gap-6"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <span className="inline-flex w-fit items-center gap-1.5 self-center rounded-full bg-accent px-3 py-1 text-xs font-semibold tracking-wide text-accent-foreground uppercase sm:self-start">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            Upcoming Event
          </span>
          <DialogTitle className="text-2xl">{popup.title}</DialogTitle>
          <DialogDescription>Join us for hands-on training with experienced basketball officials.</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3 text-sm">
          <Detail icon={CalendarDays} term="Date">
            {popup.date}
          </Detail>
          <Detail icon={Clock} term="Time">
            {popupTime(popup.startTime)} – {popupTime(popup.endTime)}
          </Detail>
          <Detail icon={MapPin} term="Location">
            {popup.location}
          </Detail>
        </dl>
        <DialogFooter>
          <Button variant="outline" onClick={onDismiss}>
            Remind Me Later
          </Button>
          <Button onClick={onRegister}>Register Now</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Detail({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="relative grid min-h-8 content-center gap-0.5 pl-11">
      <dt className="text-xs font-medium text-muted-foreground">
        <span className="absolute top-0 left-0 flex size-8 items-center justify-center rounded-md bg-accent text-accent-foreground">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {term}
      </dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** Start and end as given; a 24-hour "HH:MM" (what a time input stores) is shown in 12-hour form. */
function popupTime(value: string): string {
  const time = value.trim();
  return /^([01]?\d|2[0-3]):[0-5]\d$/.test(time) ? formatTime12h(time) : value;
}
