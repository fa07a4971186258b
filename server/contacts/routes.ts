import { z } from 'zod';
import { MessageSchema, successSchema } from '../../common/api.js';
import { ContactSchema, CreateContactSchema } from '../../common/schemas/contact.js';
import { IdParams } from '../../common/schemas/fields.js';
import { requireFound } from '../kernel/refusals.js';
import { done, failures, GUARDED, ok, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { ContactsQueries } from './queries.js';
import { registerDeleteRoute, registerGetRoute } from '../kernel/http/crud-routes.js';

const MISSING = 'Contact not found';

export interface ContactRouteDeps {
  contacts: ContactsQueries;
  /** Nudges the outbox: the inquiry's emails were just stored. */
  queued: () => void;
  now: () => Date;
}

export function contactRoutes(app: App, { contacts, queued, now }: ContactRouteDeps) {
  app.post(
    '/api/contact',
    {
      config: { access: 'public', rateLimit: 'contact' },
      // The visitor learns only the id of what they sent.
      schema: { body: CreateContactSchema, response: { 201: successSchema(ContactSchema.pick({ id: true })), ...failures(...WITH_BODY) } },
    },
    async (request, reply) => {
      const contact = await contacts.createWithEmails(request.body);
      queued();
      return reply.code(201).send(ok({ id: contact.id }, 'Thank you for your submission! We will contact you shortly.'));
    },
  );

  registerGetRoute(app, '/api/contacts', z.array(ContactSchema), () => contacts.list());

  app.put(
    '/api/contacts/:id/respond',
    { schema: { params: IdParams, response: { 200: successSchema(ContactSchema), ...failures(...GUARDED, 400, 404) } } },
    async (request) => ok(requireFound(await contacts.markResponded(request.params.id, now()), MISSING), 'Contact marked as responded'),
  );

  registerDeleteRoute(app, '/api/contacts', 'Contact', (id) => contacts.remove(id));

  app.delete(
    '/api/contacts',
    { schema: { response: { 200: MessageSchema.extend({ count: z.number().int() }), ...failures(...GUARDED) } } },
    async () => ({ ...done('All contacts deleted successfully'), count: await contacts.removeAll() }),
  );
}
