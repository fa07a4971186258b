// The buttons at the end of an admin table's row, named after the row for screen readers.
import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

const DESTRUCTIVE = 'text-destructive hover:text-destructive';

interface RowActionsProps {
  /** Names the row in the buttons' labels: "Edit {name}", "Delete {name}". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Buttons placed before Edit. */
  children?: ReactNode;
  /** Many buttons: on a phone they wrap, three to a line, so the row's name keeps its room. */
  wrap?: boolean;
}

/** A row's buttons, side by side at the end of the row. */
export const RowButtons = ({ children, wrap }: { children: ReactNode; wrap?: boolean }) => (
  <div className={cn('flex justify-end gap-1', wrap && 'flex-wrap max-sm:w-29')}>{children}</div>
);

/** Edit and Delete as icon buttons, after any others. */
export function RowActions({ name, onEdit, onDelete, children, wrap }: RowActionsProps) {
  return (
    <RowButtons wrap={wrap}>
      {children}
      <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} className={DESTRUCTIVE} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </RowButtons>
  );
}

interface RowButtonProps extends Omit<ComponentProps<typeof Button>, 'variant' | 'size' | 'children'> {
  icon: LucideIcon;
  /** The visible text, e.g. "Delete". */
  children: string;
  /** Red, for Delete. */
  destructive?: boolean;
}

/** A small outlined row action with an icon and text; on a phone the icon alone (the text is its tooltip). */
export function RowButton({ icon: Icon, children, destructive, className, ...props }: RowButtonProps) {
  return (
    <Button variant="outline" size="sm" title={children} className={cn(destructive && DESTRUCTIVE, className)} {...props}>
      <Icon aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{children}</span>
    </Button>
  );
}
