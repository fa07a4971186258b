// The officials' pages (issue 29), one lazily loaded part of the client.
import { Route, Switch } from 'wouter';
import { AccountPage } from './account-page';
import { SignInLinkPage } from './sign-in-link-page';
import { SignInPage } from './sign-in-page';

export default function AccountArea() {
  return (
    <Switch>
      <Route path="/account/sign-in/:token" component={SignInLinkPage} />
      <Route path="/account/sign-in" component={SignInPage} />
      <Route path="/account" component={AccountPage} />
    </Switch>
  );
}
