import { ORGANISATION_TIME_ZONE } from '../../common/constants.js';
import { dateInTimeZone } from '../../common/dates.js';
import { DEFAULT_SHIRT_SIZE, packageFor, registrationAmount } from '../../common/prices.js';
import { IdParams } from '../../common/schemas/fields.js';
import {
  AdminRegistrationSchema, PublicRegistrationSchema, UpdateRegistrationSchema,
} from '../../common/schemas/registration.js';
import { badRequest, requireFound } from '../http/errors.js';
import type { App, AppContext } from '../http/types.js';

const MISSING = 'Registration not found';
const formatUsd = (dollars: number) => `$${dollars.toFixed(2)}`;

/** The shirt size is kept only with the bundle; the bundle's default size is L. */
function bundleFields(equipmentBundle: boolean, shirtSize: string | null | undefined) {
  return { equipmentBundle, shirtSize: equipmentBundle ? (shirtSize ?? DEFAULT_SHIRT_SIZE) : null };
}

export function registrationRoutes(app: App, { repos, now, email }: AppContext) {
  async function requireProgram(programId: number, { activeOnly }: { activeOnly: boolean }) {
    const program = await repos.programs.findRow(programId);
    if (!program || (activeOnly && !program.active)) {
      const message = 'The selected program is not available for registration';
      throw badRequest(message, { programId: message });
    }
    return program;
  }

  app.post('/api/register', { config: { access: 'public' }, schema: { body: PublicRegistrationSchema } }, async (request, reply) => {
    const { paymentAmount, equipmentBundle = false, shirtSize, ...fields } = request.body;
    const program = await requireProgram(fields.programId, { activeOnly: true });
    const today = dateInTimeZone(now(), ORGANISATION_TIME_ZONE);
    if (fields.dateOfBirth > today) {
      throw badRequest('Date of birth cannot be in the future', { dateOfBirth: 'Date of birth cannot be in the future' });
    }
    // The server decides the fee: package from age and experience, plus the bundle.
    const packageType = packageFor(fields.dateOfBirth, fields.experienceLevel, today);
    const amount = registrationAmount(packageType, equipmentBundle);
    if (paymentAmount !== amount) {
      const message = `Payment amount ${formatUsd(paymentAmount)} does not match the registration fee of ${formatUsd(amount)} for this package`;
      throw badRequest(message, { paymentAmount: message });
    }
    const registration = await repos.registrations.create({
      ...fields,
      ...bundleFields(equipmentBundle, shirtSize),
      programName: program.name,
      paymentAmount: amount,
      paymentStatus: amount === 0 ? 'free' : 'pending',
      registrationStatus: 'active',
    });
    email.registrationCreated(registration.id);
    return reply.code(201).send({
      success: true,
      registrationId: registration.id,
      data: {
        id: registration.id,
        programId: registration.programId,
        programName: registration.programName,
        firstName: registration.firstName,
        lastName: registration.lastName,
        email: registration.email,
        packageType,
        paymentAmount: registration.paymentAmount,
        paymentStatus: registration.paymentStatus,
        // The registrant's proof for the payment calls (ids alone are guessable).
        paymentToken: registration.paymentToken,
      },
      message: 'Registration successful',
    });
  });

  app.get('/api/registrations', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, data: await repos.registrations.list() };
  });

  app.get('/api/registrations/:id', { schema: { params: IdParams } }, async (request) => ({
    success: true,
    data: requireFound(await repos.registrations.findById(request.params.id), MISSING),
  }));

  app.post('/api/registrations', { schema: { body: AdminRegistrationSchema } }, async (request, reply) => {
    const { equipmentBundle = false, shirtSize, ...fields } = request.body;
    const program = await requireProgram(fields.programId, { activeOnly: false });
    const data = await repos.registrations.create({
      ...fields,
      ...bundleFields(equipmentBundle, shirtSize),
      programName: program.name,
      paymentStatus: fields.paymentStatus ?? (fields.paymentAmount === 0 ? 'free' : 'pending'),
    });
    return reply.code(201).send({ success: true, registrationId: data.id, data, message: 'Registration created successfully' });
  });

  app.put('/api/registrations/:id', { schema: { params: IdParams, body: UpdateRegistrationSchema } }, async (request) => {
    const { equipmentBundle, shirtSize, programName: _ignored, ...fields } = request.body;
    const existing = requireFound(await repos.registrations.findById(request.params.id), MISSING);
    const program = fields.programId === undefined ? undefined : await requireProgram(fields.programId, { activeOnly: false });
    // A partial update of the bundle or the size is judged against what is stored.
    const bundleChange = equipmentBundle === undefined && shirtSize === undefined
      ? {}
      : bundleFields(equipmentBundle ?? existing.equipmentBundle, shirtSize ?? existing.shirtSize);
    const data = await repos.registrations.update(request.params.id, {
      ...fields,
      ...bundleChange,
      ...(program && { programName: program.name }),
    });
    return { success: true, data: requireFound(data, MISSING), message: 'Registration updated successfully' };
  });

  app.delete('/api/registrations/:id', { schema: { params: IdParams } }, async (request) => {
    requireFound((await repos.registrations.remove(request.params.id)) || null, MISSING);
    return { success: true, message: 'Registration deleted successfully' };
  });
}
