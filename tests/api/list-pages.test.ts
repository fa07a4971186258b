// The admin lists paged on the server (issue 28, point 5): GET /api/admin/registrations/page,
// /api/admin/payments/page and /api/admin/certificates/page. Walking the pages covers every matching row
// once, in the order the database gives; the search (name, email, program) and each filter and sort of
// the screens; the CSV files' export calls answer the same rows at once; bad paging input is a 400 with
// a clear message; the signed-out get a 401. SPEC's GET /api/registrations still answers every row.
// (Each page's size at 30,000 rows is a bench figure.)
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isOverbooked } from '../../common/seats.js';
import { testAppSession } from '../helpers/app.js';

const t = testAppSession();

interface Program { id: number; name: string }
interface Row { id: number; [field: string]: unknown }
type Query = Record<string, string | number | undefined>;
interface PageAnswer { items: Row[]; total: number; nextCursor: string | null; [field: string]: unknown }

let programs: Program[];
const REGISTRATIONS = 60;

const get = (url: string) => t.admin('GET', url);
async function page(path: string, query: Query): Promise<PageAnswer> {
  const params = new URLSearchParams(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
  const response = await get(`${path}?${params}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().success).toBe(true);
  return response.json().data as PageAnswer;
}

/** Every page of a query, `limit` rows at a time: the rows in order and each page's total. */
async function walk(path: string, query: Query, limit = 7) {
  const rows: Row[] = [];
  const totals: number[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 100; pages += 1) {
    const answer = await page(path, { ...query, limit, cursor });
    expect(answer.items.length).toBeLessThanOrEqual(limit);
    if (answer.nextCursor) expect(answer.items).toHaveLength(limit);
    rows.push(...answer.items);
    totals.push(answer.total);
    if (!answer.nextCursor) return { rows, ids: rows.map((row) => row.id), totals };
    cursor = answer.nextCursor;
  }
  throw new Error('more than 100 pages');
}

/**
 * The export answers each query with every row the walk of `pagePath`'s pages gives, in their order; it
 * refuses `refusal.query` with a 400 and its errors, and the signed out with a 401.
 */
async function expectExportOfPages(exportPath: string, pagePath: string, queries: Query[], refusal: { query: string; errors: Record<string, string> }) {
  for (const query of queries) {
    const response = await get(`${exportPath}?${new URLSearchParams(query as Record<string, string>)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data, JSON.stringify(query)).toEqual((await walk(pagePath, query, 50)).rows);
  }
  const refused = await get(`${exportPath}?${refusal.query}`);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().errors).toEqual(refusal.errors);
  expect((await t.app.inject({ method: 'GET', url: exportPath })).statusCode).toBe(401);
}

type Refusal = [query: string, field: string, message: string];

const CURSOR_REFUSED = 'cursor is not valid: pass the nextCursor of the previous page, with the same sort and dir';
/** What every paged list refuses (common/schemas/paging.ts), whatever its filters. */
const PAGING_REFUSALS: Refusal[] = [
  ['limit=1000', 'limit', 'limit must be a whole number from 1 to 50'],
  ['limit=-1', 'limit', 'limit must be a whole number from 1 to 50'],
  ['cursor=abc', 'cursor', CURSOR_REFUSED],
  // Well-formed (base64 JSON) but holding only a sort column.
  ['cursor=eyJzIjoiaXNzdWVkT24ifQ', 'cursor', CURSOR_REFUSED],
];

/**
 * The paging refusals, an unknown sort (the list sorts only by `sortable`) and the list's own `refusals`
 * each answer a 400 naming the field with its message; the path without a session, a 401.
 */
async function expectRefusals(path: string, sortable: string, refusals: Refusal[]) {
  const sortRefused: Refusal = ['sort=unknown', 'sort', `sort must be one of: ${sortable}`];
  for (const [query, field, message] of [...PAGING_REFUSALS, sortRefused, ...refusals]) {
    const response = await get(`${path}?${query}`);
    expect(response.statusCode, query).toBe(400);
    expect(response.json().errors, query).toMatchObject({ [field]: message });
  }
  expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
}

