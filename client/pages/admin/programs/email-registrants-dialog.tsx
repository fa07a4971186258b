// "Email Registrants" (issue 16; SPEC's custom notifications): staff write a schedule change or an
// announcement to a program's active registrants, preview the email as they will get it and how many
// will, then send. The preview is the server's own rendering, shown in a sandboxed frame.
import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import type { ApiSuccess } from '../../../../common/api';
import { AnnouncementInputSchema, type AnnouncementInput, type AnnouncementPreview } from '../../../../common/schemas/announcement';
import type { Program } from '../../../../common/schemas/program';
import { SelectField, TextField } from '../../../components/form/form-controls';
import { SchemaForm, useSchemaForm } from '../../../components/form/schema-form';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, errorMessage } from '../../../lib/api';
import { useAdminMutation } from '../shared/admin-api';
import { DialogFrame } from '../shared/dialog-frame';

type Values = { kind: string; subject: string; message: string };
const KIND_OPTIONS = [['announcement', 'Announcement'], ['schedule-change', 'Schedule Change']] as const;
const EMPTY: Values = { kind: 'announcement', subject: '', message: '' };

const audience = (count: number) =>
  count === 0 ? 'This program has no active registrants, so nobody would get this email.' : `This email goes to ${count} active registrant${count === 1 ? '' : 's'}.`;

/** The row's button; the dialog is the button's own, so the programs table needs one line for it. */
export function EmailRegistrantsAction({ program }: { program: Program }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Email registrants of ${program.name}`} title="Email Registrants" onClick={() => setOpen(true)}>
        <Mail aria-hidden="true" />
      </Button>
      {open && <EmailRegistrantsDialog program={program} onClose={() => setOpen(false)} />}
    </>
  );
}

function EmailRegistrantsDialog({ program, onClose }: { program: Program; onClose: () => void }) {
  const form = useSchemaForm<Values, AnnouncementInput>(AnnouncementInputSchema as never, EMPTY);
  const [preview, setPreview] = useState<{ input: AnnouncementInput; email: AnnouncementPreview } | null>(null);
  const path = `/api/programs/${program.id}/announcements`;
  const render = useMutation({
    mutationFn: (input: AnnouncementInput) => apiRequest<ApiSuccess<AnnouncementPreview>>(`${path}/preview`, { method: 'POST', body: input }),
    onSuccess: (response, input) => setPreview({ input, email: response.data }),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to preview the email'), variant: 'destructive' }),
  });
  const send = useAdminMutation<AnnouncementInput>({ method: 'POST', path, failure: 'Failed to send the email', invalidates: [], onSuccess: onClose });
  const busy = render.isPending || send.isPending;

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Email Registrants"
      description={preview ? `Check the email before it goes to the registrants of ${program.name}.` : `Write to the active registrants of ${program.name}.`}
      className="sm:max-w-2xl"
    >
      {preview ? (
        <div className="grid min-w-0 gap-3">
          <p className="text-sm font-medium" data-testid="announcement-recipients">{audience(preview.email.recipients)}</p>
          <p className="text-sm break-words"><span className="text-muted-foreground">Subject: </span>{preview.email.subject}</p>
          {/* No scripts, no same origin: the frame only shows the server's rendering. */}
          <iframe
            title="Email preview"
            sandbox=""
            srcDoc={preview.email.html}
            className="h-80 w-full rounded-md border bg-white sm:h-96"
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setPreview(null)} disabled={busy}>Back</Button>
            <Button type="button" onClick={() => send.mutate(preview.input)} disabled={busy || preview.email.recipients === 0}>
              {send.isPending ? 'Sending...' : 'Send'}
            </Button>
          </DialogFooter>
        </div>
      ) : (
        <SchemaForm form={form} idPrefix="announcement" onSubmit={(input) => render.mutate(input)} className="grid min-w-0 gap-4">
          <SelectField<Values> name="kind" label="Kind" options={KIND_OPTIONS} required />
          <TextField<Values> name="subject" label="Subject" required maxLength={150} />
          <TextField<Values> name="message" label="Message" required rows={8} hint="A blank line starts a new paragraph. Each registrant is greeted by first name." />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>Cancel</Button>
            <Button type="submit" disabled={busy}>{render.isPending ? 'Preparing...' : 'Preview'}</Button>
          </DialogFooter>
        </SchemaForm>
      )}
    </DialogFrame>
  );
}
