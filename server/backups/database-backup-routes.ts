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

const FilenameParams = z.object({ filename: z.string().max(200) });

export function databaseBackupRoutes(app: App, { databaseBackups }: { databaseBackups: DatabaseBackups }) {
  app.get(
    '/api/admin/database-backups',
    { schema: { response: { 200: successSchema(z.array(DatabaseBackupInfoSchema), { count: z.number().int() }), ...failures(...GUARDED) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await databaseBackups.list();
      return { ...ok(data), count: data.length };
    },
  );

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
      const path = await databaseBackups.pathFor(filename);
      // A stream is never passed to the serializer: the schema above only documents it (and the cast only quiets its type).
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .type('application/gzip')
        .send(createReadStream(path) as never);
    },
  );
}
