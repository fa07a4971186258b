// Seats and the waitlist of programs with a capacity (issue 16): the public seat counts, the answer to
// a registration for a full program, a waitlist offer's prefill, and the admin's waitlist screen.
import { z } from 'zod';
import { WAITLIST_STATUSES } from '../constants.js';
import { successSchema, type Json } from '../api.js';
import { row, rowId, timestamp } from './fields.js';

/** GET /api/programs/seats: one row per active program with a capacity. */
export const ProgramSeatsSchema = z.object({ programId: rowId(), capacity: z.number().int(), seatsLeft: z.number().int() });
export type ProgramSeats = z.infer<typeof ProgramSeatsSchema>;
export const SeatsAnswerSchema = successSchema(z.array(ProgramSeatsSchema), { seatsLeftShownFrom: z.number().int() });
export type SeatsAnswer = z.infer<typeof SeatsAnswerSchema>;

/** POST /api/register for a full program (202): the person is on the waitlist, not registered. */
export const WaitlistedSchema = z.object({
  success: z.literal(true),
  waitlisted: z.literal(true),
  message: z.string(),
  /** `position`: their place among those waiting (1 = next). */
  data: z.object({ position: z.number().int(), programId: rowId() }),
});
export type Waitlisted = z.infer<typeof WaitlistedSchema>;

/** GET /api/waitlist-offers/{token}: what the registration dialog opens with. */
export const WaitlistOfferSchema = z.object({
  programId: rowId(),
  programName: z.string(),
  offerExpiresAt: timestamp(),
  answers: z.record(z.string(), z.unknown()),
});
export type WaitlistOffer = Json<z.infer<typeof WaitlistOfferSchema>>;

/** One entry as staff see it. */
export const WaitlistEntrySchema = row({
  programId: rowId(),
  position: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  packageType: z.string(),
  equipmentBundle: z.boolean(),
  offeredAt: timestamp().nullable(),
  offerExpiresAt: timestamp().nullable(),
  registrationId: z.number().int().nullable(),
});
export type WaitlistEntry = Json<z.infer<typeof WaitlistEntrySchema>>;

/** GET /api/programs/{id}/waitlist: the program's seats and its entries (waiting and offered first). */
export const ProgramWaitlistSchema = z.object({
  programId: rowId(),
  programName: z.string(),
  capacity: z.number().int().nullable(),
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int().nullable(),
  entries: z.array(WaitlistEntrySchema),
});
export type ProgramWaitlist = Json<z.infer<typeof ProgramWaitlistSchema>>;

export const MoveDirectionSchema = z.object({ direction: z.enum(['up', 'down'], { error: 'Direction must be up or down' }) });
export type MoveDirection = z.infer<typeof MoveDirectionSchema>['direction'];

/** The token in an offer link's path. */
export const OfferTokenParams = z.object({ token: z.string().max(100, 'The offer token is too long') });
