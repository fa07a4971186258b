// The environment is parsed once at start-up; a wrong value stops the server naming the setting.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig, siteUrlWarning } from '../../server/kernel/config.js';
import { PROJECT_ROOT } from '../../server/kernel/paths.js';

describe('loadConfig', () => {
  it('has the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 5000,
      databaseUrl: undefined,
      dataDir: 'data',
      admin: { username: undefined, password: undefined, email: undefined },
      sessionTtlHours: 24,
      backup: { dir: undefined, intervalHours: 12 },
      fullBackup: { dir: undefined, intervalHours: 24, keep: 7 },
    });
    expect(config.loginRateLimit.maxFailures).toBeGreaterThan(0);
  });

  it('reads the settings it is given', () => {
    const config = loadConfig({
      NODE_ENV: 'production', PORT: '8080', DATABASE_URL: 'postgres://db.example/site', DATA_DIR: '/var/lib/site',
      ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'whistle-blower', ADMIN_EMAIL: 'chief@example.com',
      SESSION_TTL_HOURS: '8', LOGIN_MAX_FAILURES: '5', LOGIN_WINDOW_MINUTES: '30', BACKUP_DIR: '/backups', BACKUP_INTERVAL_HOURS: '6',
      PASSWORD_HASH_COST: '15',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      databaseUrl: 'postgres://db.example/site',
      dataDir: '/var/lib/site',
      admin: { username: 'chief', password: 'whistle-blower', email: 'chief@example.com' },
      sessionTtlHours: 8,
      loginRateLimit: { maxFailures: 5, windowMinutes: 30 },
      backup: { dir: '/backups', intervalHours: 6 },
      passwordParams: { N: 2 ** 15, r: 8, p: 1 },
    });
  });

  it('accepts .env.example as it stands (copied to .env, its blank settings take the defaults)', () => {
    const example = parseEnv(readFileSync(join(PROJECT_ROOT, '.env.example'), 'utf8'));
    expect(loadConfig(example)).toMatchObject({ port: 5000, databaseUrl: undefined, backup: { intervalHours: 12 } });
  });

  it('treats a blank setting as not set', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '  ', ADMIN_PASSWORD: '', BACKUP_INTERVAL_HOURS: '' });
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin.password).toBeUndefined();
    expect(config.backup.intervalHours).toBe(12);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT: must be a positive whole number/],
    [{ PORT: '0' }, /PORT: must be a positive whole number/],
    [{ PORT: '70000' }, /PORT: must be at most 65535/],
    [{ PORT: '50.5' }, /PORT: must be a positive whole number/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD: must be at least 8 characters/],
    [{ ADMIN_USERNAME: 'ab' }, /ADMIN_USERNAME: must be 3 to 100 characters/],
    [{ ADMIN_EMAIL: 'not-an-email' }, /ADMIN_EMAIL: must be a valid email address/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV:/],
    [{ SESSION_TTL_HOURS: '-1' }, /SESSION_TTL_HOURS: must be a positive whole number/],
    [{ BACKUP_INTERVAL_HOURS: 'twice a day' }, /BACKUP_INTERVAL_HOURS: must be a positive number of hours/],
    [{ SMTP_SECURE: 'yes' }, /SMTP_SECURE:/],
    [{ PASSWORD_HASH_COST: '9' }, /PASSWORD_HASH_COST: must be a whole number from 10 to 20/],
    [{ PASSWORD_HASH_COST: '21' }, /PASSWORD_HASH_COST: must be a whole number from 10 to 20/],
  ])('refuses %o, naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads TRUST_PROXY as off, a hop count or the proxies\' addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1 , fd00::/8, ::1, loopback ' }).trustProxy).toBe('10.0.0.1,fd00::/8,::1,loopback');
  });

  it('refuses TRUST_PROXY=true (any client could name its own address), saying what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid environment: TRUST_PROXY: true \(trust every hop\) is not allowed.*number of proxies.*their addresses/,
    );
  });

  it.each(['10.0.0.300', '10.0.0.1,proxy.example.org', '10.0.0.0/33', '::1/129', '10.0.0.0/', '10.0.0.0/8/8', '0.0.0.0/0', '::/0', '10.0.0.1,,10.0.0.2', '-1', 'yes'])(
    'refuses TRUST_PROXY=%s, naming the entry that is not an address',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid environment: TRUST_PROXY: must be a number of proxies or a comma-separated list of proxy IP addresses or CIDRs/);
    },
  );

  it('names the mistyped TRUST_PROXY entries', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.example.org,10.0.0.2/40' })).toThrow(/not an address: "proxy\.example\.org", "10\.0\.0\.2\/40"$/);
  });

  it('names every wrong setting at once', () => {
    expect(() => loadConfig({ PORT: 'abc', ADMIN_PASSWORD: 'short' })).toThrow(/^Invalid environment: .*PORT: .*; ADMIN_PASSWORD: /);
  });

  it('never puts a secret into its error message', () => {
    let message = '';
    try {
      loadConfig({ ADMIN_PASSWORD: 'secret7' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/ADMIN_PASSWORD/);
    expect(message).not.toContain('secret7');
  });
});

describe('siteUrlWarning', () => {
  it.each([
    [{ NODE_ENV: 'production' }, 'http://localhost:5000'],
    [{ NODE_ENV: 'production', PORT: '8080' }, 'http://localhost:8080'],
    [{ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:5000' }, 'http://127.0.0.1:5000'],
    [{ NODE_ENV: 'production', SITE_URL: 'http://[::1]:5000' }, 'http://[::1]:5000'],
    [{ NODE_ENV: 'production', SITE_URL: 'https://app.localhost' }, 'https://app.localhost'],
  ])('warns in production when SITE_URL is unset or local (%o)', (env, origin) => {
    expect(siteUrlWarning(loadConfig(env))).toBe(
      `SITE_URL is unset or local (${origin}): canonical links, search-engine data (JSON-LD), the sitemap and payment return addresses point there; set SITE_URL to the site's public origin, e.g. https://www.example.org`,
    );
  });

  it.each([
    { NODE_ENV: 'production', SITE_URL: 'https://www.azrefacademy.org' },
    { NODE_ENV: 'production', SITE_URL: 'https://localhost.example.org' },
    { NODE_ENV: 'development' },
    { NODE_ENV: 'test' },
  ])('says nothing for a public origin or outside production (%o)', (env) => {
    expect(siteUrlWarning(loadConfig(env))).toBeUndefined();
  });
});
