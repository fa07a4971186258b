import type { Program } from '../../../../common/schemas/program';
import { useAdminQuery } from './admin-api';

/** A list's program filter: all programs (the value `all`), then every program by name. */
export function useProgramOptions(all: string): [string, string][] {
  const programs = useAdminQuery<Pick<Program, 'id' | 'name'>[]>('/api/programs');
  return [
    [all, 'All programs'],
    ...(programs.data ?? []).map(({ id, name }): [string, string] => [String(id), name]).sort((a, b) => a[1].localeCompare(b[1])),
  ];
}
