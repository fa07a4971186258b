import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

interface PagerProps {
  /** The navigation's name, e.g. "Registrations pages". */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What is shown, e.g. "Showing 1–25 of 40". */
  children: ReactNode;
}

/** Previous and Next under a list paged on the client, with what is shown. */
export function Pager({ label, page, pageCount, onPage, children }: PagerProps) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">{children}</p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="text-sm" aria-current="page">Page {page} of {pageCount}</span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
