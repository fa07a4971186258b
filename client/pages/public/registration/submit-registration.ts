// POST /api/register and what the rest of the flow needs from its answer.
import type { PackageType } from '../../../../common/prices';
import { ApiError, apiRequest } from '../../../lib/api';
import type { Program } from '../../../../common/schemas/program';
import { registrationBody, type RegistrationFormValues } from './registration-schema';

interface RegisterResponse {
  registrationId: number;
  data: { packageType: PackageType; paymentAmount: number; programName: string | null; paymentToken: string };
}

export interface Registered {
  registrationId: number;
  packageType: PackageType;
  paymentAmount: number;
  /** Proves to the payment calls that this visitor made the registration. */
  paymentToken: string;
  programName: string;
  registrantName: string;
  registrantEmail: string;
}

export async function submitRegistration(values: RegistrationFormValues, program: Pick<Program, 'id' | 'name'>): Promise<Registered> {
  const body = registrationBody(values, program);
  const { registrationId, data } = await apiRequest<RegisterResponse>('/api/register', { method: 'POST', body });
  // The server's figures win: it decides the package and the amount.
  return {
    registrationId,
    packageType: data.packageType,
    paymentAmount: data.paymentAmount,
    paymentToken: data.paymentToken,
    programName: data.programName ?? program.name,
    registrantName: `${values.firstName} ${values.lastName}`,
    registrantEmail: values.email,
  };
}

/** The per-field messages of a 400 answer (`errors`, keyed by field path), or none. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  try {
    const { errors } = JSON.parse(error.body) as { errors?: unknown };
    if (!errors || typeof errors !== 'object') return {};
    return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}
