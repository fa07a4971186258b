// The Test Results tab after Send Test Emails: provider, file log, and a card per email type saying
// whether it was sent or kept in the file log (with the log file's name).
import type { TestEmailAnswer, TestEmailType } from '../../../../common/schemas/email-test';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { SectionCard } from '../shared/section-card';
import { StatusIcon } from './status-icon';

const EMAIL_TYPES: Record<TestEmailType, { label: string; description: string }> = {
  registrationConfirmation: { label: 'Registration Confirmation', description: 'Sent to the registrant after registering.' },
  adminNotification: { label: 'Admin Notification', description: 'Sent to the administrators about a new registration.' },
  paymentConfirmation: { label: 'Payment Confirmation', description: 'Sent to the registrant once the payment is received.' },
};

export function EmailResults({ result }: { result: TestEmailAnswer }) {
  const logging = result.emailLogging;
  return (
    <SectionCard title="Email Test Results" description={result.message} contentClassName="grid gap-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">Test email</dt>
        <dd className="break-all">{result.testEmail}</dd>
        <dt className="font-medium">Email provider</dt>
        <dd>
          <Badge variant="secondary">{result.emailProvider || 'Unknown'}</Badge>
        </dd>
        <dt className="font-medium">Log directory</dt>
        <dd className="font-mono text-xs break-all">{logging.location || 'N/A'}</dd>
        <dt className="font-medium">Log files</dt>
        <dd>
          {logging.fileCount}
          {!logging.logsExist && <span className="text-muted-foreground"> (no logs yet)</span>}
        </dd>
      </dl>
      <div className="grid gap-4 md:grid-cols-3">
        {(Object.keys(EMAIL_TYPES) as TestEmailType[]).map((key) => (
          <EmailTypeCard key={key} {...EMAIL_TYPES[key]} type={result.emailTypes[key]} />
        ))}
      </div>
    </SectionCard>
  );
}

function EmailTypeCard({ label, description, type }: { label: string; description: string; type: TestEmailAnswer['emailTypes'][TestEmailType] }) {
  // A message the file log kept counts as delivered on the server: the log file name tells them apart.
  const logged = Boolean(type.logFile) || type.result.deliveredBy === 'file';
  const sent = type.result.success && !logged;
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle asChild>
          <h3 className="flex items-center gap-2 text-base">
            <StatusIcon ok={sent} logged={logged} />
            {label}
          </h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1 px-4 text-sm">
        <p className="font-medium">{sent ? 'Sent successfully' : logged ? 'Logged to file' : 'Not delivered'}</p>
        {type.logFile && (
          <p className="font-mono text-xs break-all text-muted-foreground" title={type.logFile}>
            {type.logFile}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
