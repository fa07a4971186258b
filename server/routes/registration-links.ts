// Staff's actions on a registration's private links (issue 15): resend the consent link, replace the
// registrant's link (the old one stops working).
import type { App, AppContext } from '../http/types.js';

export function registrationLinkRoutes(_app: App, _context: AppContext) {}
