// /api/admin/backups... (admin only, like every route that declares no access). The download is opened
// by the browser in a new tab, so it is authorised by the login cookie (the guard reads either).
import { z } from 'zod';
import { MessageSchema, successSchema } from '../../common/api.js';
import { CreatedBackupSchema, RestoreAnswerSchema } from '../../common/schemas/backup.js';
import { BackupFileSchema } from './files.js';
import { done, failures, GUARDED, ok } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { BackupService } from './backup-service.js';
import { backupListRoute, sendBackupFile } from './folder-replies.js';

const FilenameParams = z.object({ filename: z.string().max(200) });

export function backupRoutes(app: App, { backups }: { backups: BackupService }) {
  backupListRoute(app, '/api/admin/backups', () => backups.list());

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
      // The file goes out byte for byte as it was written.
      return sendBackupFile(reply, filename, 'application/json; charset=utf-8', await backups.read(filename));
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
