// The email kinds the domains register (issue 28): for some templates, what a batch of their outbox
// rows needs read and how one row becomes a message. The composition root hands the kinds to the
// email service, so this folder knows no domain; a row's template finds its kind here.
import type { EmailTemplate } from '../../common/email-templates.js';
import type { Db } from '../kernel/db/client.js';
import type { OutboxRow } from '../kernel/db/tables.js';
import type { Details } from './sender.js';
import type { OutgoingEmail } from './transports.js';

/** What a batch's loads and compositions share: read once per batch. */
export interface BatchContext {
  db: Db;
  /** The company's details, who sends, and the office's address (undefined when there is none). */
  details: Details;
  siteUrl: string;
  /** The organisation's time zone, from the settings. */
  timeZone: string;
  now: Date;
}

/** One message without what the outbox adds (sender, ids, reference), or why none is sent (done, not retried). */
export type Composed = Pick<OutgoingEmail, 'type' | 'to' | 'subject' | 'html' | 'text' | 'attachments' | 'replyTo'> | { skip: string };

export interface EmailKind<Loaded> {
  /** The templates it composes; each has its words in common/email-templates.ts (the outbox list shows them). */
  templates: readonly EmailTemplate[];
  /** What a row's subject_id is, named as in the payload: registrationId, contactId, waitlistEntryId, ... */
  subject: `${string}Id`;
  /** Reads what the batch's rows of this kind need, each record once. */
  load(rows: readonly OutboxRow[], context: BatchContext): Promise<Loaded>;
  compose(row: OutboxRow, loaded: Loaded, context: BatchContext): Composed;
}

/** A kind as the registry holds it: what it loaded stays inside the composer it prepares. */
export interface RegisteredKind {
  templates: readonly EmailTemplate[];
  subject: string;
  prepare(rows: readonly OutboxRow[], context: BatchContext): Promise<(row: OutboxRow) => Composed>;
}

export function defineEmailKind<Loaded>(kind: EmailKind<Loaded>): RegisteredKind {
  return {
    templates: kind.templates,
    subject: kind.subject,
    async prepare(rows, context) {
      const loaded = await kind.load(rows, context);
      return (row) => kind.compose(row, loaded, context);
    },
  };
}

/** The records a batch's rows are about, each id once. */
export const subjectIds = (rows: readonly OutboxRow[]) => [...new Set(rows.flatMap((row) => (row.subjectId === null ? [] : [row.subjectId])))];

/** One payload id of a batch's rows (paymentId, sessionId, ...), each once. */
export const payloadIds = (rows: readonly OutboxRow[], key: string) => [...new Set(rows.flatMap(({ payload: { [key]: id } }) => (id === undefined ? [] : [id])))];

/** The loaded record a row is about, if it still exists. */
export const subjectOf = <T>(row: OutboxRow, loaded: ReadonlyMap<number, T>): T | undefined => (row.subjectId === null ? undefined : loaded.get(row.subjectId));

/** "waitlistEntryId" → "waitlist entry". */
const words = (key: string) => key.replace(/Id$/, '').replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

export function createEmailRegistry(kinds: readonly RegisteredKind[]) {
  const byTemplate = new Map<string, RegisteredKind>();
  for (const kind of kinds) {
    for (const template of kind.templates) {
      if (byTemplate.has(template)) throw new Error(`email template ${template} is registered twice`);
      byTemplate.set(template, kind);
    }
  }
  return {
    templates: (): string[] => [...byTemplate.keys()],
    kindOf: (template: string): RegisteredKind | undefined => byTemplate.get(template),
    /** The ids a row names, by name: its subject's (as its kind calls it) and its payload's. */
    facts(row: Pick<OutboxRow, 'template' | 'subjectId' | 'payload'>): Record<string, number> {
      const subject = byTemplate.get(row.template)?.subject;
      return { ...row.payload, ...(subject && row.subjectId !== null && { [subject]: row.subjectId }) };
    },
    /** What a row is about, for logs: "registration 12", "waitlist entry 4"; never an address. */
    reference(row: Pick<OutboxRow, 'template' | 'subjectId'>): string | undefined {
      const subject = byTemplate.get(row.template)?.subject;
      return subject && row.subjectId !== null ? `${words(subject)} ${row.subjectId}` : undefined;
    },
  };
}
export type EmailRegistry = ReturnType<typeof createEmailRegistry>;
