// SPEC section 2 "Email Testing Tools": a Test Form tab (email, Send Test Emails, Test SMTP Connection)
// and a Test Results tab, disabled until a result exists. SPEC section 5: a valid email is required and
// the SMTP button is disabled with no email. SPEC section 8: Test failed, SMTP connection failed, SMTP
// test failed.
import { useMutation } from '@tanstack/react-query';
import { BookOpen, CheckCircle2, FileText, Mail, RefreshCw, Send, Server, XCircle } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField, fieldA11y } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableRow } from '../../../components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../hooks/use-toast';
import { ApiError, apiRequest } from '../../../lib/api';
import { BACK_TO_ADMIN, PageHeader } from '../shared/page-header';

const INVALID_EMAIL = 'Please enter a valid email address';
const EmailSchema = z.email();

interface EmailTypeResult {
  result?: { success?: boolean; deliveredBy?: string };
  logFile?: string;
}

export interface EmailTestResponse {
  success: boolean;
  message?: string;
  testEmail?: string;
  emailProvider?: string;
  emailLogging?: { logsExist?: boolean; location?: string; fileCount?: number };
  emailTypes?: Partial<Record<'registrationConfirmation' | 'adminNotification' | 'paymentConfirmation', EmailTypeResult>>;
}

export interface SmtpTestResponse {
  success: boolean;
  message?: string;
  connection?: { success?: boolean; message?: string; details?: { suggestion?: string } };
  config?: { host?: string; port?: number | string; secure?: boolean; user?: string; pass?: string };
  testEmail?: { result?: { success?: boolean }; recipient?: string };
}

const EMAIL_TYPES = [
  { key: 'registrationConfirmation', label: 'Registration Confirmation', description: 'Sent to the registrant after registering.' },
  { key: 'adminNotification', label: 'Admin Notification', description: 'Sent to the administrators about a new registration.' },
  { key: 'paymentConfirmation', label: 'Payment Confirmation', description: 'Sent to the registrant once the payment is received.' },
] as const;

type TestKind = 'email' | 'smtp';

/** The thrown error's message: the server's words when it sent an error envelope. */
function thrownMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message || undefined : undefined;
}

