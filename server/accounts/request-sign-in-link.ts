// Asking for a sign-in link: an address with an account gets an email; any other gets nothing, and the
// caller answers both alike (no one learns who has an account).
import type { Db } from '../kernel/db/client.js';
import { isKnownEmail, queueSignInLink } from './sign-in-links.js';

export interface RequestSignInLinkDeps {
  db: Db;
  /** Nudges the outbox: an email was just queued. */
  queued: () => void;
}

export async function requestSignInLink({ db, queued }: RequestSignInLinkDeps, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  if (!(await isKnownEmail(db, address))) return;
  await queueSignInLink(db, address);
  queued();
}
