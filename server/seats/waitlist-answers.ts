// The answer to a registration for a full program (POST /api/register, 202), beside the SPEC answer (201).
import type { Waitlisted } from '../../common/schemas/waitlist.js';
import type { Waitlisted as SeatWaitlisted } from './seat-registration.js';

export function waitlistedAnswer(outcome: SeatWaitlisted): Waitlisted {
  const message = outcome.alreadyWaiting
    ? `You are already on the waitlist for this program (number ${outcome.position} in line). We will email you when a seat opens.`
    : `This program is full, so you are on the waitlist (number ${outcome.position} in line). We will email you when a seat opens.`;
  return { success: true, waitlisted: true, message, data: { position: outcome.position, programId: outcome.programId } };
}
