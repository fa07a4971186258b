// The payment pages' header: the site's name and mark (home), a Back link and the theme switch, so a
// payer is never on a page without a way out.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { MouseEvent } from 'react';
import { BasketballMark } from '../../components/icons';
import { buttonVariants } from '../../components/ui/button';
import { companyInfoQuery } from '../../lib/queries';
import { cn } from '../../lib/utils';
import { FALLBACK_COMPANY_NAME } from '../public/company-info';
import { ThemeToggle } from '../public/theme-toggle';

/**
 * `back`: where "Back to website" goes; "history" returns to the page before (the programs when there
 * is none), so a payer who came from the landing page finds it as they left it.
 */
export function PaymentHeader({ back }: { back: 'history' | 'home' }) {
  const { data: company } = useQuery(companyInfoQuery());
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (back !== 'history' || window.history.length <= 1) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 sm:px-6">
        <a href="/" className="flex min-w-0 items-center gap-2.5 rounded-md">
          <BasketballMark className="size-9 shrink-0" />
          <span className="line-clamp-2 text-sm leading-tight font-bold sm:text-base">{company?.name ?? FALLBACK_COMPANY_NAME}</span>
        </a>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <a href={back === 'home' ? '/' : '/#programs'} onClick={goBack} className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }))}>
            <ArrowLeft aria-hidden="true" />
            Back to website
          </a>
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
