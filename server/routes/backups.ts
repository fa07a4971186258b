// /api/admin/backups... (admin only, like every route that declares no access). The download is opened
// by the browser in a new tab, so it is authorised by the login cookie (the guard reads either).
import { z } from 'zod';
import type { App, AppContext } from '../http/types.js';

const FilenameParams = z.object({ filename: z.string().max(200) });

export function backupRoutes(app: App, { backups }: AppContext) {
  app.get('/api/admin/backups', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const data = await backups.list();
    return { success: true, data, count: data.length };
  });

  app.post('/api/admin/backups/create', async (_request, reply) => {
    const data = await backups.create();
    return reply.code(201).send({ success: true, data, message: 'Backup created' });
  });

  app.get('/api/admin/backups/download/:filename', { schema: { params: FilenameParams } }, async (request, reply) => {
    const { filename } = request.params;
    const content = await backups.read(filename);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .type('application/json; charset=utf-8')
      .send(content);
  });

  app.post('/api/admin/backups/restore/:filename', { schema: { params: FilenameParams } }, async (request) => {
    const { importedCount, skippedCount } = await backups.restore(request.params.filename);
    const skipped = skippedCount > 0 ? ` Skipped ${skippedCount} whose program no longer exists.` : '';
    return {
      success: true,
      importedCount,
      skippedCount,
      message: `Successfully restored ${importedCount} registrations from backup.${skipped}`,
    };
  });

  app.delete('/api/admin/backups/:filename', { schema: { params: FilenameParams } }, async (request) => {
    await backups.remove(request.params.filename);
    return { success: true, message: 'Backup deleted' };
  });
}
