import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';

export interface QueryStatesProps<T> {
  query: UseQueryResult<T, Error>;
  /** The spinner's name for screen readers, e.g. "Loading services". */
  loadingLabel: string;
  spinnerClassName?: string;
  /** The red box's heading, when it has one. */
  errorTitle?: string;
  /** The red box's text (SPEC section 8), or a function of the failure. */
  error: ReactNode | ((error: Error) => ReactNode);
  children: (data: T) => ReactNode;
}

/** A spinner while an admin list loads, a red box when it cannot be loaded, else its content. */
export function QueryStates<T>({ query, loadingLabel, spinnerClassName = 'size-8 text-primary', errorTitle, error, children }: QueryStatesProps<T>) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={loadingLabel} className={spinnerClassName} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive">
        {errorTitle && <AlertTitle>{errorTitle}</AlertTitle>}
        <AlertDescription>{typeof error === 'function' ? error(query.error) : error}</AlertDescription>
      </Alert>
    );
  }
  return children(query.data);
}
