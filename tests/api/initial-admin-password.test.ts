// The built server started without ADMIN_PASSWORD makes up the first admin's password and writes it to
// a file only its user can read, never to the log (logs are collected, kept and read by others).
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/database.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { copyPgliteTemplate } from '../helpers/template-copy.js';

const START_TIMEOUT_MS = 120_000;
const modeOf = (path: string) => statSync(path).mode & 0o777;

let server: RunningServer | undefined;
let scratch: ScratchDatabase | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await server?.stop();
  await scratch?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the generated first admin password', () => {
  it('is written once to a 0600 file in the data folder, logs in, and never appears in the log', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'referee-admin-password-'));
    chmodSync(dataDir, 0o755); // as an operator might have made it
    // The run's migrated template without its seed or admin (no initdb of its own): the server creates the admin.
    if (process.env.TEST_DATABASE_URL) scratch = await createScratchDatabase();
    else copyPgliteTemplate(dataDir);
    // A blank ADMIN_PASSWORD counts as unset.
    server = await startServer({ DATA_DIR: dataDir, ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: '', ...(scratch && { DATABASE_URL: scratch.url }) });

    const file = join(dataDir, 'initial-admin-password.txt');
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(dataDir)).toBe(0o700);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^Username: chief$/m);
    expect(text).toMatch(/delete this file/);
    const password = /^Password: (\S+)$/m.exec(text)?.[1];
    expect(password).toMatch(/^[\w-]{16,}$/);

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'chief', password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { username: string; role: string } }).user).toMatchObject({ username: 'chief', role: 'admin' });

    const output = server.output();
    expect(output).toContain(file);
    expect(output).not.toContain(password!);
  }, START_TIMEOUT_MS);
});
