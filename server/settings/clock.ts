// The organisation's clock: the instant (injected, so tests set the time) with the zone of the settings
// (which staff may change at any moment). Use cases ask it for "today" instead of each reading the
// settings for the zone.
import { dateInTimeZone } from '../../common/calendar/zone.js';
import type { SettingsService } from './settings.js';

export interface OrganisationClock {
  now: () => Date;
  /** The organisation's zone as the settings hold it now. */
  timeZone: () => Promise<string>;
  /** The organisation's date (YYYY-MM-DD) at this instant, or at `at`. */
  today: (at?: Date) => Promise<string>;
}

export function createOrganisationClock(now: () => Date, settings: Pick<SettingsService, 'current'>): OrganisationClock {
  const timeZone = async () => (await settings.current()).timeZone;
  return { now, timeZone, today: async (at = now()) => dateInTimeZone(at, await timeZone()) };
}
