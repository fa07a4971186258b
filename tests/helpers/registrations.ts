// A public registration the server accepts, for tests that need one to pay for or email about.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { packageFor, registrationAmount } from '../../common/prices.js';
import type { Registered } from '../../common/schemas/registration.js';

export const ADULT_BIRTH_DATE = '1990-04-02';

/** The public form's optional answers, for tests that check they are stored or that send the whole form. */
export const OPTIONAL_ANSWERS = {
  address: '100 W Washington St',
  city: 'Phoenix',
  state: 'AZ',
  zipCode: '85003',
  officiatedLevels: ['youth'],
  trainingGoals: 'Work high-school varsity games.',
  photoConsent: false,
};

// One person may hold one active registration per program (issue 27), so each body is a different person
// unless the test names one: by default the same name, born a day later than the one before (still an
// adult of the same package); a test that gives the date of birth but not the name gets the same name
// again with a number after the last name ("Reyes 2") from the second time on.
let peopleMade = 0;
function nextAdultBirthDate(): string {
  const [year, month, day] = ADULT_BIRTH_DATE.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + peopleMade++)).toISOString().slice(0, 10);
}
const timesBornOn = new Map<string, number>();
function defaultLastName(overrides: Record<string, unknown>): string {
  if (!('dateOfBirth' in overrides) || 'firstName' in overrides || 'lastName' in overrides) return 'Reyes';
  const person = `${String(overrides.programId ?? 1)}|${String(overrides.dateOfBirth)}`;
  const times = (timesBornOn.get(person) ?? 0) + 1;
  timesBornOn.set(person, times);
  return times === 1 ? 'Reyes' : `Reyes ${times}`;
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = {
    programId: 1,
    firstName: 'Jordan',
    lastName: defaultLastName(overrides),
    dateOfBirth: 'dateOfBirth' in overrides ? undefined : nextAdultBirthDate(),
    email: 'jordan.reyes@example.com',
    phone: '(602) 555-0134',
    experienceLevel: 'beginner',
    emergencyContactName: 'Sam Reyes',
    emergencyContactPhone: '602-555-0199',
    emergencyContactRelationship: 'Spouse',
    liabilityWaiver: true,
    equipmentBundle: false,
    ...overrides,
  };
  // The fee the server will expect, unless the test sets its own.
  body.paymentAmount ??= registrationAmount(
    packageFor(String(body.dateOfBirth), body.experienceLevel as 'beginner', new Date().toISOString().slice(0, 10)),
    body.equipmentBundle === true,
  );
  return body;
}

export type CreatedRegistration = Pick<Registered, 'id' | 'paymentToken' | 'paymentAmount' | 'paymentStatus'>;

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** POSTs a body to /api/register: in process through `inject`, or over HTTP to a running server's base URL. */
async function postRegistration(target: Inject | string, payload: Record<string, unknown>): Promise<{ status: number; body: string }> {
  if (typeof target === 'string') {
    const response = await fetch(`${target}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    return { status: response.status, body: await response.text() };
  }
  const response = await target({ method: 'POST', url: '/api/register', payload });
  return { status: response.statusCode, body: response.body };
}

/** Registers through POST /api/register and returns the registration's id, token and fee. */
export async function register(target: Inject | string, overrides: Record<string, unknown> = {}): Promise<CreatedRegistration> {
  const { status, body } = await postRegistration(target, registrationBody(overrides));
  if (status !== 201) throw new Error(`registration failed: ${status} ${body}`);
  return (JSON.parse(body) as { data: CreatedRegistration }).data;
}
