// Staff's actions on a registration's private links (issue 15): read the guardian's signature, resend
// the consent link, replace the registrant's link (the old one stops working).
import { MessageSchema } from '../../common/api.js';
import { IdParams } from '../../common/schemas/fields.js';
import { GuardianConsentSchema } from '../../common/schemas/registration.js';
import { conflict, notFound } from '../kernel/refusals.js';
import { done, failures, GUARDED } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import { registerReadRoute } from '../kernel/http/crud-routes.js';
import type { GuardianConsentsRepository } from './guardian-consent-queries.js';

const MISSING = 'Registration not found';

export interface RegistrationLinkRouteDeps {
  consents: GuardianConsentsRepository;
  now: () => Date;
  /** Nudges the outbox: a link's email was just stored. */
  queued: () => void;
}

export function registrationLinkRoutes(app: App, { consents, now, queued }: RegistrationLinkRouteDeps) {
  registerReadRoute(app, '/api/registrations/:id/consent', GuardianConsentSchema, (registrationId) => consents.findConsent(registrationId), 'No signed consent for this registration');

  app.post(
    '/api/registrations/:id/consent-link',
    { schema: { params: IdParams, response: { 200: MessageSchema, ...failures(...GUARDED, 400, 404, 409) } } },
    async (request) => {
      const outcome = await consents.resendConsentLink(request.params.id, now());
      if (outcome === 'missing') throw notFound(MISSING);
      if (outcome === 'not-awaited') throw conflict('Consent is not awaited for this registration');
      queued();
      return done('Consent link sent');
    },
  );

  app.post(
    '/api/registrations/:id/private-link',
    { schema: { params: IdParams, response: { 200: MessageSchema, ...failures(...GUARDED, 400, 404) } } },
    async (request) => {
      if (!(await consents.replacePrivateLink(request.params.id, now()))) throw notFound(MISSING);
      queued();
      return done('A new private link was sent; the old one no longer works');
    },
  );
}
