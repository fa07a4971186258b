// The admin every test server is started with. Its own module, so browser tests that only need the
// credentials do not import the whole server (app.ts) into their worker.
export const ADMIN = { username: 'admin', password: 'admin-password-1', email: 'admin@example.com' };

/**
 * The password hash cost every test app and server runs with (PASSWORD_HASH_COST): scrypt with N=2^10
 * instead of production's 2^17, since the suite signs in hundreds of times (0.3 s of CPU each at 2^17).
 * The hash tests set production's cost themselves.
 */
export const TEST_PASSWORD_ENV = { PASSWORD_HASH_COST: '10' };
