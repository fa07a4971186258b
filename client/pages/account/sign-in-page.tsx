// /account/sign-in (issue 29): an official asks for a sign-in link by email. The answer is the same for
// any address, so the page says so and nothing more.
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { errorMessage } from '../../lib/api';
import { PaymentCardHeader, PaymentShell } from '../payment/payment-layout';
import { askSignInLink } from './account-api';

export function SignInPage() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      setAnswer({ ok: true, text: (await askSignInLink(email)).message });
    } catch (error) {
      setAnswer({ ok: false, text: errorMessage(error, 'The sign-in link could not be asked for. Please try again.') });
    } finally {
      setSending(false);
    }
  }

  return (
    <PaymentShell title="Sign in to your account" back="home">
      <Card>
        <PaymentCardHeader
          title="Sign in to your account"
          description="Your registrations, certificates and exams in one place. Enter the email address you registered with: we email you a link that signs you in, no password needed."
        />
        <CardContent>
          <form onSubmit={submit} className="grid gap-4" noValidate={false}>
            <div className="grid gap-2">
              <Label htmlFor="account-email">Email</Label>
              <Input id="account-email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
            </div>
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending…' : 'Email me a sign-in link'}
            </Button>
            <p role="status" aria-live="polite" className={answer?.ok === false ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
              {answer?.text}
            </p>
          </form>
        </CardContent>
      </Card>
    </PaymentShell>
  );
}
