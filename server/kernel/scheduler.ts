// The season's timed work (issue 16): waitlist offers that expire, reminders before sessions, renewal
// emails before certificates expire. Each job asks the database what is due at `now` and records what
// it did under a unique key (reminders_sent, certificates.renewal_sent_at, the offer's status), so
// several instances checking at once still send each message once. main.ts checks every minute;
// tests call runDue with the clock they set.
import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from './http/log-safety.js';

export interface SeasonJob {
  name: string;
  /** Does what is due at `now`; resolves to how many things it did (emails queued, offers passed on). */
  run(now: Date): Promise<number>;
}

export interface SeasonSchedule {
  /** Runs every job once; a failing job is logged and the others still run. */
  runDue(): Promise<Record<string, number>>;
}

/** `onRun`: each job's run and whether it failed (the metrics). */
export function createSeasonSchedule(jobs: readonly SeasonJob[], now: () => Date, log: Pick<FastifyBaseLogger, 'error'>, onRun?: (job: string, result: 'ok' | 'error') => void): SeasonSchedule {
  let running: Promise<Record<string, number>> | null = null;
  async function runAll(): Promise<Record<string, number>> {
    const done: Record<string, number> = {};
    for (const job of jobs) {
      try {
        done[job.name] = await job.run(now());
        onRun?.(job.name, 'ok');
      } catch (error) {
        log.error({ err: loggableError(error) }, `Season job ${job.name} failed`);
        done[job.name] = 0;
        onRun?.(job.name, 'error');
      }
    }
    return done;
  }
  return {
    runDue() {
      // One run at a time in this instance; a second call waits for the one under way.
      running ??= runAll().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

/** Checks every `everyMs` (a minute by default) until stopped. */
export function startSeasonTimer(schedule: SeasonSchedule, everyMs = 60_000): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<unknown> | undefined;
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      checking = schedule.runDue().finally(next);
    }, everyMs);
    timer.unref();
  };
  next();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await checking?.catch(() => undefined);
    },
  };
}
