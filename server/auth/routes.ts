import { MessageSchema } from '../../common/api.js';
import {
  AuthenticatedSchema, ChangePasswordSchema, LoginAnswerSchema, LoginSchema, NotAuthenticatedSchema,
} from '../../common/schemas/auth.js';
import type { AccountLoginLimit, LoginAttempts } from './login-attempts.js';
import type { Passwords } from './passwords.js';
import { SESSION_COOKIE } from '../kernel/http/access.js';
import { toPublicUser, type SessionStore } from './sessions.js';
import type { UsersQueries } from './users-queries.js';
import { invalid, tooMany, unauthenticated } from '../kernel/refusals.js';
import { done, failures, GUARDED, WITH_BODY } from '../kernel/http/responses.js';
import { CLEAR_SITE_DATA } from '../kernel/http/security-headers.js';
import type { App } from '../kernel/http/types.js';

const waitText = (seconds: number) => `${Math.ceil(seconds / 60)} minute(s)`;

export interface AuthRouteDeps {
  users: UsersQueries;
  sessions: SessionStore;
  /** Failed sign-ins per client address, and per username. */
  loginAttempts: LoginAttempts;
  accountLimit: AccountLoginLimit;
  passwords: Passwords;
  siteUrl: string;
}

export function authRoutes(app: App, { users, sessions, loginAttempts, accountLimit, passwords, siteUrl }: AuthRouteDeps) {
  // A site served over https always gets a Secure cookie, also when a proxy in front talks plain http
  // to us; otherwise Secure follows the request (so http://localhost works).
  const secure = siteUrl.startsWith('https://') ? true : 'auto';
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict', secure } as const;

  app.post(
    '/api/auth/login',
    { config: { access: 'public' }, schema: { body: LoginSchema, response: { 200: LoginAnswerSchema, ...failures(...WITH_BODY, 401, 429) } } },
    async (request, reply) => {
      const waitSeconds = await loginAttempts.register(request.ip);
      if (waitSeconds > 0) {
        throw tooMany(`Too many login attempts. Please try again in ${waitText(waitSeconds)}.`, waitSeconds);
      }
      const { username, password } = request.body;
      // Locked usernames are refused before any lookup or password check, known or not.
      const lockedSeconds = await accountLimit.register(username);
      if (lockedSeconds > 0) {
        throw tooMany(`Too many failed login attempts for this username. Please try again in ${waitText(lockedSeconds)}.`, lockedSeconds);
      }
      const user = await users.findByUsername(username);
      const valid = await passwords.verify(password, user?.password ?? passwords.unknownUserHash);
      if (!user || !valid) throw unauthenticated('Invalid username or password');
      await Promise.all([loginAttempts.clear(request.ip), accountLimit.clear(username)]);
      if (passwords.needsRehash(user.password)) {
        // An old hash gets today's parameters now that the password is at hand (unless it changed meanwhile).
        await users.setPassword(user.id, await passwords.hash(password), user.password);
      }
      const { token, expires } = await sessions.create(user.id);
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires });
      return { success: true as const, isAuthenticated: true as const, user: toPublicUser(user), token, message: 'Login successful' };
    },
  );

  app.post('/api/auth/logout', { config: { access: 'optional' }, schema: { response: { 200: MessageSchema, ...failures(...WITH_BODY) } } }, async (request, reply) => {
    if (request.authToken) await sessions.destroy(request.authToken);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    // The admin's token also lives in the page's storage: the browser drops it with the cookie.
    reply.header('clear-site-data', CLEAR_SITE_DATA);
    return done('Logged out');
  });

  app.get(
    '/api/auth/user',
    { config: { access: 'optional' }, schema: { response: { 200: AuthenticatedSchema, 401: NotAuthenticatedSchema } } },
    async (request, reply) => {
      if (!request.user) return reply.code(401).send({ success: false, isAuthenticated: false, user: null, message: 'Not authenticated' });
      return { success: true as const, isAuthenticated: true as const, user: request.user };
    },
  );

  app.post(
    '/api/auth/change-password',
    { schema: { body: ChangePasswordSchema, response: { 200: MessageSchema, ...failures(...GUARDED, ...WITH_BODY) } } },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const user = await users.findById(request.user!.id);
      if (!user || !(await passwords.verify(currentPassword, user.password))) {
        throw invalid('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
      }
      await users.setPassword(user.id, await passwords.hash(newPassword));
      await sessions.destroyOthers(user.id, request.authToken!);
      return done('Your password has been updated successfully.');
    },
  );
}
