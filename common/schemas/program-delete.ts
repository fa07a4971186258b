// Deleting a program takes its registrations with it (SPEC's cascade): the counts the confirmation
// shows, and the explicit confirmation the server asks for when some of them are paid.
import { z } from 'zod';
import { MAX } from './fields.js';

/** GET /api/programs/{id}/registration-counts. */
export const ProgramRegistrationCountsSchema = z.object({
  registrations: z.number().int().min(0),
  /** Of them, with paymentStatus paid. */
  paid: z.number().int().min(0),
});
export type ProgramRegistrationCounts = z.infer<typeof ProgramRegistrationCountsSchema>;

const CONFIRM_TEXT = "confirm must be the program's name, given once";

/**
 * DELETE /api/programs/{id}?confirm=<the program's exact name>: needed only when the program has paid
 * registrations. A query parameter, not a body: some proxies drop the body of a DELETE.
 */
export const DeleteProgramQuerySchema = z.object({
  confirm: z.string({ error: CONFIRM_TEXT }).max(MAX.line, CONFIRM_TEXT).optional(),
});

