// Certificates (issue 16, point 5): a program's certification, issuing under the attendance and test
// score rule (and each refusal), the official's email with its PDF (text and QR code read back), the
// public check (valid, expired and revoked with the fake clock; the search form), revoking, the list's
// filters, the renewal email once, the registrant's download, and who may call what.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCodeShape, normaliseCode } from '../../common/certificate-code.js';
import { registrations } from '../../server/registrations/tables.js';
import { attendance } from '../../server/attendance/tables.js';
import { programSessions } from '../../server/programs/tables.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { outboxRows } from '../helpers/outbox.js';
import { readCertificatePdf } from '../helpers/certificate-pdf.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { register } from '../helpers/registrations.js';
import type { TestSmtpServer } from '../helpers/smtp-server.js';

const SITE = 'https://refs.example.org';
// 12:00 in Phoenix on December 1, 2026 (the organisation's today).
let clock = new Date('2026-12-01T19:00:00Z');
const CERTIFICATION = { name: 'Certified Youth Official', level: 'Level 1', validityMonths: 12, minAttendancePercent: 75, minTestScore: 70 };

let mailing: MailingApp;
let t: TestApp;
let smtp: TestSmtpServer;
let programId: number;
let sessionIds: number[];

beforeAll(async () => {
  mailing = await startMailingApp({ withSite: true, now: () => clock, env: { SITE_URL: SITE } });
  ({ t, smtp } = mailing);
  const seed = (await t.admin('GET', '/api/programs/1')).json().data;
  const created = await t.admin('POST', '/api/programs', {
    name: 'Youth Certification Clinic', description: 'Four evenings of mechanics and rules.', duration: '4 weeks', price: seed.price,
    priceTiers: seed.priceTiers, active: true, certification: CERTIFICATION,
  });
  expect(created.statusCode, created.body).toBe(201);
  programId = created.json().data.id;
  const sessions = await t.db.insert(programSessions).values(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'].map((date) => ({ programId, date, startTime: '18:00' }))).returning();
  sessionIds = sessions.map((session) => session.id);
}, 60_000);
afterAll(() => mailing?.close());

/** A registrant who paid (issue 27: the fee settled is part of earning the certificate), present at the first `present` sessions. */
async function registrant(email: string, firstName: string, present: number) {
  const { id } = await register(t.app.inject.bind(t.app), { programId, email, firstName, lastName: 'Official' });
  await t.db.update(registrations).set({ paymentStatus: 'paid' }).where(eq(registrations.id, id));
  const marks = sessionIds.map((sessionId, index) => ({ registrationId: id, sessionId, status: index < present ? 'present' as const : 'absent' as const }));
  await t.db.insert(attendance).values(marks);
  return id;
}

// Staff sign in again after the clock moved (a session expires with it).
let staffToken = '';
const staff = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  staffToken ||= await t.login();
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${staffToken}` }, ...(payload && { payload }) });
};
const issue = (registrationId: number, body: object = {}) => staff('POST', `/api/registrations/${registrationId}/certificate`, body);

describe("a program's certification", () => {
  it('is part of the program and validated with clear messages', async () => {
    expect((await t.admin('GET', `/api/programs/${programId}`)).json().data.certification).toEqual(CERTIFICATION);
    const bad = await t.admin('PUT', `/api/programs/${programId}`, { certification: { ...CERTIFICATION, minAttendancePercent: 120, name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Minimum attendance must be at most 100');
    expect(bad.body).toContain('Certification name is required');
    const seedProgram = (await t.app.inject({ method: 'GET', url: '/api/programs/1' })).json().data;
    expect(seedProgram.certification).toBeNull();
  });

  it('is removed with null', async () => {
    const other = await t.admin('PUT', '/api/programs/1', { certification: { ...CERTIFICATION, minTestScore: null } });
    expect(other.json().data.certification).toMatchObject({ minTestScore: null });
    const removed = await t.admin('PUT', '/api/programs/1', { certification: null });
    expect(removed.json().data.certification).toBeNull();
  });
});

describe('issuing', () => {
  let casey: number;
  let code: string;
  let certificateId: number;

  it('refuses with the numbers when the rule is not met', async () => {
    const low = await registrant('low@example.com', 'Lowell', 2);
    const refused = await issue(low, { testScore: 90 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Attendance is 50% (present at 2 of 4 sessions); this certification needs at least 75%');

    casey = await registrant('casey@example.com', 'Casey', 3);
    expect((await issue(casey)).json()).toMatchObject({ message: 'A test score is required (the minimum is 70)' });
    const score = await issue(casey, { testScore: 65 });
    expect(score.statusCode).toBe(409);
    expect(score.json().message).toBe('Test score 65 is below the minimum of 70');
    expect((await issue(casey, { testScore: -1 })).statusCode).toBe(400);

    const { id: seeded } = await register(t.app.inject.bind(t.app), { programId: 1, email: 'seed@example.com' });
    expect((await issue(seeded, { testScore: 90 })).json()).toMatchObject({ message: 'This program grants no certification' });
    expect((await issue(999_999)).statusCode).toBe(404);
  });

  it('creates the certificate, marks the registration completed and refuses a second one', async () => {
    const issued = await issue(casey, { testScore: 82 });
    expect(issued.statusCode, issued.body).toBe(201);
    const certificate = issued.json().data;
    expect(certificate).toMatchObject({
      officialName: 'Casey Official', certificationName: CERTIFICATION.name, level: 'Level 1', testScore: 82,
      issuedOn: '2026-12-01', expiresOn: '2027-12-01', status: 'valid', programId,
    });
    expect(isCodeShape(certificate.code)).toBe(true);
    ({ code, id: certificateId } = certificate);
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, casey));
    expect(row?.registrationStatus).toBe('completed');
    const again = await issue(casey, { testScore: 90 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already in force');

    const roster = (await t.admin('GET', `/api/programs/${programId}/certificates`)).json().data;
    expect(roster.registrants.find((entry: { registrationId: number }) => entry.registrationId === casey)).toMatchObject({ percent: 75, meetsAttendance: true, certificate: { code } });
  });

  it('refuses a cancelled registration', async () => {
    const gone = await registrant('gone@example.com', 'Gone', 4);
    await t.db.update(registrations).set({ registrationStatus: 'cancelled' }).where(eq(registrations.id, gone));
    expect((await issue(gone, { testScore: 90 })).json().message).toBe('This registration is cancelled: no certificate can be issued');
  });

  it('emails the official the PDF, whose text and QR code say what it certifies', async () => {
    const email = await smtp.waitForEmail('casey@example.com', { matching: (message) => message.subject.includes('certificate') });
    expect(email.subject).toBe('Your Certified Youth Official certificate');
    const [attachment] = email.attachments;
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).not.toContain('Casey');
    const pdf = await readCertificatePdf(attachment!.bytes);
    const formatted = code.match(/.{4}/g)!.join('-');
    expect(pdf.pages).toBe(1);
    for (const text of ['Casey Official', 'Certified Youth Official', 'Level 1', 'December 1, 2026', 'December 1, 2027', formatted]) expect(pdf.text).toContain(text);
    expect(pdf.qr).toBe(`${SITE}/verify/${formatted}`);
    // The admin download is the same certificate.
    const download = await staff('GET', `/api/certificates/${certificateId}/pdf`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((await readCertificatePdf(download.rawPayload)).qr).toBe(`${SITE}/verify/${formatted}`);
  });

  it("offers the PDF on the official's own page", async () => {
    const confirmation = await smtp.waitForEmail('casey@example.com', { matching: (message) => message.text.includes('/my-registration/') });
    const page = confirmation.text.match(/\/my-registration\/[A-Za-z0-9_-]+/)![0];
    const html = (await t.app.inject({ method: 'GET', url: page })).body;
    expect(html).toContain(`href="${page}/certificate.pdf"`);
    const pdf = await t.app.inject({ method: 'GET', url: `${page}/certificate.pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await readCertificatePdf(pdf.rawPayload)).text).toContain('Casey Official');
  });

  describe('the public check', () => {
    const verify = (typed: string) => t.app.inject({ method: 'GET', url: `/api/verify/${typed}` });

    it('is valid, read case- and dash-insensitively, with nothing else of the person', async () => {
      const answer = await verify(code.toLowerCase());
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toEqual({
        code: code.match(/.{4}/g)!.join('-'), status: 'valid', officialName: 'Casey Official', certificationName: CERTIFICATION.name,
        level: 'Level 1', issuedOn: '2026-12-01', expiresOn: '2027-12-01', revokedOn: null,
      });
      const page = await t.app.inject({ method: 'GET', url: `/verify/${code.slice(0, 6)}-${code.slice(6).toLowerCase()}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-status="valid"');
      expect(page.body).toContain('Casey Official');
      expect(page.body).not.toContain('casey@example.com');
      expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.body).not.toMatch(/<script type="module"/);
    });

    it('says so for an unknown code (404), and searches from a form', async () => {
      expect((await verify('ABCD-EFGH-JKMN')).statusCode).toBe(404);
      const unknown = await t.app.inject({ method: 'GET', url: '/verify/ABCD-EFGH-JKMN' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('Unknown code');
      const form = await t.app.inject({ method: 'GET', url: '/verify' });
      expect(form.statusCode).toBe(200);
      expect(form.body).toMatch(/<form[^>]*action="\/verify" method="get"/);
      const search = await t.app.inject({ method: 'GET', url: `/verify?code=${encodeURIComponent(` ${code.toLowerCase()} `)}` });
      expect(search.statusCode).toBe(303);
      expect(search.headers.location).toBe(`/verify/${code.match(/.{4}/g)!.join('-')}`);
      expect((await t.app.inject({ method: 'GET', url: '/verify?code=' })).statusCode).toBe(400);
    });

    it('is expired from its expiry date in the organisation\'s time zone', async () => {
      clock = new Date('2027-12-01T06:59:00Z'); // 23:59 on November 30 in Phoenix
      expect((await verify(code)).json().data.status).toBe('valid');
      clock = new Date('2027-12-01T07:00:00Z');
      expect((await verify(code)).json().data.status).toBe('expired');
      expect((await t.app.inject({ method: 'GET', url: `/verify/${code}` })).body).toContain('data-status="expired"');
      clock = new Date('2026-12-02T19:00:00Z');
      staffToken = '';
    });
  });

  describe('renewal', () => {
    it('emails once when the expiry is 30 days away, linking to the programs', async () => {
      clock = new Date('2027-10-31T19:00:00Z'); // 31 days before
      expect((await t.app.season.runDue())['certificate-renewals']).toBe(0);
      clock = new Date('2027-11-01T19:00:00Z'); // 30 days before
      expect((await t.app.season.runDue())['certificate-renewals']).toBe(1);
      expect((await t.app.season.runDue())['certificate-renewals']).toBe(0);
      const email = await smtp.waitForEmail('casey@example.com', { matching: (message) => message.subject.includes('expires') });
      expect(email.subject).toBe('Your Certified Youth Official certificate expires on Wednesday, December 1, 2027');
      expect(email.html).toContain(`${SITE}/#programs`);
      const rows = await outboxRows(t.db, { certificateId });
      expect(rows.map((row) => row.template).sort()).toEqual(['certificateIssued', 'certificateRenewal']);
      clock = new Date('2026-12-02T19:00:00Z');
      staffToken = '';
    });
  });

  describe('staff', () => {
    it('list certificates with filters', async () => {
      const list = async (query: string) => (await staff('GET', `/api/certificates${query}`)).json().data.map((row: { code: string }) => row.code);
      expect(await list('')).toEqual([code]);
      expect(await list(`?programId=${programId}&status=valid`)).toEqual([code]);
      expect(await list('?programId=1')).toEqual([]);
      expect(await list(`?q=${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8).toLowerCase()}`)).toEqual([code]);
      expect(await list('?q=casey')).toEqual([code]);
      expect(await list('?expiringWithinDays=30')).toEqual([]);
      expect(await list('?expiringWithinDays=400')).toEqual([code]);
      expect((await staff('GET', '/api/certificates?status=lost')).statusCode).toBe(400);
    });

    it('revoke with a reason; the public check shows the date and not the reason', async () => {
      expect((await staff('POST', `/api/certificates/${certificateId}/revoke`, {})).json().message).toBe('A reason is required (at least 3 characters)');
      const revoked = await staff('POST', `/api/certificates/${certificateId}/revoke`, { reason: 'Issued to the wrong person' });
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().data).toMatchObject({ status: 'revoked', revokeReason: 'Issued to the wrong person' });
      expect((await staff('POST', `/api/certificates/${certificateId}/revoke`, { reason: 'Again and again' })).statusCode).toBe(409);
      expect((await staff('POST', '/api/certificates/999999/revoke', { reason: 'No such one' })).statusCode).toBe(404);
      const facts = (await t.app.inject({ method: 'GET', url: `/api/verify/${code}` })).json().data;
      expect(facts).toMatchObject({ status: 'revoked', revokedOn: '2026-12-02' });
      const page = (await t.app.inject({ method: 'GET', url: `/verify/${code}` })).body;
      expect(page).toContain('data-status="revoked"');
      expect(page).toContain('December 2, 2026');
      expect(page).not.toContain('wrong person');
      expect(await (async () => (await staff('GET', '/api/certificates?status=revoked')).json().data.length)()).toBe(1);
      // A revoked certificate can be replaced.
      expect((await issue(casey, { testScore: 90 })).statusCode).toBe(201);
    });
  });
});

