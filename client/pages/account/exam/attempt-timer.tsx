// The exam's countdown to the server's deadline (issue 29). The visible clock is not a live region (a
// screen reader would read it every second); a polite one says the time left at 10, 5 and 1 minutes,
// and when the time is up.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Clock } from 'lucide-react';
import { cn } from '../../../lib/utils';
import type { ServerClock } from './server-clock';

/** Minutes left at which the time is announced, most first. */
const MILESTONES = [10, 5, 1] as const;
const MINUTE = 60_000;

/** The smallest milestone the time left is within; null above the first. */
function milestoneOf(left: number): number | null {
  let reached: number | null = null;
  for (const minutes of MILESTONES) if (left <= minutes * MINUTE) reached = minutes;
  return reached;
}

/** "1:05:09", "4:07", "0:30": whole seconds, rounded up so that 0:00 is the end. */
export function formatTimeLeft(left: number): string {
  const seconds = Math.ceil(left / 1000);
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

const minutesLeft = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'} left.`;

export const TIME_UP = 'Time is up.';

export function AttemptTimer({ deadline, clock, onTimeUp }: { deadline: number; clock: ServerClock; onTimeUp: () => void }) {
  const [left, setLeft] = useState(() => Math.max(0, deadline - clock.now()));
  const [announcement, setAnnouncement] = useState('');
  // The milestone the page opened within is not announced: only those it reaches while open.
  const milestone = useRef(milestoneOf(left));
  const timeUp = useEffectEvent(onTimeUp);

  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      const now = Math.max(0, deadline - clock.now());
      setLeft(now);
      if (now === 0) {
        setAnnouncement(TIME_UP);
        timeUp();
        return;
      }
      const reached = milestoneOf(now);
      if (reached !== null && reached !== milestone.current) {
        milestone.current = reached;
        setAnnouncement(minutesLeft(reached));
      }
      // Wakes as the shown second changes, not on a fixed beat that drifts from it.
      timer = window.setTimeout(tick, (now % 1000 || 1000) + 5);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [deadline, clock]);

  const low = left <= 5 * MINUTE;
  return (
    <>
      <div role="timer" className="flex items-center gap-2">
        <Clock aria-hidden="true" className={cn('size-5', low ? 'text-destructive' : 'text-muted-foreground')} />
        <span className="grid leading-tight">
          <span className="text-xs text-muted-foreground">Time left</span>
          <span className={cn('font-mono text-xl font-semibold tabular-nums', low && 'text-destructive')}>{formatTimeLeft(left)}</span>
        </span>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-exam-announcer="">
        {announcement}
      </p>
    </>
  );
}
