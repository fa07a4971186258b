// What the games tests share (issue 30): officials made the way the product knows them (a registration,
// a certificate row, availability through their own session) and games made through the staff API.
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AvailabilityInput, Game, GameInput } from '../../common/schemas/game.js';
import { createOfficialSessionStore } from '../../server/auth/official-sessions.js';
import { certificates } from '../../server/certificates/tables.js';
import type { Db } from '../../server/kernel/db/client.js';
import { register } from './registrations.js';

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;
export interface GamesTestApp {
  app: { inject: Inject };
  db: Db;
  admin: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => Promise<LightMyRequestResponse>;
}

export const CERTIFICATION = 'Youth Official';
export const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;

/** Every day, all day: available for any game. */
export const ALL_WEEK: AvailabilityInput['weekly'] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '23:59' }));
export const AVAILABLE: AvailabilityInput = { weekly: ALL_WEEK, blockedDates: [], dailyLimit: null, homeAddress: null, homePostalCode: null, affiliations: [] };

export interface OfficialSetup {
  firstName?: string;
  dateOfBirth?: string;
  /** Extra registration fields (a minor's guardian). */
  registration?: Record<string, unknown>;
  /** A certificate of CERTIFICATION expiring on this date; none when null. */
  certificateExpiresOn?: string | null;
  availability?: Partial<AvailabilityInput> | null;
  now?: () => Date;
}

export interface TestOfficial {
  email: string;
  cookie: string;
  as(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/** An official who registered (program 1), with a certificate and availability unless told otherwise, signed in. */
export async function makeOfficial(t: GamesTestApp, setup: OfficialSetup = {}): Promise<TestOfficial> {
  const email = uniqueEmail((setup.firstName ?? 'official').toLowerCase());
  await register((options) => t.app.inject(options), { email, firstName: setup.firstName ?? 'Riley', ...(setup.dateOfBirth && { dateOfBirth: setup.dateOfBirth }), ...setup.registration });
  if (setup.certificateExpiresOn !== null) {
    await t.db.insert(certificates).values({
      code: `CERT-${randomBytes(4).toString('hex')}`, officialName: setup.firstName ?? 'Riley', email, certificationName: CERTIFICATION,
      level: 'youth', programName: 'Youth Clinic', issuedOn: '2026-01-10', expiresOn: setup.certificateExpiresOn ?? '2028-01-10',
    });
  }
  const { token: cookie } = await createOfficialSessionStore(t.db, { now: setup.now ?? (() => new Date()) }).create(email);
  const as: TestOfficial['as'] = (method, url, payload) => t.app.inject({ method, url, headers: { cookie: `official_session=${cookie}` }, ...(payload !== undefined && { payload }) });
  if (setup.availability !== null) {
    const saved = await as('PUT', '/api/account/availability', { ...AVAILABLE, ...setup.availability });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { email, cookie, as };
}

export function gameBody(overrides: Partial<GameInput> = {}): GameInput {
  return {
    date: '2026-12-12', startTime: '18:00', lengthMinutes: 90, venue: 'Desert Vista High School', address: '16440 S 32nd St, Phoenix, AZ 85048',
    level: 'Varsity', homeTeam: 'Desert Vista', awayTeam: 'Mountain Pointe', minimumAge: 0,
    positions: [{ name: 'Referee', feeCents: 6000, certification: CERTIFICATION }, { name: 'Umpire 1', feeCents: 5000, certification: CERTIFICATION }],
    ...overrides,
  };
}

export async function createGame(t: GamesTestApp, overrides: Partial<GameInput> = {}): Promise<Game> {
  const response = await t.admin('POST', '/api/games', gameBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Game;
}
