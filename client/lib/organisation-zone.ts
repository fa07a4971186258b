// The organisation's time zone on the public page: the server states it on the landing page's <html>
// (from the settings), so the registration dialog counts "today" as the server does, for no request and
// no script of its own. Pages without it (the development server) fall back to a fresh database's zone.
import { DEFAULT_TIME_ZONE } from '../../common/calendar/zone';
import { TIME_ZONE_ATTRIBUTE } from '../../common/ssr';

export const organisationTimeZone = (): string =>
  (typeof document === 'undefined' ? null : document.documentElement.getAttribute(TIME_ZONE_ATTRIBUTE)) || DEFAULT_TIME_ZONE;
