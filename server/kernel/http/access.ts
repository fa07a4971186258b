// Who may call a route, and the cookie that carries a staff session. The HTTP plumbing reads them (the
// API document's security, the response cache's bypass); auth/ enforces them.
export type Access = 'public' | 'optional' | 'admin';

export const SESSION_COOKIE = 'session';
