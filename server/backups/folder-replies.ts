// What the routes of both kinds of backup share: the folder's list with its count, and a file as a
// download; neither is ever cached.
import { z } from 'zod';
import { successSchema } from '../../common/api.js';
import { BackupInfoSchema, type BackupInfo } from '../../common/schemas/backup.js';
import { failures, GUARDED, ok } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { FastifyReply } from 'fastify';

export function backupListRoute(app: App, url: string, list: () => Promise<BackupInfo[]>, item: typeof BackupInfoSchema = BackupInfoSchema) {
  app.get(
    url,
    { schema: { response: { 200: successSchema(z.array(item), { count: z.number().int() }), ...failures(...GUARDED) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await list();
      return { ...ok(data), count: data.length };
    },
  );
}

/**
 * A backup file as a download under its own name. Fastify never passes a Buffer or a stream to the
 * serializer, so the route's schema only documents the file (and the cast only quiets its type).
 */
export const sendBackupFile = (reply: FastifyReply, filename: string, type: string, body: Buffer | NodeJS.ReadableStream) =>
  reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${filename}"`).type(type).send(body as never);
