// The guardian's consent form (issue 15): GET and POST /consent/{token}, server-rendered, no script.
import type { App, AppContext } from '../http/types.js';

export function consentRoutes(_app: App, _context: AppContext) {}
