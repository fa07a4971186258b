// Builds what the registrant's own page shows (/my-registration/{token}) from the stored records: the
// program, the money, the consent and what the registrant may still do (pay, add to a calendar, cancel).
import { eq } from 'drizzle-orm';
import { dateInTimeZone, placeTime } from '../../common/calendar/zone.js';
import { formatDateLong, formatTime12h, fullName, venueLine } from '../../common/format.js';
import { PACKAGE_NAMES } from '../../common/labels.js';
import type { MyRegistrationPage, MyRegistrationScreen, MyRegistrationSeat } from '../../common/my-registration-page.js';
import { dollarsFromCents } from '../../common/money.js';
import { formatHoldEnd } from '../../common/seats.js';
import { packageFor } from '../../common/prices.js';
import type { Db } from '../kernel/db/client.js';
import { companyInfo } from '../content/index.js';
import { programs, type Program, sessionsOf } from '../programs/index.js';
import { type Registration, registrationCalendar, GUARDIAN_COPY_QUERY, LINK_PATHS, type PageReader } from '../registrations/index.js';
import { guardianConsents } from './tables.js';
import { FALLBACK_COMPANY } from '../email/index.js';
import { feeLines } from '../payments/index.js';
import type { OrganisationSettings } from '../settings/index.js';
import { cancellationTerms, mayCancel } from './cancellation.js';
import type { RegistrantSeat } from './registrant-seat.js';
import { pageGreetingOf } from './greeting.js';
import type { ProgramSession } from '../../common/schemas/program-sessions.js';
import { sessionLines } from './registrant-sessions.js';

export interface RegistrantRecords {
  registration: Registration;
  program: Program | null;
  company: { name: string; email: string; phone: string; website: string };
  consent: { guardianName: string; signedAt: Date } | null;
  /** The program's sessions, by date then start. */
  sessions: ProgramSession[];
}

/** The records the page is made of, each read once. */
export async function loadRegistrantRecords(db: Db, registration: Registration): Promise<RegistrantRecords> {
  const [[program], [company], [consent], sessions] = await Promise.all([
    db.select().from(programs).where(eq(programs.id, registration.programId)).limit(1),
    db.select({ name: companyInfo.name, email: companyInfo.email, phone: companyInfo.phone, website: companyInfo.website }).from(companyInfo).where(eq(companyInfo.id, 1)).limit(1),
    db.select({ guardianName: guardianConsents.guardianName, signedAt: guardianConsents.signedAt }).from(guardianConsents).where(eq(guardianConsents.registrationId, registration.id)).limit(1),
    sessionsOf(db, [registration.programId]),
  ]);
  return { registration, program: program ?? null, company: company ?? FALLBACK_COMPANY, consent: consent ?? null, sessions: sessions.get(registration.programId) ?? [] };
}

const dayOf = (at: Date | null, timeZone: string) => (at ? formatDateLong(dateInTimeZone(at, timeZone)) : null);

/** The existing payment flow's address for this registration, as the registration dialog's "Proceed to Payment" opens it. */
function payNowUrl(registration: Registration, packageType: string): string {
  const query = new URLSearchParams({
    amount: String(dollarsFromCents(registration.paymentAmountCents)), packageType, registrationId: String(registration.id), paymentToken: registration.paymentToken, program: registration.programName,
  });
  return `/checkout?${query}`;
}

export interface ViewOptions {
  token: string;
  screen: MyRegistrationScreen;
  settings: OrganisationSettings;
  now: Date;
  /** Stripe is configured: an automatic refund can go to the card at once. */
  stripeAvailable: boolean;
  /** Who the link was emailed to (the guardian's copy says so); the registrant when not given. */
  reader?: PageReader;
  /** The seat of a pending registration in a program with a capacity (registrant-seat.ts, issue 27). */
  seat?: RegistrantSeat | null;
}

/** The seat as the page shows it: times in the organisation's zone; the waitlist form posts beside the page. */
function seatView(seat: RegistrantSeat | null | undefined, timeZone: string, page: string, query: string): MyRegistrationSeat | null {
  if (!seat) return null;
  if (seat.state === 'held') return { state: 'held', until: formatHoldEnd(seat.until, timeZone) };
  if (seat.state === 'expired') return { state: 'expired', joinWaitlist: seat.canJoin ? `${page}/waitlist${query}` : null };
  return seat;
}

