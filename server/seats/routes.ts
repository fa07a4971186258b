// Staff's answer to an overbooked registration (issue 27): add a seat to its program (the refund is the
// payment's own Refund, in the payments routes).
import { successSchema } from '../../common/api.js';
import { IdParams } from '../../common/schemas/fields.js';
import { RegistrationSchema } from '../../common/schemas/registration.js';
import { failures, GUARDED, ok } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import { registrationAnswer } from '../registrations/index.js';
import type { SeatService } from './seat-service.js';

export function registrationSeatRoutes(app: App, { seats }: { seats: SeatService }) {
  app.post(
    '/api/registrations/:id/add-seat',
    { schema: { params: IdParams, response: { 200: successSchema(RegistrationSchema), ...failures(...GUARDED, 400, 404, 409) } } },
    async (request) => {
      const registration = await seats.addSeat(request.params.id);
      return ok(registrationAnswer(registration), `A seat was added to ${registration.programName}; the registration is no longer overbooked`);
    },
  );
}
