// Staff announcements to a program's registrants (issue 16): preview, then send (admin only).
import { successSchema } from '../../common/api.js';
import { AnnouncementInputSchema, AnnouncementPreviewSchema, AnnouncementSentSchema } from '../../common/schemas/announcement.js';
import { IdParams } from '../../common/schemas/fields.js';
import { conflict, requireFound } from '../kernel/http/errors.js';
import { failures, GUARDED, ok, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { AppContext } from '../app-context.js';
import { createAnnouncements } from './announcements.js';

const MISSING = 'Program not found';
const NOBODY = 'This program has no active registrants to email.';
const plural = (count: number) => `${count} registrant${count === 1 ? '' : 's'}`;

export function announcementRoutes(app: App, { db, email, repos, settings }: AppContext) {
  const announcements = createAnnouncements(db);

  app.post(
    '/api/programs/:id/announcements/preview',
    {
      schema: {
        summary: "Preview an announcement to a program's registrants and count them",
        params: IdParams, body: AnnouncementInputSchema,
        response: { 200: successSchema(AnnouncementPreviewSchema), ...failures(...GUARDED, ...WITH_BODY, 404) },
      },
    },
    async (request) => ok(requireFound(await announcements.preview(request.params.id, request.body, (await settings.current()).timeZone), MISSING)),
  );

  app.post(
    '/api/programs/:id/announcements',
    {
      schema: {
        summary: "Email an announcement or schedule change to a program's active registrants",
        params: IdParams, body: AnnouncementInputSchema,
        response: { 201: successSchema(AnnouncementSentSchema), ...failures(...GUARDED, ...WITH_BODY, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Checked first so that an empty audience is a clear refusal, not an announcement to nobody.
      requireFound(await repos.programs.findRow(id), MISSING);
      if ((await announcements.recipients(id)) === 0) throw conflict(NOBODY);
      const sent = requireFound(await announcements.send(id, request.body), MISSING);
      email.queued();
      return reply.code(201).send(ok(sent, `Announcement queued for ${plural(sent.recipients)}`));
    },
  );
}