export function registrantView({ registration, program, company, consent, sessions }: RegistrantRecords, { token, screen, settings, now, stripeAvailable, reader = 'registrant', seat }: ViewOptions): MyRegistrationPage {
  const page = `${LINK_PATHS['my-registration']}/${token}`;
  const query = reader === 'guardian' ? GUARDIAN_COPY_QUERY : '';
  const startDate = program?.startDate ?? null;
  const registeredOn = dateInTimeZone(registration.createdAt, settings.timeZone);
  const packageType = packageFor(registration.dateOfBirth, registration.experienceLevel, registeredOn);
  const venue = program ? venueLine(program) : null;
  const paid = registration.paymentStatus === 'paid' || registration.paymentStatus === 'refunded';
  // Issue 27: a completed registration (its certificate issued) whose fee is still owed keeps Pay now.
  const owesFee = registration.registrationStatus !== 'cancelled' && registration.paymentStatus === 'pending' && registration.paymentAmountCents > 0;
  const allowed = mayCancel(registration, startDate, settings, now);
  const terms = allowed ? cancellationTerms(registration, settings, startDate) : null;
  const hasCalendar = !!startDate && calendarFile({ registration, program, company, consent, sessions }, now, settings.timeZone) !== null;
  return {
    title: screen === 'details' ? 'Your Registration' : 'Cancel Your Registration',
    greeting: pageGreetingOf(registration, registeredOn, reader),
    screen,
    organisation: { name: company.name, email: company.email, phone: company.phone },
    registration: {
      id: registration.id,
      name: fullName(registration),
      programName: program?.name ?? registration.programName,
      startDate: startDate ? formatDateLong(startDate) : null,
      startTime: program?.startTime ? `${formatTime12h(program.startTime)} ${placeTime(settings.timeZone)}` : null,
      duration: program?.duration || null,
      venue,
      mapUrl: venue ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venue)}` : null,
      sessions: sessionLines(sessions, program?.startTime ?? null),
      timesIn: placeTime(settings.timeZone),
      packageLabel: PACKAGE_NAMES[packageType],
      bundle: registration.equipmentBundle,
      shirtSize: registration.equipmentBundle ? registration.shirtSize : null,
      amountCents: registration.paymentAmountCents,
      paymentStatus: registration.paymentStatus,
      refundedCents: registration.refundedCents,
      refundDueCents: registration.refundDueCents,
      receipt: paid ? {
        lines: feeLines(registration, program?.priceTiers, settings.timeZone),
        reference: registration.stripePaymentIntentId ?? registration.stripeCheckoutSessionId,
        paidOn: dayOf(registration.paidAt, settings.timeZone),
      } : null,
      consent: { status: registration.consentStatus, signedBy: consent?.guardianName ?? null, signedOn: dayOf(consent?.signedAt ?? null, settings.timeZone) },
      registrationStatus: registration.registrationStatus,
      cancelledOn: dayOf(registration.cancelledAt, settings.timeZone),
    },
    seat: seatView(seat, settings.timeZone, page, query),
    cancellation: terms && { paidCents: terms.paidCents, refundCents: terms.refundCents, keptCents: terms.keptCents, lastDay: terms.lastDay && formatDateLong(terms.lastDay), awaitingApproval: terms.approval || !stripeAvailable },
    links: {
      page,
      back: `${page}${query}`,
      calendar: hasCalendar ? `${page}/calendar.ics` : null,
      // A lapsed hold in a full program cannot be paid (the payment calls answer 409): the waitlist instead.
      payNow: owesFee && seat?.state !== 'expired' ? payNowUrl(registration, packageType) : null,
      cancel: allowed ? `${page}/cancel${query}` : null,
    },
  };
}

/** The same event the confirmation emails attach (registration-calendar.ts); null without a start date. */
export const calendarFile = ({ registration, program, company, sessions }: RegistrantRecords, now: Date, timeZone: string): string | null =>
  registrationCalendar(registration, program && { ...program, sessions }, company, now, timeZone);
