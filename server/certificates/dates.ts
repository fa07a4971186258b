// Certificate dates (issue 16). The project has no date library, so plain arithmetic on YYYY-MM-DD
// (calendar dates, no time zone): adding months keeps the day of the month, clamped to the month's last
// day (2026-01-31 + 1 month = 2026-02-28), as people read "valid for N months".
const pad = (value: number) => String(value).padStart(2, '0');

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function addMonths(isoDate: string, months: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const total = year * 12 + (month - 1) + months;
  const newYear = Math.floor(total / 12);
  const newMonth = (total % 12) + 1;
  return `${newYear}-${pad(newMonth)}-${pad(Math.min(day, daysInMonth(newYear, newMonth)))}`;
}

export function addDays(isoDate: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
