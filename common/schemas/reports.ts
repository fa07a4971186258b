// Staff reports (issue 17, admin): one GET per report under /api/admin/reports/, each aggregated in SQL
// on the server. Dates are calendar dates in the organisation's time zone (settings); weeks start on Monday.
import { z } from 'zod';
import { successSchema } from '../api.js';
import { PACKAGE_TYPES } from '../prices.js';
import { isoDate, positiveId } from './fields.js';

/** The longest range a report covers: enough for several seasons, bounded so a typo cannot ask for centuries. */
export const REPORT_MAX_DAYS = 3 * 366;

export const REPORT_NAMES = ['registrations', 'money', 'funnel', 'attendance', 'certificates', 'origins', 'inquiries'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** Every report's query: an inclusive date range and, optionally, one program. */
export const ReportQuerySchema = z
  .object({
    from: isoDate('From'),
    to: isoDate('To'),
    programId: positiveId('Program').optional(),
  })
  .refine((query) => query.from <= query.to, { message: 'The start date must be on or before the end date', path: ['to'] })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    message: `A report covers at most ${REPORT_MAX_DAYS} days`,
    path: ['from'],
  });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

const count = () => z.number().int().nonnegative();
const cents = () => z.number().int();
/** A share between 0 and 1 (null when there is nothing to divide by). */
const share = () => z.number().min(0).max(1).nullable();
/** The Monday (YYYY-MM-DD) a week starts on. */
const weekStart = () => z.string();
/** YYYY-MM. */
const month = () => z.string();

/** Registrations created per week, by package (SPEC's youth, new, experienced), and how many took the bundle. */
export const RegistrationsReportSchema = z.object({
  weeks: z.array(z.object({ weekStart: weekStart(), youth: count(), new: count(), experienced: count(), bundle: count() })),
  totals: z.object({ youth: count(), new: count(), experienced: count(), total: count(), bundle: count(), bundleShare: share() }),
});

/**
 * The payments ledger per month, in cents: payments collected, refunds, disputes lost, and net as the
 * ledger's totals count it (collected − refunded − lost), so the same range agrees with /admin/payments.
 * Issue 27: what was collected, split by how it came in: by card through Stripe, or recorded by hand.
 */
const moneyFigures = {
  collectedCents: cents(), cardCents: cents(), cashCents: cents(), checkCents: cents(), otherCents: cents(),
  refundedCents: cents(), lostCents: cents(), netCents: cents(),
};
export const MoneyReportSchema = z.object({
  months: z.array(z.object({ month: month(), ...moneyFigures })),
  totals: z.object(moneyFigures),
});

export const FUNNEL_STEPS = ['registered', 'paidOrFree', 'attended', 'certified'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Registrations created in the range, and how many of them went on to each step. */
export const FunnelReportSchema = z.object({
  steps: z.array(
    z.object({
      step: z.enum(FUNNEL_STEPS),
      count: count(),
      /** Of the registrations (the first step). */
      rateOfRegistered: share(),
      /** Of the step before (null for the first). */
      rateOfPrevious: share(),
    }),
  ),
});

/** Present marks over expected ones (active registrants × sessions), for sessions dated in the range. */
export const AttendanceReportSchema = z.object({
  programs: z.array(
    z.object({ programId: z.number().int(), programName: z.string(), sessions: count(), registrants: count(), present: count(), rate: share() }),
  ),
  sessions: z.array(
    z.object({
      sessionId: z.number().int(),
      programId: z.number().int(),
      programName: z.string(),
      date: z.string(),
      startTime: z.string(),
      registrants: count(),
      present: count(),
      absent: count(),
      excused: count(),
      rate: share(),
    }),
  ),
});

/** Certificates issued per month in the range, and those still valid that expire in the next 90 days. */
export const CertificatesReportSchema = z.object({
  months: z.array(z.object({ month: month(), issued: count() })),
  issued: count(),
  expiringSoon: z.array(z.object({ month: month(), expiring: count() })),
  expiringSoonTotal: count(),
});

/** Where registrants come from (city and ZIP as typed, grouped without case), and the under-18 share. */
export const OriginsReportSchema = z.object({
  places: z.array(z.object({ city: z.string(), zipCode: z.string(), registrations: count() })),
  total: count(),
  under18: count(),
  under18Share: share(),
});

/** Contact inquiries received per week, and the median time from received to marked responded. */
export const InquiriesReportSchema = z.object({
  weeks: z.array(z.object({ weekStart: weekStart(), received: count(), responded: count() })),
  total: count(),
  responded: count(),
  /** Over inquiries whose response time is known (marked responded after issue 17), in hours. */
  medianHoursToRespond: z.number().nonnegative().nullable(),
});

export const REPORT_SCHEMAS = {
  registrations: RegistrationsReportSchema,
  money: MoneyReportSchema,
  funnel: FunnelReportSchema,
  attendance: AttendanceReportSchema,
  certificates: CertificatesReportSchema,
  origins: OriginsReportSchema,
  inquiries: InquiriesReportSchema,
} as const satisfies Record<ReportName, z.ZodType>;

export type RegistrationsReport = z.infer<typeof RegistrationsReportSchema>;
export type MoneyReport = z.infer<typeof MoneyReportSchema>;
export type FunnelReport = z.infer<typeof FunnelReportSchema>;
export type AttendanceReport = z.infer<typeof AttendanceReportSchema>;
export type CertificatesReport = z.infer<typeof CertificatesReportSchema>;
export type OriginsReport = z.infer<typeof OriginsReportSchema>;
export type InquiriesReport = z.infer<typeof InquiriesReportSchema>;
export type Reports = { [Name in ReportName]: z.infer<(typeof REPORT_SCHEMAS)[Name]> };

export const reportAnswerSchema = <Name extends ReportName>(name: Name) => successSchema(REPORT_SCHEMAS[name]);

/** The packages in the order the registrations chart stacks them. */
export const REPORT_PACKAGES = PACKAGE_TYPES;

/**
 * The dashboard's trend lines (GET /api/admin/reports/trends): for each counter, its value at the end of
 * each of the last 8 weeks (Sunday, in the organisation's time zone), oldest first; "Sessions Today" shows sessions per week.
 */
export const TREND_WEEKS = 8;
export const TREND_KEYS = ['programs', 'testimonials', 'inquiries', 'pendingInquiries', 'openDisputes', 'waitlist', 'sessions', 'expiringCertificates'] as const;
export type TrendKey = (typeof TREND_KEYS)[number];
export const DashboardTrendsSchema = z.object({
  /** The last day (YYYY-MM-DD) of each week. */
  weekEnds: z.array(z.string()).length(TREND_WEEKS),
  series: z.object(Object.fromEntries(TREND_KEYS.map((key) => [key, z.array(count()).length(TREND_WEEKS)])) as Record<TrendKey, z.ZodArray<z.ZodNumber>>),
});
export type DashboardTrends = z.infer<typeof DashboardTrendsSchema>;
