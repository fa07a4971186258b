// The official's page (GET /api/account): registrations, certificates and exams of the signed-in email.
import type { Account } from '../../common/schemas/account.js';
import type { Db } from '../kernel/db/client.js';
import { examsOf } from '../exams/index.js';
import type { OrganisationClock } from '../settings/index.js';
import { certificatesOf, registrationsOf, upcomingSessionsOf } from './account-queries.js';

export interface ViewAccountDeps {
  db: Db;
  clock: OrganisationClock;
  now: () => Date;
}

/** `email` is the session's (lowercased). */
export async function viewAccount({ db, clock, now }: ViewAccountDeps, email: string): Promise<Account> {
  const [timeZone, today] = await Promise.all([clock.timeZone(), clock.today()]);
  const [registrations, certificates, exams] = await Promise.all([registrationsOf(db, email, timeZone), certificatesOf(db, email, today), examsOf(db, email, now())]);
  return { email, timeZone, registrations, upcomingSessions: await upcomingSessionsOf(db, registrations, today), certificates, ...exams };
}
