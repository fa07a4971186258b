// /api/admin/backups... (admin only, like every route that declares no access). The download is opened
// by the browser in a new tab, so it is authorised by the login cookie (the guard reads either).
import { z } from 'zod';
import { MessageSchema, successSchema } from '../../common/api.js';
import { BackupInfoSchema, CreatedBackupSchema, RestoreAnswerSchema } from '../../common/schemas/backup.js';
import { BackupFileSchema } from './files.js';
import { done, failures, GUARDED, ok } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { BackupService } from './backup-service.js';

const FilenameParams = z.object({ filename: z.string().max(200) });

export function backupRoutes(app: App, { backups }: { backups: BackupService }) {
  app.get(
    '/api/admin/backups',
    { schema: { response: { 200: successSchema(z.array(BackupInfoSchema), { count: z.number().int() }), ...failures(...GUARDED) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await backups.list();
      return { ...ok(data), count: data.length };
    },
  );

  app.post(
    '/api/admin/backups/create',
    { schema: { response: { 201: successSchema(CreatedBackupSchema), ...failures(...GUARDED) } } },
    async (_request, reply) => reply.code(201).send(ok(await backups.create(), 'Backup created')),
  );

  app.get(
    '/api/admin/backups/download/:filename',
    {
      schema: {
        params: FilenameParams,
        response: { 200: { description: 'The backup file', content: { 'application/json': { schema: BackupFileSchema } } }, ...failures(...GUARDED, 400, 404) },
      },
    },
    async (request, reply) => {
      const { filename } = request.params;
      const content = await backups.read(filename);
      // The file goes out byte for byte as it was written: Fastify never passes a Buffer to the
      // serializer, so the schema above only documents it (and the cast only quiets its type).
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .type('application/json; charset=utf-8')
        .send(content as never);
    },
  );

  app.post(
    '/api/admin/backups/restore/:filename',
    { schema: { params: FilenameParams, response: { 200: RestoreAnswerSchema, ...failures(...GUARDED, 400, 404) } } },
    async (request) => {
      const { importedCount, skippedCount } = await backups.restore(request.params.filename);
      const skipped = skippedCount > 0 ? ` Skipped ${skippedCount} whose program no longer exists.` : '';
      return {
        success: true as const,
        importedCount,
        skippedCount,
        message: `Successfully restored ${importedCount} registrations from backup.${skipped}`,
      };
    },
  );

  app.delete(
    '/api/admin/backups/:filename',
    { schema: { params: FilenameParams, response: { 200: MessageSchema, ...failures(...GUARDED, 400, 404) } } },
    async (request) => {
      await backups.remove(request.params.filename);
      return done('Backup deleted');
    },
  );
}
