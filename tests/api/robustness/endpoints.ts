// Shared by the robustness suites: the app listening on a real port (so raw bytes and content types go
// through Node's HTTP parser), every write endpoint with a full body it accepts, and whole-database
// checks (row counts, a snapshot of every row, every stored row still valid).
import type { AddressInfo } from 'node:net';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { AccountLinkRequestSchema, SignInLinkRequestSchema, SignInSchema } from '../../../common/schemas/account.js';
import { CsvImportSchema } from '../../../common/schemas/csv-import.js';
import { AssignInputSchema, AvailabilityInputSchema, DeclineInputSchema, EvaluationInputSchema, GameInputSchema, PositionQuerySchema, WorkedInputSchema } from '../../../common/schemas/game.js';
import { gameBody } from '../../helpers/games.js';
import { SaveAttendanceSchema } from '../../../common/schemas/attendance.js';
import { AccommodationInputSchema, ExamInputSchema, QuestionImportSchema, QuestionInputSchema } from '../../../common/schemas/exam.js';
import { AttemptAnswersSchema } from '../../../common/schemas/exam-attempt.js';
import { ChangePasswordSchema, LoginSchema } from '../../../common/schemas/auth.js';
import { CreateContactSchema } from '../../../common/schemas/contact.js';
import { PaymentCheckRequestSchema, RefundRequestSchema } from '../../../common/schemas/ledger.js';
import { SettleRefundRequestSchema } from '../../../common/schemas/refund-settlement.js';
import { SaveMarketingPopupSchema } from '../../../common/schemas/marketing-popup.js';
import { PaymentRequestSchema, StripeRedirectSchema } from '../../../common/schemas/payment.js';
import { CreateProgramSchema, UpdateProgramSchema } from '../../../common/schemas/program.js';
import { AdminRegistrationSchema, PublicRegistrationSchema, UpdateRegistrationSchema } from '../../../common/schemas/registration.js';
import { CreateSectionHeaderSchema, UpdateSectionHeaderSchema } from '../../../common/schemas/section-header.js';
import { CreateServiceSchema, UpdateServiceSchema } from '../../../common/schemas/service.js';
import { SettingsInputSchema } from '../../../common/schemas/settings.js';
import { SaveAboutSchema, SaveCompanyInfoSchema, SaveCtaSchema, SaveHeroSchema } from '../../../common/schemas/site-content.js';
import { CreateTestimonialSchema, UpdateTestimonialSchema } from '../../../common/schemas/testimonial.js';
import { MoveDirectionSchema } from '../../../common/schemas/waitlist.js';
import { AnnouncementInputSchema } from '../../../common/schemas/announcement.js';
import { IssueCertificateSchema, RevokeCertificateSchema } from '../../../common/schemas/certificate.js';
import type { RouteInfo } from '../../../server/app.js';
import type { Db } from '../../../server/kernel/db/client.js';
import * as contentTables from '../../../server/content/tables.js';
import { contacts } from '../../../server/contacts/tables.js';
import { programFeatures, programs } from '../../../server/programs/tables.js';
import { programAnswer } from '../../../server/programs/program-prices.js';
import { registrations } from '../../../server/registrations/tables.js';
import { registrationAnswer } from '../../../server/registrations/registration-amount.js';
import * as allTables from '../../../server/tables.js';
import { createTestApp, type TestAppOptions } from '../../helpers/app.js';
import { registrationBody } from '../../helpers/registrations.js';

// ---------------------------------------------------------------------------------------------------
// The server

export interface Reply {
  status: number;
  contentType: string;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  json: Record<string, unknown> | undefined;
}

export interface SendOptions {
  /** Raw bytes (or text) sent as they are, or multipart form data. */
  body?: Uint8Array | string | FormData;
  /** Serialised with JSON.stringify and sent as application/json. */
  json?: unknown;
  /** The content-type header; none when undefined (a FormData body sets its own). */
  contentType?: string | undefined;
  /** A bearer token. */
  token?: string | undefined;
}

