// The reports, one card each: the figures come aggregated from the server, the card draws them.
import type { ReportQuery } from '../../../../common/schemas/reports';
import { formatUsd } from '../../../../common/format';
import type { ChartConfig } from '../../../components/ui/chart';
import { ReportCard } from './report-card';
import {
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

const dollars = (cents: number) => formatUsd(cents / 100);
const wholeDollars = (cents: number) => `${cents < 0 ? '-' : ''}$${Math.abs(Math.round(cents / 100)).toLocaleString('en-US')}`;
const share = (value: number | null) => (value === null ? '—' : percentLabel(value));

const PACKAGES: ChartConfig = [
  { key: 'youth', label: 'Youth (under 18)', color: 'var(--chart-1)' },
  { key: 'new', label: 'New official', color: 'var(--chart-2)' },
  { key: 'experienced', label: 'Experienced official', color: 'var(--chart-3)' },
];
const BUNDLE: ChartConfig = [{ key: 'bundle', label: 'With bundle', color: 'var(--chart-4)' }];

export function RegistrationsCard({ query, rangeName }: ReportProps) {
  const title = 'Registrations per week';
  const report = useReport('registrations', query);
  const data = report.data;
  return (
    <ReportCard
      title={title}
      summary={data && `${data.totals.total} registrations; ${share(data.totals.bundleShare)} took the equipment bundle.`}
      table={data && registrationsTable(data)}
      csvName={`registrations-per-week-${rangeName}`}
      state={reportState(report, title)}
      chart={data && (
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
  { key: 'collectedCents', label: 'Collected', color: 'var(--chart-1)' },
  { key: 'refundedCents', label: 'Refunded', color: 'var(--chart-5)' },
];
const NET: ChartConfig = [{ key: 'netCents', label: 'Net', color: 'var(--chart-3)' }];

export function MoneyCard({ query, rangeName }: ReportProps) {
  const title = 'Money per month';
  const report = useReport('money', query);
  const data = report.data;
  return (
    <ReportCard
      title={title}
      summary={data && [
        `Collected ${dollars(data.totals.collectedCents)}, refunded ${dollars(data.totals.refundedCents)}`,
        data.totals.lostCents > 0 && `, lost in disputes ${dollars(data.totals.lostCents)}`,
        `, net ${dollars(data.totals.netCents)}.`,
      ].filter(Boolean).join('')}
      table={data && moneyTable(data)}
      csvName={`money-per-month-${rangeName}`}
      state={reportState(report, title)}
      chart={data && (
        <SeriesChart
          label="Money collected and refunded per month, with the net as a line"
          data={data.months} categoryKey="month" categoryLabel="Month" categoryFormat={monthLabel} valueLabel="US dollars"
          valueFormat={wholeDollars} bars={MONEY} lines={NET}
        />
      )}
    />
  );
}

const FUNNEL: ChartConfig = [{ key: 'count', label: 'Registrations', color: 'var(--chart-1)' }];

export function FunnelCard({ query, rangeName }: ReportProps) {
  const title = 'From registration to certificate';
  const report = useReport('funnel', query);
  const data = report.data;
  const certified = data?.steps.find((step) => step.step === 'certified');
  return (
    <ReportCard
      title={title}
      summary={certified && `${share(certified.rateOfRegistered)} of those registered in the range are certified.`}
      table={data && funnelTable(data)}
      csvName={`funnel-${rangeName}`}
      state={reportState(report, title)}
      chart={data && (
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
  const data = report.data;
  const byProgram = 'Attendance by program';
  const bySession = 'Attendance by session';
  return (
    <>
      <ReportCard
        title={byProgram}
        summary="Present marks out of every registrant at every session dated in the range."
        table={data && attendanceProgramsTable(data)}
        csvName={`attendance-by-program-${rangeName}`}
        state={reportState(report, byProgram)}
        chart={data && (
          <SeriesChart
            label="Attendance rate per program" data={data.programs} categoryKey="programName" categoryLabel="Program"
            valueLabel="Attendance" valueFormat={percentTick} valueMax={1} bars={RATE} vertical
          />
        )}
      />
      <ReportCard
        title={bySession}
        summary={data && `${data.sessions.length} sessions in the range.`}
        table={data && attendanceSessionsTable(data)}
        csvName={`attendance-by-session-${rangeName}`}
        state={reportState(report, bySession)}
        chart={data && (
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
  const data = report.data;
  const issued = 'Certificates issued';
  const expiring = 'Certificates expiring in the next 90 days';
  return (
    <>
      <ReportCard
        title={issued}
        summary={data && `${data.issued} issued in the range.`}
        table={data && certificatesIssuedTable(data)}
        csvName={`certificates-issued-${rangeName}`}
        state={reportState(report, issued)}
        chart={data && (
          <SeriesChart label="Certificates issued per month" data={data.months} categoryKey="month" categoryLabel="Month" categoryFormat={monthLabel} valueLabel="Certificates" bars={ISSUED} />
        )}
      />
      <ReportCard
        title={expiring}
        summary={data && `${data.expiringSoonTotal} still valid today expire within 90 days.`}
        table={data && certificatesExpiringTable(data)}
        csvName={`certificates-expiring-${rangeName}`}
        state={reportState(report, expiring)}
        chart={data && (
          <SeriesChart label="Certificates expiring per month over the next 90 days" data={data.expiringSoon} categoryKey="month" categoryLabel="Month" categoryFormat={monthLabel} valueLabel="Certificates" bars={EXPIRING} />
        )}
      />
    </>
  );
}

export function OriginsCard({ query, rangeName }: ReportProps) {
  const title = 'Where registrants come from';
  const report = useReport('origins', query);
  const data = report.data;
  return (
    <ReportCard
      title={title}
      summary={data && `${data.total} registrations; ${data.under18} under 18 (${share(data.under18Share)}).`}
      table={data && originsTable(data)}
      csvName={`origins-${rangeName}`}
      state={reportState(report, title)}
      chart={null}
    />
  );
}

const INQUIRIES: ChartConfig = [
  { key: 'received', label: 'Received', color: 'var(--chart-1)' },
  { key: 'responded', label: 'Responded', color: 'var(--chart-3)' },
];

export function InquiriesCard({ query, rangeName }: ReportProps) {
  const title = 'Contact inquiries per week';
  const report = useReport('inquiries', query);
  const data = report.data;
  const median = data?.medianHoursToRespond;
  return (
    <ReportCard
      title={title}
      summary={data && `${data.total} received, ${data.responded} responded; median time to respond: ${median === null || median === undefined ? '—' : `${Math.round(median * 10) / 10} hours`}.`}
      table={data && inquiriesTable(data)}
      csvName={`inquiries-per-week-${rangeName}`}
      state={reportState(report, title)}
      chart={data && (
        <SeriesChart label="Contact inquiries received and responded per week" data={data.weeks} categoryKey="weekStart" categoryLabel="Week of" categoryFormat={weekLabel} valueLabel="Inquiries" bars={INQUIRIES} />
      )}
    />
  );
}
