// The environment, parsed once at start-up; a wrong value stops the server with the field named.
import { isIP } from 'node:net';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
const positiveInt = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: 'must be a positive whole number' })
    .int('must be a positive whole number')
    .positive('must be a positive whole number')
    .max(max, `must be at most ${max}`)
    .default(fallback);
// The first admin must be able to log in with these, so they follow the login and user rules.
const adminUsername = optional.refine((value) => value === undefined || (value.length >= 3 && value.length <= 100), 'must be 3 to 100 characters');
const adminPassword = optional.refine((value) => value === undefined || (value.length >= 8 && value.length <= 1000), 'must be at least 8 characters (and at most 1000)');
const adminEmail = optional.refine((value) => value === undefined || z.email().safeParse(value).success, 'must be a valid email address');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: positiveInt(5000, 65_535),
  DATABASE_URL: optional,
  DATA_DIR: z.string().default('data'),
  TRUST_PROXY: optional.transform(parseTrustProxy),
  SITE_URL: optional.refine((value) => value === undefined || /^https?:\/\/[^/]+$/.test(value.replace(/\/$/, '')), 'must be an origin such as https://www.example.org'),
  ADMIN_USERNAME: adminUsername,
  ADMIN_PASSWORD: adminPassword,
  ADMIN_EMAIL: adminEmail,
  SESSION_TTL_HOURS: positiveInt(24),
  LOGIN_MAX_FAILURES: positiveInt(10),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  LOGIN_ACCOUNT_MAX_FAILURES: positiveInt(5),
  LOGIN_ACCOUNT_LOCK_MINUTES: positiveInt(1),
  // scrypt's N as a power of two: 17 (OWASP, 128 MiB a hash) unless the machine cannot afford it; the
  // test suite, which signs in hundreds of times, uses a cheap one.
  PASSWORD_HASH_COST: z.coerce.number({ error: 'must be a whole number from 10 to 20' }).int('must be a whole number from 10 to 20').min(10, 'must be a whole number from 10 to 20').max(20, 'must be a whole number from 10 to 20').default(17),
  PUBLIC_RATE_LIMITS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  RATE_LIMIT_ADDRESS_WINDOW_MINUTES: positiveInt(10),
  RATE_LIMIT_EMAIL_WINDOW_MINUTES: positiveInt(60),
  RATE_LIMIT_REGISTER_PER_ADDRESS: positiveInt(10),
  RATE_LIMIT_REGISTER_PER_EMAIL: positiveInt(5),
  RATE_LIMIT_CONTACT_PER_ADDRESS: positiveInt(5),
  RATE_LIMIT_CONTACT_PER_EMAIL: positiveInt(3),
  RATE_LIMIT_PAYMENT_PER_ADDRESS: positiveInt(30),
  RATE_LIMIT_VERIFY_PER_ADDRESS: positiveInt(60),
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: positiveInt(10),
  RATE_LIMIT_SIGN_IN_PER_EMAIL: positiveInt(3),
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional.refine((value) => value === undefined || /^https?:\/\/[^/]+\/?$/.test(value), 'must be an origin such as http://127.0.0.1:12111'),
  SMTP_HOST: optional,
  SMTP_PORT: positiveInt(587, 65_535),
  SMTP_SECURE: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  SMTP_USER: optional,
  SMTP_PASS: optional,
  EMAIL_FROM: optional,
  ADMIN_NOTIFY_EMAIL: optional,
  EMAIL_SECONDARY_URL: optional.refine((value) => value === undefined || /^smtps?:\/\/./.test(value), 'must be an SMTP URL such as smtp://user:pass@host:587'),
  BACKUP_DIR: optional,
  BACKUP_INTERVAL_HOURS: z.coerce.number({ error: 'must be a positive number of hours' }).positive('must be a positive number of hours').default(12),
  BACKUP_KEEP: positiveInt(60),
  BACKUP_SECRET: optional.refine((value) => value === undefined || value.length >= 32, 'must be at least 32 characters'),
  DATABASE_BACKUP_DIR: optional,
  FULL_BACKUP_INTERVAL_HOURS: z.coerce.number({ error: 'must be a positive number of hours' }).positive('must be a positive number of hours').default(24),
  FULL_BACKUP_KEEP: positiveInt(7),
  EMAIL_LOG_RETENTION_DAYS: positiveInt(30),
  EMAIL_MAX_ATTEMPTS: positiveInt(5),
  // Long enough that a guessed one is out of reach: the metrics name no person but tell the traffic.
  METRICS_TOKEN: optional.refine((value) => value === undefined || value.length >= 16, 'must be at least 16 characters'),
});

