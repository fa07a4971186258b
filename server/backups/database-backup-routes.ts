// /api/admin/database-backups (admin only, like every route that declares no access): the whole
// database's own backups on the embedded database (database-backups.ts). The download is opened by the
// browser, so the login cookie authorises it too (the guard reads either).
import { createReadStream } from 'node:fs';
import { z } from 'zod';
import { successSchema } from '../../common/api.js';
import { CreatedDatabaseBackupSchema, DatabaseBackupInfoSchema } from '../../common/schemas/database-backup.js';
import { failures, GUARDED, ok } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { DatabaseBackups } from './database-backups.js';
import { backupListRoute, sendBackupFile } from './folder-replies.js';

const FilenameParams = z.object({ filename: z.string().max(200) });

export function databaseBackupRoutes(app: App, { databaseBackups }: { databaseBackups: DatabaseBackups }) {
  backupListRoute(app, '/api/admin/database-backups', () => databaseBackups.list(), DatabaseBackupInfoSchema);

  app.post(
    '/api/admin/database-backups',
    { schema: { response: { 201: successSchema(CreatedDatabaseBackupSchema), ...failures(...GUARDED, 409) } } },
    async (_request, reply) => reply.code(201).send(ok(await databaseBackups.create(), 'Database backup created')),
  );

  app.get(
    '/api/admin/database-backups/download/:filename',
    {
      schema: {
        params: FilenameParams,
        response: {
          200: { description: 'The data folder as a gzipped tar', content: { 'application/gzip': { schema: z.string().meta({ format: 'binary' }) } } },
          ...failures(...GUARDED, 400, 404),
        },
      },
    },
    async (request, reply) => {
      const { filename } = request.params;
      return sendBackupFile(reply, filename, 'application/gzip', createReadStream(await databaseBackups.pathFor(filename)));
    },
  );
}
