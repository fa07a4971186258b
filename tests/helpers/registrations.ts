// A public registration the server accepts, for tests that need one to pay for or email about.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { packageFor, registrationAmount } from '../../common/prices.js';

export const ADULT_BIRTH_DATE = '1990-04-02';

export function registrationBody(overrides: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = {
    programId: 1,
    firstName: 'Jordan',
    lastName: 'Reyes',
    dateOfBirth: ADULT_BIRTH_DATE,
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

export interface CreatedRegistration {
  id: number;
  paymentToken: string;
  paymentAmount: number;
  paymentStatus: string;
}

/** Registers through POST /api/register and returns the registration's id, token and fee. */
export async function register(
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>,
  overrides: Record<string, unknown> = {},
): Promise<CreatedRegistration> {
  const response = await inject({ method: 'POST', url: '/api/register', payload: registrationBody(overrides) });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return response.json().data as CreatedRegistration;
}
