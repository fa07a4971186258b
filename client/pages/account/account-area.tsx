// The officials' pages (issues 29 and 30), one lazily loaded part of the client; the exam page is a
// part of its own, loaded when an attempt is opened.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PaymentLoading, PaymentShell } from '../payment/payment-layout';
import { AccountPage } from './account-page';
import { AvailabilityPage } from './availability/availability-page';
import { GamesPage } from './games/games-page';
import { SignInLinkPage } from './sign-in-link-page';
import { SignInPage } from './sign-in-page';

const AttemptPage = lazy(() => import('./exam/attempt-page').then((module) => ({ default: module.AttemptPage })));

function LazyAttemptPage() {
  return (
    <Suspense
      fallback={
        <PaymentShell title="Exam" back="home">
          <PaymentLoading title="Loading your exam" />
        </PaymentShell>
      }
    >
      <AttemptPage />
    </Suspense>
  );
}

export default function AccountArea() {
  return (
    <Switch>
      <Route path="/account/sign-in/:token" component={SignInLinkPage} />
      <Route path="/account/sign-in" component={SignInPage} />
      <Route path="/account/exams/attempts/:id" component={LazyAttemptPage} />
      <Route path="/account/games" component={GamesPage} />
      <Route path="/account/availability" component={AvailabilityPage} />
      <Route path="/account" component={AccountPage} />
    </Switch>
  );
}
