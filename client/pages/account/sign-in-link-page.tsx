// /account/sign-in/{token} (issue 29): the emailed link. Opening it does not sign in by itself (a mail
// scanner that follows links would use it up); one tap on "Sign in" does, then the account opens.
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../components/ui/card';
import { errorMessage } from '../../lib/api';
import { PaymentCardHeader, PaymentShell } from '../payment/payment-layout';
import { signInWithLink } from './account-api';

export function SignInLinkPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const [signingIn, setSigningIn] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function signIn() {
    setSigningIn(true);
    try {
      await signInWithLink(token);
      navigate('/account', { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, 'Signing in failed. Please try again.'));
      setSigningIn(false);
    }
  }

  return (
    <PaymentShell title="Sign in" back="home">
      <Card>
        <PaymentCardHeader title="Sign in to your account" description="This link signs you in on this device. It works once." />
        <CardContent>
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        </CardContent>
        <CardFooter className="flex flex-wrap gap-3">
          {failure ? (
            <Button asChild>
              <a href="/account/sign-in">Ask for a new link</a>
            </Button>
          ) : (
            <Button onClick={signIn} disabled={signingIn}>
              {signingIn ? 'Signing in…' : 'Sign in'}
            </Button>
          )}
        </CardFooter>
      </Card>
    </PaymentShell>
  );
}
