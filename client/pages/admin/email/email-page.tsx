// The frame of the two email screens: Back to Admin, a link to the other screen, title and description.
import { BookOpen, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { BACK_TO_ADMIN, PageHeader, type HeaderLink } from '../shared/page-header';

const OTHER: Record<'test' | 'guide', HeaderLink> = {
  test: { href: '/admin/email-test', label: 'Email Testing Tools', icon: Mail },
  guide: { href: '/admin/email-guide', label: 'Email System Guide', icon: BookOpen },
};

interface EmailPageProps {
  title: string;
  description: string;
  /** The other email screen, linked beside Back to Admin. */
  linkTo: keyof typeof OTHER;
  children: ReactNode;
}

export function EmailPage({ title, description, linkTo, children }: EmailPageProps) {
  return (
    <div className="grid gap-2">
      <PageHeader links={[BACK_TO_ADMIN, OTHER[linkTo]]} title={title} description={description} />
      {children}
    </div>
  );
}
