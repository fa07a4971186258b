import { ArrowLeft, Plus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';

export interface HeaderLink {
  href: string;
  label: string;
  icon: LucideIcon;
}

export const BACK_TO_ADMIN: HeaderLink = { href: '/admin', label: 'Back to Admin', icon: ArrowLeft };

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  /** Links above the title, e.g. Back to Admin. */
  links?: HeaderLink[];
}

/** A screen's title, description and actions (buttons), stacked on small screens. */
export function PageHeader({ title, description, actions, links }: PageHeaderProps) {
  return (
    <>
      {links && (
        <div className="mb-2 flex flex-wrap gap-2">
          {links.map(({ href, label, icon: Icon }) => (
            <Button key={href} variant="ghost" size="sm" asChild>
              <Link href={href}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </Button>
          ))}
        </div>
      )}
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          {description && <p className="text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </>
  );
}

/** The header's button that opens a list's add dialog, e.g. "Add Service". */
export function AddButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" />
      {children}
    </Button>
  );
}