export async function startServer(options: TestAppOptions = {}) {
  const t = await createTestApp(options);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const token = await t.login();

  async function send(method: string, path: string, options: SendOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      body = new TextEncoder().encode(JSON.stringify(options.json));
      headers['content-type'] = 'application/json';
    }
    if (options.contentType !== undefined) headers['content-type'] = options.contentType;
    // A string body would make fetch add text/plain itself: send its bytes instead.
    if (typeof body === 'string') body = new TextEncoder().encode(body);
    const response = await fetch(origin + path, { method, headers, body: (body ?? null) as BodyInit | null });
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    let json: Record<string, unknown> | undefined;
    if (contentType.startsWith('application/json')) {
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        json = undefined;
      }
    }
    return { status: response.status, contentType, text, json };
  }

  return { ...t, origin, token, send };
}
export type Server = Awaited<ReturnType<typeof startServer>>;

// ---------------------------------------------------------------------------------------------------
// Records the endpoints write to

export interface Targets {
  programId: number;
  registrationId: number;
  testimonialId: number;
  serviceId: number;
}

/** Well-formed ids and names that match nothing: a delete aimed there changes nothing whatever it is sent. */
export const MISSING_ID = 999_999;
export const MISSING_BACKUP = 'registrations-2001-01-01T00-00-00-000Z.json';

