// One report's answer for the chosen range (GET /api/admin/reports/{name}), and what its card shows
// while it loads or when it cannot be loaded.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ReportName, ReportQuery, Reports } from '../../../../common/schemas/reports';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useAdminQuery } from '../shared/admin-api';
import { querySearch } from './report-range';

export function useReport<Name extends ReportName>(name: Name, query: ReportQuery | undefined): UseQueryResult<Reports[Name], Error> {
  const { status } = useAuth();
  return useAdminQuery<Reports[Name]>(`/api/admin/reports/${name}${query ? querySearch(query) : ''}`, {
    enabled: status === 'authenticated' && query !== undefined,
    // The previous range's figures stay on screen while the next load, instead of a spinner per card.
    placeholderData: (previous) => previous,
  });
}

/** A spinner while loading, the server's message when it fails; undefined once there is data. */
export function reportState(report: UseQueryResult<unknown, Error>, title: string): ReactNode {
  if (report.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(report.error, `Failed to load ${title.toLowerCase()}`)}</AlertDescription>
      </Alert>
    );
  }
  if (report.data === undefined) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={`Loading ${title.toLowerCase()}`} className="size-8 text-primary" />
      </div>
    );
  }
  return undefined;
}
