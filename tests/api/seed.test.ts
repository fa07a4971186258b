// The content a new site starts with (ISSUE 2 point 3), seeding that never overwrites an admin's
// changes, the first-admin bootstrap, and migrations that are safe to re-run (point 2).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVICE_ICONS } from '../../common/constants.js';
import { DEFAULT_PRICE_TIERS } from '../../common/prices.js';
import { HERO_DEFAULTS, SECTION_HEADER_DEFAULTS } from '../../common/content-defaults.js';
import { buildApp } from '../../server/app.js';
import { ensureAdmin, type AdminSettings } from '../../server/auth/bootstrap-admin.js';
import { loadConfig } from '../../server/kernel/config.js';
import { openDatabase, type Database } from '../../server/kernel/db/client.js';
import { pgliteDirOf } from '../../server/kernel/paths.js';
import { contacts } from '../../server/contacts/tables.js';
import { services } from '../../server/content/tables.js';
import { users } from '../../server/auth/tables.js';
import { prepareDatabase } from '../../server/prepare.js';
import { ADMIN } from '../helpers/app.js';
import { TEST_PASSWORD_ENV } from '../helpers/admin-credentials.js';
import { createTestDatabase } from '../helpers/database.js';
import { createDatabase, type ScratchDatabase } from '../helpers/postgres-server.js';
import { copyPgliteTemplate } from '../helpers/template-copy.js';

const NO_ADMIN_SETTINGS: AdminSettings = { username: undefined, password: undefined, email: undefined };
// What is seeded and who is created is under test here, not the hash's cost (the password tests set
// production's): the admin's password is hashed at the tests' cost, and the app logs in at that cost.
const TEST_CONFIG = { NODE_ENV: 'test', ...TEST_PASSWORD_ENV, LOGIN_MAX_FAILURES: '1000' };
const passwordParams = loadConfig(TEST_CONFIG).passwordParams;
const prepare = (database: Database, admin: AdminSettings) => prepareDatabase(database, admin, { passwordParams });
const createAdmin = (database: Database, settings: AdminSettings) => database.db.transaction((tx) => ensureAdmin(tx, settings, passwordParams));

/** The app on a database the test owns, so it can prepare that database again. */
async function openSite(database: Database) {
  // Email logs go to a throw-away folder, not the project's data/.
  const dataDir = mkdtempSync(join(tmpdir(), 'referee-seed-'));
  const app = await buildApp({ config: loadConfig({ ...TEST_CONFIG, DATA_DIR: dataDir }), db: database.db });
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  await app.ready();
  const login = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  let token: string | undefined;
  const asAdmin = async (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    token ??= (await login(ADMIN.username, ADMIN.password)).json().token as string;
    return app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });
  };
  const read = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json().data;
  };
  return { app, login, asAdmin, read, close: () => app.close() };
}

