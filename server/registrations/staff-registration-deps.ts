// What a staff create or edit of a registration needs, handed in by app.ts: the money staff record by
// hand enters the ledger in the write's transaction, through a hook the payments domain provides.
import type { PaymentMethod } from '../../common/constants.js';
import type { Program } from '../programs/index.js';
import type { AlongWithChange, RegistrationsRepository } from './queries.js';

export interface StaffChange {
  /** The body's paymentMethod: how the money came in when staff mark it paid (cash by default). */
  method: PaymentMethod | undefined;
  recordedBy: string | null;
  at: Date;
}

/** Runs `along` in the write's transaction; `queued` says afterwards whether it queued an email. */
export type StaffLedgerHook = (change: StaffChange) => { along: AlongWithChange; readonly queued: boolean };

export interface StaffRegistrationDeps {
  registrations: RegistrationsRepository;
  programs: { findRow(id: number): Promise<Program | null> };
  staffLedger: StaffLedgerHook;
  /** Nudges the outbox. */
  queued: () => void;
  now: () => Date;
}
