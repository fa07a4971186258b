// The Test Results tab after Test SMTP Connection: the settings in use (the password hidden), the
// connection's result with the server's suggestion, and whether the test email went out.
import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TestSmtpAnswer } from '../../../../common/schemas/email-test';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Table, TableBody, TableCell, TableHead, TableRow } from '../../../components/ui/table';
import { SectionCard } from '../shared/section-card';
import { StatusIcon } from './status-icon';

const HIDDEN = (
  <>
    <span aria-hidden="true">••••••••</span>
    <span className="sr-only">Hidden</span>
  </>
);

export function SmtpResults({ result }: { result: TestSmtpAnswer }) {
  const { config, connection, testEmail } = result;
  const rows: [string, ReactNode][] = [
    ['Host', config.host || 'Not set'],
    ['Port', String(config.port)],
    ['Secure', config.secure ? 'Yes' : 'No'],
    ['Username', config.user || 'Not set'],
    ['Password', config.pass ? HIDDEN : 'Not set'],
  ];
  return (
    <SectionCard title="SMTP Connection Test" contentClassName="grid gap-4">
      <Table aria-label="SMTP configuration">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableHead scope="row" className="w-40">
                {label}
              </TableHead>
              <TableCell className="font-mono text-xs break-all">{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Alert variant={connection.success ? 'default' : 'destructive'}>
        {connection.success ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
        <AlertTitle>{connection.success ? 'Connection successful' : 'Connection failed'}</AlertTitle>
        <AlertDescription>
          {connection.message && <p>{connection.message}</p>}
          {connection.details.suggestion && (
            <p>
              <span className="font-medium">Suggestion:</span> {connection.details.suggestion}
            </p>
          )}
        </AlertDescription>
      </Alert>
      <p className="flex items-center gap-2 text-sm">
        <StatusIcon ok={testEmail.result.success} />
        {testEmail.result.success ? `Test email sent to ${testEmail.recipient}` : `Test email to ${testEmail.recipient} was not sent`}
      </p>
    </SectionCard>
  );
}
