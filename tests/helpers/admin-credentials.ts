// The admin every test server is started with. Its own module, so browser tests that only need the
// credentials do not import the whole server (app.ts) into their worker.
export const ADMIN = { username: 'admin', password: 'admin-password-1', email: 'admin@example.com' };
