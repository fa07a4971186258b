// A program's free-text duration ("6 weeks", "1 day", "3 months", "90 minutes") read as an ISO 8601
// duration and a course schedule for JSON-LD. Anything else ("4-8 weeks", "Weekends in March") reads
// as nothing, so the markup never states a length the program does not.

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

export interface ParsedDuration {
  /** ISO 8601, e.g. P6W, P3D, PT2H, PT1H30M. */
  iso: string;
  /** Schema.org Schedule fields: how often and how many times the course meets (Google's Daily, Weekly, Monthly, Yearly). */
  repeatFrequency: 'Daily' | 'Weekly' | 'Monthly' | 'Yearly';
  repeatCount: number;
  /** Set only when the text is the length of one session (minutes or hours). */
  sessionDuration?: string;
}

const UNITS: Readonly<Record<string, Unit>> = {
  minute: 'minute', minutes: 'minute', min: 'minute', mins: 'minute',
  hour: 'hour', hours: 'hour', hr: 'hour', hrs: 'hour',
  day: 'day', days: 'day',
  week: 'week', weeks: 'week', wk: 'week', wks: 'week',
  month: 'month', months: 'month',
  year: 'year', years: 'year', yr: 'year', yrs: 'year',
};
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};
const DATE_DESIGNATOR: Readonly<Record<Exclude<Unit, 'minute' | 'hour'>, string>> = { day: 'D', week: 'W', month: 'M', year: 'Y' };
const FREQUENCY: Readonly<Record<Exclude<Unit, 'minute' | 'hour'>, ParsedDuration['repeatFrequency']>> = {
  day: 'Daily', week: 'Weekly', month: 'Monthly', year: 'Yearly',
};
// A count and a unit, nothing else: "6 weeks", "6-week", "Six Weeks", "1.5 hours", "3 days.".
const DURATION_TEXT = /^(\d{1,4}(?:\.\d{1,2})?|[a-z]+)\s*-?\s*([a-z]+)\.?$/i;
const MAX_COUNT = 1000;

function countOf(text: string): number | undefined {
  const count = /^\d/.test(text) ? Number(text) : NUMBER_WORDS[text.toLowerCase()];
  return count !== undefined && count > 0 && count <= MAX_COUNT ? count : undefined;
}

/** "1.5 hours" -> PT1H30M; whole minutes only. */
function timeDuration(count: number, unit: 'minute' | 'hour'): string | undefined {
  const minutes = unit === 'hour' ? count * 60 : count;
  if (!Number.isInteger(minutes)) return undefined;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 ? `${rest}M` : ''}`;
}

export function parseDuration(text: string): ParsedDuration | null {
  const match = DURATION_TEXT.exec(text.trim());
  if (!match) return null;
  const count = countOf(match[1]!);
  const unit = UNITS[match[2]!.toLowerCase()];
  if (count === undefined || unit === undefined) return null;
  if (unit === 'minute' || unit === 'hour') {
    const iso = timeDuration(count, unit);
    // One session of that length.
    return iso ? { iso, repeatFrequency: 'Daily', repeatCount: 1, sessionDuration: iso } : null;
  }
  if (!Number.isInteger(count)) return null;
  return { iso: `P${count}${DATE_DESIGNATOR[unit]}`, repeatFrequency: FREQUENCY[unit], repeatCount: count };
}
