// Issue 16: the waitlist of a full program. The person hears they are on it; a freed seat becomes an
// offer email with a one-use link that fills the registration in; an expired offer passes to the next
// person (the season job, with the app's clock); staff reorder, remove and offer by hand.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TIERS } from '../../common/prices.js';
import { waitlistEntries } from '../../server/seats/tables.js';
import { startMailingApp, type MailingApp } from '../helpers/mailing-app.js';
import { registrationBody } from '../helpers/registrations.js';

const SITE = 'https://refs.example.org';
// The outbox's rows are due from the database's own time, so the app's clock runs with the real one and
// the tests move it on by hours (a session lasts long enough for that).
let offsetHours = 0;
const appNow = () => new Date(Date.now() + offsetHours * 3_600_000);

let mailing: MailingApp;
beforeAll(async () => {
  mailing = await startMailingApp({ now: appNow, env: { SITE_URL: SITE, SESSION_TTL_HOURS: '1000' } });
});
afterAll(() => mailing.close());

const t = () => mailing.t;
const person = (name: string) => ({ firstName: name, email: `${name.toLowerCase()}@example.com` });

async function createProgram(capacity: number): Promise<number> {
  const response = await t().admin('POST', '/api/programs', {
    name: `Clinic for ${capacity}`, description: 'A clinic with a capacity, for the waitlist tests.', duration: '1 day', priceTiers: DEFAULT_PRICE_TIERS, capacity,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const register = (programId: number, overrides: Record<string, unknown>) =>
  t().app.inject({ method: 'POST', url: '/api/register', payload: registrationBody({ programId, ...overrides }) });

const offerEmail = (to: string) => mailing.smtp.waitForEmail(to, { matching: (message) => message.subject.startsWith('A seat is open for you') });

function tokenOf(message: { text: string }): string {
  const match = /\/\?offer=([A-Za-z0-9_-]{43})/.exec(message.text);
  expect(match, message.text).not.toBeNull();
  return match![1]!;
}

const entryOf = async (email: string) => (await t().db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email)))[0]!;

describe('a full program', () => {
  let programId: number;
  let firstId: number;

  beforeAll(async () => {
    programId = await createProgram(1);
    const first = await register(programId, { ...person('Avery'), trainingGoals: 'Varsity' });
    expect(first.statusCode).toBe(201);
    firstId = first.json().data.id;
    for (const name of ['Blake', 'Casey', 'Devon']) expect((await register(programId, { ...person(name), trainingGoals: `${name} goals`, equipmentBundle: true, shirtSize: 'M', paymentAmount: 75 })).statusCode).toBe(202);
  });

  it('tells the person they are on the waitlist', async () => {
    const message = await mailing.smtp.waitForEmail('blake@example.com', { matching: (received) => received.subject.startsWith("You're on the waitlist") });
    expect(message.text).toContain('Clinic for 1');
    expect(message.text).toContain('not registered yet');
  });

  it('offers a freed seat by email; the link fills the registration in and works once', async () => {
    expect((await t().admin('PUT', `/api/registrations/${firstId}`, { registrationStatus: 'cancelled' })).statusCode).toBe(200);
    const message = await offerEmail('blake@example.com');
    expect(message.html).toContain(`${SITE}/?offer=`);
    const token = tokenOf(message);
    const entry = await entryOf('blake@example.com');
    expect(entry.status).toBe('offered');
    expect(entry.offerTokenHash).not.toContain(token);
    expect(entry.offerExpiresAt!.getTime()).toBe(entry.offeredAt!.getTime() + 48 * 3_600_000);

    const opened = await t().app.inject({ method: 'GET', url: `/api/waitlist-offers/${token}` });
    expect(opened.statusCode, opened.body).toBe(200);
    const { data } = opened.json();
    expect(data).toMatchObject({ programId, answers: { firstName: 'Blake', email: 'blake@example.com', trainingGoals: 'Blake goals', equipmentBundle: true, shirtSize: 'M' } });

    const accepted = await register(programId, { ...data.answers, programId, liabilityWaiver: true, paymentAmount: 75, offerToken: token });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await entryOf('blake@example.com')).toMatchObject({ status: 'accepted', registrationId: accepted.json().data.id });

    const again = await register(programId, { ...data.answers, programId, liabilityWaiver: true, paymentAmount: 75, offerToken: token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This waitlist offer has already been used to register.');
    const reopened = await t().app.inject({ method: 'GET', url: `/api/waitlist-offers/${token}` });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe('This waitlist offer has already been used to register.');
    expect((await t().app.inject({ method: 'GET', url: `/api/waitlist-offers/${'x'.repeat(43)}` })).json().message).toMatch(/not valid/);
  });

  it('passes an expired offer to the next person (the season job)', async () => {
    const blake = await entryOf('blake@example.com');
    expect((await t().admin('PUT', `/api/registrations/${blake.registrationId}`, { registrationStatus: 'cancelled' })).statusCode).toBe(200);
    const casey = tokenOf(await offerEmail('casey@example.com'));

    offsetHours = 47;
    expect((await t().app.season.runDue())['waitlist-offers']).toBe(0);
    offsetHours = 49;
    expect((await t().app.season.runDue())['waitlist-offers']).toBe(2);
    expect((await entryOf('casey@example.com')).status).toBe('expired');
    expect((await entryOf('devon@example.com')).status).toBe('offered');
    await offerEmail('devon@example.com');

    const late = await t().app.inject({ method: 'GET', url: `/api/waitlist-offers/${casey}` });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/expired/);
    const refused = await register(programId, { ...person('Casey'), equipmentBundle: true, shirtSize: 'M', paymentAmount: 75, offerToken: casey });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.offerToken).toMatch(/expired/);
  });
});

