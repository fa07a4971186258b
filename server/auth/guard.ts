// The one auth guard. Every /api route is admin-only unless it declares `config: { access }`, so a new
// route cannot be left open by forgetting a check.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../common/schemas/auth.js';
import { forbidden, unauthenticated } from '../kernel/refusals.js';
import { SESSION_COOKIE, type Access } from '../kernel/http/access.js';
import type { SessionStore } from './sessions.js';


declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: PublicUser | null;
    authToken: string | null;
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

export function registerAuthGuard(app: FastifyInstance, sessionStore: SessionStore) {
  app.decorateRequest('user', null);
  app.decorateRequest('authToken', null);
  app.addHook('onRequest', async (request) => {
    // Unmatched URLs fall through to the 404 handler.
    if (!request.routeOptions.url?.startsWith('/api')) return;
    const access = routeAccess(request);
    if (access === 'public') return;
    const token = readToken(request);
    if (token && token.length <= 200) {
      request.user = await sessionStore.findUser(token);
      if (request.user) request.authToken = token;
    }
    if (access === 'optional') return;
    if (!request.user) throw unauthenticated('Authentication required. Please log in.');
    if (request.user.role !== 'admin') throw forbidden('Administrator access required');
  });
}
