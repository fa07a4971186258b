// What the server hands the registrant page's renderer (/my-registration/{token}, issue 15). Dates and
// times arrive formatted (the server knows the organisation's time zone); money in cents.
import type { ConsentStatus, PaymentStatus, RegistrationStatus } from './constants.js';

/** Which screen the page shows: the registration, the cancellation's confirmation, or why it cannot go ahead. */
export type MyRegistrationScreen = 'details' | 'confirm-cancel' | 'cancel-closed' | 'refund-failed';

export interface MyRegistrationReceipt {
  /** What the fee is made of. */
  lines: { label: string; amountCents: number }[];
  /** Stripe's reference (a PaymentIntent or Checkout session), when there is one. */
  reference: string | null;
  paidOn: string | null;
}

export interface MyRegistrationConsent {
  status: ConsentStatus;
  /** Who signed and when, once signed. */
  signedBy: string | null;
  signedOn: string | null;
}

/** What a cancellation does with the money now (shown before and after it). */
export interface CancellationTerms {
  /** What was paid and not yet refunded, in cents. */
  paidCents: number;
  refundCents: number;
  keptCents: number;
  /** The refund waits for staff (the policy's "on approval", or no card payment to refund automatically). */
  awaitingApproval: boolean;
  /** The last day online cancellation is open (formatted), when the program has a start date. */
  lastDay: string | null;
}

/** One of the program's sessions (issue 16), formatted; `time` is null for a program dated without a time. */
export interface MyRegistrationSession {
  date: string;
  time: string | null;
  venue: string | null;
  address: string | null;
}

/**
 * The seat of a pending registration in a program with a capacity (issue 27): held until a time
 * (formatted in the organisation's zone), expired with the program full (`joinWaitlist`: where the
 * form posts, null when the program takes nobody now), or on the waitlist (`position` null once offered).
 */
export type MyRegistrationSeat =
  | { state: 'held'; until: string }
  | { state: 'expired'; joinWaitlist: string | null }
  | { state: 'waitlisted'; position: number | null };

export interface MyRegistrationPage {
  /** The page's <title> and heading. */
  title: string;
  /** The line under the heading: the registrant, or a minor's guardian who opened their copy of the link. */
  greeting: string;
  screen: MyRegistrationScreen;
  organisation: { name: string; email: string; phone: string };
  registration: {
    id: number;
    name: string;
    programName: string;
    startDate: string | null;
    startTime: string | null;
    duration: string | null;
    venue: string | null;
    mapUrl: string | null;
    /** Every session, by date then start, at the times of the organisation's zone. */
    sessions: MyRegistrationSession[];
    /** The zone's clock in words (common/calendar's placeTime), which the session times are in. */
    timesIn: string;
    packageLabel: string;
    bundle: boolean;
    shirtSize: string | null;
    amountCents: number;
    paymentStatus: PaymentStatus;
    refundedCents: number;
    /** A cancellation's refund waiting for staff approval. */
    refundDueCents: number | null;
    receipt: MyRegistrationReceipt | null;
    consent: MyRegistrationConsent;
    registrationStatus: RegistrationStatus;
    cancelledOn: string | null;
  };
  /** The cancellation's terms while the policy allows one; null otherwise. */
  cancellation: CancellationTerms | null;
  /** What the page says of the seat (issue 27); absent or null: nothing to say. */
  seat?: MyRegistrationSeat | null;
  links: {
    /** The page itself (its files hang under it: calendar.ics, certificate.pdf). */
    page: string;
    /** The page as its reader opened it (a guardian's copy keeps its query): Back and Keep lead here. */
    back: string;
    calendar: string | null;
    payNow: string | null;
    /** The cancellation's confirmation, also where it posts. */
    cancel: string | null;
    /** The certificate in force, as a PDF (issue 16). */
    certificate?: string | null;
  };
}