const idsOf = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));

beforeAll(async () => {
  programs = (await get('/api/programs')).json().data as Program[];
  const [first, second] = programs as [Program, Program];
  // Three registrations a minute: two at the same instant (the id breaks the tie), the third a
  // microsecond later (finer than a JavaScript date: the cursor keeps what PostgreSQL stores).
  await t.db.execute(sql`INSERT INTO registrations (program_id, program_name, first_name, last_name, date_of_birth, email, phone, payment_amount_cents,
      payment_status, registration_status, consent_status, refund_due_cents, overbooked_at, created_at)
    SELECT CASE WHEN g % 2 = 0 THEN ${first.id}::int ELSE ${second.id}::int END, CASE WHEN g % 2 = 0 THEN ${first.name} ELSE ${second.name} END,
      'Person' || g, CASE WHEN g % 10 = 0 THEN 'Zimmer_man' ELSE 'Lastname' || g END, '1990-01-01', 'person' || g || '@example.org', '6025550100', 4000,
      (ARRAY['pending', 'paid', 'refunded', 'free'])[1 + g % 4]::payment_status,
      (CASE WHEN g % 7 = 0 THEN 'cancelled' WHEN g % 11 = 0 THEN 'completed' ELSE 'active' END)::registration_status,
      (CASE WHEN g % 5 = 0 THEN 'awaiting-guardian' WHEN g % 13 = 0 THEN 'signed' ELSE 'not-needed' END)::consent_status,
      CASE WHEN g % 9 = 0 THEN 1500 WHEN g % 9 = 3 THEN 0 END,
      CASE WHEN g % 6 = 1 THEN now() END,
      timestamptz '2026-01-01 12:00:00+00' + (g / 3) * interval '1 minute' + (g % 3 = 2)::int * interval '1 microsecond'
    FROM generate_series(1, ${REGISTRATIONS - 2}) AS g`);
  await t.db.execute(sql`INSERT INTO registrations (program_id, program_name, first_name, last_name, date_of_birth, email, phone, payment_amount_cents, created_at)
    VALUES (${first.id}, ${first.name}, 'Avery', 'Lopez', '1990-04-02', 'avery.lopez@example.com', '6025550134', 4000, timestamptz '2026-02-01 09:00:00.000001+00'),
      (${second.id}, ${second.name}, 'Blake', 'Kim', '1988-07-15', 'blake.kim@example.com', '6025550135', 5500, timestamptz '2026-02-01 09:00:00.000001+00')`);
});

