// POST /api/register: the form's body with the program it is for. The answer is the registrant's own
// registration; the server's figures win (it decides the package and the amount). A full program
// answers with a place on its waitlist instead (issue 16).
import type { z } from 'zod';
import type { ApiSuccess } from '../../../../common/api';
import type { Program } from '../../../../common/schemas/program';
import type { PublicRegistrationFormBody } from '../../../../common/schemas/public-registration-form';
import type { PublicRegistrationSchema, Registered } from '../../../../common/schemas/registration';
import type { Waitlisted } from '../../../../common/schemas/waitlist';
import { apiRequest } from '../../../lib/api';

export type RegistrationOutcome = Registered | Waitlisted;
export const isWaitlisted = (outcome: RegistrationOutcome): outcome is Waitlisted => 'waitlisted' in outcome;

export async function submitRegistration(form: PublicRegistrationFormBody, program: Pick<Program, 'id' | 'name'>, offerToken?: string): Promise<RegistrationOutcome> {
  const body: z.input<typeof PublicRegistrationSchema> = { ...form, programId: program.id, programName: program.name, ...(offerToken && { offerToken }) };
  const answer = await apiRequest<ApiSuccess<Registered> | Waitlisted>('/api/register', { method: 'POST', body });
  return 'waitlisted' in answer ? answer : answer.data;
}
