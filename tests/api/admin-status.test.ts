// GET /api/admin/status: staff are told when payments run in test mode (no Stripe keys), and see the season's counters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../server/certificates/tables.js';
import { programSessions } from '../../server/programs/tables.js';
import { waitlistEntries } from '../../server/seats/tables.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

// Live mode needs only the keys here: the status call never reaches Stripe (the base is a closed port).
const LIVE_ENV = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test', STRIPE_API_BASE: 'http://127.0.0.1:9' };

const NO_SEASON = { seatsLeft: null, waitlist: 0, sessionsToday: 0, sessionsTodayProgramId: null, certificatesExpiring: 0, overbooked: 0 };
// Issue 31: no whole-database backup taken yet (tests/api/database-backup.test.ts covers the rest).
const NO_FULL_BACKUP = { database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', state: 'missing', lastAt: null, ageMinutes: null, expectedEveryHours: 24 };

let testMode: TestApp;
let live: TestApp;
beforeAll(async () => {
  [testMode, live] = await Promise.all([createTestApp(), createTestApp({ env: LIVE_ENV })]);
});
afterAll(async () => {
  await Promise.all([testMode?.close(), live?.close()]);
});

describe('GET /api/admin/status', () => {
  it('says payments are in test mode without Stripe keys', async () => {
    const response = await testMode.admin('GET', '/api/admin/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { paymentsTestMode: true, openDisputes: 0, refundsDue: { count: 0, cents: 0 }, gamesNeedingCrew: { count: 0, firstGameId: null }, season: NO_SEASON, fullBackup: NO_FULL_BACKUP } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says payments are live with the Stripe keys', async () => {
    const response = await live.admin('GET', '/api/admin/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { paymentsTestMode: false, openDisputes: 0, refundsDue: { count: 0, cents: 0 }, gamesNeedingCrew: { count: 0, firstGameId: null }, season: NO_SEASON, fullBackup: NO_FULL_BACKUP } });
  });

  it('counts the season: seats left in upcoming programs, the waitlist, today\'s sessions, certificates expiring within 30 days', async () => {
    // 2026-03-10 at noon in Phoenix.
    const season = await createTestApp({ now: () => new Date('2026-03-10T19:00:00Z') });
    try {
      const program = async (name: string, startDate: string, capacity: number | null) => {
        const response = await season.admin('POST', '/api/programs', { name, description: 'A program for the counters.', duration: '1 day', startDate, capacity });
        expect(response.statusCode).toBe(201);
        return response.json().data.id as number;
      };
      const upcoming = await program('Upcoming Clinic', '2026-03-20', 5);
      const started = await program('Started Clinic', '2026-03-01', 8);
      await program('Open Clinic', '2026-03-25', null);
      // Two paid seats and one cancelled registration in the upcoming program; the started one does not count.
      let people = 0;
      const registration = (programId: number, overrides: object) => ({
        programId, programName: 'x', firstName: 'Pat', lastName: `Lee ${++people}`, dateOfBirth: '1990-01-01', email: 'pat@example.com', phone: '6025550100',
        experienceLevel: 'beginner', paymentAmount: 40, ...overrides,
      });
      for (const overrides of [{ paymentStatus: 'paid' }, { paymentStatus: 'paid' }, { paymentStatus: 'paid', registrationStatus: 'cancelled' }]) {
        expect((await season.admin('POST', '/api/registrations', registration(upcoming, overrides))).statusCode).toBe(201);
      }
      const waiting = (programId: number, position: number, status: 'waiting' | 'offered' | 'accepted' | 'removed') =>
        ({ programId, position, status, firstName: 'Wait', lastName: 'Er', email: 'w@example.com', packageType: 'new', offerExpiresAt: new Date('2026-03-12T00:00:00Z') });
      await season.db.insert(waitlistEntries).values([waiting(upcoming, 1, 'waiting'), waiting(upcoming, 2, 'offered'), waiting(started, 1, 'waiting'), waiting(started, 2, 'accepted'), waiting(started, 3, 'removed')]);
      await season.db.insert(programSessions).values([
        { programId: started, date: '2026-03-10', startTime: '18:00' },
        { programId: upcoming, date: '2026-03-11', startTime: '09:00' },
      ]);
      const certificate = (code: string, expiresOn: string, revoked = false) => ({
        code, officialName: 'Pat Lee', email: 'pat@example.com', certificationName: 'Level 1', level: '1', programName: 'Started Clinic',
        issuedOn: '2025-04-01', expiresOn, ...(revoked && { revokedAt: new Date(), revokeReason: 'test' }),
      });
      await season.db.insert(certificates).values([
        certificate('EXP-SOON', '2026-04-09'), certificate('EXP-TODAY', '2026-03-10'), certificate('EXP-LATER', '2026-04-10'),
        certificate('EXP-GONE', '2026-03-09'), certificate('EXP-REVOKED', '2026-03-20', true),
      ]);
      const response = await season.admin('GET', '/api/admin/status');
      expect(response.statusCode).toBe(200);
      // 5 seats − 2 paid − 1 open offer; waiting or offered anywhere; the started program's session today; the
      // certificate expiring in 30 days (one whose expiry is today no longer holds).
      expect(response.json().data.season).toEqual({ seatsLeft: 2, waitlist: 3, sessionsToday: 1, sessionsTodayProgramId: started, certificatesExpiring: 1, overbooked: 0 });
    } finally {
      await season.close();
    }
  });

  it('is for admins only', async () => {
    const response = await testMode.app.inject({ method: 'GET', url: '/api/admin/status' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: 'Authentication required. Please log in.' });
  });
});
