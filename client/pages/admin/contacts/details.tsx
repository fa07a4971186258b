// One inquiry in full: email and phone links, the message, and Mark as Responded while pending.
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatContactDate } from '../../../../common/format';
import { CONTACT_EXPERIENCE_LABELS, CONTACT_PROGRAM_LABELS, contactChoiceLabel } from '../../../../common/labels';
import type { Contact } from '../../../../common/schemas/contact';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { DialogFrame } from '../shared/dialog-frame';

const LINK = 'inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline';

const TERM = 'text-xs font-medium tracking-wide text-muted-foreground uppercase';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className={TERM}>{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function Details({ contact }: { contact: Contact }) {
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <Detail label="Email">
        <a href={`mailto:${contact.email}`} className={LINK}>
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          {contact.email}
        </a>
      </Detail>
      <Detail label="Phone">
        {contact.phone ? (
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={LINK}>
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {contact.phone}
          </a>
        ) : (
          <span className="text-muted-foreground">Not provided</span>
        )}
      </Detail>
      <Detail label="Program">{contactChoiceLabel(CONTACT_PROGRAM_LABELS, contact.program)}</Detail>
      <Detail label="Experience">{contactChoiceLabel(CONTACT_EXPERIENCE_LABELS, contact.experience)}</Detail>
      <Detail label="Status">
        <Badge variant={contact.responded ? 'secondary' : 'outline'}>{contact.responded ? 'Responded' : 'Pending'}</Badge>
      </Detail>
      <div className="grid gap-1 sm:col-span-2">
        <dt className={TERM}>Message</dt>
        <dd className="rounded-md border bg-muted/40 p-3 break-words whitespace-pre-wrap">
          {contact.message || <span className="text-muted-foreground">No message</span>}
        </dd>
      </div>
    </dl>
  );
}

interface ContactDetailDialogProps {
  contact: Contact | null;
  onClose: () => void;
  responding: boolean;
  onRespond: (contact: Contact) => void;
}

export function ContactDetailDialog({ contact, onClose, responding, onRespond }: ContactDetailDialogProps) {
  return (
    <DialogFrame
      open={!!contact}
      onOpenChange={(open) => !open && onClose()}
      title={contact ? `Inquiry from ${contact.name}` : ''}
      description={contact ? `Received ${formatContactDate(contact.createdAt)}` : ''}
    >
      {contact && (
        <>
          <Details contact={contact} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
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
    </DialogFrame>
  );
}
