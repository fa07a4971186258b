// The season job 'certificate-renewals' (issue 16): a certificate in force whose expiry is within
// RENEWAL_DAYS of the organisation's today gets one renewal email. One statement marks it
// (renewal_sent_at, only where still unset) and queues the email for exactly the rows it marked, so
// instances checking at once send each reminder once.
import { sql } from 'drizzle-orm';
import type { Db } from '../kernel/db/client.js';
import { CERTIFICATE_RENEWAL } from './emails.js';
import type { SeasonJob } from '../kernel/scheduler.js';
import type { OrganisationClock } from '../settings/index.js';
import { addDays } from '../../common/calendar/sums.js';

export const RENEWAL_DAYS = 30;

export function certificateRenewalsJob(deps: { db: Db; clock: Pick<OrganisationClock, 'today'>; onQueued: () => void }): SeasonJob {
  return {
    name: 'certificate-renewals',
    async run(now) {
      const today = await deps.clock.today(now);
      const result = (await deps.db.execute(sql`
        WITH due AS (
          UPDATE certificates SET renewal_sent_at = ${now.toISOString()}::timestamptz
          WHERE revoked_at IS NULL AND renewal_sent_at IS NULL AND expires_on > ${today} AND expires_on <= ${addDays(today, RENEWAL_DAYS)}
          RETURNING id, registration_id
        ), queued AS (
          INSERT INTO email_outbox (template, recipient, subject_id, payload)
          SELECT ${CERTIFICATE_RENEWAL}, 'registrant', due.id, jsonb_strip_nulls(jsonb_build_object('registrationId', due.registration_id)) FROM due
        )
        SELECT count(*)::int AS count FROM due`)) as unknown as { rows: { count: number }[] };
      const count = Number(result.rows[0]?.count ?? 0);
      if (count > 0) deps.onQueued();
      return count;
    },
  };
}
