import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
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

/** Previous and Next under a paged list, with what is shown. */
export function Pager({ label, page, pageCount, onPage, children }: PagerProps) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'previous' | 'next' | null>(null);
  // The button just pressed turns disabled on the first or last page: the keyboard's focus goes to the
  // other one, not back to the top of the page.
  useEffect(() => {
    if (pressed.current === 'next' && page >= pageCount) previous.current?.focus();
    if (pressed.current === 'previous' && page <= 1) next.current?.focus();
    pressed.current = null;
  }, [page, pageCount]);
  const go = (direction: 'previous' | 'next') => {
    pressed.current = direction;
    onPage(direction === 'next' ? page + 1 : page - 1);
  };
  return (
    <nav aria-label={label} className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">{children}</p>
      <div className="flex items-center gap-2">
        <Button ref={previous} variant="outline" size="sm" onClick={() => go('previous')} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="text-sm" aria-current="page">Page {page} of {pageCount}</span>
        <Button ref={next} variant="outline" size="sm" onClick={() => go('next')} disabled={page >= pageCount}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