/** An existing record of each kind for the updates to aim at (the seed has all but a registration). */
export async function createTargets(server: Server): Promise<Targets> {
  const firstId = async (path: string) => {
    const reply = await server.send('GET', path, { token: server.token });
    const [first] = (reply.json?.data ?? []) as { id: number }[];
    if (!first) throw new Error(`${path} lists nothing`);
    return first.id;
  };
  const programId = await firstId('/api/programs');
  // The exams below draw one question of this category (issue 29).
  const question = await server.send('POST', '/api/exam-questions', { token: server.token, json: examQuestionBody() });
  if (question.status !== 201) throw new Error(`question failed: ${question.status} ${question.text}`);
  const registered = await server.send('POST', '/api/register', {
    json: registrationBody({ programId, email: 'robustness.target@example.com' }),
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${registered.text}`);
  return {
    programId,
    registrationId: registered.json?.registrationId as number,
    testimonialId: await firstId('/api/testimonials'),
    serviceId: await firstId('/api/services'),
  };
}

// ---------------------------------------------------------------------------------------------------
// The write endpoints

export interface BodySpec {
  schema: z.ZodType;
  /** A full body the schema accepts, every optional text field filled in; fresh values on each call. */
  valid(targets: Targets): Record<string, unknown>;
}

export interface WriteEndpoint {
  method: 'POST' | 'PUT' | 'DELETE';
  /** As in the app's route table. */
  route: string;
  /** admin: sent with the admin's bearer token; public: without a token. */
  access: 'admin' | 'public';
  /** Where bad input is sent: an existing record for an update, a missing one for a delete. */
  path(targets: Targets): string;
  /** The body schema; absent when the route reads no body. */
  body?: BodySpec;
  /** A route without a body schema that changes data whatever it is sent: only input it must refuse is sent. */
  actsOnAnyBody?: boolean;
}

let serial = 0;
/** A value no other call returns, for fields that must be unique. */
export const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

export const examQuestionBody = () => ({
  category: 'Robustness', kind: 'multiple-choice', prompt: 'Which signal stops the clock?', choices: ['Whistle', 'Wave', 'Nod'], correctChoice: 0, explanation: 'The whistle stops the clock.',
});

export const programBody = () => ({
  name: 'Robustness Clinic',
  description: 'A program written by the robustness suite.',
  level: 'college',
  duration: '6 weeks',
  price: 40,
  priceTiers: [{ name: 'New Official', price: 40, description: 'First season' }],
  imageUrl: 'https://example.com/clinic.jpg',
  location: '100 W Washington St, Phoenix, AZ',
  locationName: 'Downtown Gym',
  startDate: '2030-01-15',
  startTime: '18:30',
  active: true,
  features: ['Rules study', 'Court mechanics'],
});

const publicRegistration = (targets: Targets) =>
  registrationBody({
    programId: targets.programId,
    email: `registrant.${unique()}@example.com`,
    address: '100 W Washington St',
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85003',
    officiatedLevels: ['youth', 'high-school'],
    trainingGoals: 'Work varsity games.',
    parentGuardianName: 'Pat Reyes',
    parentGuardianEmail: 'pat.reyes@example.com',
    parentGuardianPhone: '602-555-0100',
    parentGuardianRelationship: 'Parent',
    photoConsent: true,
    equipmentBundle: true,
    shirtSize: 'M',
  });

const adminRegistration = (targets: Targets) => ({
  ...publicRegistration(targets),
  programName: 'Robustness Clinic',
  paymentStatus: 'pending',
  registrationStatus: 'active',
  notes: 'Entered by the office.',
});

const featureBoxes = () => ({
  featureBox1Title: 'Officials Trained', featureBox1Text: 'Hundreds of officials', featureBox1Icon: 'fa-users',
  featureBox2Title: 'Training', featureBox2Text: 'Classroom and court', featureBox2Icon: 'fa-book',
  featureBox3Title: 'Assignments', featureBox3Text: 'Games every week', featureBox3Icon: 'fa-trophy',
});

const testimonialBody = () => ({ name: 'Casey Jordan', position: 'Varsity official', quote: 'The clinic made me a better official.', featured: true });
const serviceBody = () => ({ title: 'Film Review', description: 'Game film reviewed with a mentor.', icon: 'video', displayOrder: 3, active: true });
const contactBody = () => ({
  name: 'Riley Chen',
  email: `riley.${unique()}@example.com`,
  phone: '(480) 555-0199',
  program: 'college',
  experience: 'beginner',
  message: 'When does the next class start?',
});

/** A collection's admin create, update (aimed at the target record) and delete (aimed at a missing one). */
const collectionEndpoints = (path: string, target: keyof Targets, create: z.ZodType, update: z.ZodType, valid: BodySpec['valid']): WriteEndpoint[] => [
  { method: 'POST', route: path, access: 'admin', path: () => path, body: { schema: create, valid } },
  { method: 'PUT', route: `${path}/:id`, access: 'admin', path: (t) => `${path}/${t[target]}`, body: { schema: update, valid } },
  { method: 'DELETE', route: `${path}/:id`, access: 'admin', path: () => `${path}/${MISSING_ID}` },
];

export const WRITE_ENDPOINTS: WriteEndpoint[] = [
  // Auth. Logout is sent without a token: with one it would end the suite's session.
  { method: 'POST', route: '/api/auth/login', access: 'public', path: () => '/api/auth/login',
    body: { schema: LoginSchema, valid: () => ({ username: 'admin', password: 'not-the-password' }) } },
  { method: 'POST', route: '/api/auth/logout', access: 'public', path: () => '/api/auth/logout' },
  // The current password is wrong, so even an accepted body changes nothing.
  { method: 'POST', route: '/api/auth/change-password', access: 'admin', path: () => '/api/auth/change-password',
    body: { schema: ChangePasswordSchema, valid: () => ({ currentPassword: 'not-the-password', newPassword: 'new-password-123' }) } },

  // Programs
  ...collectionEndpoints('/api/programs', 'programId', CreateProgramSchema, UpdateProgramSchema, programBody),

  // Registrations
  { method: 'POST', route: '/api/register', access: 'public', path: () => '/api/register',
    body: { schema: PublicRegistrationSchema, valid: publicRegistration } },
  ...collectionEndpoints('/api/registrations', 'registrationId', AdminRegistrationSchema, UpdateRegistrationSchema, adminRegistration),
  // Aimed at no registration: nothing is revoked or queued whatever is sent.
  { method: 'POST', route: '/api/registrations/:id/consent-link', access: 'admin', path: () => `/api/registrations/${MISSING_ID}/consent-link` },
  { method: 'POST', route: '/api/registrations/:id/private-link', access: 'admin', path: () => `/api/registrations/${MISSING_ID}/private-link` },
  { method: 'POST', route: '/api/registrations/:id/add-seat', access: 'admin', path: () => `/api/registrations/${MISSING_ID}/add-seat` },

  // Testimonials
  ...collectionEndpoints('/api/testimonials', 'testimonialId', CreateTestimonialSchema, UpdateTestimonialSchema, testimonialBody),

  // Contacts
  { method: 'POST', route: '/api/contact', access: 'public', path: () => '/api/contact',
    body: { schema: CreateContactSchema, valid: contactBody } },
  { method: 'PUT', route: '/api/contacts/:id/respond', access: 'admin', path: () => `/api/contacts/${MISSING_ID}/respond` },
  { method: 'DELETE', route: '/api/contacts/:id', access: 'admin', path: () => `/api/contacts/${MISSING_ID}` },
  { method: 'DELETE', route: '/api/contacts', access: 'admin', path: () => '/api/contacts', actsOnAnyBody: true },
  { method: 'POST', route: '/api/email-outbox/:id/retry', access: 'admin', path: () => `/api/email-outbox/${MISSING_ID}/retry` },

  // Services
  ...collectionEndpoints('/api/services', 'serviceId', CreateServiceSchema, UpdateServiceSchema, serviceBody),

  // Section headers
  { method: 'PUT', route: '/api/section-headers/:sectionId', access: 'admin', path: () => '/api/section-headers/services',
    body: { schema: UpdateSectionHeaderSchema, valid: () => ({ sectionId: 'services', title: 'Our Services', subtitle: 'What we offer' }) } },
  { method: 'POST', route: '/api/section-headers', access: 'admin', path: () => '/api/section-headers',
    body: { schema: CreateSectionHeaderSchema, valid: () => ({ sectionId: `robust-${unique()}`, title: 'New Section', subtitle: 'Its subtitle' }) } },

  // Single records (server/routes/single-records.ts)
  { method: 'PUT', route: '/api/company-info', access: 'admin', path: () => '/api/company-info',
    body: { schema: SaveCompanyInfoSchema, valid: () => ({
      name: 'Phoenix Referee Training', phone: '(602) 555-0100', email: 'info@example.com', website: 'https://example.com',
      location: 'Phoenix, AZ', phoneHours: 'Mon-Fri 9-5', emailResponse: 'Within a day', locationDetail: 'Downtown',
    }) } },
  { method: 'PUT', route: '/api/about', access: 'admin', path: () => '/api/about',
    body: { schema: SaveAboutSchema, valid: () => ({
      title: 'About Us', subtitle: 'Who we are', content: '<p>We train basketball officials.</p>', imageUrl: 'https://example.com/about.jpg', ...featureBoxes(),
    }) } },
  { method: 'PUT', route: '/api/cta', access: 'admin', path: () => '/api/cta',
    body: { schema: SaveCtaSchema, valid: () => ({ title: 'Start Now', content: 'Register for the next clinic today.', buttonText: 'Register', buttonLink: '#programs' }) } },
  { method: 'PUT', route: '/api/hero', access: 'admin', path: () => '/api/hero',
    body: { schema: SaveHeroSchema, valid: () => ({
      heading: 'Train to Officiate', subheading: 'Certification and placement in Arizona', buttonText: 'Get Started', buttonLink: '/#programs',
      backgroundImage: 'https://example.com/hero.jpg', ...featureBoxes(),
    }) } },
  { method: 'PUT', route: '/api/marketing-popup', access: 'admin', path: () => '/api/marketing-popup',
    body: { schema: SaveMarketingPopupSchema, valid: () => ({ title: 'Open House', date: 'March 3', startTime: '6 PM', endTime: '8 PM', location: 'Downtown Gym', active: true }) } },

  // The organisation's settings (server/routes/settings.ts); the minimum age stays the default so
  // that the registrations of other entries still pass.
  { method: 'PUT', route: '/api/settings', access: 'admin', path: () => '/api/settings',
    body: { schema: SettingsInputSchema, valid: () => ({
      timeZone: 'America/Phoenix', adminNotifyEmail: 'office@example.com', emailSenderName: 'Phoenix Referee Training', minimumAge: 12,
      guardianConsent: true, selfCancelUntilDays: 7, feeKeptKind: 'dollars', feeKeptAmount: 12.5, refundMode: 'approval',
      reminderDaysBefore: [7, 1], backupKeep: 30, seatHoldMinutes: 30, waitlistOfferHours: 48, seatsLeftShownFrom: 10,
    }) } },

  // Payments (test mode: no Stripe key), and the Stripe webhook (not configured, so never applied)
  { method: 'POST', route: '/api/create-payment-intent', access: 'public', path: () => '/api/create-payment-intent',
    body: { schema: PaymentRequestSchema, valid: () => ({ paymentAmount: 40, paymentToken: 'token', programName: 'Robustness Clinic' }) } },
  { method: 'POST', route: '/api/create-checkout-json', access: 'public', path: () => '/api/create-checkout-json',
    body: { schema: PaymentRequestSchema, valid: () => ({ paymentAmount: '40.00', paymentToken: 'token', programName: 'Robustness Clinic' }) } },
  { method: 'POST', route: '/api/stripe-redirect', access: 'public', path: () => '/api/stripe-redirect',
    body: { schema: StripeRedirectSchema, valid: () => ({
      amount: 75, name: 'Jordan Reyes', paymentToken: 'token', selectedPackage: 'new', includeBundle: true, shirtSize: 'M',
    }) } },
  { method: 'POST', route: '/api/stripe/webhook', access: 'public', path: () => '/api/stripe/webhook' },

  // The payments ledger. Stripe is not configured here, so a refund or a check is refused before any
  // card is touched; the refund and apply ids match no payment, and the check asks about a registration
  // that has no payment at Stripe.
  { method: 'POST', route: '/api/payments/:id/refund', access: 'admin', path: () => `/api/payments/${MISSING_ID}/refund`,
    body: { schema: RefundRequestSchema, valid: () => ({ amountCents: 1500, reason: 'requested_by_customer', note: 'Missed the first class.' }) } },
  { method: 'POST', route: '/api/payments/:id/apply', access: 'admin', path: () => `/api/payments/${MISSING_ID}/apply` },
  { method: 'POST', route: '/api/payments/check', access: 'admin', path: () => '/api/payments/check',
    body: { schema: PaymentCheckRequestSchema, valid: (t) => ({ registrationId: t.registrationId }) } },
  // Issue 27: aimed at no registration, so nothing is settled whatever is sent.
  { method: 'POST', route: '/api/registrations/:id/settle-refund', access: 'admin', path: () => `/api/registrations/${MISSING_ID}/settle-refund`,
    body: { schema: SettleRefundRequestSchema, valid: () => ({ method: 'cash', note: 'Given back at the desk.' }) } },

  // Roll call (issue 16): the session matches nothing, so a valid body changes nothing either.
  { method: 'PUT', route: '/api/attendance', access: 'admin', path: () => '/api/attendance',
    body: { schema: SaveAttendanceSchema, valid: (t) => ({ registrationId: t.registrationId, sessionId: MISSING_ID, status: 'present' }) } },

  // Backups
  { method: 'POST', route: '/api/admin/backups/create', access: 'admin', path: () => '/api/admin/backups/create', actsOnAnyBody: true },
  { method: 'POST', route: '/api/admin/backups/restore/:filename', access: 'admin', path: () => `/api/admin/backups/restore/${MISSING_BACKUP}` },
  { method: 'DELETE', route: '/api/admin/backups/:filename', access: 'admin', path: () => `/api/admin/backups/${MISSING_BACKUP}` },
  // Issue 31: the whole database's own backup (refused with a 409 where the app has no snapshot, as here).
  { method: 'POST', route: '/api/admin/database-backups', access: 'admin', path: () => '/api/admin/database-backups', actsOnAnyBody: true },

  // The waitlist (issue 16): ids that match no entry.
  { method: 'POST', route: '/api/waitlist/:id/move', access: 'admin', path: () => `/api/waitlist/${MISSING_ID}/move`,
    body: { schema: MoveDirectionSchema, valid: () => ({ direction: 'up' }) } },
  { method: 'DELETE', route: '/api/waitlist/:id', access: 'admin', path: () => `/api/waitlist/${MISSING_ID}` },
  { method: 'POST', route: '/api/waitlist/:id/offer', access: 'admin', path: () => `/api/waitlist/${MISSING_ID}/offer` },
  { method: 'POST', route: '/api/waitlist-offers/:token/decline', access: 'public', path: () => `/api/waitlist-offers/${'x'.repeat(43)}/decline` },

  // Announcements and certificates (issue 16): a program, registration or certificate that does not exist.
  { method: 'POST', route: '/api/programs/:id/announcements/preview', access: 'admin', path: () => `/api/programs/${MISSING_ID}/announcements/preview`,
    body: { schema: AnnouncementInputSchema, valid: () => ({ kind: 'announcement', subject: 'Gym change', message: 'We meet in the north gym.' }) } },
  { method: 'POST', route: '/api/programs/:id/announcements', access: 'admin', path: () => `/api/programs/${MISSING_ID}/announcements`,
    body: { schema: AnnouncementInputSchema, valid: () => ({ kind: 'schedule-change', subject: 'New time', message: 'Saturday starts at 10:00.' }) } },
  { method: 'POST', route: '/api/registrations/:id/certificate', access: 'admin', path: () => `/api/registrations/${MISSING_ID}/certificate`,
    body: { schema: IssueCertificateSchema, valid: () => ({ testScore: 90 }) } },
  { method: 'POST', route: '/api/certificates/:id/revoke', access: 'admin', path: () => `/api/certificates/${MISSING_ID}/revoke`,
    body: { schema: RevokeCertificateSchema, valid: () => ({ reason: 'Issued in error' }) } },

  // The exam's question bank and definitions (issue 29).
  { method: 'POST', route: '/api/exam-questions', access: 'admin', path: () => '/api/exam-questions', body: { schema: QuestionInputSchema, valid: examQuestionBody } },
  { method: 'POST', route: '/api/exams', access: 'admin', path: () => '/api/exams',
    body: { schema: ExamInputSchema, valid: () => ({
      title: 'Robustness Exam', programId: null, draw: [{ category: 'Robustness', count: 1 }], passPercent: 80, timeLimitMinutes: 60, attemptsAllowed: 3, waitHours: 24,
      openBookNote: 'Open book: the rules book may be used.', showReview: true,
    }) } },
  { method: 'POST', route: '/api/exam-questions/import', access: 'admin', path: () => '/api/exam-questions/import',
    body: { schema: QuestionImportSchema, valid: () => ({ csv: 'category,prompt,correct,explanation\nRobustness,No choices here,A,None', commit: false }) } },
  { method: 'PUT', route: '/api/exams/:id/accommodations', access: 'admin', path: () => `/api/exams/${MISSING_ID}/accommodations`,
    body: { schema: AccommodationInputSchema, valid: () => ({ email: 'riley@example.com', extraMinutes: 15, extraAttempts: 1 }) } },
  // An official's attempt that does not exist (a 401 without an official's session, whatever the body).
  { method: 'POST', route: '/api/exams/:id/attempts', access: 'public', path: () => `/api/exams/${MISSING_ID}/attempts` },
  { method: 'PUT', route: '/api/attempts/:id/answers', access: 'public', path: () => `/api/attempts/${MISSING_ID}/answers`,
    body: { schema: AttemptAnswersSchema, valid: () => ({ answers: { 1: 0 } }) } },
  { method: 'POST', route: '/api/attempts/:id/submit', access: 'public', path: () => `/api/attempts/${MISSING_ID}/submit` },

  // Officials' accounts (issue 29): a link for an address without an account, a token that opens
  // nothing; signing out without an official's session (a 401 whatever the body).
  { method: 'POST', route: '/api/account/sign-in-link', access: 'public', path: () => '/api/account/sign-in-link',
    body: { schema: SignInLinkRequestSchema, valid: () => ({ email: `nobody-${unique()}@example.com` }) } },
  { method: 'POST', route: '/api/account/sign-in', access: 'public', path: () => '/api/account/sign-in',
    body: { schema: SignInSchema, valid: () => ({ token: 'A'.repeat(43) }) } },
  { method: 'POST', route: '/api/account/sign-out', access: 'public', path: () => '/api/account/sign-out' },
  { method: 'POST', route: '/api/account/registrations/:id/links', access: 'public', path: () => `/api/account/registrations/${MISSING_ID}/links`,
    body: { schema: AccountLinkRequestSchema, valid: () => ({ purpose: 'my-registration' }) } },
  { method: 'POST', route: '/api/account/sign-out-everywhere', access: 'public', path: () => '/api/account/sign-out-everywhere' },

  // Games (issue 30): a new game and an import preview; a game, position or assignment that does not exist.
  { method: 'POST', route: '/api/games', access: 'admin', path: () => '/api/games', body: { schema: GameInputSchema, valid: () => gameBody() } },
  { method: 'POST', route: '/api/games/import', access: 'admin', path: () => '/api/games/import',
    body: { schema: CsvImportSchema, valid: () => ({ csv: 'Date,Start Time,Venue,Address,Level,Home Team,Away Team,Position 1\n2027-01-09,7pm,Gym,1 Main St,JV,A,B,Referee', commit: false }) } },
  { method: 'PUT', route: '/api/games/:id', access: 'admin', path: () => `/api/games/${MISSING_ID}`, body: { schema: GameInputSchema, valid: () => gameBody() } },
  { method: 'POST', route: '/api/games/:id/cancel', access: 'admin', path: () => `/api/games/${MISSING_ID}/cancel` },
  { method: 'POST', route: '/api/games/:id/assignments', access: 'admin', path: () => `/api/games/${MISSING_ID}/assignments`,
    body: { schema: AssignInputSchema, valid: () => ({ positionId: MISSING_ID, email: 'riley@example.com' }) } },
  { method: 'DELETE', route: '/api/games/:id/assignments/:assignmentId', access: 'admin', path: () => `/api/games/${MISSING_ID}/assignments/${MISSING_ID}` },
  { method: 'POST', route: '/api/games/:id/requests/:assignmentId/refuse', access: 'admin', path: () => `/api/games/${MISSING_ID}/requests/${MISSING_ID}/refuse` },
  { method: 'PUT', route: '/api/games/:id/worked', access: 'admin', path: () => `/api/games/${MISSING_ID}/worked`,
    body: { schema: WorkedInputSchema, valid: () => ({ worked: [{ assignmentId: MISSING_ID, worked: true }] }) } },
  { method: 'PUT', route: '/api/assignments/:id/evaluation', access: 'admin', path: () => `/api/assignments/${MISSING_ID}/evaluation`,
    body: { schema: EvaluationInputSchema, valid: () => ({ observer: 'Pat Observer', mechanics: 4, positioning: 4, communication: 4, comments: '' }) } },
  // An official's game calls without an official's session (a 401 whatever the body).
  { method: 'POST', route: '/api/account/assignments/:id/accept', access: 'public', path: () => `/api/account/assignments/${MISSING_ID}/accept` },
  { method: 'POST', route: '/api/account/assignments/:id/decline', access: 'public', path: () => `/api/account/assignments/${MISSING_ID}/decline`,
    body: { schema: DeclineInputSchema, valid: () => ({ reason: 'Out of town' }) } },
  { method: 'POST', route: '/api/account/games/:id/requests', access: 'public', path: () => `/api/account/games/${MISSING_ID}/requests`,
    body: { schema: PositionQuerySchema, valid: () => ({ positionId: MISSING_ID }) } },
  { method: 'PUT', route: '/api/account/games/:id/worked', access: 'public', path: () => `/api/account/games/${MISSING_ID}/worked`,
    body: { schema: WorkedInputSchema, valid: () => ({ worked: [{ assignmentId: MISSING_ID, worked: true }] }) } },
  { method: 'PUT', route: '/api/account/availability', access: 'public', path: () => '/api/account/availability',
    body: { schema: AvailabilityInputSchema, valid: () => ({ weekly: [], blockedDates: [], dailyLimit: null, homeAddress: null, homePostalCode: null, affiliations: [] }) } },
  { method: 'POST', route: '/api/account/calendar-feed', access: 'public', path: () => '/api/account/calendar-feed' },
  { method: 'DELETE', route: '/api/account/calendar-feed', access: 'public', path: () => '/api/account/calendar-feed' },
];

export const routeKey = (route: { method: string; route?: string; url?: string }) => `${route.method} ${route.route ?? route.url}`;

const isWrite = (route: RouteInfo) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method);

/** Every route of the JSON API that is not a read. */
export const writeRoutes = (routeTable: RouteInfo[]) =>
  routeTable.filter((route) => isWrite(route) && route.url.startsWith('/api/')).map(routeKey).sort();

/** The private pages' form posts (HTML answers, urlencoded bodies): checked apart from the JSON API. */
export const PAGE_FORM_ROUTES = ['POST /consent/:token', 'POST /my-registration/:token/cancel', 'POST /my-registration/:token/waitlist'];
export const pageFormRoutes = (routeTable: RouteInfo[]) =>
  routeTable.filter((route) => isWrite(route) && !route.url.startsWith('/api/')).map(routeKey).sort();

// ---------------------------------------------------------------------------------------------------
// Whole-database checks

const ALL_TABLES = (Object.values(allTables) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
/**
 * Not content: logins (good and bad) write sessions and login attempts, the public limits count
 * requests, and the outbox worker marks queued emails sent in the background (its rows are checked
 * in email-outbox.test.ts) and mints the private links they carry (private-links.test.ts), officials'
 * sign-in links among them (accounts.test.ts), whose sessions are bookkeeping as the staff's are.
 */
const BOOKKEEPING = new Set(['session', 'login_attempts', 'rate_limits', 'email_outbox', 'registration_links', 'sign_in_links', 'official_sessions']);
export const CONTENT_TABLES = ALL_TABLES.filter((table) => !BOOKKEEPING.has(getTableName(table)));

/** Rows per table, in one query. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const columns = CONTENT_TABLES.map((table) => {
    const name = getTableName(table);
    return `(SELECT count(*)::int FROM "${name}") AS "${name}"`;
  });
  const result = (await db.execute(sql.raw(`SELECT ${columns.join(', ')}`))) as unknown as { rows: Record<string, number>[] };
  return result.rows[0] ?? {};
}

/** Every row of every content table, as sorted JSON lines per table. */
export async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of CONTENT_TABLES) {
    const rows = await db.select().from(table);
    result[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

/** The schema each stored row must still satisfy: what the API would accept to write it (money in SPEC's dollars, as the API reads the row). */
const ROW_SCHEMAS: [PgTable, z.ZodType, ((row: never) => unknown)?][] = [
  [contacts, CreateContactSchema],
  [registrations, AdminRegistrationSchema, registrationAnswer],
  [programs, CreateProgramSchema, programAnswer],
  [contentTables.testimonials, CreateTestimonialSchema],
  [contentTables.services, CreateServiceSchema],
  [contentTables.sectionHeaders, CreateSectionHeaderSchema],
  [contentTables.companyInfo, SaveCompanyInfoSchema],
  [contentTables.about, SaveAboutSchema],
  [contentTables.cta, SaveCtaSchema],
  [contentTables.hero, SaveHeroSchema],
  [contentTables.marketingPopup, SaveMarketingPopupSchema],
];

/** Stored rows the API's own schema would refuse, as "table #id: field: message". */
export async function invalidRows(db: Db): Promise<string[]> {
  const problems: string[] = [];
  for (const [table, schema, asAnswered = (row: unknown) => row] of ROW_SCHEMAS) {
    for (const row of (await db.select().from(table)) as Record<string, unknown>[]) {
      const parsed = schema.safeParse(asAnswered(row as never));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        problems.push(`${getTableName(table)} #${String(row.id)}: ${issue?.path.join('.')}: ${issue?.message}`);
      }
    }
  }
  for (const row of await db.select().from(programFeatures)) {
    if (row.feature.trim() === '') problems.push(`program_features #${row.id}: blank feature`);
  }
  return problems;
}

/** Own property names of Object.prototype: a polluting request would add one. */
export const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