describe('staff', () => {
  it("see the program's seats and waitlist, reorder, remove and offer by hand (even when full)", async () => {
    offsetHours = 60;
    const programId = await createProgram(1);
    expect((await register(programId, person('Ellis'))).statusCode).toBe(201);
    for (const name of ['Frankie', 'Gray', 'Harper']) expect((await register(programId, person(name))).statusCode).toBe(202);
    const read = async () => (await t().admin('GET', `/api/programs/${programId}/waitlist`)).json().data;
    let waitlist = await read();
    expect(waitlist).toMatchObject({ capacity: 1, seatsTaken: 1, seatsLeft: 0 });
    expect(waitlist.entries.map((entry: { firstName: string }) => entry.firstName)).toEqual(['Frankie', 'Gray', 'Harper']);

    const harper = waitlist.entries[2].id;
    expect((await t().admin('POST', `/api/waitlist/${harper}/move`, { direction: 'up' })).statusCode).toBe(200);
    waitlist = await read();
    expect(waitlist.entries.map((entry: { firstName: string }) => entry.firstName)).toEqual(['Frankie', 'Harper', 'Gray']);
    const bad = await t().admin('POST', `/api/waitlist/${harper}/move`, { direction: 'sideways' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.direction).toBe('Direction must be up or down');

    const frankie = waitlist.entries[0].id;
    expect((await t().admin('DELETE', `/api/waitlist/${frankie}`)).json()).toMatchObject({ success: true, message: 'Removed from the waitlist' });
    expect((await t().admin('DELETE', `/api/waitlist/${frankie}`)).statusCode).toBe(409);
    expect((await t().admin('DELETE', '/api/waitlist/999999')).statusCode).toBe(404);

    const offered = await t().admin('POST', `/api/waitlist/${harper}/offer`);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data.status).toBe('offered');
    await offerEmail('harper@example.com');
    waitlist = await read();
    expect(waitlist).toMatchObject({ seatsTaken: 2, seatsLeft: 0 });
    expect((await t().admin('POST', `/api/waitlist/${harper}/offer`)).statusCode).toBe(409);
    expect((await t().admin('GET', '/api/programs/999999/waitlist')).statusCode).toBe(404);
  });

  it('lets the person decline an offer from its link: the seat passes on at once', async () => {
    const programId = await createProgram(1);
    const first = await register(programId, person('Kai'));
    for (const name of ['Lane', 'Morgan']) expect((await register(programId, person(name))).statusCode).toBe(202);
    expect((await t().admin('DELETE', `/api/registrations/${first.json().data.id}`)).statusCode).toBe(200);
    const token = tokenOf(await offerEmail('lane@example.com'));
    const declined = await t().app.inject({ method: 'POST', url: `/api/waitlist-offers/${token}/decline` });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await entryOf('lane@example.com')).status).toBe('removed');
    expect((await entryOf('morgan@example.com')).status).toBe('offered');
    const again = await t().app.inject({ method: 'POST', url: `/api/waitlist-offers/${token}/decline` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This waitlist offer is no longer available.');
  });

  it('offers the seats a raised capacity adds', async () => {
    const programId = await createProgram(1);
    expect((await register(programId, person('Indy'))).statusCode).toBe(201);
    expect((await register(programId, person('Jules'))).statusCode).toBe(202);
    expect((await t().admin('PUT', `/api/programs/${programId}`, { capacity: 2 })).statusCode).toBe(200);
    expect((await entryOf('jules@example.com')).status).toBe('offered');
    await offerEmail('jules@example.com');
  });
});
