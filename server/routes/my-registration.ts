// The registrant's own page (issue 15): /my-registration/{token}, its .ics and its cancellation.
import type { App, AppContext } from '../http/types.js';

export function myRegistrationRoutes(_app: App, _context: AppContext) {}
