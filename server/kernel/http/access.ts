// Who may call a route, and the cookie that carries a staff session. The HTTP plumbing reads them (the
// API document's security, the response cache's bypass); auth/ enforces them.
// `official`: an official signed in through a sign-in link (issue 29), with the official's own cookie.
export type Access = 'public' | 'optional' | 'admin' | 'official';

export const SESSION_COOKIE = 'session';
/** An official's session: another cookie than the staff's, so neither session opens the other's routes. */
export const OFFICIAL_SESSION_COOKIE = 'official_session';