describe('GET /api/admin/registrations/page', () => {
  const PATH = '/api/admin/registrations/page';
  const newestFirst = () => idsOf(sql`SELECT id FROM registrations ORDER BY created_at DESC, id DESC`);

  it('walks every registration once, newest first by default and oldest first with dir=asc, each page with the total', async () => {
    const expected = await newestFirst();
    expect(expected).toHaveLength(REGISTRATIONS);
    const { ids, totals } = await walk(PATH, {});
    expect(ids).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([REGISTRATIONS]));
    expect((await walk(PATH, { sort: 'createdAt', dir: 'asc' }, 11)).ids).toEqual([...expected].reverse());
    const first = await page(PATH, {});
    expect(first).toMatchObject({ total: REGISTRATIONS, unfilteredTotal: REGISTRATIONS });
    expect(first.items).toHaveLength(50);
  });

  it('answers each row as SPEC\'s list does (the same fields and values), and leaves SPEC\'s GET /api/registrations whole', async () => {
    const all = (await get('/api/registrations')).json().data as Row[];
    expect(all.map((row) => row.id)).toEqual(await newestFirst());
    const { rows } = await walk(PATH, {}, 50);
    expect(rows).toEqual(all);
    expect(rows[0]).not.toHaveProperty('paymentToken');
    expect(rows[0]).not.toHaveProperty('cursor');
  });

  it('searches the first and last name, the email and the program name, any case, every word', async () => {
    const search = async (q: string) => (await walk(PATH, { q })).rows.map((row) => `${row.firstName} ${row.lastName}`);
    expect(await search('AVERY')).toEqual(['Avery Lopez']);
    expect(await search('lopez avery')).toEqual(['Avery Lopez']);
    expect(await search('  Blake.Kim@  ')).toEqual(['Blake Kim']);
    expect(await search('avery kim')).toEqual([]);
    const program = programs[1]!;
    const inProgram = (await walk(PATH, { q: program.name.toUpperCase() })).rows;
    expect(inProgram.length).toBe(REGISTRATIONS / 2);
    expect(inProgram.every((row) => row.programName === program.name)).toBe(true);
    // LIKE's wildcards are plain characters.
    expect(await search('Zimmer_man')).toHaveLength(5);
    expect(await search('Zimmer%')).toEqual([]);
    expect(await search('_')).toHaveLength(5);
  });

  it('filters by program, payment status, refund due, overbooked, registration status and consent, as the screen did on the client', async () => {
    const all = (await get('/api/registrations')).json().data as (Row & Parameters<typeof isOverbooked>[0])[];
    const cases: [Record<string, string | number>, (row: Row & Parameters<typeof isOverbooked>[0]) => boolean][] = [
      [{ programId: programs[0]!.id }, (row) => row.programId === programs[0]!.id],
      ...['pending', 'paid', 'refunded', 'free'].map((status): [Record<string, string>, (row: Row) => boolean] => [{ paymentStatus: status }, (row) => row.paymentStatus === status]),
      [{ paymentStatus: 'refund-due' }, (row) => !!row.refundDueCents],
      [{ paymentStatus: 'overbooked' }, (row) => isOverbooked(row)],
      ...['active', 'completed', 'cancelled'].map((status): [Record<string, string>, (row: Row) => boolean] => [{ registrationStatus: status }, (row) => row.registrationStatus === status]),
      ...['not-needed', 'awaiting-guardian', 'signed'].map((status): [Record<string, string>, (row: Row) => boolean] => [{ consentStatus: status }, (row) => row.consentStatus === status]),
      [{ programId: programs[1]!.id, paymentStatus: 'paid', registrationStatus: 'active', dir: 'asc' }, (row) => row.programId === programs[1]!.id && row.paymentStatus === 'paid' && row.registrationStatus === 'active'],
    ];
    for (const [query, keep] of cases) {
      const expected = all.filter(keep).map((row) => row.id);
      if (query.dir === 'asc') expected.reverse();
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      const { ids, totals } = await walk(PATH, query, 4);
      expect(ids, JSON.stringify(query)).toEqual(expected);
      expect(totals[0], JSON.stringify(query)).toBe(expected.length);
      expect((await page(PATH, query)).unfilteredTotal).toBe(REGISTRATIONS);
    }
  });

  it('exports every row the search and filters match, in the order of the pages (the CSV files)', async () => {
    await expectExportOfPages(
      '/api/admin/registrations/export', PATH,
      [{}, { dir: 'asc' }, { q: 'person1' }, { paymentStatus: 'refund-due', registrationStatus: 'active' }, { programId: programs[1]!.id, dir: 'asc' }],
      { query: 'dir=sideways&limit=5', errors: { dir: 'dir must be asc or desc' } },
    );
  });

  it('refuses bad paging input with a 400 and the reason', async () => {
    const { nextCursor } = await page(PATH, { limit: 2 });
    const refused = async (query: string, field: string, message: string | RegExp) => {
      const response = await get(`${PATH}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: { [field]: expect.stringMatching(message) } });
      expect(response.json().message).toBe(response.json().errors[field]);
    };
    for (const limit of ['0', '51', 'ten', '2.5', '']) await refused(`limit=${limit}`, 'limit', /^limit must be a whole number from 1 to 50$/);
    for (const cursor of ['not-a-cursor', 'e30', Buffer.from('{"s":"createdAt","d":"desc","v":"2026-02-30T00:00:00.000000Z","i":1}').toString('base64url'), '%2F%2F']) {
      await refused(`cursor=${cursor}`, 'cursor', /^cursor is not valid/);
    }
    // A cursor from a page in the other direction, or of another sort.
    await refused(`cursor=${nextCursor}&dir=asc`, 'cursor', /^cursor is not valid/);
    await refused('sort=lastName', 'sort', /^sort must be one of: createdAt$/);
    await refused('dir=up', 'dir', /^dir must be asc or desc$/);
    await refused('paymentStatus=owed', 'paymentStatus', /^paymentStatus must be one of: pending, paid, refunded, free, refund-due, overbooked$/);
    await refused('programId=abc', 'programId', /^programId must be a whole number$/);
    await refused(`q=${'x'.repeat(101)}`, 'q', /^q must be at most 100 characters$/);
  });

  it('refuses the signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: PATH });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: 'Authentication required. Please log in.' });
  });
});

describe('GET /api/admin/payments/page', () => {
  const PATH = '/api/admin/payments/page';

  beforeAll(async () => {
    // Payments of the seeded registrations, refunds and disputes, some at the same instant.
    await t.db.execute(sql`INSERT INTO payments (kind, stripe_id, payment_intent_id, registration_id, amount_cents, status, reason, occurred_at)
      SELECT 'payment'::ledger_kind, 'pi_page_' || id, 'pi_page_' || id, id, 4000, 'succeeded', '', created_at + interval '1 hour' FROM registrations
      UNION ALL
      SELECT 'refund', 're_page_' || id, 'pi_page_' || id, id, 1500, 'succeeded', 'requested_by_customer', timestamptz '2026-03-01 10:00:00.000001+00' FROM registrations WHERE id % 4 = 0
      UNION ALL
      SELECT 'dispute', 'dp_page_' || id, 'pi_page_' || id, id, 4000, 'needs_response', 'fraudulent', timestamptz '2026-03-02 10:00:00+00' FROM registrations WHERE id % 9 = 0`);
  });

  it('walks every ledger row once in the order of GET /api/payments, with the same totals', async () => {
    for (const query of [{}, { kind: 'refund' }, { programId: programs[0]!.id }, { from: '2026-03-01', to: '2026-03-01' }] as Record<string, string | number>[]) {
      const ledger = (await get(`/api/payments?${new URLSearchParams(query as Record<string, string>)}`)).json();
      expect(ledger.data.length, JSON.stringify(query)).toBeGreaterThan(0);
      const { rows, totals } = await walk(PATH, query, 9);
      expect(rows, JSON.stringify(query)).toEqual(ledger.data);
      expect(totals[0]).toBe(ledger.data.length);
      expect((await page(PATH, query)).totals, JSON.stringify(query)).toEqual(ledger.totals);
    }
    const oldest = await walk(PATH, { dir: 'asc' }, 25);
    const newest = await walk(PATH, {}, 25);
    expect(oldest.ids).toEqual([...newest.ids].reverse());
  });

  it('searches the registrant\'s name and email and the program; the totals follow the search', async () => {
    const avery = await page(PATH, { q: 'avery lopez' });
    expect(avery.items.map((row) => row.registrantName)).toEqual(['Avery Lopez']);
    expect(avery.total).toBe(1);
    expect(avery.totals).toEqual((await get(`/api/payments?registrationId=${avery.items[0]!.registrationId}`)).json().totals);
    expect(avery.totals).toMatchObject({ collectedCents: 4000 });
    expect((await page(PATH, { q: 'BLAKE.KIM@example', kind: 'payment' })).items.map((row) => row.registrantName)).toEqual(['Blake Kim']);
    const program = await walk(PATH, { q: programs[1]!.name, kind: 'payment' });
    expect(program.rows.length).toBe(REGISTRATIONS / 2);
    expect(program.rows.every((row) => row.programName === programs[1]!.name)).toBe(true);
  });

  it('exports every row the search and filters match, in the order of the pages (the CSV file)', async () => {
    await expectExportOfPages(
      '/api/admin/payments/export', PATH,
      [{}, { q: 'lopez' }, { kind: 'refund', dir: 'asc' }, { from: '2026-01-01', to: '2026-01-31' }],
      { query: 'from=2026-02-01&to=2026-01-01', errors: { to: 'The start date must be on or before the end date' } },
    );
  });

  it('refuses bad input with a 400 and the reason, and the signed out with a 401', async () => {
    await expectRefusals(PATH, 'occurredAt', [
      ['from=2026-04-01&to=2026-03-01', 'to', 'The start date must be on or before the end date'],
      ['kind=gift', 'kind', 'Kind must be one of payment, refund, dispute'],
    ]);
  });
});

describe('GET /api/admin/certificates/page', () => {
  const PATH = '/api/admin/certificates/page';

  beforeAll(async () => {
    // Issued on 12 days, three a day; valid, expiring within 30 days, expired and revoked ones.
    await t.db.execute(sql`INSERT INTO certificates (code, registration_id, program_id, official_name, email, certification_name, level, program_name, issued_on, expires_on, revoked_at)
      SELECT 'PAGE' || lpad(r.id::text, 8, '0'), r.id, r.program_id, r.first_name || ' ' || r.last_name, r.email, 'Level 1', '1', r.program_name,
        to_char(date '2025-06-01' + (r.id % 12), 'YYYY-MM-DD'),
        to_char(current_date + CASE r.id % 3 WHEN 0 THEN -10 WHEN 1 THEN 10 ELSE 200 END, 'YYYY-MM-DD'),
        CASE WHEN r.id % 5 = 0 THEN now() END
      FROM registrations r WHERE r.id % 2 = 0 OR r.first_name IN ('Avery', 'Blake')`);
  });

  it('walks every certificate once in the order of GET /api/certificates, for each status filter', async () => {
    for (const query of [{}, { status: 'valid' }, { status: 'expired' }, { status: 'revoked' }, { expiringWithinDays: '30' }, { programId: String(programs[0]!.id) }] as Record<string, string>[]) {
      const listed = (await get(`/api/certificates?${new URLSearchParams(query)}`)).json().data as Row[];
      expect(listed.length, JSON.stringify(query)).toBeGreaterThan(0);
      const { rows, totals } = await walk(PATH, query, 5);
      expect(rows, JSON.stringify(query)).toEqual(listed);
      expect(totals[0]).toBe(listed.length);
    }
    const oldest = await walk(PATH, { dir: 'asc', sort: 'issuedOn' }, 8);
    expect(oldest.ids).toEqual((await walk(PATH, {}, 8)).ids.reverse());
  });

  it('searches the official\'s name and email, the program, or the code', async () => {
    const names = async (q: string) => (await walk(PATH, { q })).rows.map((row) => row.officialName);
    expect(await names('avery LOPEZ')).toEqual(['Avery Lopez']);
    expect(await names('blake.kim@example.com')).toEqual(['Blake Kim']);
    const avery = (await walk(PATH, { q: 'avery' })).rows[0]!;
    expect(await names(String(avery.code).toLowerCase().replace(/(.{4})/g, '$1-').replace(/-$/, ''))).toEqual(['Avery Lopez']);
    const program = (await walk(PATH, { q: programs[1]!.name })).rows;
    expect(program.length).toBeGreaterThan(0);
    expect(program.every((row) => row.programName === programs[1]!.name)).toBe(true);
  });

  it('refuses bad input with a 400 and the reason, and the signed out with a 401', async () => {
    await expectRefusals(PATH, 'issuedOn', [
      ['status=lost', 'status', 'status must be one of: valid, expired, revoked'],
    ]);
  });
});