describe('issue 27: a certificate only when earned', () => {
  // 12:00 in Phoenix on December 1, 2026: two sessions held, one tomorrow evening (within a day), one next month.
  const NOW = new Date('2026-12-01T19:00:00Z');
  const EARNED = { name: 'Earned Official', level: 'Level 2', validityMonths: 12, minAttendancePercent: 50, minTestScore: null };
  let earnedProgram: number;
  let held: number[];
  let ahead: number[];
  let people = 0;

  beforeAll(async () => {
    clock = NOW;
    staffToken = '';
    const seed = (await t.admin('GET', '/api/programs/1')).json().data;
    const created = await t.admin('POST', '/api/programs', {
      name: 'Earned Clinic', description: 'Four evenings; the certificate needs half of them.', duration: '6 weeks', price: seed.price, priceTiers: seed.priceTiers, active: true, certification: EARNED,
    });
    expect(created.statusCode, created.body).toBe(201);
    earnedProgram = created.json().data.id;
    const rows = await t.db.insert(programSessions).values(['2026-11-10', '2026-11-17', '2026-12-02', '2027-01-10'].map((date) => ({ programId: earnedProgram, date, startTime: '18:00' }))).returning();
    held = rows.slice(0, 2).map((row) => row.id);
    ahead = rows.slice(2).map((row) => row.id);
  });

  /** A registrant of the earned clinic with "present" marks at the sessions given (stored as marked earlier). */
  async function enrolled(overrides: Record<string, unknown>, presentAt: number[], paid: boolean) {
    const email = `earned${++people}@example.com`;
    const registration = await register(t.app.inject.bind(t.app), { programId: earnedProgram, email, firstName: `Earner${people}`, lastName: 'Official', ...overrides });
    if (paid) await t.db.update(registrations).set({ paymentStatus: 'paid' }).where(eq(registrations.id, registration.id));
    if (presentAt.length > 0) await t.db.insert(attendance).values(presentAt.map((sessionId) => ({ registrationId: registration.id, sessionId, status: 'present' as const })));
    return { ...registration, email };
  }
  const minor = { dateOfBirth: '2011-05-05', parentGuardianName: 'Pat Guardian', parentGuardianEmail: 'guardian@example.com', parentGuardianRelationship: 'Mother' };
  const FEE = 'The fee is not settled (payment status: Pending)';
  const CONSENT = 'The parent/guardian consent is not signed';

  it('refuses an unpaid minor whose guardian never signed, present only at sessions ahead, naming every reason', async () => {
    const casey = await enrolled({ ...minor, equipmentBundle: true, shirtSize: 'M' }, ahead, false);
    expect(casey.paymentStatus).toBe('pending');
    const refused = await issue(casey.id);
    expect(refused.statusCode).toBe(409);
    const attendanceReason = 'Attendance is 0% (present at 0 of 4 sessions; 2 "present" marks are for sessions that have not started); this certification needs at least 50%';
    expect(refused.json()).toEqual({ success: false, message: `${FEE}. ${CONSENT}. ${attendanceReason}`, errors: { fee: FEE, consent: CONSENT, attendance: attendanceReason } });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, casey.id));
    expect(row?.registrationStatus).toBe('active');
    expect((await staff('GET', `/api/certificates?programId=${earnedProgram}`)).json().data).toEqual([]);
  });

  it('refuses for each reason alone, and issues once the registrant has earned it', async () => {
    const unpaid = await enrolled({}, held, false);
    expect((await issue(unpaid.id)).json()).toEqual({ success: false, message: FEE, errors: { fee: FEE } });

    const unsigned = await enrolled(minor, held, false);
    expect(unsigned.paymentStatus).toBe('free');
    expect((await issue(unsigned.id)).json()).toEqual({ success: false, message: CONSENT, errors: { consent: CONSENT } });

    const early = await enrolled({}, [held[0]!, ...ahead], true);
    const reason = 'Attendance is 25% (present at 1 of 4 sessions; 2 "present" marks are for sessions that have not started); this certification needs at least 50%';
    expect((await issue(early.id)).json()).toEqual({ success: false, message: reason, errors: { attendance: reason } });
    // The roster counts what issuing counts.
    const roster = (await t.admin('GET', `/api/programs/${earnedProgram}/certificates`)).json().data;
    expect(roster.registrants.find((entry: { registrationId: number }) => entry.registrationId === early.id)).toMatchObject({ present: 1, percent: 25, meetsAttendance: false });

    const earned = await enrolled({}, held, true);
    const issued = await issue(earned.id, { overrideReason: 'Nothing to override here' });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().data.overrideReason).toBeNull();
  });

  it('lets staff override with a written reason of at least 10 characters, kept on the certificate', async () => {
    const owed = await enrolled({}, [], false);
    for (const overrideReason of ['', '   too short  ']) {
      const short = await issue(owed.id, { overrideReason });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors).toEqual({ overrideReason: 'A reason of at least 10 characters is required to issue anyway' });
    }
    const reason = 'Paid in cash at the last session; attendance sheet kept on paper.';
    const issued = await issue(owed.id, { overrideReason: `  ${reason} ` });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().data).toMatchObject({ overrideReason: reason, officialName: `Earner${people} Official`, status: 'valid' });
    const listed = (await staff('GET', `/api/certificates?programId=${earnedProgram}`)).json().data;
    expect(listed.find((row: { id: number }) => row.id === issued.json().data.id)).toMatchObject({ overrideReason: reason });
    const pdf = await staff('GET', `/api/certificates/${issued.json().data.id}/pdf`);
    expect((await readCertificatePdf(pdf.rawPayload)).text).not.toContain('cash');
  });

  it('never removes a way to pay a fee still owed: the completed registration keeps Pay now and the payment calls', async () => {
    const owed = await enrolled({}, held, false);
    const issued = await issue(owed.id, { overrideReason: 'Certified now; the fee will follow by card.' });
    expect(issued.statusCode, issued.body).toBe(201);
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, owed.id));
    expect(row).toMatchObject({ registrationStatus: 'completed', paymentStatus: 'pending' });

    const confirmation = await smtp.waitForEmail(owed.email, { matching: (message) => message.text.includes('/my-registration/') });
    const page = confirmation.text.match(/\/my-registration\/[A-Za-z0-9_-]+/)![0];
    const html = (await t.app.inject({ method: 'GET', url: page })).body;
    expect(html).toMatch(/href="\/checkout\?[^"]+"[^>]*>Pay now</);
    const payment = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { paymentAmount: owed.paymentAmount, registrationId: owed.id, paymentToken: owed.paymentToken } });
    expect(payment.statusCode, payment.body).toBe(200);
    expect(payment.json().clientSecret).toEqual(expect.any(String));
  });
});

describe('access', () => {
  it('keeps staff routes for staff and the check public', async () => {
    for (const [method, url] of [['GET', '/api/certificates'], ['GET', `/api/programs/${programId}/certificates`], ['POST', '/api/registrations/1/certificate'], ['POST', '/api/certificates/1/revoke'], ['GET', '/api/certificates/1/pdf']] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/verify/${normaliseCode('abcd-efgh-jkmn')}` })).statusCode).toBe(404);
  });
});

describe('the public limit', () => {
  it('refuses checks past RATE_LIMIT_VERIFY_PER_ADDRESS from one address', async () => {
    const limited = await createTestApp({ env: { PUBLIC_RATE_LIMITS: 'on', RATE_LIMIT_VERIFY_PER_ADDRESS: '2' } });
    try {
      const check = () => limited.app.inject({ method: 'GET', url: '/api/verify/ABCD-EFGH-JKMN' });
      expect([(await check()).statusCode, (await check()).statusCode]).toEqual([404, 404]);
      const refused = await check();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many certificate checks from your network/);
    } finally {
      await limited.close();
    }
  });
});
