// /admin/reports (issue 17): how the season is going, as charts staff can read at a glance, each with its
// table and CSV. The range and program apply to every report; printing gives a clean one-column summary.
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { dateInTimeZone } from '../../../../common/calendar/zone';
import { Button } from '../../../components/ui/button';
import { FilterBar } from '../shared/filter-bar';
import { FilterSelect } from '../shared/filter-select';
import { PageHeader } from '../shared/page-header';
import { useProgramOptions } from '../shared/program-options';
import { useTimeZone } from '../shared/use-time-zone';
import { AttendanceCards, CertificatesCards, FunnelCard, InquiriesCard, MoneyCard, OriginsCard, RegistrationsCard } from './report-cards';
import { ALL_PROGRAMS, RANGE_LABELS, RANGE_PRESETS, rangeOf, reportQuery, type ReportFilters } from './report-range';

const PRESET_OPTIONS = RANGE_PRESETS.map((preset) => [preset, RANGE_LABELS[preset]] as const);

export function ReportsScreen() {
  const today = dateInTimeZone(new Date(), useTimeZone());
  const programOptions = useProgramOptions(ALL_PROGRAMS);
  const [filters, setFilters] = useState<ReportFilters>({ preset: 'season', from: '', to: '', programId: ALL_PROGRAMS });
  const change = <K extends keyof ReportFilters>(key: K, value: ReportFilters[K]) => setFilters((current) => {
    // Custom starts from the range shown, so staff adjust one end instead of typing both.
    const next = key === 'preset' && value === 'custom' && current.preset !== 'custom' ? { ...current, ...rangeOf(current, today) } : current;
    return { ...next, [key]: value };
  });
  const { query, error } = reportQuery(filters, today);
  const range = rangeOf(filters, today);
  const programName = programOptions.find(([id]) => id === filters.programId)?.[1];
  const props = { query, rangeName: query ? `${query.from}-to-${query.to}` : '' };

  return (
    <div className="grid gap-6 print:block">
      <PageHeader
        title="Reports"
        description="How the season is going: registrations, money, attendance, certificates and inquiries."
        actions={(
          <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print summary
          </Button>
        )}
      />
      <p className="hidden text-sm print:block">
        {range.from} to {range.to} · {programName ?? 'All programs'}
      </p>
      <FilterBar
        label="Report filters"
        idPrefix="report"
        columns="lg:grid-cols-4"
        className="print:hidden"
        dates={{ from: range.from, to: range.to, onChange: change, disabled: filters.preset !== 'custom' }}
        error={error}
      >
        <FilterSelect id="report-range" label="Range" value={filters.preset} onChange={(value) => change('preset', value as ReportFilters['preset'])} options={PRESET_OPTIONS} />
        <FilterSelect id="report-program" label="Program" value={filters.programId} onChange={(value) => change('programId', value)} options={programOptions} />
      </FilterBar>
      <div className="grid gap-6 xl:grid-cols-2 print:block print:[&>*]:mb-4">
        <RegistrationsCard {...props} />
        <MoneyCard {...props} />
        <FunnelCard {...props} />
        <InquiriesCard {...props} />
        <AttendanceCards {...props} />
        <CertificatesCards {...props} />
        <OriginsCard {...props} />
      </div>
    </div>
  );
}
