// GET /api/admin/status (admin only): how the site runs (admin-status.ts). Never cached.
import { AdminStatusAnswerSchema, type AdminStatus } from '../../common/schemas/admin-status.js';
import { failures, GUARDED, ok } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';

export function adminStatusRoutes(app: App, { adminStatus }: { adminStatus: () => Promise<AdminStatus> }) {
  app.get('/api/admin/status', { schema: { response: { 200: AdminStatusAnswerSchema, ...failures(...GUARDED) } } }, async () => ok(await adminStatus()));
}