export function EmailTestScreen() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [tab, setTab] = useState<'form' | 'results'>('form');
  const [emailResult, setEmailResult] = useState<EmailTestResponse | null>(null);
  const [smtpResult, setSmtpResult] = useState<SmtpTestResponse | null>(null);
  const [lastTest, setLastTest] = useState<TestKind>('email');
  const hasResult = emailResult !== null || smtpResult !== null;

  const emailTest = useMutation({
    mutationFn: (address: string) => apiRequest<EmailTestResponse>(`/api/test-email?email=${encodeURIComponent(address)}`),
    onSuccess: (data) => {
      if (!data?.success) {
        toast({ title: 'Test failed', description: data?.message || 'An error occurred', variant: 'destructive' });
        // Per-type results still say which messages went where.
        if (!data?.emailTypes) return;
      }
      setEmailResult(data);
      setSmtpResult(null);
      setTab('results');
    },
    onError: (error) => {
      toast({ title: 'Test failed', description: thrownMessage(error) || 'An unexpected error occurred', variant: 'destructive' });
    },
  });

  const smtpTest = useMutation({
    mutationFn: (address: string) => apiRequest<SmtpTestResponse>(`/api/test-smtp?email=${encodeURIComponent(address)}`),
    onSuccess: (data) => {
      if (!data) {
        toast({ title: 'SMTP test failed', description: 'An unexpected error occurred', variant: 'destructive' });
        return;
      }
      // A failed connection still has a config and a suggestion worth showing.
      setSmtpResult(data);
      setEmailResult(null);
      setTab('results');
      if (!data.success || data.connection?.success === false) {
        toast({
          title: 'SMTP connection failed',
          description: data.connection?.message || data.message || 'An error occurred',
          variant: 'destructive',
        });
      }
    },
    onError: (error) => {
      toast({ title: 'SMTP test failed', description: thrownMessage(error) || 'An unexpected error occurred', variant: 'destructive' });
    },
  });

  const pending = emailTest.isPending || smtpTest.isPending;

  /** The trimmed address when valid; otherwise shows SPEC's message and returns null. */
  function validEmail(): string | null {
    const address = email.trim();
    if (!EmailSchema.safeParse(address).success) {
      setEmailError(INVALID_EMAIL);
      setTab('form');
      return null;
    }
    setEmailError(undefined);
    return address;
  }

  function run(kind: TestKind) {
    const address = validEmail();
    if (!address) return;
    setLastTest(kind);
    (kind === 'email' ? emailTest : smtpTest).mutate(address);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    run('email');
  }

  function tryAnotherEmail() {
    setEmail('');
    setEmailError(undefined);
    setEmailResult(null);
    setSmtpResult(null);
    setTab('form');
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-2">
      <PageHeader
        links={[BACK_TO_ADMIN, { href: '/admin/email-guide', label: 'Email System Guide', icon: BookOpen }]}
        title="Email Testing Tools"
        description="Send test emails and check the SMTP connection of the email system."
      />

      <Tabs value={tab} onValueChange={(value) => setTab(value as 'form' | 'results')}>
        <TabsList>
          <TabsTrigger value="form">Test Form</TabsTrigger>
          <TabsTrigger value="results" disabled={!hasResult}>
            Test Results
          </TabsTrigger>
        </TabsList>

        <TabsContent value="form">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2 className="text-lg">Send Test Emails</h2>
              </CardTitle>
              <CardDescription>
                Sends a registration confirmation, an admin notification and a payment confirmation to the address below.
              </CardDescription>
            </CardHeader>
            <form noValidate onSubmit={onSubmit}>
              <CardContent>
                <FormField id="test-email" label="Email Address" error={emailError} required>
                  <Input
                    {...fieldA11y('test-email', emailError)}
                    type="email"
                    autoComplete="email"
                    placeholder="name@example.com"
                    value={email}
                    onChange={(event) => {
                      setEmail(event.target.value);
                      if (emailError) setEmailError(undefined);
                    }}
                  />
                </FormField>
              </CardContent>
              <CardFooter className="mt-6 flex-wrap">
                <Button type="submit" disabled={pending}>
                  {emailTest.isPending ? <Spinner className="size-4" label="Sending test emails" /> : <Send aria-hidden="true" />}
                  {emailTest.isPending ? 'Sending...' : 'Send Test Emails'}
                </Button>
                <Button type="button" variant="outline" disabled={pending || email.trim() === ''} onClick={() => run('smtp')}>
                  {smtpTest.isPending ? <Spinner className="size-4" label="Testing SMTP connection" /> : <Server aria-hidden="true" />}
                  {smtpTest.isPending ? 'Testing...' : 'Test SMTP Connection'}
                </Button>
              </CardFooter>
            </form>
          </Card>
        </TabsContent>

        <TabsContent value="results" className="grid gap-4">
          {emailResult && <EmailResults result={emailResult} />}
          {smtpResult && <SmtpResults result={smtpResult} />}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={tryAnotherEmail} disabled={pending}>
              <Mail aria-hidden="true" />
              Try Another Email
            </Button>
            <Button onClick={() => run(lastTest)} disabled={pending}>
              {pending ? <Spinner className="size-4" label="Testing" /> : <RefreshCw aria-hidden="true" />}
              Test Again
            </Button>
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function StatusIcon({ ok, logged = false }: { ok: boolean; logged?: boolean }) {
  if (ok) return <CheckCircle2 className="size-5 text-green-600 dark:text-green-400" aria-hidden="true" />;
  if (logged) return <FileText className="size-5 text-amber-600 dark:text-amber-400" aria-hidden="true" />;
  return <XCircle className="size-5 text-destructive" aria-hidden="true" />;
}

function EmailResults({ result }: { result: EmailTestResponse }) {
  const logging = result.emailLogging;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Email Test Results</h2>
        </CardTitle>
        {result.message && <CardDescription>{result.message}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-medium">Test email</dt>
          <dd className="break-all">{result.testEmail ?? 'N/A'}</dd>
          <dt className="font-medium">Email provider</dt>
          <dd>
            <Badge variant="secondary">{result.emailProvider || 'Unknown'}</Badge>
          </dd>
          <dt className="font-medium">Log directory</dt>
          <dd className="font-mono text-xs break-all">{logging?.location || 'N/A'}</dd>
          <dt className="font-medium">Log files</dt>
          <dd>
            {logging?.fileCount ?? 0}
            {logging && !logging.logsExist && <span className="text-muted-foreground"> (no logs yet)</span>}
          </dd>
        </dl>
        <div className="grid gap-4 md:grid-cols-3">
          {EMAIL_TYPES.map(({ key, label, description }) => {
            const type = result.emailTypes?.[key];
            // A message the file log kept counts as delivered on the server: the log file name tells them apart.
            const logged = Boolean(type?.logFile) || type?.result?.deliveredBy === 'file';
            const sent = type?.result?.success === true && !logged;
            const status = sent ? 'Sent successfully' : logged ? 'Logged to file' : 'Not delivered';
            return (
              <Card key={key} className="gap-3 py-4">
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
                  {type ? (
                    <>
                      <p className="font-medium">{status}</p>
                      {type.logFile && (
                        <p className="font-mono text-xs break-all text-muted-foreground" title={type.logFile}>
                          {type.logFile}
                        </p>
                      )}
                    </>
                  ) : (
                    <p className="text-muted-foreground">Not tested</p>
                  )}
                </CardContent>
              </Card>
            );
          })}
        </div>
      </CardContent>
    </Card>
  );
}

function SmtpResults({ result }: { result: SmtpTestResponse }) {
  const { config, connection, testEmail } = result;
  const connected = connection?.success === true;
  const rows: [string, ReactNode][] = [
    ['Host', config?.host || 'Not set'],
    ['Port', config?.port !== undefined && config.port !== '' ? String(config.port) : 'Not set'],
    ['Secure', config?.secure ? 'Yes' : 'No'],
    ['Username', config?.user || 'Not set'],
    [
      'Password',
      config?.pass ? (
        <>
          <span aria-hidden="true">••••••••</span>
          <span className="sr-only">Hidden</span>
        </>
      ) : (
        'Not set'
      ),
    ],
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">SMTP Connection Test</h2>
        </CardTitle>
        {result.message && <CardDescription>{result.message}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        <Table aria-label="SMTP configuration">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableHead scope="row" className="w-40">
                  {label}
                </TableHead>
                <TableCell className="font-mono text-xs break-all">
                  {value}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Alert variant={connected ? 'default' : 'destructive'}>
          {connected ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
          <AlertTitle>{connected ? 'Connection successful' : 'Connection failed'}</AlertTitle>
          <AlertDescription>
            {connection?.message && <p>{connection.message}</p>}
            {connection?.details?.suggestion && (
              <p>
                <span className="font-medium">Suggestion:</span> {connection.details.suggestion}
              </p>
            )}
          </AlertDescription>
        </Alert>
        {testEmail && (
          <p className="flex items-center gap-2 text-sm">
            <StatusIcon ok={testEmail.result?.success === true} />
            {testEmail.result?.success
              ? `Test email sent to ${testEmail.recipient ?? 'the recipient'}`
              : `Test email to ${testEmail.recipient ?? 'the recipient'} was not sent`}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
