// GET /api/test-email and GET /api/test-smtp (admin): the Email Testing Tools screen's calls, with
// SPEC section 3's response shapes. The SMTP password is never returned.
import { z } from 'zod';
import { email } from '../../common/schemas/fields.js';
import type { App, AppContext } from '../http/types.js';
import { TEST_EMAIL_TYPES } from '../email/index.js';

const EmailQuery = z.object({ email: email() });

export function emailTestRoutes(app: App, { email: service, config }: AppContext) {
  app.get('/api/test-email', { schema: { querystring: EmailQuery } }, async (request) => {
    const to = request.query.email;
    const results = await service.sendTestEmails(to);
    const emailTypes = Object.fromEntries(
      TEST_EMAIL_TYPES.map((type) => [type, { result: { success: results[type].success, ...(results[type].step && { deliveredBy: results[type].step }) }, ...(results[type].logFile && { logFile: results[type].logFile }) }]),
    );
    const success = TEST_EMAIL_TYPES.every((type) => results[type].success);
    return {
      success,
      message: success ? `Test emails sent to ${to}` : `Some test emails could not be delivered to ${to}`,
      testEmail: to,
      emailProvider: service.provider(),
      emailLogging: await service.fileLog(),
      emailTypes,
    };
  });

  app.get('/api/test-smtp', { schema: { querystring: EmailQuery } }, async (request) => {
    const to = request.query.email;
    const { connection, sent } = await service.testSmtp(to);
    const smtp = config.email.smtp;
    return {
      success: connection.success && sent,
      connection,
      config: { host: smtp.host ?? null, port: smtp.port, secure: smtp.secure, user: smtp.user ?? null, pass: smtp.pass ? '********' : null },
      testEmail: { result: { success: sent }, recipient: to },
    };
  });
}
