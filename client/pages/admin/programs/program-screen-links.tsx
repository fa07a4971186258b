// The Programs table's ways into a program's own screens (issue 16): icon links in the row's actions.
import { Award, ClipboardCheck, ListOrdered, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { Program } from '../../../../common/schemas/program';
import { Button } from '../../../components/ui/button';

const SCREENS = {
  attendance: { icon: ClipboardCheck, title: 'Attendance', label: (name: string) => `Attendance of ${name}` },
  waitlist: { icon: ListOrdered, title: 'Seats and waitlist', label: (name: string) => `Seats and waitlist of ${name}` },
  certificates: { icon: Award, title: 'Certificates', label: (name: string) => `Certificates for ${name}` },
} satisfies Record<string, { icon: LucideIcon; title: string; label: (name: string) => string }>;

export function ProgramScreenLink({ program, screen }: { program: Program; screen: keyof typeof SCREENS }) {
  const { icon: Icon, title, label } = SCREENS[screen];
  return (
    <Button variant="ghost" size="icon" asChild>
      <Link href={`/admin/programs/${program.id}/${screen}`} aria-label={label(program.name)} title={title}>
        <Icon aria-hidden="true" />
      </Link>
    </Button>
  );
}
