// The Email Testing Tools' calls (SPEC section 3): GET /api/test-email and GET /api/test-smtp. Both
// answer 200 with `success: false` when a message could not be delivered: the screen shows why.
import { z } from 'zod';

export const TEST_EMAIL_TYPES = ['registrationConfirmation', 'adminNotification', 'paymentConfirmation'] as const;
export type TestEmailType = (typeof TEST_EMAIL_TYPES)[number];

/** Which step of the delivery chain took a message. */
const DELIVERY_STEPS = ['primary', 'secondary', 'file'] as const;
export type DeliveryStep = (typeof DELIVERY_STEPS)[number];

/** The file log of messages no SMTP server took. */
const FileLogInfoSchema = z.object({ logsExist: z.boolean(), location: z.string(), fileCount: z.number().int() });
export type FileLogInfo = z.infer<typeof FileLogInfoSchema>;

export const EmailTypeResultSchema = z.object({
  result: z.object({ success: z.boolean(), deliveredBy: z.enum(DELIVERY_STEPS).optional() }),
  /** The file log's file, when the message landed there. */
  logFile: z.string().optional(),
});
export type EmailTypeResult = z.infer<typeof EmailTypeResultSchema>;

export const TestEmailAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  testEmail: z.string(),
  emailProvider: z.string(),
  emailLogging: FileLogInfoSchema,
  emailTypes: z.object(Object.fromEntries(TEST_EMAIL_TYPES.map((type) => [type, EmailTypeResultSchema])) as Record<TestEmailType, typeof EmailTypeResultSchema>),
});
export type TestEmailAnswer = z.infer<typeof TestEmailAnswerSchema>;

const SmtpCheckSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  details: z.object({ suggestion: z.string() }),
});
export type SmtpCheck = z.infer<typeof SmtpCheckSchema>;

export const TestSmtpAnswerSchema = z.object({
  success: z.boolean(),
  connection: SmtpCheckSchema,
  /** The SMTP settings in use; the password only as asterisks. */
  config: z.object({
    host: z.string().nullable(),
    port: z.number().int(),
    secure: z.boolean(),
    user: z.string().nullable(),
    pass: z.string().nullable(),
  }),
  testEmail: z.object({ result: z.object({ success: z.boolean() }), recipient: z.string() }),
});
export type TestSmtpAnswer = z.infer<typeof TestSmtpAnswerSchema>;
