// Which reminders are due for a session (server/season/reminders.ts): the nearest of those due is sent,
// and the organisation's clock decides the day.
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../../common/calendar/sums.js';
import { timeInTimeZone } from '../../common/calendar/zone.js';
import { dueReminders } from '../../server/attendance/session-reminders.js';
import { timeRange, whenFrom } from '../../server/attendance/emails/reminder-templates.js';

describe('dueReminders', () => {
  it('is nothing before the largest day, then the nearest due one to send and the larger ones to record', () => {
    expect(dueReminders(1, 2, 8, [7, 1])).toEqual([]);
    expect(dueReminders(1, 2, 7, [7, 1])).toEqual([{ registrationId: 1, sessionId: 2, daysBefore: 7, nearest: true }]);
    expect(dueReminders(1, 2, 3, [7, 1]).map((r) => [r.daysBefore, r.nearest])).toEqual([[7, true]]);
    expect(dueReminders(1, 2, 1, [7, 1]).map((r) => [r.daysBefore, r.nearest])).toEqual([[1, true], [7, false]]);
    expect(dueReminders(1, 2, 0, [1, 7, 3]).map((r) => [r.daysBefore, r.nearest])).toEqual([[1, true], [3, false], [7, false]]);
  });
});

describe('the clock', () => {
  it('reads the day and time in the organisation\'s zone', () => {
    expect(timeInTimeZone(new Date('2027-03-13T06:30:00Z'), 'America/Phoenix')).toBe('23:30');
    expect(timeInTimeZone(new Date('2027-03-13T07:05:00Z'), 'America/Phoenix')).toBe('00:05');
    expect(daysBetween('2027-02-27', '2027-03-01')).toBe(2);
    expect(daysBetween('2027-03-20', '2027-03-20')).toBe(0);
  });

  it('words the day and the time range', () => {
    expect([whenFrom(0), whenFrom(1), whenFrom(7)]).toEqual(['today', 'tomorrow', 'in 7 days']);
    expect(timeRange({ date: '2027-03-20', startTime: '13:30', endTime: '16:00' }, 'America/Phoenix')).toBe('1:30 PM – 4:00 PM MST (Arizona time)');
    expect(timeRange({ date: '2027-03-20', startTime: '09:00', endTime: null }, 'America/Phoenix')).toBe('9:00 AM MST (Arizona time)');
    // Another zone names its own clock, as it stands on the session's day.
    expect(timeRange({ date: '2027-03-20', startTime: '09:00', endTime: null }, 'America/New_York')).toBe('9:00 AM EDT (New York time)');
    expect(timeRange({ date: '2027-01-20', startTime: '09:00', endTime: null }, 'America/New_York')).toBe('9:00 AM EST (New York time)');
  });
});
