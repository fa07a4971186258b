import { z } from 'zod';
import { successSchema } from '../../common/api.js';
import { IdParams } from '../../common/schemas/fields.js';
import {
  AdminRegistrationSchema, PublicRegistrationSchema, RegisteredSchema, RegistrationDetailSchema, RegistrationSchema, UpdateRegistrationSchema,
} from '../../common/schemas/registration.js';
import { requireFound } from '../kernel/refusals.js';
import { failures, GUARDED, ok, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import { registerDeleteRoute } from '../kernel/http/crud-routes.js';
import type { PackageType } from '../../common/prices.js';
import { WaitlistedSchema, type Waitlisted } from '../../common/schemas/waitlist.js';
import type { AdminRegistration, PublicRegistration, UpdateRegistration } from '../../common/schemas/registration.js';
import type { RegistrationsRepository } from './queries.js';
import type { Registration } from './tables.js';
import { RegistrationExportQuerySchema, RegistrationListQuerySchema, RegistrationPageAnswerSchema } from '../../common/schemas/registration-list.js';
import { registrationAnswer } from './registration-amount.js';

const MISSING = 'Registration not found';
// SPEC names `registrationId` beside the data on both creates.
const withRegistrationId = { registrationId: z.number().int() };
// Lists and writes answer RegistrationSchema, which has no payment token (the registrant's proof for the
// payment calls); only one registration opened by staff shows it.
const RegistrationAnswer = successSchema(RegistrationSchema);

export interface RegistrationRouteDeps {
  registrations: RegistrationsRepository;
  /** A visitor's registration: a seat, a place on the waitlist, or a refusal (seats/register.ts). */
  register: (input: PublicRegistration) => Promise<{ registration: Registration; packageType: PackageType } | { waitlisted: Waitlisted }>;
  createRegistration: (input: AdminRegistration, recordedBy: string | null) => Promise<Registration>;
  /** Null when there is no such registration. */
  updateRegistration: (id: number, input: UpdateRegistration, recordedBy: string | null) => Promise<Registration | null>;
  /** A cancellation, a payment change or a delete may free a seat for the waitlist (issue 16). */
  seatsMayHaveFreed: () => Promise<void>;
}

export function registrationRoutes(app: App, { registrations, register, createRegistration, updateRegistration, seatsMayHaveFreed }: RegistrationRouteDeps) {
  app.post(
    '/api/register',
    {
      config: { access: 'public', rateLimit: 'register' },
      schema: { body: PublicRegistrationSchema, response: { 201: successSchema(RegisteredSchema, withRegistrationId), 202: WaitlistedSchema, ...failures(...WITH_BODY, 409) } },
    },
    async (request, reply) => {
      const outcome = await register(request.body);
      if ('waitlisted' in outcome) return reply.code(202).send(outcome.waitlisted);
      const { registration, packageType } = outcome;
      // The registrant's own view, with the payment token: their proof for the payment calls (ids alone are guessable).
      return reply.code(201).send({ ...ok({ ...registrationAnswer(registration), packageType }, 'Registration successful'), registrationId: registration.id });
    },
  );

  app.get(
    '/api/registrations',
    { schema: { response: { 200: successSchema(z.array(RegistrationSchema)), ...failures(...GUARDED) } } },
    async () => ok((await registrations.list()).map(registrationAnswer)),
  );

  // Issue 28: the admin screen's list, a page at a time (SPEC's GET /api/registrations above still answers every row).
  app.get(
    '/api/admin/registrations/page',
    { schema: { querystring: RegistrationListQuerySchema, response: { 200: RegistrationPageAnswerSchema, ...failures(...GUARDED, 400) } } },
    async (request) => {
      const page = await registrations.page(request.query);
      return ok({ ...page, items: page.items.map(registrationAnswer) });
    },
  );

  // Issue 28: every row the screen's search and filters match, in its order, for the CSV files.
  app.get(
    '/api/admin/registrations/export',
    { schema: { querystring: RegistrationExportQuerySchema, response: { 200: successSchema(z.array(RegistrationSchema)), ...failures(...GUARDED, 400) } } },
    async (request) => ok((await registrations.matching(request.query)).map(registrationAnswer)),
  );

  app.get(
    '/api/registrations/:id',
    { schema: { params: IdParams, response: { 200: successSchema(RegistrationDetailSchema), ...failures(...GUARDED, 400, 404) } } },
    async (request) => ok(registrationAnswer(requireFound(await registrations.findById(request.params.id), MISSING))),
  );

  app.post(
    '/api/registrations',
    { schema: { body: AdminRegistrationSchema, response: { 201: successSchema(RegistrationSchema, withRegistrationId), ...failures(...GUARDED, ...WITH_BODY, 409) } } },
    async (request, reply) => {
      const data = registrationAnswer(await createRegistration(request.body, request.user?.username ?? null));
      return reply.code(201).send({ ...ok(data, 'Registration created successfully'), registrationId: data.id });
    },
  );

  app.put(
    '/api/registrations/:id',
    { schema: { params: IdParams, body: UpdateRegistrationSchema, response: { 200: RegistrationAnswer, ...failures(...GUARDED, ...WITH_BODY, 404, 409) } } },
    async (request) => {
      const data = requireFound(await updateRegistration(request.params.id, request.body, request.user?.username ?? null), MISSING);
      await seatsMayHaveFreed(); // a cancellation or a payment change may free a seat (issue 16)
      return ok(registrationAnswer(data), 'Registration updated successfully');
    },
  );

  registerDeleteRoute(app, '/api/registrations', 'Registration', async (id) => {
    const removed = await registrations.remove(id);
    if (removed) await seatsMayHaveFreed(); // its seat may go to the waitlist (issue 16)
    return removed;
  });
}
