// Revoking a certificate needs a reason (kept for staff; the public check shows only the date).
import { useState } from 'react';
import { formatCode } from '../../../../common/certificate-code';
import type { CertificateRow } from '../../../../common/schemas/certificate';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useAdminMutation } from '../shared/admin-api';
import { ConfirmDialog } from '../shared/confirm-dialog';

export function RevokeDialog({ certificate, onClose }: { certificate: CertificateRow; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const revoke = useAdminMutation<void>({
    method: 'POST',
    path: `/api/certificates/${certificate.id}/revoke`,
    failure: 'Failed to revoke the certificate',
    invalidates: ['/api/certificates'],
    body: () => ({ reason }),
    onSuccess: onClose,
  });
  const confirm = () => {
    if (reason.trim().length < 3) return setError('A reason is required (at least 3 characters)');
    setError(null);
    revoke.mutate();
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Revoke certificate"
      description={`${certificate.officialName}, ${certificate.certificationName} (${formatCode(certificate.code)}). The public check will show it as revoked.`}
      confirmLabel="Revoke"
      pendingLabel="Revoking..."
      variant="destructive"
      pending={revoke.isPending}
      onConfirm={confirm}
    >
      <div className="grid gap-2">
        <Label htmlFor="revoke-reason">Reason</Label>
        <Textarea
          id="revoke-reason" rows={3} value={reason} onChange={(event) => { setReason(event.target.value); setError(null); }}
          aria-invalid={error ? true : undefined} aria-describedby={error ? 'revoke-reason-error' : undefined}
        />
        {error && <p id="revoke-reason-error" role="alert" className="text-sm text-destructive">{error}</p>}
      </div>
    </ConfirmDialog>
  );
}
