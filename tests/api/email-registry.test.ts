// Issue 28: an outbox row is composed by the email kind its template's domain registered. A row whose
// template no kind registers (left by a newer version, or by one that retired the template) is not
// dropped: it fails with the reason in words, for staff to see and send again, and the rest of its
// batch is sent as usual.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxAnswer } from '../../common/schemas/email-outbox.js';
import { emailOutbox } from '../../server/kernel/db/tables.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { outboxRows } from '../helpers/outbox.js';
import { register } from '../helpers/registrations.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { EMAIL_MAX_ATTEMPTS: '1' } });
});
afterAll(() => t?.close());

describe('a row of a template no kind registers', () => {
  it('fails with a clear last error, and the batch\'s other rows are sent', async () => {
    const registration = await register(t.app.inject.bind(t.app));
    await t.app.emails.idle();
    await t.db.insert(emailOutbox).values([
      { template: 'retiredTemplate', recipient: 'registrant', subjectId: registration.id },
      { template: 'paymentConfirmation', recipient: 'registrant', subjectId: registration.id },
    ]);
    t.app.emails.queued();
    await t.app.emails.idle();

    const [retired] = await outboxRows(t.db, { template: 'retiredTemplate' });
    expect(retired).toMatchObject({ status: 'failed', attempts: 1, deliveredBy: null, lastError: 'no email kind is registered for the template "retiredTemplate"' });
    expect((await outboxRows(t.db, { registrationId: registration.id, template: 'paymentConfirmation' }))).toMatchObject([{ status: 'sent', deliveredBy: 'file' }]);

    const listed = (await t.admin('GET', '/api/email-outbox')).json() as OutboxAnswer;
    expect(listed.messages[0]).toMatchObject({
      id: retired!.id, template: 'retiredTemplate', status: 'failed', lastError: 'no email kind is registered for the template "retiredTemplate"',
      registrationId: null, contactId: null, waitlistEntryId: null,
    });
  });
});
