import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/utils';
import type { AdminStatus } from '../../../common/schemas/admin-status';
import type { Contact } from '../../../common/schemas/contact';
import type { Program } from '../../../common/schemas/program';
import type { Testimonial } from '../../../common/schemas/testimonial';
import { useAdminMenu } from './admin-menu-context';
import { useAdminQuery } from './shared/admin-api';
import { TestModeWarning } from './test-mode-warning';

function Counter({ label, value, alert }: { label: string; value: number | undefined; alert?: boolean }) {
  return (
    <Card className="h-full">
      <CardHeader className="pb-2">
        <CardDescription>{label}</CardDescription>
        <CardTitle asChild>
          <p className={cn('text-3xl', alert && 'text-destructive')}>{value === undefined ? <Skeleton className="h-9 w-16" /> : value}</p>
        </CardTitle>
      </CardHeader>
    </Card>
  );
}

/** A counter that opens the screen where staff act on it. */
function LinkedCounter({ href, label, value, alert }: { href: string; label: string; value: number | undefined; alert?: boolean }) {
  return (
    <Link
      href={href}
      aria-label={value === undefined ? label : `${label}: ${value}`}
      className="relative rounded-xl focus-visible:outline-2 [&>[data-slot=card]]:transition-colors [&>[data-slot=card]]:hover:bg-accent/50"
    >
      <Counter label={label} value={value} alert={alert} />
      <ChevronRight className="absolute top-4 right-4 size-4 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}

/** Open card disputes (issue 14) and the season's counters (issue 16), each linking to its screen. */
function StatusCounters() {
  const status = useAdminQuery<AdminStatus>('/api/admin/status').data;
  const season = status?.season;
  return (
    <>
      <LinkedCounter href="/admin/payments" label="Open Disputes" value={status?.openDisputes} alert={!!status?.openDisputes} />
      {season?.seatsLeft !== null && <LinkedCounter href="/admin/programs" label="Seats Left" value={season?.seatsLeft ?? undefined} />}
      <LinkedCounter href="/admin/programs" label="Waitlist" value={season?.waitlist} />
      <LinkedCounter
        href={season?.sessionsTodayProgramId ? `/admin/programs/${season.sessionsTodayProgramId}/attendance` : '/admin/programs'}
        label="Sessions Today"
        value={season?.sessionsToday}
      />
      <LinkedCounter href="/admin/certificates?show=expiring" label="Expiring Certificates" value={season?.certificatesExpiring} alert={!!season?.certificatesExpiring} />
    </>
  );
}

export function Dashboard() {
  const programs = useAdminQuery<Program[]>('/api/programs');
  const testimonials = useAdminQuery<Testimonial[]>('/api/testimonials');
  const contacts = useAdminQuery<Contact[]>('/api/contacts');
  const menu = useAdminMenu();
  const pending = contacts.data?.filter((contact) => !contact.responded).length;

  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <p className="text-muted-foreground">Manage the website content, programs, registrations and inquiries.</p>
      </div>
      <TestModeWarning />
      <section aria-label="Counters" className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
        <Counter label="Total Programs" value={programs.data?.length} />
        <Counter label="Testimonials" value={testimonials.data?.length} />
        <Counter label="Contact Inquiries" value={contacts.data?.length} />
        <Counter label="Pending Inquiries" value={pending} />
        <StatusCounters />
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