type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  /** The public origin, for canonical links, Open Graph and the sitemap. */
  siteUrl: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs (comma-separated); never true. */
  trustProxy: false | number | string;
  databaseUrl: string | undefined;
  dataDir: string;
  admin: { username: string | undefined; password: string | undefined; email: string | undefined };
  sessionTtlHours: number;
  loginRateLimit: { maxFailures: number; windowMinutes: number };
  /** Failed logins per username, whatever the address: past `maxFailures`, a lock that grows from `lockMinutes`. */
  accountLoginLimit: { maxFailures: number; lockMinutes: number };
  /** scrypt's parameters for new password hashes (older, weaker hashes are upgraded at login). */
  passwordParams: { N: number; r: number; p: number };
  /** Limits on the public writes, per client address and per email address; null: turned off. */
  publicRateLimits: PublicRateLimits | null;
  /** `keep`: how many backups stay; `secret`: the HMAC key (absent: one generated and kept in the database). */
  backup: { dir: string | undefined; intervalHours: number; keep: number; secret: string | undefined };
  /**
   * Whole-database backups (issue 31): the embedded database's dumps go to `dir` (unset: `${dataDir}/database-backups`),
   * one every `intervalHours`, the newest `keep` kept; on PostgreSQL `intervalHours` is how often the operator's pg_dump runs.
   */
  fullBackup: { dir: string | undefined; intervalHours: number; keep: number };
  /** All unset: payments run in test mode. */
  stripe: { secretKey: string | undefined; publishableKey: string | undefined; webhookSecret: string | undefined; apiBase: string | undefined };
  /** SMTP unset: every message goes to the file log under `${dataDir}/email-logs`. */
  email: {
    smtp: { host: string | undefined; port: number; secure: boolean; user: string | undefined; pass: string | undefined };
    from: string | undefined;
    adminNotifyEmail: string | undefined;
    /** An SMTP URL for the secondary transport (tried after the primary fails). */
    secondaryUrl: string | undefined;
    /** Files of the file log older than this are deleted by the scheduler. */
    logRetentionDays: number;
    /** An outbox message is marked failed after this many tries. */
    maxAttempts: number;
  };
  /** GET /metrics with `Authorization: Bearer <token>`; unset: only a local scraper (loopback, no proxy). */
  metricsToken: string | undefined;
}