async function userCount(database: Database): Promise<number> {
  const [row] = await database.db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

describe('the seeded content', () => {
  let database: Database;
  let site: Awaited<ReturnType<typeof openSite>>;
  let prepared: Awaited<ReturnType<typeof prepareDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    prepared = await prepare(database, ADMIN);
    site = await openSite(database);
  });
  afterAll(async () => {
    await site.close();
    await database.close();
  });

  const adminList = async (url: string) => {
    const response = await site.asAdmin('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Record<string, unknown>[];
  };

  it('is reported as seeded with the configured admin created', () => {
    expect(prepared).toEqual({ seeded: true, admin: { created: true, username: ADMIN.username } });
  });

  it('hero carries the SPEC defaults', async () => {
    const hero = await site.read('/api/hero');
    expect(hero).toMatchObject(HERO_DEFAULTS);
    expect(hero.buttonLink).toMatch(/^[#/]/);
  });

  it('company info promises Monday-Friday 9am-5pm MST support and a reply within 24 hours', async () => {
    const info = await site.read('/api/company-info');
    expect(info.phoneHours).toBe('Monday-Friday 9am-5pm MST');
    expect(info.emailResponse).toMatch(/within 24 hours/);
    for (const field of ['name', 'phone', 'email', 'website', 'location', 'locationDetail']) {
      expect(info[field], field).toEqual(expect.stringMatching(/\S/));
    }
    expect(info.location).toMatch(/Phoenix/);
  });

  it('section headers equal the SPEC defaults', async () => {
    for (const [sectionId, header] of Object.entries(SECTION_HEADER_DEFAULTS)) {
      expect(await site.read(`/api/section-headers/${sectionId}`)).toMatchObject({ sectionId, ...header });
    }
  });

  it('has six active services using exactly the six named icons', async () => {
    const all = await adminList('/api/services');
    const active = await site.read('/api/services/active');
    expect(all).toHaveLength(6);
    expect(active).toHaveLength(6);
    expect(all.map((service) => service.icon).sort()).toEqual([...SERVICE_ICONS].sort());
    for (const service of all) {
      expect(String(service.title).length).toBeGreaterThanOrEqual(3);
      expect(String(service.description).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('has at least three active programs at different levels, each with features and the default price tiers', async () => {
    const programs = (await site.read('/api/programs')) as Record<string, unknown>[];
    expect(programs.length).toBeGreaterThanOrEqual(3);
    expect(programs.every((program) => program.active === true)).toBe(true);
    expect(new Set(programs.map((program) => program.level)).size).toBeGreaterThanOrEqual(3);
    for (const { id } of programs) {
      const program = await site.read(`/api/programs/${String(id)}`);
      expect(program.features.length, program.name).toBeGreaterThan(0);
      expect(program.features.every((feature: unknown) => typeof feature === 'string' && feature.trim() !== '')).toBe(true);
      expect(program.priceTiers).toEqual(DEFAULT_PRICE_TIERS);
      expect(program.duration).toEqual(expect.stringMatching(/\S/));
    }
  });

  it('has at least three testimonials, some featured and some not', async () => {
    const all = await adminList('/api/testimonials');
    const featured = (await site.read('/api/testimonials/featured')) as Record<string, unknown>[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThan(all.length);
    expect(featured.every((testimonial) => testimonial.featured === true)).toBe(true);
  });

  it('has an active marketing popup', async () => {
    const popup = await site.read('/api/marketing-popup');
    expect(popup).toMatchObject({ active: true });
    for (const field of ['title', 'date', 'startTime', 'endTime', 'location']) expect(popup[field], field).toEqual(expect.stringMatching(/\S/));
  });

  it('has an about section with three feature boxes and a call to action', async () => {
    const about = await site.read('/api/about');
    for (const n of [1, 2, 3]) {
      expect(about[`featureBox${n}Title`], `box ${n}`).toEqual(expect.stringMatching(/\S/));
      expect(about[`featureBox${n}Text`], `box ${n}`).toEqual(expect.stringMatching(/\S/));
      expect(['medal', 'graduation-cap', 'trophy']).toContain(about[`featureBox${n}Icon`]);
    }
    expect(about.content).toMatch(/^<p>/);
    expect(about.content).toMatch(/4-8 weeks/);
    const cta = await site.read('/api/cta');
    expect(cta.title.length).toBeGreaterThanOrEqual(3);
    expect(cta.buttonLink).toMatch(/^[#/]/);
  });

  it('has no registrations and no contacts', async () => {
    expect(await adminList('/api/registrations')).toEqual([]);
    expect(await adminList('/api/contacts')).toEqual([]);
  });

  it('has exactly one user, the admin', async () => {
    expect(await userCount(database)).toBe(1);
  });
});

describe('preparing the same database again', () => {
  let database: Database;
  let site: Awaited<ReturnType<typeof openSite>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await prepare(database, ADMIN);
    site = await openSite(database);
  });
  afterAll(async () => {
    await site.close();
    await database.close();
  });

  it('keeps a changed hero and a deleted service, and creates no second admin', async () => {
    const hero = { heading: 'Officiating Done Right', subheading: 'A hero changed by the admin after the first start', buttonText: 'Join', buttonLink: '#contact' };
    expect((await site.asAdmin('PUT', '/api/hero', hero)).statusCode).toBe(200);
    const [firstService] = (await (await site.asAdmin('GET', '/api/services')).json().data) as { id: number }[];
    expect((await site.asAdmin('DELETE', `/api/services/${firstService!.id}`)).statusCode).toBe(200);
    const contact = { name: 'Jordan Reyes', email: 'jordan@example.com' };
    expect((await site.app.inject({ method: 'POST', url: '/api/contact', payload: contact })).statusCode).toBe(201);

    // A restart with other admin settings: nothing is seeded or created, nothing is put back.
    const again = await prepare(database, { username: 'someone-else', password: 'another-password', email: 'else@example.com' });
    expect(again).toEqual({ seeded: false, admin: { created: false, username: 'someone-else' } });

    expect(await site.read('/api/hero')).toMatchObject(hero);
    const [serviceRows] = await database.db.select({ total: count() }).from(services);
    expect(serviceRows?.total).toBe(5);
    const [contactRows] = await database.db.select({ total: count() }).from(contacts);
    expect(contactRows?.total).toBe(1);
    expect(await userCount(database)).toBe(1);
    expect((await site.login('someone-else', 'another-password')).statusCode).toBe(401);
    expect((await site.login(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
  });

  it('seeds once when two instances prepare a new database at the same time', async () => {
    const fresh = await createTestDatabase();
    try {
      const results = await Promise.all([prepare(fresh, ADMIN), prepare(fresh, ADMIN)]);
      expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
      expect(results.filter((result) => result.admin.created)).toHaveLength(1);
      const [serviceRows] = await fresh.db.select({ total: count() }).from(services);
      expect(serviceRows?.total).toBe(6);
      expect(await userCount(fresh)).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('the first admin', () => {
  it('without configured credentials is "admin" with a generated password that logs in', async () => {
    const database = await createTestDatabase();
    const site = await openSite(database);
    try {
      const result = await createAdmin(database, NO_ADMIN_SETTINGS);
      expect(result).toMatchObject({ created: true, username: 'admin' });
      expect(result.generatedPassword).toMatch(/^[\w-]{16,}$/);

      const login = await site.login('admin', result.generatedPassword!);
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().user).toMatchObject({ username: 'admin', role: 'admin' });
      expect((await site.login('admin', 'admin')).statusCode).toBe(401);

      // Once a user exists, nothing is generated again.
      expect(await createAdmin(database, NO_ADMIN_SETTINGS)).toEqual({ created: false, username: 'admin' });
      expect(await userCount(database)).toBe(1);
    } finally {
      await site.close();
      await database.close();
    }
  });

  it('with configured credentials uses them, and prints no password', async () => {
    const database = await createTestDatabase();
    const site = await openSite(database);
    try {
      const settings = { username: 'chief-referee', password: 'whistle-blower-9', email: 'chief@example.com' };
      const result = await createAdmin(database, settings);
      expect(result).toEqual({ created: true, username: 'chief-referee' });

      const login = await site.login(settings.username, settings.password);
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().user).toMatchObject({ username: 'chief-referee', email: 'chief@example.com', role: 'admin' });
      const [stored] = await database.db.select({ password: users.password }).from(users);
      expect(stored?.password).toMatch(/^scrypt\$/);
      expect(stored?.password).not.toContain(settings.password);
    } finally {
      await site.close();
      await database.close();
    }
  });
});

describe('migrations', () => {
  let dir: string;
  beforeAll(() => {
    // A copy of the run's template, which the global setup migrated from a new database: here the
    // migrations run again on it twice (no initdb of this file's own; without a template, one is made).
    dir = mkdtempSync(join(tmpdir(), 'referee-migrations-'));
    copyPgliteTemplate(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are safe to re-run on the same PGlite data directory and keep the data', async () => {
    const first = await openDatabase({ pgliteDir: pgliteDirOf(dir) });
    await first.db.insert(contacts).values({ name: 'Kept Across Restarts', email: 'kept@example.com' });
    await prepare(first, ADMIN);
    await first.close();

    const second = await openDatabase({ pgliteDir: pgliteDirOf(dir) });
    try {
      const rows = await second.db.select({ name: contacts.name }).from(contacts);
      expect(rows).toEqual([{ name: 'Kept Across Restarts' }]);
      expect(await prepare(second, ADMIN)).toMatchObject({ seeded: false, admin: { created: false } });
      expect(await userCount(second)).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('migrations on a PostgreSQL server', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  let scratch: ScratchDatabase;
  const url = () => scratch.url;
  beforeAll(async () => {
    scratch = await createDatabase(serverUrl, `${inject('testRunId')}_migrations`);
  });
  afterAll(() => scratch.drop());

  it('are applied once when two instances start together, and re-run safely later', async () => {
    const [first, second] = await Promise.all([openDatabase({ url: url() }), openDatabase({ url: url() })]);
    try {
      const results = await Promise.all([prepare(first, ADMIN), prepare(second, ADMIN)]);
      expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
      await first.db.insert(contacts).values({ name: 'Kept Across Restarts', email: 'kept@example.com' });
    } finally {
      await Promise.all([first.close(), second.close()]);
    }

    const third = await openDatabase({ url: url() });
    try {
      expect(await third.db.select({ name: contacts.name }).from(contacts)).toEqual([{ name: 'Kept Across Restarts' }]);
      expect(await userCount(third)).toBe(1);
    } finally {
      await third.close();
    }
  });
});
