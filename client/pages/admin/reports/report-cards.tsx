// The reports, one card each: the figures come aggregated from the server, the card draws them.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MoneyReport, ReportQuery } from '../../../../common/schemas/reports';
import { centsFromDollars, dollarsFromCents, formatMoney } from '../../../../common/money';
import type { ChartConfig } from '../../../components/ui/chart';
import { ReportCard } from './report-card';
import {
  type ReportTable,
  FUNNEL_LABELS, attendanceProgramsTable, attendanceSessionsTable, certificatesExpiringTable, certificatesIssuedTable, funnelTable, inquiriesTable,
  monthLabel, moneyTable, originsTable, percentLabel, registrationsTable, weekLabel,
} from './report-tables';
import { SeriesChart } from './series-chart';
import { reportState, useReport } from './use-report';

export interface ReportProps {
  query: ReportQuery | undefined;
  /** `{from}-to-{to}`, the CSV names' tail. */
  rangeName: string;
}

interface ReportViewProps<T> {
  report: UseQueryResult<T, Error>;
  title: string;
  csvName: string;
  summary: (data: T) => ReactNode;
  table: (data: T) => ReportTable;
  /** Without one, the card is its table. */
  chart?: (data: T) => ReactNode;
}

/** A card drawn from one report's answer: its summary, table and chart, or the state while it loads. */
function ReportView<T>({ report, title, csvName, summary, table, chart }: ReportViewProps<T>) {
  const data = report.data;
  return (
    <ReportCard
      title={title}
      summary={data && summary(data)}
      table={data && table(data)}
      csvName={csvName}
      state={reportState(report, title)}
      chart={chart ? data && chart(data) : null}
    />
  );
}

const wholeDollars = (dollars: number) => `${dollars < 0 ? '-' : ''}$${Math.abs(dollars).toLocaleString('en-US')}`;
const share = (value: number | null) => (value === null ? '—' : percentLabel(value));

const PACKAGES: ChartConfig = [
  { key: 'youth', label: 'Youth (under 18)', color: 'var(--chart-1)' },
  { key: 'new', label: 'New official', color: 'var(--chart-2)' },
  { key: 'experienced', label: 'Experienced official', color: 'var(--chart-3)' },
];
const BUNDLE: ChartConfig = [{ key: 'bundle', label: 'With bundle', color: 'var(--chart-4)' }];

export function RegistrationsCard({ query, rangeName }: ReportProps) {
  const report = useReport('registrations', query);
  return (
    <ReportView
      report={report}
      title="Registrations per week"
      summary={(data) => `${data.totals.total} registrations; ${share(data.totals.bundleShare)} took the equipment bundle.`}
      table={registrationsTable}
      csvName={`registrations-per-week-${rangeName}`}
      chart={(data) => (
        <SeriesChart
          label="Registrations per week, stacked by package, with the bundle count as a line"
          data={data.weeks} categoryKey="weekStart" categoryLabel="Week of" categoryFormat={weekLabel} valueLabel="Registrations"
          bars={PACKAGES} lines={BUNDLE} stacked
        />
      )}
    />
  );
}

const MONEY: ChartConfig = [
  { key: 'collected', label: 'Collected', color: 'var(--chart-1)' },
  { key: 'refunded', label: 'Refunded', color: 'var(--chart-5)' },
];
const NET: ChartConfig = [{ key: 'net', label: 'Net', color: 'var(--chart-3)' }];

/**
 * The chart's months in dollars, not cents: the value axis ticks at whole numbers of what it charts, and
 * in cents a month of a few dollars (or none) ticked every cent, each tick reading "$0".
 */
const monthsInDollars = (months: MoneyReport['months']) =>
  months.map(({ month, collectedCents, refundedCents, netCents }) => ({ month, collected: dollarsFromCents(collectedCents), refunded: dollarsFromCents(refundedCents), net: dollarsFromCents(netCents) }));

/** When staff recorded money by hand in the range (issue 27): " (card $80.00, cash $40.00)"; else nothing. */
function byHandSummary(totals: MoneyReport['totals']): string | false {
  const hand = ([['cash', totals.cashCents], ['check', totals.checkCents], ['other', totals.otherCents]] as const).filter(([, cents]) => cents > 0);
  return hand.length > 0 && ` (card ${formatMoney(totals.cardCents)}, ${hand.map(([method, cents]) => `${method} ${formatMoney(cents)}`).join(', ')})`;
}

export function MoneyCard({ query, rangeName }: ReportProps) {
  const report = useReport('money', query);
  return (
    <ReportView
      report={report}
      title="Money per month"
      summary={(data) => [
        `Collected ${formatMoney(data.totals.collectedCents)}`,
        byHandSummary(data.totals),
        `, refunded ${formatMoney(data.totals.refundedCents)}`,
        data.totals.lostCents > 0 && `, lost in disputes ${formatMoney(data.totals.lostCents)}`,
        `, net ${formatMoney(data.totals.netCents)}.`,
      ].filter(Boolean).join('')}
      table={moneyTable}
      csvName={`money-per-month-${rangeName}`}
      chart={(data) => (
        <SeriesChart
          label="Money collected and refunded per month, with the net as a line"
          data={monthsInDollars(data.months)} categoryKey="month" categoryLabel="Month" categoryFormat={monthLabel} valueLabel="US dollars"
          valueFormat={wholeDollars} tooltipFormat={(dollars: number) => formatMoney(centsFromDollars(dollars))} bars={MONEY} lines={NET}
        />
      )}
    />
  );
}

