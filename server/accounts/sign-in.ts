// Using a sign-in link: once, within its minutes, it starts an official's session for its email.
import { SIGN_IN_LINK_UNUSABLE } from '../../common/schemas/account.js';
import type { OfficialSessionStore } from '../auth/index.js';
import type { Db } from '../kernel/db/client.js';
import { invalid } from '../kernel/refusals.js';
import { useSignInToken } from './sign-in-links.js';

export interface SignInDeps {
  db: Db;
  officialSessions: OfficialSessionStore;
  now: () => Date;
}

/** The new session's token and end; refused (400) for a wrong, expired or used link. */
export async function signIn({ db, officialSessions, now }: SignInDeps, token: string): Promise<{ token: string; expires: Date }> {
  const email = await useSignInToken(db, token, now());
  if (!email) throw invalid(SIGN_IN_LINK_UNUSABLE);
  return officialSessions.create(email);
}
