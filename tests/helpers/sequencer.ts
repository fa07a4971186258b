// The order test files start in. Vitest runs the longest first when it has timings from an earlier run
// in this checkout; a fresh checkout (CI's) has none and starts them by size, so a small file that runs
// long (server processes, restores, the season simulation) could start last and keep the run waiting
// on it while the other worker sits idle. These start first, within their project.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG_RUNNING = [
  'tests/api/season-simulation.test.ts',
  'tests/api/restart.test.ts',
  'tests/api/seed.test.ts',
  'tests/api/robustness/sql-injection.test.ts',
  'tests/api/clean-stop.test.ts',
  'tests/api/database-backup.test.ts',
  'tests/api/rate-limits.test.ts',
  'tests/api/auth.test.ts',
  'tests/e2e/admin-phone.test.ts',
  'tests/e2e/admin-payments.test.ts',
  'tests/e2e/admin-games.test.ts',
];

export class LongRunningFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const rank = (spec: TestSpecification) => {
      const index = LONG_RUNNING.findIndex((path) => spec.moduleId.endsWith(path));
      return index === -1 ? LONG_RUNNING.length : index;
    };
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return [...sorted].sort((a, b) => projects.indexOf(a.project.name) - projects.indexOf(b.project.name) || rank(a) - rank(b));
  }
}
