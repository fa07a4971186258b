// Staff's answer to an overbooked registration (issue 27): add a seat to its program (the refund is the
// payment's own Refund, in the payments routes).
import { successSchema } from '../../common/api.js';
import { IdParams } from '../../common/schemas/fields.js';
import { RegistrationSchema } from '../../common/schemas/registration.js';
import { conflict, notFound, requireFound } from '../kernel/refusals.js';
import { failures, GUARDED, ok } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { AppContext } from '../app-context.js';
import { addSeat } from './overbooked.js';
import { registrationAnswer } from '../registrations/registration-amount.js';

const MISSING = 'Registration not found';

export function registrationSeatRoutes(app: App, { db, repos, waitlist }: AppContext) {
  app.post(
    '/api/registrations/:id/add-seat',
    { schema: { params: IdParams, response: { 200: successSchema(RegistrationSchema), ...failures(...GUARDED, 400, 404, 409) } } },
    async (request) => {
      const outcome = await addSeat(db, request.params.id);
      if (outcome === null) throw notFound(MISSING);
      if (outcome === 'not-overbooked') throw conflict('This registration is not overbooked');
      const registration = requireFound(await repos.registrations.findById(request.params.id), MISSING);
      // Its seat had freed meanwhile (the mark not yet cleared by the season job): the new one goes to the waitlist.
      await waitlist.seatsMayHaveFreed([registration.programId]);
      return ok(registrationAnswer(registration), `A seat was added to ${registration.programName}; the registration is no longer overbooked`);
    },
  );
}