export interface PublicRateLimits {
  addressWindowMinutes: number;
  emailWindowMinutes: number;
  register: { perAddress: number; perEmail: number };
  contact: { perAddress: number; perEmail: number };
  payment: { perAddress: number };
  verify: { perAddress: number };
  signIn: { perAddress: number; perEmail: number };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // A setting left blank (`PORT=` in an env file) means "not set": it takes the default.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL },
    sessionTtlHours: env.SESSION_TTL_HOURS,
    loginRateLimit: { maxFailures: env.LOGIN_MAX_FAILURES, windowMinutes: env.LOGIN_WINDOW_MINUTES },
    accountLoginLimit: { maxFailures: env.LOGIN_ACCOUNT_MAX_FAILURES, lockMinutes: env.LOGIN_ACCOUNT_LOCK_MINUTES },
    passwordParams: { N: 2 ** env.PASSWORD_HASH_COST, r: 8, p: 1 },
    publicRateLimits: env.PUBLIC_RATE_LIMITS === 'off' ? null : {
      addressWindowMinutes: env.RATE_LIMIT_ADDRESS_WINDOW_MINUTES,
      emailWindowMinutes: env.RATE_LIMIT_EMAIL_WINDOW_MINUTES,
      register: { perAddress: env.RATE_LIMIT_REGISTER_PER_ADDRESS, perEmail: env.RATE_LIMIT_REGISTER_PER_EMAIL },
      contact: { perAddress: env.RATE_LIMIT_CONTACT_PER_ADDRESS, perEmail: env.RATE_LIMIT_CONTACT_PER_EMAIL },
      payment: { perAddress: env.RATE_LIMIT_PAYMENT_PER_ADDRESS },
      verify: { perAddress: env.RATE_LIMIT_VERIFY_PER_ADDRESS },
      signIn: { perAddress: env.RATE_LIMIT_SIGN_IN_PER_ADDRESS, perEmail: env.RATE_LIMIT_SIGN_IN_PER_EMAIL },
    },
    backup: { dir: env.BACKUP_DIR, intervalHours: env.BACKUP_INTERVAL_HOURS, keep: env.BACKUP_KEEP, secret: env.BACKUP_SECRET },
    fullBackup: { dir: env.DATABASE_BACKUP_DIR, intervalHours: env.FULL_BACKUP_INTERVAL_HOURS, keep: env.FULL_BACKUP_KEEP },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    },
    email: {
      smtp: { host: env.SMTP_HOST, port: env.SMTP_PORT, secure: env.SMTP_SECURE, user: env.SMTP_USER, pass: env.SMTP_PASS },
      from: env.EMAIL_FROM,
      adminNotifyEmail: env.ADMIN_NOTIFY_EMAIL,
      secondaryUrl: env.EMAIL_SECONDARY_URL,
      logRetentionDays: env.EMAIL_LOG_RETENTION_DAYS,
      maxAttempts: env.EMAIL_MAX_ATTEMPTS,
    },
    metricsToken: env.METRICS_TOKEN,
  };
}

const isLocalHost = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]' || host === '0.0.0.0';

/**
 * The start-up warning when production runs without its public address: canonical links, JSON-LD, the
 * sitemap and Stripe's return addresses would all send visitors and search engines to this machine.
 */
export function siteUrlWarning(config: Pick<Config, 'env' | 'siteUrl'>): string | undefined {
  if (config.env !== 'production') return undefined;
  if (!isLocalHost(new URL(config.siteUrl).hostname)) return undefined;
  return `SITE_URL is unset or local (${config.siteUrl}): canonical links, search-engine data (JSON-LD), the sitemap and payment return addresses point there; set SITE_URL to the site's public origin, e.g. https://www.example.org`;
}

// The names proxy-addr (Fastify's trustProxy) gives to the private ranges.
const TRUST_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, or a CIDR with a prefix of at least 1 (a /0 trusts everyone, as `true` would). */
function isProxyAddress(entry: string): boolean {
  if (TRUST_PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For to believe: `false` (unset: the socket address is the client), a hop count, or
 * the proxies' addresses/CIDRs. `true` would let any client name its own address in the header and so
 * slip past the per-address limits: refused.
 */
function parseTrustProxy(value: string | undefined, context: z.RefinementCtx): false | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') {
    context.addIssue({ code: 'custom', message: 'true (trust every hop) is not allowed: any client could then choose its own address; set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.1,10.1.0.0/16)' });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    const named = wrong.map((entry) => JSON.stringify(entry)).join(', ');
    context.addIssue({ code: 'custom', message: `must be a number of proxies or a comma-separated list of proxy IP addresses or CIDRs (e.g. 10.0.0.1,10.1.0.0/16); not an address: ${named}` });
    return z.NEVER;
  }
  return entries.join(',');
}
