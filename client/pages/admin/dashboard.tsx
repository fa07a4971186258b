import { ChevronRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/utils';
import { formatMoney } from '../../../common/money';
import type { AdminStatus } from '../../../common/schemas/admin-status';
import { formatBackupAge, type FullBackupStatus } from '../../../common/schemas/database-backup';
import type { Contact } from '../../../common/schemas/contact';
import { TREND_WEEKS, type DashboardTrends, type TrendKey } from '../../../common/schemas/reports';
import type { Program } from '../../../common/schemas/program';
import type { Testimonial } from '../../../common/schemas/testimonial';
import { useAdminMenu } from './admin-menu-context';
import { useAdminQuery } from './shared/admin-api';
import { TestModeWarning } from './test-mode-warning';

// Recharts loads after the counters: the figures matter first, the lines beside them after.
const Sparkline = lazy(() => import('./sparkline'));

interface CounterProps {
  label: string;
  value: number | string | undefined;
  alert?: boolean;
  /** The counter at the end of each of the last weeks, oldest first. */
  trend?: readonly number[] | undefined;
  /** A line under the figure (e.g. the sum a count of refunds adds up to). */
  note?: string | undefined;
}

function Counter({ label, value, alert, trend, note }: CounterProps) {
  return (
    <Card className="h-full">
      <CardHeader className="pb-2">
        <CardDescription>{label}</CardDescription>
        <div className="flex items-end justify-between gap-2">
          <CardTitle asChild>
            <p className={cn('text-3xl', alert && 'text-destructive')}>{value === undefined ? <Skeleton className="h-9 w-16" /> : value}</p>
          </CardTitle>
          {trend && (
            <Suspense fallback={null}>
              <Sparkline values={trend} label={`Last ${TREND_WEEKS} weeks: ${trend.join(', ')}`} />
            </Suspense>
          )}
        </div>
        {note && <p className="text-xs text-muted-foreground">{note}</p>}
      </CardHeader>
    </Card>
  );
}

/** A counter that opens the screen where staff act on it. */
function LinkedCounter({ href, ...counter }: CounterProps & { href: string }) {
  const { label, value, note } = counter;
  return (
    <Link
      href={href}
      aria-label={value === undefined ? label : `${label}: ${value}${note ? `, ${note}` : ''}`}
      className="relative rounded-xl focus-visible:outline-2 [&>[data-slot=card]]:transition-colors [&>[data-slot=card]]:hover:bg-accent/50"
    >
      <Counter {...counter} />
      <ChevronRight className="absolute top-4 right-4 size-4 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}

/** Issue 31: the whole database's last backup; missing or older than twice its interval is an alert for the operator. */
function fullBackupCounter(backup: FullBackupStatus | undefined): CounterProps {
  const counter = { label: 'Last Full Backup' };
  if (!backup) return { ...counter, value: undefined };
  if (backup.ageMinutes === null) return { ...counter, value: 'None', alert: true, note: 'No whole-database backup recorded yet' };
  const note = backup.state === 'stale' ? `Older than ${2 * backup.expectedEveryHours} h: check the backup job` : `Expected every ${backup.expectedEveryHours} h`;
  return { ...counter, value: `${formatBackupAge(backup.ageMinutes)} ago`, alert: backup.state === 'stale', note };
}

/** Open card disputes (issue 14), refunds owed (issue 27) and the season's counters (issue 16), each linking to its screen; then the last full backup. */
function StatusCounters({ trend }: { trend: (key: TrendKey) => readonly number[] | undefined }) {
  const status = useAdminQuery<AdminStatus>('/api/admin/status').data;
  const season = status?.season;
  return (
    <>
      <LinkedCounter href="/admin/payments" label="Open Disputes" value={status?.openDisputes} alert={!!status?.openDisputes} trend={trend('openDisputes')} />
      <LinkedCounter
        href="/admin/registrations?show=refund-due"
        label="Refunds Due"
        value={status?.refundsDue.count}
        alert={!!status?.refundsDue.count}
        note={status?.refundsDue.count ? `${formatMoney(status.refundsDue.cents)} owed` : undefined}
      />
      {season?.seatsLeft !== null && <LinkedCounter href="/admin/programs" label="Seats Left" value={season?.seatsLeft ?? undefined} />}
      <LinkedCounter href="/admin/registrations?show=overbooked" label="Overbooked" value={season?.overbooked} alert={!!season?.overbooked} />
      <LinkedCounter href="/admin/programs" label="Waitlist" value={season?.waitlist} trend={trend('waitlist')} />
      <LinkedCounter
        href={season?.sessionsTodayProgramId ? `/admin/programs/${season.sessionsTodayProgramId}/attendance` : '/admin/programs'}
        label="Sessions Today"
        value={season?.sessionsToday}
        // Sessions held per week: "today" has no past worth a line.
        trend={trend('sessions')}
      />
      <LinkedCounter
        href="/admin/certificates?show=expiring"
        label="Expiring Certificates"
        value={season?.certificatesExpiring}
        alert={!!season?.certificatesExpiring}
        trend={trend('expiringCertificates')}
      />
      <LinkedCounter
        href={status?.gamesNeedingCrew.firstGameId ? `/admin/games/${status.gamesNeedingCrew.firstGameId}` : '/admin/games'}
        label="Crews Not Confirmed"
        value={status?.gamesNeedingCrew.count}
        alert={!!status?.gamesNeedingCrew.count}
        note={status?.gamesNeedingCrew.count ? 'Games within 72 hours' : undefined}
      />
      <Counter {...fullBackupCounter(status?.fullBackup)} />
    </>
  );
}

export function Dashboard() {
  const programs = useAdminQuery<Program[]>('/api/programs');
  const testimonials = useAdminQuery<Testimonial[]>('/api/testimonials');
  const contacts = useAdminQuery<Contact[]>('/api/contacts');
  const menu = useAdminMenu();
  const pending = contacts.data?.filter((contact) => !contact.responded).length;
  const trends = useAdminQuery<DashboardTrends>('/api/admin/reports/trends').data;
  const trend = (key: TrendKey) => trends?.series[key];

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <p className="text-muted-foreground">Manage the website content, programs, registrations and inquiries.</p>
      </div>
      <TestModeWarning />
      <section aria-label="Counters" className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
        <Counter label="Total Programs" value={programs.data?.length} trend={trend('programs')} />
        <Counter label="Testimonials" value={testimonials.data?.length} trend={trend('testimonials')} />
        <Counter label="Contact Inquiries" value={contacts.data?.length} trend={trend('inquiries')} />
        <Counter label="Pending Inquiries" value={pending} trend={trend('pendingInquiries')} />
        <StatusCounters trend={trend} />
      </section>
      <section aria-labelledby="quick-actions" className="grid gap-4">
        <h2 id="quick-actions" className="text-lg font-semibold">Quick Actions</h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {menu.filter((area) => area.path !== '/admin').map(({ path: href, label, icon: Icon }) => (
            <Link key={href} href={href} className="rounded-xl focus-visible:outline-2">
              <Card className="h-full transition-colors hover:bg-accent/50">
                <CardContent className="flex items-center gap-3 p-4">
                  <Icon className="size-5 text-primary" aria-hidden="true" />
                  <span className="font-medium">{label}</span>
                </CardContent>
              </Card>
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
