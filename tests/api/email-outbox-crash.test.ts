// A durable outbox (issue 12): the server is killed (SIGKILL, no shutdown of any kind) right after it
// acknowledged a registration; once started again it delivers the confirmation, exactly once.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OutboxAnswer } from '../../common/schemas/email-outbox.js';
import { ADMIN } from '../helpers/app.js';
import { registrationBody } from '../helpers/registrations.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { TestSmtpServer } from '../helpers/smtp-server.js';

let smtp: TestSmtpServer;
let server: RunningServer;

beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
  server = await startServer({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), ADMIN_NOTIFY_EMAIL: 'office@example.com' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function outbox(url: string): Promise<OutboxAnswer> {
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }) });
  const { token } = (await login.json()) as { token: string };
  return (await fetch(`${url}/api/email-outbox`, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<OutboxAnswer>;
}

it('delivers the confirmation exactly once after the server was killed right after acknowledging the registration', async () => {
  const email = `killed-${randomBytes(4).toString('hex')}@example.com`;
  const response = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registrationBody({ email })),
  });
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGKILL');
  expect(response.status).toBe(201);
  await exited;

  server = await server.restart();
  const confirmation = await smtp.waitForEmail(email, { timeoutMs: 15_000 });
  expect(confirmation.subject).toMatch(/^Registration Confirmation/);
  // Everything due has been sent (nothing queued or in flight), and still one message only.
  await expect.poll(async () => (await outbox(server.url)).counts, { timeout: 15_000 }).toMatchObject({ queued: 0, sending: 0, failed: 0 });
  expect(smtp.emailsTo(email)).toHaveLength(1);
  expect(smtp.emailsTo('office@example.com').filter((message) => message.text.includes(email))).toHaveLength(1);
});
