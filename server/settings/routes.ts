// GET and PUT /api/settings (admin only): the organisation's settings (issue 15, /admin/settings).
// The write is an admin write, so app.ts announces it and every instance drops its cached settings.
import { SettingsAnswerSchema, SettingsInputSchema } from '../../common/schemas/settings.js';
import { failures, GUARDED, ok, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { SettingsService } from './settings.js';

export function settingsRoutes(app: App, { settings }: { settings: SettingsService }) {
  app.get('/api/settings', { schema: { response: { 200: SettingsAnswerSchema, ...failures(...GUARDED) } } }, async () => ok(await settings.read()));
  app.put(
    '/api/settings',
    { schema: { body: SettingsInputSchema, response: { 200: SettingsAnswerSchema, ...failures(...GUARDED, ...WITH_BODY) } } },
    async (request) => ok(await settings.update(request.body), 'Settings saved'),
  );
}
