// Registration backups through the admin API: create, list, download, restore round trip, delete, the
// filename checks that keep every request inside the backup folder, private files, retention, and the
// signature that lets restore import only files this server wrote.
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupInfo, CreatedBackup } from '../../common/schemas/backup.js';
import type { Registration } from '../../common/schemas/registration.js';
import { signedBackupText, type UnsignedBackupFile } from '../../server/backups/files.js';
import { createBackupService } from '../../server/backups/backup-service.js';
import { appMeta } from '../../server/kernel/db/tables.js';
import { registrations } from '../../server/registrations/tables.js';
import { guardianConsents } from '../../server/self-service/tables.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { register } from '../helpers/registrations.js';
import { tempFolder } from '../helpers/temp-folder.js';

const SECRET = 'backup-secret-for-these-tests-0123456789';
const OTHER_SECRET = 'another-servers-backup-secret-9876543210';
const NOT_OURS = /not written by this server or was changed.*Nothing was restored\./;
const modeOf = (path: string) => statSync(path).mode & 0o777;

const root = tempFolder('backups-test-');
const backupDir = join(root, 'backups');
const canary = join(root, 'canary.json');
let t: TestApp;
let programId: number;

beforeAll(async () => {
  // Files next to the backup folder that a traversal would reach.
  writeFileSync(canary, '{"canary":true}');
  writeFileSync(join(root, 'secret.json'), '{"secret":true}');
  // As an older version left it: readable by everyone.
  mkdirSync(backupDir);
  chmodSync(backupDir, 0o755);
  t = await createTestApp({ env: { BACKUP_DIR: backupDir, BACKUP_SECRET: SECRET } });
  const [program] = (await t.app.inject({ method: 'GET', url: '/api/programs' })).json().data as { id: number }[];
  programId = program!.id;
  const inject = t.app.inject.bind(t.app);
  await register(inject, { programId, firstName: 'Ana', email: 'ana@example.com' });
  await register(inject, { programId, firstName: 'Ben', email: 'ben@example.com' });
  await register(inject, { programId, firstName: 'Cleo', email: 'cleo@example.com' });
});
afterAll(() => t.close());

type Row = Pick<Registration, 'id' | 'firstName' | 'email' | 'programId' | 'paymentAmount' | 'paymentStatus'>;
const listRegistrations = async () => (await t.asAdmin({ method: 'GET', url: '/api/registrations' })).json().data as Row[];
const listBackups = async () => (await t.asAdmin({ method: 'GET', url: '/api/admin/backups' })).json() as {
  success: boolean;
  count: number;
  data: BackupInfo[];
};
const createBackup = async () => {
  const response = await t.asAdmin({ method: 'POST', url: '/api/admin/backups/create' });
  expect(response.statusCode).toBe(201);
  return response.json() as { success: boolean; message: string; data: CreatedBackup };
};
/** A backup file as it is on disk, re-signed with `secret` after `edit` (what a server with that secret would write). */
function resign(filename: string, edit: (file: UnsignedBackupFile) => void, secret = SECRET): string {
  const { signature: _signature, ...file } = JSON.parse(readFileSync(join(backupDir, filename), 'utf8')) as UnsignedBackupFile & { signature: string };
  edit(file);
  return signedBackupText(file, Buffer.from(secret));
}
const comparable = (rows: Row[]) =>
  rows.map(({ firstName, email, programId: program, paymentAmount, paymentStatus }) => ({ firstName, email, program, paymentAmount, paymentStatus }))
    .sort((a, b) => a.email.localeCompare(b.email));