const FUNNEL: ChartConfig = [{ key: 'count', label: 'Registrations', color: 'var(--chart-1)' }];

export function FunnelCard({ query, rangeName }: ReportProps) {
  const report = useReport('funnel', query);
  return (
    <ReportView
      report={report}
      title="From registration to certificate"
      summary={(data) => {
        const certified = data.steps.find((step) => step.step === 'certified');
        return certified && `${share(certified.rateOfRegistered)} of those registered in the range are certified.`;
      }}
      table={funnelTable}
      csvName={`funnel-${rangeName}`}
      chart={(data) => (
        <SeriesChart
          label="Registrations at each step: registered, paid or free, attended, certified"
          data={data.steps.map((step) => ({ ...step, label: FUNNEL_LABELS[step.step] }))}
          categoryKey="label" categoryLabel="Step" valueLabel="Registrations" bars={FUNNEL} vertical
        />
      )}
    />
  );
}

const RATE: ChartConfig = [{ key: 'rate', label: 'Attendance', color: 'var(--chart-3)' }];
const percentTick = (value: number) => `${Math.round(value * 100)}%`;

export function AttendanceCards({ query, rangeName }: ReportProps) {
  const report = useReport('attendance', query);
  return (
    <>
      <ReportView
        report={report}
        title="Attendance by program"
        summary={() => 'Present marks out of every registrant at every session dated in the range.'}
        table={attendanceProgramsTable}
        csvName={`attendance-by-program-${rangeName}`}
        chart={(data) => (
          <SeriesChart
            label="Attendance rate per program" data={data.programs} categoryKey="programName" categoryLabel="Program"
            valueLabel="Attendance" valueFormat={percentTick} valueMax={1} bars={RATE} vertical
          />
        )}
      />
      <ReportView
        report={report}
        title="Attendance by session"
        summary={(data) => `${data.sessions.length} sessions in the range.`}
        table={attendanceSessionsTable}
        csvName={`attendance-by-session-${rangeName}`}
        chart={(data) => (
          <SeriesChart
            label="Attendance rate per session" data={data.sessions.map((session) => ({ ...session, label: `${weekLabel(session.date)} ${session.programName}` }))}
            categoryKey="label" categoryLabel="Session" valueLabel="Attendance" valueFormat={percentTick} valueMax={1} bars={RATE} vertical
          />
        )}
      />
    </>
  );
}

const ISSUED: ChartConfig = [{ key: 'issued', label: 'Issued', color: 'var(--chart-1)' }];
const EXPIRING: ChartConfig = [{ key: 'expiring', label: 'Expiring', color: 'var(--chart-5)' }];

export function CertificatesCards({ query, rangeName }: ReportProps) {
  const report = useReport('certificates', query);
  return (
    <>
      <ReportView
        report={report}
        title="Certificates issued"
        summary={(data) => `${data.issued} issued in the range.`}
        table={certificatesIssuedTable}
        csvName={`certificates-issued-${rangeName}`}
        chart={(data) => (
          <SeriesChart label="Certificates issued per month" data={data.months} categoryKey="month" categoryLabel="Month" categoryFormat={monthLabel} valueLabel="Certificates" bars={ISSUED} />
        )}
      />
      <ReportView
        report={report}
        title="Certificates expiring in the next 90 days"
        summary={(data) => `${data.expiringSoonTotal} still valid today expire within 90 days.`}
        table={certificatesExpiringTable}
        csvName={`certificates-expiring-${rangeName}`}
        chart={(data) => (
          <SeriesChart label="Certificates expiring per month over the next 90 days" data={data.expiringSoon} categoryKey="month" categoryLabel="Month" categoryFormat={monthLabel} valueLabel="Certificates" bars={EXPIRING} />
        )}
      />
    </>
  );
}

export function OriginsCard({ query, rangeName }: ReportProps) {
  const report = useReport('origins', query);
  return (
    <ReportView
      report={report}
      title="Where registrants come from"
      summary={(data) => `${data.total} registrations; ${data.under18} under 18 (${share(data.under18Share)}).`}
      table={originsTable}
      csvName={`origins-${rangeName}`}
    />
  );
}

const INQUIRIES: ChartConfig = [
  { key: 'received', label: 'Received', color: 'var(--chart-1)' },
  { key: 'responded', label: 'Responded', color: 'var(--chart-3)' },
];

export function InquiriesCard({ query, rangeName }: ReportProps) {
  const report = useReport('inquiries', query);
  return (
    <ReportView
      report={report}
      title="Contact inquiries per week"
      summary={({ total, responded, medianHoursToRespond: median }) =>
        `${total} received, ${responded} responded; median time to respond: ${median === null ? '—' : `${Math.round(median * 10) / 10} hours`}.`}
      table={inquiriesTable}
      csvName={`inquiries-per-week-${rangeName}`}
      chart={(data) => (
        <SeriesChart label="Contact inquiries received and responded per week" data={data.weeks} categoryKey="weekStart" categoryLabel="Week of" categoryFormat={weekLabel} valueLabel="Inquiries" bars={INQUIRIES} />
      )}
    />
  );
}
