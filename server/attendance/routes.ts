// Roll call (issue 16, admin): a program's attendance grid, and saving one mark as staff tap it.
import { successSchema } from '../../common/api.js';
import { AttendanceGridSchema, AttendanceMarkSchema, SaveAttendanceSchema } from '../../common/schemas/attendance.js';
import { conflict, invalid, notFound } from '../kernel/refusals.js';
import { failures, GUARDED, ok, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import { registerReadRoute } from '../kernel/http/crud-routes.js';
import type { MarkRefusal } from './queries.js';
import type { RollCall } from './roll-call.js';

const REFUSALS: Record<MarkRefusal, () => Error> = {
  'registration-missing': () => notFound('Registration not found'),
  'session-missing': () => notFound('Session not found'),
  'other-program': () => invalid('This session belongs to another program', { sessionId: "The session is not one of the registration's program" }),
  cancelled: () => conflict('This registration is cancelled: its attendance cannot be marked'),
  'too-early': () => conflict('This session starts more than a day from now: attendance can be marked from 24 hours before it starts'),
};

export function attendanceRoutes(app: App, { rollCall }: { rollCall: RollCall }) {
  registerReadRoute(app, '/api/programs/:id/attendance', AttendanceGridSchema, (programId) => rollCall.grid(programId), 'Program not found');

  // Answers the mark as saved (status null: cleared), without a toast message: staff tap many in a row.
  app.put(
    '/api/attendance',
    { schema: { body: SaveAttendanceSchema, response: { 200: successSchema(AttendanceMarkSchema.extend({ status: AttendanceMarkSchema.shape.status.nullable() })), ...failures(...GUARDED, ...WITH_BODY, 404, 409) } } },
    async (request) => {
      const { registrationId, sessionId, status } = request.body;
      const refusal = await rollCall.mark(registrationId, sessionId, status);
      if (refusal) throw REFUSALS[refusal]();
      return ok({ registrationId, sessionId, status });
    },
  );
}