describe('backups', () => {
  it('needs an admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/backups' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/backups/create' })).statusCode).toBe(401);
  });

  it('creates a backup of every registration and lists it with its size', async () => {
    const before = await listBackups();
    expect(before).toMatchObject({ success: true, count: 0, data: [] });

    const created = await createBackup();
    expect(created).toMatchObject({ success: true, message: 'Backup created', data: { count: 3 } });
    expect(created.data.filename).toMatch(/^registrations-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/);
    expect(Number.isNaN(Date.parse(created.data.timestamp))).toBe(false);
    // Written under a temporary name and renamed: only the final file is left.
    expect(readdirSync(backupDir)).toEqual([created.data.filename]);

    const second = await createBackup();
    const list = await listBackups();
    expect(list.count).toBe(2);
    expect(list.data.map((backup) => backup.filename)).toEqual([second.data.filename, created.data.filename]); // newest first
    expect(list.data[1]).toEqual({ filename: created.data.filename, timestamp: created.data.timestamp, size: created.data.size });
    expect(list.data[1]!.size).toBeGreaterThan(100);
    await t.asAdmin({ method: 'DELETE', url: `/api/admin/backups/${second.data.filename}` });
  });

  it('downloads a backup as a JSON attachment holding the registrations, with the login cookie', async () => {
    const { data } = await createBackup();
    const token = await t.login();
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/backups/download/${data.filename}`, cookies: { session: token } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${data.filename}"`);
    const file = response.json() as { version: number; createdAt: string; count: number; registrations: Row[]; signature: string };
    expect(file.version).toBe(2);
    expect(file.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(file.count).toBe(3);
    expect(comparable(file.registrations)).toEqual(comparable(await listRegistrations()));
    expect(Buffer.byteLength(response.body)).toBe(data.size);
  });

  it('restores a backup as new registrations (round trip)', async () => {
    const original = await listRegistrations();
    expect(original).toHaveLength(3);
    const { data } = await createBackup();
    for (const row of original) {
      expect((await t.asAdmin({ method: 'DELETE', url: `/api/registrations/${row.id}` })).statusCode).toBe(200);
    }
    expect(await listRegistrations()).toHaveLength(0);

    const response = await t.asAdmin({ method: 'POST', url: `/api/admin/backups/restore/${data.filename}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true, importedCount: 3, message: 'Successfully restored 3 registrations from backup.',
    });
    const restored = await listRegistrations();
    expect(restored).toHaveLength(3);
    expect(comparable(restored)).toEqual(comparable(original));
    expect(restored.map((row) => row.id).some((id) => original.some((row) => row.id === id))).toBe(false); // new ids
  });

  it('skips registrations whose program no longer exists', async () => {
    const { data } = await createBackup();
    const name = 'registrations-2020-01-01T00-00-00-000Z.json';
    writeFileSync(join(backupDir, name), resign(data.filename, (file) => (file.registrations[0]!.programId = 999_999)));
    const before = (await listRegistrations()).length;
    const response = await t.asAdmin({ method: 'POST', url: `/api/admin/backups/restore/${name}` });
    expect(response.json()).toMatchObject({ success: true, importedCount: 2, skippedCount: 1 });
    expect(await listRegistrations()).toHaveLength(before + 2);
    await t.asAdmin({ method: 'DELETE', url: `/api/admin/backups/${name}` });
  });

  it('refuses a corrupted or invalid backup with a clear message and imports nothing', async () => {
    const before = (await listRegistrations()).length;
    const garbage = 'registrations-2021-02-03T04-05-06-007Z.json';
    writeFileSync(join(backupDir, garbage), '{"version":1,"registrations":[{"firstName": "Ana", ');
    let response = await t.asAdmin({ method: 'POST', url: `/api/admin/backups/restore/${garbage}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(/corrupted.*not valid JSON/) });

    // Valid JSON and signed, but the second row is broken: the first is not imported either.
    const { data } = await createBackup();
    const invalid = 'registrations-2021-02-03T04-05-06-008Z.json';
    writeFileSync(join(backupDir, invalid), resign(data.filename, (file) => ((file.registrations[1] as Record<string, unknown>).paymentStatus = 'stolen')));
    response = await t.asAdmin({ method: 'POST', url: `/api/admin/backups/restore/${invalid}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/invalid at registrations\.1\.paymentStatus/);
    expect(await listRegistrations()).toHaveLength(before);
  });

  it('refuses filenames off the pattern and never touches a file outside the folder', async () => {
    const attempts = [
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Fcanary.json',
      '%2e%2e%2fsecret.json',
      '%2e%2e%2fcanary.json',
      '%2Fetc%2Fpasswd',
      'registrations-x.json.tmp',
      'registrations-2026-01-01T00-00-00-000Z.json.tmp',
      '..%2Fregistrations-2026-01-01T00-00-00-000Z.json',
      'registrations-2026-01-01T00-00-00-000Z.json%2F..%2F..%2Fcanary.json',
      'secret.json',
    ];
    const forms = (name: string) => [
      { method: 'GET' as const, url: `/api/admin/backups/download/${name}` },
      { method: 'POST' as const, url: `/api/admin/backups/restore/${name}` },
      { method: 'DELETE' as const, url: `/api/admin/backups/${name}` },
    ];
    for (const name of attempts) {
      for (const request of forms(name)) {
        const response = await t.asAdmin(request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(400);
        expect(response.json()).toEqual({ success: false, message: 'Invalid backup filename' });
      }
    }
    // Raw separators in the path do not reach a backup route at all.
    for (const url of ['/api/admin/backups/download//etc/passwd', '/api/admin/backups/download/../../canary.json', '/api/admin/backups//etc/passwd']) {
      const response = await t.asAdmin({ method: url.includes('download') ? 'GET' : 'DELETE', url });
      expect([400, 404], url).toContain(response.statusCode);
    }
    // Well-formed but missing: 404.
    for (const request of forms('registrations-1999-01-01T00-00-00-000Z.json')) {
      const response = await t.asAdmin(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Backup not found' });
    }
    expect(existsSync(canary)).toBe(true);
    expect(existsSync(join(root, 'secret.json'))).toBe(true);
  });

  it('deletes a backup', async () => {
    const { data } = await createBackup();
    const response = await t.asAdmin({ method: 'DELETE', url: `/api/admin/backups/${data.filename}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect((await listBackups()).data.some((backup) => backup.filename === data.filename)).toBe(false);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/admin/backups/${data.filename}` })).statusCode).toBe(404);
  });

  it('writes the folder and every backup readable by the server user only (0700, 0600)', async () => {
    const { data } = await createBackup();
    expect(modeOf(backupDir)).toBe(0o700);
    expect(modeOf(join(backupDir, data.filename))).toBe(0o600);
  });

  it('refuses an edited backup (a registration marked paid) and imports nothing', async () => {
    const { data } = await createBackup();
    const path = join(backupDir, data.filename);
    const file = JSON.parse(readFileSync(path, 'utf8')) as { registrations: { paymentStatus: string }[] };
    expect(file.registrations[0]!.paymentStatus).not.toBe('paid');
    file.registrations[0]!.paymentStatus = 'paid';
    writeFileSync(path, JSON.stringify(file, null, 2));
    const before = await listRegistrations();

    const response = await t.asAdmin({ method: 'POST', url: `/api/admin/backups/restore/${data.filename}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(NOT_OURS) });
    const after = await listRegistrations();
    expect(after).toEqual(before);
    expect(after.some((row) => row.paymentStatus === 'paid')).toBe(false);
  });

  it('refuses a backup written by a server with another secret, and an old unsigned one', async () => {
    const before = await listRegistrations();
    const otherRoot = mkdtempSync(join(tmpdir(), 'backups-other-'));
    const other = await createTestApp({ env: { BACKUP_DIR: otherRoot, BACKUP_SECRET: OTHER_SECRET } });
    try {
      const [program] = (await other.app.inject({ method: 'GET', url: '/api/programs' })).json().data as { id: number }[];
      await register(other.app.inject.bind(other.app), { programId: program!.id, firstName: 'Mallory', email: 'mallory@example.com' });
      const created = (await other.admin('POST', '/api/admin/backups/create')).json().data as CreatedBackup;
      const foreign = 'registrations-2022-01-01T00-00-00-000Z.json';
      copyFileSync(join(otherRoot, created.filename), join(backupDir, foreign));
      const response = await t.asAdmin({ method: 'POST', url: `/api/admin/backups/restore/${foreign}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(NOT_OURS);
      // The same content signed with this server's secret is accepted: only the signature was wrong.
      const resigned = 'registrations-2022-01-01T00-00-00-001Z.json';
      writeFileSync(join(backupDir, resigned), resign(foreign, () => undefined));
      expect((await t.asAdmin({ method: 'POST', url: `/api/admin/backups/restore/${resigned}` })).json()).toMatchObject({ success: true, importedCount: 1 });
      await t.asAdmin({ method: 'DELETE', url: `/api/admin/backups/${resigned}` });
      const restored = (await listRegistrations()).find((row) => row.email === 'mallory@example.com');
      expect(restored).toBeDefined();
      await t.asAdmin({ method: 'DELETE', url: `/api/registrations/${restored!.id}` });
    } finally {
      await other.close();
      rmSync(otherRoot, { recursive: true, force: true });
    }

    const { data } = await createBackup();
    const { signature: _signature, ...unsigned } = JSON.parse(readFileSync(join(backupDir, data.filename), 'utf8')) as Record<string, unknown>;
    const old = 'registrations-2019-01-01T00-00-00-000Z.json';
    writeFileSync(join(backupDir, old), JSON.stringify({ ...unsigned, version: 1 }, null, 2));
    const response = await t.asAdmin({ method: 'POST', url: `/api/admin/backups/restore/${old}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/old unsigned format \(version 1\).*Nothing was restored\./);
    expect(comparable(await listRegistrations())).toEqual(comparable(before));
  });
});

describe('backup retention', () => {
  it('keeps the newest BACKUP_KEEP backups, manual ones included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backups-keep-'));
    // The app's clock moves a second between backups, so that each has a later name.
    let clock = new Date();
    const app = await createTestApp({ env: { BACKUP_DIR: dir, BACKUP_KEEP: '3' }, now: () => clock });
    try {
      const created: string[] = [];
      for (let index = 0; index < 5; index++) {
        const response = await app.admin('POST', '/api/admin/backups/create');
        expect(response.statusCode).toBe(201);
        created.push((response.json().data as CreatedBackup).filename);
        expect(readdirSync(dir).length).toBe(Math.min(index + 1, 3));
        clock = new Date(clock.getTime() + 1_000);
      }
      const list = (await app.admin('GET', '/api/admin/backups')).json() as { count: number; data: BackupInfo[] };
      expect(list.count).toBe(3);
      expect(list.data.map((backup) => backup.filename)).toEqual(created.slice(2).reverse());
      expect(readdirSync(dir).sort()).toEqual(created.slice(2).sort());
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the generated signing key (no BACKUP_SECRET)', () => {
  it('is made once per database and shared by every instance on it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backups-key-'));
    try {
      // Two instances on one database, starting together.
      const services = [0, 1].map(() => createBackupService({ db: t.db, dir, now: () => new Date(), keep: 10 }));
      await Promise.all(services.map((service) => service.ready()));
      const [stored] = await t.db.select().from(appMeta).where(eq(appMeta.key, 'backup-hmac-key'));
      expect(Buffer.from(stored!.value, 'base64')).toHaveLength(32);

      const created = await services[0]!.create();
      // A later start (a fresh service) reads the same key.
      const restarted = createBackupService({ db: t.db, dir, now: () => new Date(), keep: 10 });
      const before = (await listRegistrations()).length;
      expect(await services[1]!.restore(created.filename)).toEqual({ importedCount: created.count, skippedCount: 0 });
      expect(await restarted.restore(created.filename)).toEqual({ importedCount: created.count, skippedCount: 0 });
      expect(await listRegistrations()).toHaveLength(before + 2 * created.count);
      // BACKUP_SECRET, when set, is the key instead: the app of this file cannot read these.
      const withSecret = createBackupService({ db: t.db, dir, now: () => new Date(), keep: 10, secret: SECRET });
      await expect(withSecret.restore(created.filename)).rejects.toMatchObject({ kind: 'invalid', message: expect.stringMatching(NOT_OURS) });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('what a backup carries beyond SPEC\'s fields', () => {
  it('brings back the consent state with the guardian\'s signature, and the money and cancellation facts', async () => {
    const inject = t.app.inject.bind(t.app);
    const minor = await register(inject, { programId, firstName: 'Dana', email: 'dana.minor@example.com', dateOfBirth: '2011-06-01', parentGuardianEmail: 'dana.parent@example.com' });
    const adult = await register(inject, { programId, firstName: 'Eli', email: 'eli.cancelled@example.com' });
    const signedAt = new Date('2026-10-02T16:30:00Z');
    const signature = { guardianName: 'Pat Minor', relationship: 'Father', email: 'dana.parent@example.com', phone: '(602) 555-0199', signature: 'Pat Minor', photoConsent: true, waiverHash: 'a'.repeat(64), ipAddress: '198.51.100.4', signedAt };
    await t.db.update(registrations).set({ consentStatus: 'signed' }).where(eq(registrations.id, minor.id));
    await t.db.insert(guardianConsents).values({ registrationId: minor.id, ...signature });
    const cancelledAt = new Date('2026-11-20T18:00:00Z');
    await t.db.update(registrations).set({ paymentStatus: 'paid', refundedCents: 1000, disputed: true, registrationStatus: 'cancelled', cancelledAt, refundDueCents: 3000 }).where(eq(registrations.id, adult.id));

    const { data } = await createBackup();
    const restore = await t.asAdmin({ method: 'POST', url: `/api/admin/backups/restore/${data.filename}` });
    expect(restore.statusCode, restore.body).toBe(200);

    const newest = async (email: string) => (await t.db.select().from(registrations).where(eq(registrations.email, email))).sort((a, b) => b.id - a.id)[0]!;
    const restoredMinor = await newest('dana.minor@example.com');
    expect(restoredMinor.id).not.toBe(minor.id);
    expect(restoredMinor.consentStatus).toBe('signed');
    const [restoredSignature] = await t.db.select().from(guardianConsents).where(eq(guardianConsents.registrationId, restoredMinor.id));
    expect(restoredSignature).toMatchObject(signature);

    const restoredAdult = await newest('eli.cancelled@example.com');
    expect(restoredAdult.id).not.toBe(adult.id);
    expect(restoredAdult).toMatchObject({ consentStatus: 'not-needed', paymentStatus: 'paid', refundedCents: 1000, disputed: true, registrationStatus: 'cancelled', cancelledAt, refundDueCents: 3000 });
    expect(await t.db.select().from(guardianConsents).where(eq(guardianConsents.registrationId, restoredAdult.id))).toEqual([]);
  });
});
