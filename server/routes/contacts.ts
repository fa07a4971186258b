import { CreateContactSchema } from '../../common/schemas/contact.js';
import { IdParams } from '../../common/schemas/fields.js';
import { requireFound } from '../http/errors.js';
import type { App, AppContext } from '../http/types.js';

const MISSING = 'Contact not found';

export function contactRoutes(app: App, { repos, email }: AppContext) {
  app.post('/api/contact', { config: { access: 'public' }, schema: { body: CreateContactSchema } }, async (request, reply) => {
    const contact = await repos.contacts.create(request.body);
    email.contactCreated(contact.id);
    return reply.code(201).send({
      success: true,
      data: { id: contact.id },
      message: 'Thank you for your submission! We will contact you shortly.',
    });
  });

  app.get('/api/contacts', async () => ({ success: true, data: await repos.contacts.list() }));

  app.put('/api/contacts/:id/respond', { schema: { params: IdParams } }, async (request) => ({
    success: true,
    data: requireFound(await repos.contacts.update(request.params.id, { responded: true }), MISSING),
    message: 'Contact marked as responded',
  }));

  app.delete('/api/contacts/:id', { schema: { params: IdParams } }, async (request) => {
    requireFound((await repos.contacts.remove(request.params.id)) || null, MISSING);
    return { success: true, message: 'Contact deleted successfully' };
  });

  app.delete('/api/contacts', async () => {
    const count = await repos.contacts.removeAll();
    return { success: true, count, message: 'All contacts deleted successfully' };
  });
}
