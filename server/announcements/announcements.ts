// Staff announcements to a program's registrants (issue 16; SPEC's custom notifications: schedule
// changes and announcements). The preview renders the email as a registrant gets it; the send stores
// the announcement and queues one outbox row per active registrant in one statement.
import { and, eq, sql } from 'drizzle-orm';
import type { AnnouncementInput, AnnouncementPreview, AnnouncementSent } from '../../common/schemas/announcement.js';
import type { Db } from '../kernel/db/client.js';
import { companyInfo } from '../content/index.js';
import { programs } from '../programs/index.js';
import { announcements } from './tables.js';
import { registrations } from '../registrations/index.js';
import { ANNOUNCEMENT_TEMPLATE } from './emails.js';
import { announcementEmail } from './template.js';
import { FALLBACK_COMPANY } from '../email/index.js';

/** Who gets it: every active registration of the program, paid or not (as the reminders). */
const activeOf = (programId: number) => and(eq(registrations.programId, programId), eq(registrations.registrationStatus, 'active'));

/** What the preview shows in place of each registrant's first name. */
export const PREVIEW_NAME = '[First name]';

export function createAnnouncements(db: Db) {
  async function recipients(programId: number): Promise<number> {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(registrations).where(activeOf(programId));
    return row?.count ?? 0;
  }

  return {
    recipients,

    /** The email as a registrant would get it (their page's link left out, times in `timeZone`), or null for no such program. */
    async preview(programId: number, input: AnnouncementInput, timeZone: string): Promise<AnnouncementPreview | null> {
      const [[program], [company], count] = await Promise.all([
        db.select().from(programs).where(eq(programs.id, programId)),
        db.select().from(companyInfo).where(eq(companyInfo.id, 1)),
        recipients(programId),
      ]);
      if (!program) return null;
      return { ...announcementEmail({ ...(company ?? FALLBACK_COMPANY), timeZone }, PREVIEW_NAME, program, input, {}), recipients: count };
    },

    /** Stores the announcement with its outbox rows; null for no such program. */
    async send(programId: number, input: AnnouncementInput): Promise<AnnouncementSent | null> {
      const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
      if (!program) return null;
      const result = (await db.execute(sql`WITH audience AS (
          SELECT id FROM ${registrations} WHERE program_id = ${programId}::int AND registration_status = 'active'
        ),
        stored AS (
          INSERT INTO ${announcements} (program_id, kind, subject, message, recipients)
          SELECT ${programId}::int, ${input.kind}::announcement_kind, ${input.subject}::text, ${input.message}::text, (SELECT count(*) FROM audience)
          RETURNING id, recipients
        ),
        queued AS (
          INSERT INTO email_outbox (template, recipient, subject_id, payload)
          SELECT ${ANNOUNCEMENT_TEMPLATE}, 'registrant', audience.id, jsonb_build_object('announcementId', stored.id) FROM audience, stored
        )
        SELECT id, recipients FROM stored`)) as unknown as { rows: { id: number; recipients: number }[] };
      const [row] = result.rows;
      if (!row) throw new Error('insert returned no row');
      return { id: Number(row.id), recipients: Number(row.recipients) };
    },
  };
}
export type Announcements = ReturnType<typeof createAnnouncements>;
