// Builds what the registrant's own page shows (/my-registration/{token}) from the stored records: the
// program, the money, the consent and what the registrant may still do (pay, add to a calendar, cancel).
import { eq } from 'drizzle-orm';
import { dateInTimeZone } from '../../common/dates.js';
import { formatDateLong, formatTime12h, fullName, venueLine } from '../../common/format.js';
import { PACKAGE_NAMES } from '../../common/labels.js';
import type { MyRegistrationPage, MyRegistrationScreen } from '../../common/my-registration-page.js';
import { packageFor } from '../../common/prices.js';
import type { Db } from '../db/client.js';
import { companyInfo, programs, type Program, type Registration } from '../db/schema.js';
import { guardianConsents } from '../db/self-service-schema.js';
import { registrationCalendar } from '../email/registration-calendar.js';
import { FALLBACK_COMPANY } from '../email/sender.js';
import { feeLines } from '../payments/payment-lines.js';
import type { OrganisationSettings } from '../settings/settings.js';
import { cancellationTerms, mayCancel } from './cancellation.js';
import { LINK_PATHS } from './links.js';
import { sessionsOf } from '../repositories/program-sessions.js';
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
    amount: String(registration.paymentAmount), packageType, registrationId: String(registration.id), paymentToken: registration.paymentToken, program: registration.programName,
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
}

export function registrantView({ registration, program, company, consent, sessions }: RegistrantRecords, { token, screen, settings, now, stripeAvailable }: ViewOptions): MyRegistrationPage {
  const page = `${LINK_PATHS['my-registration']}/${token}`;
  const startDate = program?.startDate ?? null;
  const registeredOn = dateInTimeZone(registration.createdAt, settings.timeZone);
  const packageType = packageFor(registration.dateOfBirth, registration.experienceLevel, registeredOn);
  const venue = program ? venueLine(program) : null;
  const paid = registration.paymentStatus === 'paid' || registration.paymentStatus === 'refunded';
  const active = registration.registrationStatus === 'active';
  const allowed = mayCancel(registration, startDate, settings, now);
  const terms = allowed ? cancellationTerms(registration, settings, startDate) : null;
  const hasCalendar = !!startDate && calendarFile({ registration, program, company, consent, sessions }, now) !== null;
  return {
    title: screen === 'details' ? 'Your Registration' : 'Cancel Your Registration',
    screen,
    organisation: { name: company.name, email: company.email, phone: company.phone },
    registration: {
      id: registration.id,
      name: fullName(registration),
      programName: program?.name ?? registration.programName,
      startDate: startDate ? formatDateLong(startDate) : null,
      startTime: program?.startTime ? `${formatTime12h(program.startTime)} Arizona time` : null,
      duration: program?.duration || null,
      venue,
      mapUrl: venue ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venue)}` : null,
      sessions: sessionLines(sessions, program?.startTime ?? null),
      packageLabel: PACKAGE_NAMES[packageType],
      bundle: registration.equipmentBundle,
      shirtSize: registration.equipmentBundle ? registration.shirtSize : null,
      amountCents: registration.paymentAmount * 100,
      paymentStatus: registration.paymentStatus,
      refundedCents: registration.refundedCents,
      refundDueCents: registration.refundDueCents,
      receipt: paid ? {
        lines: feeLines(registration, program?.priceTiers),
        reference: registration.stripePaymentIntentId ?? registration.stripeCheckoutSessionId,
        paidOn: dayOf(registration.paidAt, settings.timeZone),
      } : null,
      consent: { status: registration.consentStatus, signedBy: consent?.guardianName ?? null, signedOn: dayOf(consent?.signedAt ?? null, settings.timeZone) },
      registrationStatus: registration.registrationStatus,
      cancelledOn: dayOf(registration.cancelledAt, settings.timeZone),
    },
    cancellation: terms && { paidCents: terms.paidCents, refundCents: terms.refundCents, keptCents: terms.keptCents, lastDay: terms.lastDay && formatDateLong(terms.lastDay), awaitingApproval: terms.approval || !stripeAvailable },
    links: {
      page,
      calendar: hasCalendar ? `${page}/calendar.ics` : null,
      payNow: active && registration.paymentStatus === 'pending' && registration.paymentAmount > 0 ? payNowUrl(registration, packageType) : null,
      cancel: allowed ? `${page}/cancel` : null,
    },
  };
}

/** The same event the confirmation emails attach (registration-calendar.ts); null without a start date. */
export const calendarFile = ({ registration, program, company, sessions }: RegistrantRecords, now: Date): string | null =>
  registrationCalendar(registration, program && { ...program, sessions }, company, now);
