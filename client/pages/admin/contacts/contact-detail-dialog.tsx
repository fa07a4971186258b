// One inquiry in full: email and phone links, the message, and Mark as Responded while pending.
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { contactDate, experienceLabel, programLabel, type ContactInquiry } from './contact-format';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

interface ContactDetailDialogProps {
  contact: ContactInquiry | null;
  onOpenChange: (open: boolean) => void;
  responding: boolean;
  onRespond: (contact: ContactInquiry) => void;
}

export function ContactDetailDialog({ contact, onOpenChange, responding, onRespond }: ContactDetailDialogProps) {
  return (
    <Dialog open={!!contact} onOpenChange={onOpenChange}>
      <DialogContent>
        {contact && (
          <>
            <DialogHeader>
              <DialogTitle>Inquiry from {contact.name}</DialogTitle>
              <DialogDescription>Received {contactDate(contact.createdAt)}</DialogDescription>
            </DialogHeader>
            <dl className="grid gap-4 text-sm sm:grid-cols-2">
              <Detail label="Email">
                <a href={`mailto:${contact.email}`} className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline">
                  <Mail className="size-4 shrink-0" aria-hidden="true" />
                  {contact.email}
                </a>
              </Detail>
              <Detail label="Phone">
                {contact.phone ? (
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline">
                    <Phone className="size-4 shrink-0" aria-hidden="true" />
                    {contact.phone}
                  </a>
                ) : (
                  <span className="text-muted-foreground">Not provided</span>
                )}
              </Detail>
              <Detail label="Program">{programLabel(contact.program)}</Detail>
              <Detail label="Experience">{experienceLabel(contact.experience)}</Detail>
              <Detail label="Status">
                <Badge variant={contact.responded ? 'secondary' : 'outline'}>{contact.responded ? 'Responded' : 'Pending'}</Badge>
              </Detail>
              <div className="grid gap-1 sm:col-span-2">
                <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Message</dt>
                <dd className="rounded-md border bg-muted/40 p-3 break-words whitespace-pre-wrap">
                  {contact.message || <span className="text-muted-foreground">No message</span>}
                </dd>
              </div>
            </dl>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
              {!contact.responded && (
                <Button onClick={() => onRespond(contact)} disabled={responding}>
                  {responding ? 'Saving...' : 'Mark as Responded'}
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
