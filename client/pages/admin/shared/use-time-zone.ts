// The organisation's time zone on the admin screens: the settings' (GET /api/settings, cached like every
// admin query and refreshed when they are saved), so dates, times, "today" and the CSV files follow it.
import { DEFAULT_TIME_ZONE } from '../../../../common/calendar/zone';
import type { Settings } from '../../../../common/schemas/settings';
import { useAdminQuery } from './admin-api';

/** The settings' zone; a fresh database's until they have loaded. */
export const useTimeZone = (): string => useAdminQuery<Settings>('/api/settings').data?.timeZone ?? DEFAULT_TIME_ZONE;
