// How a session is named on the roll call: "Sat, Mar 1 · 6:00 PM" in the picker, "Mar 1" over a column.
import { formatTime12h } from '../../../../common/format';
import type { AttendanceGrid } from '../../../../common/schemas/attendance';

type Session = AttendanceGrid['sessions'][number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A calendar date (no time zone involved) as "Mar 1", or with its weekday "Sat, Mar 1". */
export function shortDate(isoDate: string, weekday = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const text = `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
  return weekday ? `${DAYS[date.getUTCDay()]}, ${text}` : text;
}

export const sessionLabel = (session: Session) => `${shortDate(session.date, true)} · ${formatTime12h(session.startTime)}`;

/** Today's session (the organisation's date), else the next one, else the last: what staff in the gym most likely call. */
export function defaultSessionId(sessions: readonly Session[], today: string): number | undefined {
  return (sessions.find((session) => session.date === today) ?? sessions.find((session) => session.date > today) ?? sessions.at(-1))?.id;
}
