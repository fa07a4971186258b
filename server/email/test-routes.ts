// GET /api/test-email and GET /api/test-smtp (admin): the Email Testing Tools screen's calls, with
// SPEC section 3's response shapes. The SMTP password is never returned.
import { z } from 'zod';
import { TEST_EMAIL_TYPES, TestEmailAnswerSchema, TestSmtpAnswerSchema, type EmailTypeResult, type TestEmailType } from '../../common/schemas/email-test.js';
import { email } from '../../common/schemas/fields.js';
import type { DeliveryResult } from './chain.js';
import { failures, GUARDED } from '../kernel/http/responses.js';
import type { App } from '../kernel/http/types.js';
import type { Config } from '../kernel/config.js';
import type { EmailService } from './email-service.js';

const EmailQuery = z.object({ email: email() });

const typeResult = ({ success, step, logFile }: DeliveryResult): EmailTypeResult => ({
  result: { success, ...(step && { deliveredBy: step }) },
  ...(logFile && { logFile }),
});

export function emailTestRoutes(app: App, { email: service, config }: { email: EmailService; config: Config }) {
  app.get(
    '/api/test-email',
    { schema: { querystring: EmailQuery, response: { 200: TestEmailAnswerSchema, ...failures(...GUARDED, 400) } } },
    async (request) => {
      const to = request.query.email;
      const results = await service.sendTestEmails(to);
      const emailTypes = Object.fromEntries(TEST_EMAIL_TYPES.map((type) => [type, typeResult(results[type])])) as Record<TestEmailType, EmailTypeResult>;
      const success = TEST_EMAIL_TYPES.every((type) => results[type].success);
      return {
        success,
        message: success ? `Test emails sent to ${to}` : `Some test emails could not be delivered to ${to}`,
        testEmail: to,
        emailProvider: service.provider(),
        emailLogging: await service.fileLog(),
        emailTypes,
      };
    },
  );

  app.get(
    '/api/test-smtp',
    { schema: { querystring: EmailQuery, response: { 200: TestSmtpAnswerSchema, ...failures(...GUARDED, 400) } } },
    async (request) => {
      const to = request.query.email;
      const { connection, sent } = await service.testSmtp(to);
      const smtp = config.email.smtp;
      return {
        success: connection.success && sent,
        connection,
        config: { host: smtp.host ?? null, port: smtp.port, secure: smtp.secure, user: smtp.user ?? null, pass: smtp.pass ? '********' : null },
        testEmail: { result: { success: sent }, recipient: to },
      };
    },
  );
}
