// Officials' accounts (issue 29): asking for a sign-in link, using it, the official's page, signing out.
import { MessageSchema, successSchema } from '../../common/api.js';
import {
  AccountLinkRequestSchema, AccountLinkSchema, AccountSchema, SIGN_IN_LINK_SENT, SignInLinkRequestSchema, SignInSchema, type Account,
} from '../../common/schemas/account.js';
import { IdParams } from '../../common/schemas/fields.js';
import { OFFICIAL_SESSION_COOKIE } from '../kernel/http/access.js';
import { done, failures, ok, PdfFileSchema, sendPdf, WITH_BODY } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';

export interface AccountRouteDeps {
  /** Looks the address up and queues its link after the answer has gone, known or not. */
  requestSignInLink(email: string): void;
  signIn(token: string): Promise<{ token: string; expires: Date }>;
  viewAccount(email: string): Promise<Account>;
  openRegistrationLink(email: string, registrationId: number, purpose: 'my-registration' | 'guardian-consent'): Promise<string>;
  certificatePdf(email: string, id: number): Promise<{ pdf: Buffer; filename: string }>;
  officialSessions: { destroy(token: string): Promise<void>; destroyAll(email: string): Promise<void> };
  siteUrl: string;
}

const OFFICIAL = { config: { access: 'official' as const } };

export function accountRoutes(app: App, { requestSignInLink, signIn, viewAccount, openRegistrationLink, certificatePdf, officialSessions, siteUrl }: AccountRouteDeps) {
  // As the staff's cookie (auth/routes.ts): Secure behind an https site, HttpOnly, same-site requests only.
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict', secure: siteUrl.startsWith('https://') ? true : 'auto' } as const;

  // 202 with the same words for any address, sent before the address is looked up: whether it has an
  // account is told neither by the answer nor by its time.
  app.post(
    '/api/account/sign-in-link',
    { config: { access: 'public', rateLimit: 'signIn' }, schema: { body: SignInLinkRequestSchema, response: { 202: MessageSchema, ...failures(...WITH_BODY) } } },
    async (request, reply) => {
      requestSignInLink(request.body.email);
      return reply.code(202).send(done(SIGN_IN_LINK_SENT));
    },
  );

  app.post(
    '/api/account/sign-in',
    { config: { access: 'public' }, schema: { body: SignInSchema, response: { 200: MessageSchema, ...failures(...WITH_BODY) } } },
    async (request, reply) => {
      const session = await signIn(request.body.token);
      reply.setCookie(OFFICIAL_SESSION_COOKIE, session.token, { ...cookieOptions, expires: session.expires });
      return done('Signed in');
    },
  );

  app.get('/api/account', { ...OFFICIAL, schema: { response: { 200: successSchema(AccountSchema), ...failures(401, 403) } } }, async (request) =>
    ok(await viewAccount(request.official!.email)),
  );

  // A registration's page or a child's consent form, opened by a fresh private link (the answer's url).
  app.post(
    '/api/account/registrations/:id/links',
    { ...OFFICIAL, schema: { params: IdParams, body: AccountLinkRequestSchema, response: { 200: successSchema(AccountLinkSchema), ...failures(401, 403, 404, 409, ...WITH_BODY) } } },
    async (request) => ok({ url: await openRegistrationLink(request.official!.email, request.params.id, request.body.purpose) }),
  );

  // A file, not JSON: the official's own certificate in force or expired.
  app.get(
    '/api/account/certificates/:id/pdf',
    {
      ...OFFICIAL,
      schema: {
        params: IdParams,
        response: { 200: { description: 'The certificate as a PDF file', content: { 'application/pdf': { schema: PdfFileSchema } } }, ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await certificatePdf(request.official!.email, request.params.id);
      return sendPdf(reply, pdf, filename);
    },
  );

  app.post('/api/account/sign-out', { ...OFFICIAL, schema: { response: { 200: MessageSchema, ...failures(401, 403) } } }, async (request, reply) => {
    await officialSessions.destroy(request.official!.token);
    reply.clearCookie(OFFICIAL_SESSION_COOKIE, cookieOptions);
    return done('Signed out');
  });

  app.post('/api/account/sign-out-everywhere', { ...OFFICIAL, schema: { response: { 200: MessageSchema, ...failures(401, 403) } } }, async (request, reply) => {
    await officialSessions.destroyAll(request.official!.email);
    reply.clearCookie(OFFICIAL_SESSION_COOKIE, cookieOptions);
    return done('Signed out on every device');
  });
}
