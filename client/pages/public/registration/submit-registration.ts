// POST /api/register: the form's body with the program it is for. The answer is the registrant's own
// registration; the server's figures win (it decides the package and the amount).
import type { z } from 'zod';
import type { ApiSuccess } from '../../../../common/api';
import type { Program } from '../../../../common/schemas/program';
import type { PublicRegistrationFormBody } from '../../../../common/schemas/public-registration-form';
import type { PublicRegistrationSchema, Registered } from '../../../../common/schemas/registration';
import { apiRequest } from '../../../lib/api';

export async function submitRegistration(form: PublicRegistrationFormBody, program: Pick<Program, 'id' | 'name'>): Promise<Registered> {
  const body: z.input<typeof PublicRegistrationSchema> = { ...form, programId: program.id, programName: program.name };
  const { data } = await apiRequest<ApiSuccess<Registered>>('/api/register', { method: 'POST', body });
  return data;
}
