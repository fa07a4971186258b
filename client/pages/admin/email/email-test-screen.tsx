// SPEC section 2 "Email Testing Tools": a Test Form tab (email, Send Test Emails, Test SMTP Connection)
// and a Test Results tab, disabled until a result exists. SPEC section 5: a valid email is required and
// the SMTP button is disabled with no email. SPEC section 8: Test failed, SMTP connection failed, SMTP
// test failed. Below the tabs, the email outbox (outbox-card.tsx).
import { useMutation } from '@tanstack/react-query';
import { Mail, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { TestEmailAnswer, TestSmtpAnswer } from '../../../../common/schemas/email-test';
import { email as emailRule } from '../../../../common/schemas/fields';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../hooks/use-toast';
import { ApiError, apiRequest } from '../../../lib/api';
import { EmailPage } from './email-page';
import { EmailResults } from './email-results';
import { OutboxCard } from './outbox-card';
import { SmtpResults } from './smtp-results';
import { TestEmailForm } from './test-email-form';

/** The server's rule for the address (GET /api/test-email?email=...). */
const EmailSchema = emailRule();

type TestKind = 'email' | 'smtp';

/** The thrown error's message: the server's words when it sent an error envelope. */
function thrownMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message || undefined : undefined;
}

const failed = (title: string, description: string | undefined) => toast({ title, description, variant: 'destructive' });

export function EmailTestScreen() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [tab, setTab] = useState<'form' | 'results'>('form');
  const [emailResult, setEmailResult] = useState<TestEmailAnswer | null>(null);
  const [smtpResult, setSmtpResult] = useState<TestSmtpAnswer | null>(null);
  const [lastTest, setLastTest] = useState<TestKind>('email');
  const hasResult = emailResult !== null || smtpResult !== null;

  const emailTest = useMutation({
    mutationFn: (address: string) => apiRequest<TestEmailAnswer>(`/api/test-email?email=${encodeURIComponent(address)}`),
    onSuccess: (data) => {
      // Per-type results still say which messages went where.
      if (!data.success) failed('Test failed', data.message || 'An error occurred');
      setEmailResult(data);
      setSmtpResult(null);
      setTab('results');
    },
    onError: (error) => failed('Test failed', thrownMessage(error) || 'An unexpected error occurred'),
  });

  const smtpTest = useMutation({
    mutationFn: (address: string) => apiRequest<TestSmtpAnswer>(`/api/test-smtp?email=${encodeURIComponent(address)}`),
    onSuccess: (data) => {
      // A failed connection still has a config and a suggestion worth showing.
      setSmtpResult(data);
      setEmailResult(null);
      setTab('results');
      if (!data.success) failed('SMTP connection failed', data.connection.message || 'An error occurred');
    },
    onError: (error) => failed('SMTP test failed', thrownMessage(error) || 'An unexpected error occurred'),
  });

  const pending = emailTest.isPending || smtpTest.isPending;

  function run(kind: TestKind) {
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      setTab('form');
      return;
    }
    setEmailError(undefined);
    setLastTest(kind);
    (kind === 'email' ? emailTest : smtpTest).mutate(parsed.data);
  }

  function tryAnotherEmail() {
    setEmail('');
    setEmailError(undefined);
    setEmailResult(null);
    setSmtpResult(null);
    setTab('form');
  }

  return (
    <EmailPage title="Email Testing Tools" description="Send test emails and check the SMTP connection of the email system." linkTo="guide">
      <Tabs value={tab} onValueChange={(value) => setTab(value as 'form' | 'results')}>
        <TabsList>
          <TabsTrigger value="form">Test Form</TabsTrigger>
          <TabsTrigger value="results" disabled={!hasResult}>
            Test Results
          </TabsTrigger>
        </TabsList>

        <TabsContent value="form">
          <TestEmailForm
            email={email}
            error={emailError}
            onEmailChange={(value) => {
              setEmail(value);
              setEmailError(undefined);
            }}
            onSend={() => run('email')}
            onTestSmtp={() => run('smtp')}
            sending={emailTest.isPending}
            testingSmtp={smtpTest.isPending}
          />
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

      <OutboxCard />
    </EmailPage>
  );
}
