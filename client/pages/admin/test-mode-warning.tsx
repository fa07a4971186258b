// Shown to staff while payments run in test mode (no Stripe keys): a live site must not take
// registrations without payment by mistake.
import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { STRIPE_SETTINGS, type AdminStatus } from '../../../common/schemas/admin-status';
import { useAdminQuery } from './shared/admin-api';

export function TestModeWarning() {
  const status = useAdminQuery<AdminStatus>('/api/admin/status');
  if (!status.data?.paymentsTestMode) return null;
  return (
    <Alert className="border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400/70 dark:bg-amber-950/40 dark:text-amber-100">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Payments are in test mode</AlertTitle>
      <AlertDescription className="text-amber-900 dark:text-amber-100/90">
        <p>No card is charged: registrations are completed without any payment.</p>
        <p>To take real payments, set these in the server&apos;s environment and restart it:</p>
        <ul aria-label="Stripe settings" className="flex flex-wrap gap-1.5">
          {STRIPE_SETTINGS.map((name) => (
            <li key={name}>
              <code className="rounded bg-amber-100 px-1.5 py-0.5 font-mono text-xs whitespace-nowrap dark:bg-amber-900/60">{name}</code>
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
