// The environment, parsed once at start-up; a wrong value stops the server with the field named.
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: positiveInt(5000),
  DATABASE_URL: optional,
  DATA_DIR: z.string().default('data'),
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: optional.refine((value) => value === undefined || value.length >= 8, 'must be at least 8 characters'),
  ADMIN_EMAIL: optional,
  SESSION_TTL_HOURS: positiveInt(24),
  LOGIN_MAX_FAILURES: positiveInt(10),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional,
  SMTP_HOST: optional,
  SMTP_PORT: positiveInt(587),
  SMTP_SECURE: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  SMTP_USER: optional,
  SMTP_PASS: optional,
  EMAIL_FROM: optional,
  ADMIN_NOTIFY_EMAIL: optional,
  BACKUP_DIR: optional,
  BACKUP_INTERVAL_HOURS: z.coerce.number().positive().default(12),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  admin: { username: string | undefined; password: string | undefined; email: string | undefined };
  sessionTtlHours: number;
  loginRateLimit: { maxFailures: number; windowMinutes: number };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL },
    sessionTtlHours: env.SESSION_TTL_HOURS,
    loginRateLimit: { maxFailures: env.LOGIN_MAX_FAILURES, windowMinutes: env.LOGIN_WINDOW_MINUTES },
  };
}
