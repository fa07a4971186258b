// The organisation's settings (issue 15, /admin/settings): one row in the database, read by every
// instance. A fresh database gets its row on the first read, from DEFAULT_SETTINGS with the environment
// laid over it (ADMIN_NOTIFY_EMAIL, BACKUP_KEEP) and the company's name as the sender name; from then on
// the row wins over the environment. Each instance keeps the row in memory; any content change (an admin
// write on any instance, see cache/content-changes.ts) drops it, and while changes might go unheard
// every read goes to the database.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { centsFromDollars, dollarsFromCents } from '../../common/money.js';
import { DEFAULT_SETTINGS, type SettingsInput, type SettingsSchema } from '../../common/schemas/settings.js';
import type { ContentChanges } from '../kernel/cache/content-changes.js';
import type { Config } from '../kernel/config.js';
import type { Db, Tx } from '../kernel/db/client.js';
import { companyInfo } from '../content/index.js';
import { settings, type SettingsRow } from './tables.js';

/** The settings as the API answers them (the fee kept in dollars or percent). */
export type OrganisationSettings = z.infer<typeof SettingsSchema>;

export interface SettingsService {
  /** The stored settings, made on the first read of a fresh database. Always the database's; `executor`: inside a transaction. */
  read(executor?: Db | Tx): Promise<OrganisationSettings>;
  /** The settings from this instance's memory when it can trust it (hot paths: registration, email). */
  current(): Promise<OrganisationSettings>;
  /** Replaces every setting (PUT /api/settings). */
  update(input: SettingsInput): Promise<OrganisationSettings>;
}

export interface SettingsDeps {
  db: Db;
  config: Pick<Config, 'email' | 'backup'>;
  changes: ContentChanges;
  now?: () => number;
}

const ID = 1;
// A safety net only, as in the other caches: changes are announced.
const MAX_AGE_MS = 60_000;

// The fee kept is stored in hundredths: cents of a sum in dollars (common/money.ts), or hundredths of a percent.
type FeeKeptKind = SettingsRow['feeKeptKind'];
const toHundredths = (kind: FeeKeptKind, amount: number) => (kind === 'dollars' ? centsFromDollars(amount) : Math.round(amount * 100));
const fromHundredths = (kind: FeeKeptKind, hundredths: number) => (kind === 'dollars' ? dollarsFromCents(hundredths) : hundredths / 100);

function fromRow({ id: _id, feeKeptHundredths, ...row }: SettingsRow): OrganisationSettings {
  return { ...row, feeKeptAmount: fromHundredths(row.feeKeptKind, feeKeptHundredths) };
}

function toColumns({ feeKeptAmount, ...values }: SettingsInput | typeof DEFAULT_SETTINGS) {
  return {
    ...values,
    adminNotifyEmail: values.adminNotifyEmail ?? null,
    feeKeptHundredths: toHundredths(values.feeKeptKind, feeKeptAmount),
    reminderDaysBefore: [...values.reminderDaysBefore],
  };
}

export function createSettingsService({ db, config, changes, now = Date.now }: SettingsDeps): SettingsService {
  let cached: { settings: OrganisationSettings; storedAt: number } | undefined;
  // A read that started before a change must not store what it read after it.
  let generation = 0;
  changes.onChange(() => {
    generation += 1;
    cached = undefined;
  });

  /** A fresh database's first row; two instances starting together: the first insert stands. */
  async function createFirst(executor: Db | Tx): Promise<void> {
    const [company] = await executor.select({ name: companyInfo.name }).from(companyInfo).where(eq(companyInfo.id, 1)).limit(1);
    const first = {
      ...DEFAULT_SETTINGS,
      emailSenderName: company?.name.trim() || DEFAULT_SETTINGS.emailSenderName,
      adminNotifyEmail: config.email.adminNotifyEmail ?? DEFAULT_SETTINGS.adminNotifyEmail,
      backupKeep: config.backup.keep,
    };
    await executor.insert(settings).values({ id: ID, ...toColumns(first) }).onConflictDoNothing({ target: settings.id });
  }

  async function read(executor: Db | Tx = db): Promise<OrganisationSettings> {
    const [row] = await executor.select().from(settings).where(eq(settings.id, ID)).limit(1);
    if (row) return fromRow(row);
    await createFirst(executor);
    const [made] = await executor.select().from(settings).where(eq(settings.id, ID)).limit(1);
    if (!made) throw new Error('The settings row could not be created');
    return fromRow(made);
  }

  return {
    read,
    async current() {
      if (cached && changes.live && now() - cached.storedAt < MAX_AGE_MS) return cached.settings;
      const startedAt = generation;
      const value = await read(db);
      if (changes.live && startedAt === generation) cached = { settings: value, storedAt: now() };
      return value;
    },
    async update(input) {
      await read(db); // the row exists from here on
      const [row] = await db
        .update(settings)
        .set({ ...toColumns(input), updatedAt: sql`now()` })
        .where(eq(settings.id, ID))
        .returning();
      if (!row) throw new Error('The settings row is missing');
      // This instance's own change: announced after the answer (app.ts), dropped here already.
      generation += 1;
      cached = undefined;
      return fromRow(row);
    },
  };
}
