// Issuing asks first (issue 27): the dialog says what will happen; when the server refuses because the
// certificate is not earned yet (fee, consent, attendance: a 409 with each reason under its key), it
// lists the reasons and offers to issue anyway with a written reason, kept on the certificate's record.
import { useState } from 'react';
import { ISSUE_REFUSAL_KEYS, OVERRIDE_REASON_MESSAGE, OVERRIDE_REASON_MIN, type Roster, type RosterEntry } from '../../../../common/schemas/certificate';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import { useAdminMutation } from '../shared/admin-api';
import { ConfirmDialog } from '../shared/confirm-dialog';

/** The reasons of a "not earned" refusal, or null for any other failure. */
function refusalsOf(error: Error): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const errors = error.fieldErrors;
  const reasons = ISSUE_REFUSAL_KEYS.flatMap((key) => (errors[key] ? [errors[key]] : []));
  return reasons.length > 0 ? reasons : null;
}

interface IssueDialogProps {
  entry: RosterEntry;
  certification: NonNullable<Roster['certification']>;
  testScore: number | null;
  rosterPath: string;
  onClose: () => void;
}

export function IssueDialog({ entry, certification, testScore, rosterPath, onClose }: IssueDialogProps) {
  const [refusals, setRefusals] = useState<string[] | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const issue = useAdminMutation<string | null>({
    method: 'POST',
    path: `/api/registrations/${entry.registrationId}/certificate`,
    failure: 'Failed to issue the certificate',
    invalidates: [rosterPath, '/api/certificates'],
    body: (overrideReason) => ({ testScore, ...(overrideReason !== null && { overrideReason }) }),
    onSuccess: onClose,
    handled: (failure) => {
      const reasons = refusalsOf(failure);
      if (reasons) setRefusals(reasons);
      else onClose(); // the toast says why
      return reasons !== null;
    },
  });
  const issueAnyway = () => {
    if (reason.trim().length < OVERRIDE_REASON_MIN) return setError(OVERRIDE_REASON_MESSAGE);
    setError(null);
    issue.mutate(reason);
  };
  const certificate = `${certification.name} (${certification.level})`;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !issue.isPending && onClose()}
      title={refusals ? 'Not earned yet' : 'Issue certificate'}
      description={refusals
        ? `The ${certificate} certificate cannot be issued to ${entry.name} yet:`
        : `Issue the ${certificate} certificate to ${entry.name}? Their registration will be marked completed and the certificate emailed to them.`}
      confirmLabel={refusals ? 'Issue anyway' : 'Issue certificate'}
      pendingLabel="Issuing..."
      pending={issue.isPending}
      onConfirm={refusals ? issueAnyway : () => issue.mutate(null)}
    >
      {refusals && (
        <div className="grid gap-4">
          <Alert variant="destructive">
            <AlertTitle>Why it was refused</AlertTitle>
            <AlertDescription>
              <ul className="list-disc space-y-1 pl-5">
                {refusals.map((refusal) => <li key={refusal}>{refusal}</li>)}
              </ul>
            </AlertDescription>
          </Alert>
          <div className="grid gap-2">
            <Label htmlFor="override-reason">Reason for issuing anyway</Label>
            <Textarea
              id="override-reason" rows={3} value={reason} onChange={(event) => { setReason(event.target.value); setError(null); }}
              aria-invalid={error ? true : undefined} aria-describedby={error ? 'override-reason-error' : 'override-reason-note'}
            />
            {error
              ? <p id="override-reason-error" role="alert" className="text-sm text-destructive">{error}</p>
              : <p id="override-reason-note" className="text-sm text-muted-foreground">Kept on the certificate's record for staff; it is not printed on the certificate. A fee still owed can still be paid.</p>}
          </div>
        </div>
      )}
    </ConfirmDialog>
  );
}
