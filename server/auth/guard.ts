// The one auth guard. Every /api route is admin-only unless it declares `config: { access }`, so a new
// route cannot be left open by forgetting a check. Staff and officials (issue 29) have sessions of their
// own kinds and cookies; either one on the other's route is a 403, never a way in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../common/schemas/auth.js';
import { forbidden, unauthenticated } from '../kernel/refusals.js';
import { OFFICIAL_SESSION_COOKIE, SESSION_COOKIE, type Access } from '../kernel/http/access.js';
import type { OfficialSessionStore } from './official-sessions.js';
import type { SessionStore } from './sessions.js';


declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: PublicUser | null;
    authToken: string | null;
    /** The signed-in official's email (lowercased) on an `official` route. */
    official: { email: string; token: string } | null;
  }
}

/** The bearer token, else the login cookie (lets an admin's new tab, e.g. a download, be authorised). */
function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  return request.cookies[SESSION_COOKIE] || null;
}

export function routeAccess(request: FastifyRequest): Access {
  return request.routeOptions.config.access ?? 'admin';
}

const OFFICIALS_ONLY = "This page is for officials' accounts: staff sign-ins do not open it.";

export function registerAuthGuard(app: FastifyInstance, sessionStore: SessionStore, officialSessions: OfficialSessionStore) {
  app.decorateRequest('user', null);
  app.decorateRequest('authToken', null);
  app.decorateRequest('official', null);

  async function findStaff(request: FastifyRequest) {
    const token = readToken(request);
    if (!token || token.length > 200) return;
    request.user = await sessionStore.findUser(token);
    if (request.user) request.authToken = token;
  }
  async function findOfficial(request: FastifyRequest) {
    const token = request.cookies[OFFICIAL_SESSION_COOKIE];
    const email = token ? await officialSessions.findEmail(token) : null;
    if (email && token) request.official = { email, token };
  }

  app.addHook('onRequest', async (request) => {
    // Unmatched URLs fall through to the 404 handler.
    if (!request.routeOptions.url?.startsWith('/api')) return;
    const access = routeAccess(request);
    if (access === 'public') return;
    if (access === 'official') {
      await findOfficial(request);
      if (request.official) return;
      await findStaff(request);
      if (request.user) throw forbidden(OFFICIALS_ONLY);
      throw unauthenticated('Sign in to your account first.');
    }
    await findStaff(request);
    if (access === 'optional') return;
    if (!request.user) {
      // An official's session is known, and no staff one: signed in, but not as staff.
      await findOfficial(request);
      if (request.official) throw forbidden('Administrator access required');
      throw unauthenticated('Authentication required. Please log in.');
    }
    if (request.user.role !== 'admin') throw forbidden('Administrator access required');
  });
}
