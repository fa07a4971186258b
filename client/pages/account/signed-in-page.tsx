// The frame of the official's own pages (/account, /account/games, /account/availability): the links
// between them, the page's data loading or failed, and the sign-in page once the session is gone.
import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { ApiError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/utils';
import { PaymentLoading, PaymentShell } from '../payment/payment-layout';

const PAGES = [
  ['/account', 'Account'],
  ['/account/games', 'Games'],
  ['/account/availability', 'Availability'],
] as const;

/** The official's pages, the current one marked for screen readers and by its look. */
export function AccountNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Your account" className="-mt-4 mb-6">
      <ul className="flex flex-wrap gap-1 rounded-lg border bg-background p-1 text-sm font-medium">
        {PAGES.map(([path, label]) => {
          const current = location === path;
          return (
            <li key={path} className="flex-1">
              <Link
                href={path}
                aria-current={current ? 'page' : undefined}
                className={cn('block rounded-md px-3 py-2 text-center', current ? 'bg-primary text-primary-foreground' : 'hover:bg-accent hover:text-accent-foreground')}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface SignedInPageProps<T> {
  title: string;
  query: UseQueryResult<T>;
  /** The loading card's heading, e.g. "Loading your games". */
  loading: string;
  /** Said when the data could not be read and the server gave no words of its own. */
  failure: string;
  children: (data: T) => ReactNode;
}

/** One of the official's pages: its content once `query` has its data; without a session, the sign-in page. */
export function SignedInPage<T>({ title, query, loading, failure, children }: SignedInPageProps<T>) {
  const [, navigate] = useLocation();
  const signedOut = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (signedOut) navigate('/account/sign-in', { replace: true });
  }, [signedOut, navigate]);
  let content: ReactNode;
  if (query.isPending || signedOut) content = <PaymentLoading title={loading} />;
  else if (query.isError) content = <p role="alert">{errorMessage(query.error, failure)}</p>;
  else content = children(query.data);
  return (
    <PaymentShell title={title} back="home">
      <AccountNav />
      {content}
    </PaymentShell>
  );
}
