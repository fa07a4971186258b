// Staff announcements to a program's registrants (issue 16): preview, then send (admin only).
import { successSchema } from '../../common/api.js';
import { AnnouncementInputSchema, AnnouncementPreviewSchema, AnnouncementSentSchema } from '../../common/schemas/announcement.js';
import { IdParams } from '../../common/schemas/fields.js';
import { conflict, notFound, requireFound } from '../kernel/refusals.js';
import { failures, GUARDED, ok, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { Announcements } from './announcements.js';

const MISSING = 'Program not found';
const NOBODY = 'This program has no active registrants to email.';
const plural = (count: number) => `${count} registrant${count === 1 ? '' : 's'}`;

export interface AnnouncementRouteDeps {
  announcements: Announcements;
  programExists: (id: number) => Promise<boolean>;
  /** The organisation's zone: the preview's times are its times. */
  timeZone: () => Promise<string>;
  /** Nudges the outbox: the announcement's emails were just stored. */
  queued: () => void;
}

export function announcementRoutes(app: App, { announcements, programExists, timeZone, queued }: AnnouncementRouteDeps) {
  app.post(
    '/api/programs/:id/announcements/preview',
    {
      schema: {
        summary: "Preview an announcement to a program's registrants and count them",
        params: IdParams, body: AnnouncementInputSchema,
        response: { 200: successSchema(AnnouncementPreviewSchema), ...failures(...GUARDED, ...WITH_BODY, 404) },
      },
    },
    async (request) => ok(requireFound(await announcements.preview(request.params.id, request.body, await timeZone()), MISSING)),
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
      if (!(await programExists(id))) throw notFound(MISSING);
      if ((await announcements.recipients(id)) === 0) throw conflict(NOBODY);
      const sent = requireFound(await announcements.send(id, request.body), MISSING);
      queued();
      return reply.code(201).send(ok(sent, `Announcement queued for ${plural(sent.recipients)}`));
    },
  );
}
