// Each report as a table: the "show as table" view and the CSV download are both drawn from it, so the
// accessible fallback and the file always say what the chart says. Cells keep the raw figure (cents,
// shares); the format says how to show it. Imports carry .js: the unit tests load this file under Node.
import type {
  AttendanceReport, CertificatesReport, FunnelReport, FunnelStep, InquiriesReport, MoneyReport, OriginsReport, RegistrationsReport,
} from '../../../../common/schemas/reports.js';
import { decimalFromCents, formatMoney } from '../../../../common/money.js';
import { csvText, type CsvValue } from '../shared/csv.js';

export type CellFormat = 'text' | 'count' | 'usd' | 'percent' | 'week' | 'month' | 'hours';
export interface ReportColumn {
  label: string;
  format: CellFormat;
}
export type Cell = string | number | null;
export interface ReportTable {
  columns: readonly ReportColumn[];
  rows: readonly Cell[][];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11" as "Nov 2026". */
export const monthLabel = (month: string) => {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`;
};
/** A week's Monday "2026-11-23" as "Nov 23". */
export const weekLabel = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${Number(date.slice(8, 10))}`;
/** A share (0–1) as a whole or one-decimal percentage. */
export const percentLabel = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** How a cell reads on screen; a missing figure is a dash. */
export function displayCell(value: Cell, format: CellFormat): string {
  if (value === null) return '—';
  if (typeof value === 'string') return format === 'month' && /^\d{4}-\d{2}$/.test(value) ? monthLabel(value) : value;
  if (format === 'usd') return formatMoney(value);
  if (format === 'percent') return percentLabel(value);
  if (format === 'hours') return `${Math.round(value * 10) / 10} h`;
  return value.toLocaleString('en-US');
}

/** How a cell is written to the CSV: plain figures a spreadsheet can add up (dollars with cents, percentages). */
function csvCell(value: Cell, format: CellFormat): CsvValue {
  if (value === null || typeof value === 'string') return value;
  if (format === 'usd') return decimalFromCents(value);
  if (format === 'percent') return (Math.round(value * 1000) / 10).toFixed(1);
  return value;
}

export function tableCsv(table: ReportTable): string {
  const header = table.columns.map(({ label, format }) => (format === 'percent' ? `${label} (%)` : format === 'usd' ? `${label} ($)` : label));
  return csvText(header, table.rows.map((row) => row.map((value, index) => csvCell(value, table.columns[index]!.format))));
}

const col = (label: string, format: CellFormat = 'count'): ReportColumn => ({ label, format });

export function registrationsTable(report: RegistrationsReport): ReportTable {
  const { totals } = report;
  return {
    columns: [col('Week of', 'week'), col('Youth'), col('New'), col('Experienced'), col('Total'), col('With bundle')],
    rows: [
      ...report.weeks.map((week) => [week.weekStart, week.youth, week.new, week.experienced, week.youth + week.new + week.experienced, week.bundle]),
      ['Total', totals.youth, totals.new, totals.experienced, totals.total, totals.bundle],
    ],
  };
}

/** What was collected, then how it came in: by card through Stripe, or as staff recorded it by hand (issue 27). */
const moneyCells = (figures: MoneyReport['totals']): Cell[] => [
  figures.collectedCents, figures.cardCents, figures.cashCents, figures.checkCents, figures.otherCents, figures.refundedCents, figures.lostCents, figures.netCents,
];

export function moneyTable(report: MoneyReport): ReportTable {
  return {
    columns: [
      col('Month', 'month'), col('Collected', 'usd'), col('Card', 'usd'), col('Cash', 'usd'), col('Check', 'usd'), col('Other', 'usd'),
      col('Refunded', 'usd'), col('Disputes lost', 'usd'), col('Net', 'usd'),
    ],
    rows: [...report.months.map((month) => [month.month, ...moneyCells(month)]), ['Total', ...moneyCells(report.totals)]],
  };
}

export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  registered: 'Registered',
  paidOrFree: 'Paid or free',
  attended: 'Attended a session',
  certified: 'Certified',
};

export function funnelTable(report: FunnelReport): ReportTable {
  return {
    columns: [col('Step', 'text'), col('Registrations'), col('Of registered', 'percent'), col('Of the step before', 'percent')],
    rows: report.steps.map((step) => [FUNNEL_LABELS[step.step], step.count, step.rateOfRegistered, step.rateOfPrevious]),
  };
}

export function attendanceProgramsTable(report: AttendanceReport): ReportTable {
  return {
    columns: [col('Program', 'text'), col('Sessions'), col('Registrants'), col('Present'), col('Attendance', 'percent')],
    rows: report.programs.map((program) => [program.programName, program.sessions, program.registrants, program.present, program.rate]),
  };
}

export function attendanceSessionsTable(report: AttendanceReport): ReportTable {
  return {
    columns: [
      col('Date', 'text'), col('Start', 'text'), col('Program', 'text'), col('Registrants'), col('Present'), col('Absent'), col('Excused'), col('Attendance', 'percent'),
    ],
    rows: report.sessions.map((session) => [
      session.date, session.startTime, session.programName, session.registrants, session.present, session.absent, session.excused, session.rate,
    ]),
  };
}

export function certificatesIssuedTable(report: CertificatesReport): ReportTable {
  return {
    columns: [col('Month', 'month'), col('Issued')],
    rows: [...report.months.map((month) => [month.month, month.issued]), ['Total', report.issued]],
  };
}

export function certificatesExpiringTable(report: CertificatesReport): ReportTable {
  return {
    columns: [col('Month', 'month'), col('Expiring')],
    rows: [...report.expiringSoon.map((month) => [month.month, month.expiring]), ['Total', report.expiringSoonTotal]],
  };
}

export function originsTable(report: OriginsReport): ReportTable {
  return {
    columns: [col('City', 'text'), col('ZIP', 'text'), col('Registrations')],
    rows: report.places.map((place) => [place.city || '(none)', place.zipCode || '(none)', place.registrations]),
  };
}

export function inquiriesTable(report: InquiriesReport): ReportTable {
  return {
    columns: [col('Week of', 'week'), col('Received'), col('Responded')],
    rows: [...report.weeks.map((week) => [week.weekStart, week.received, week.responded]), ['Total', report.total, report.responded]],
  };
}
