// Registration backups through the admin API: create, list, download, restore round trip, delete, and
// the filename checks that keep every request inside the backup folder.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupInfo, CreatedBackup } from '../../common/schemas/backup.js';
import type { Registration } from '../../common/schemas/registration.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { register } from '../helpers/registrations.js';

let t: TestApp;
let root: string;
let backupDir: string;
let canary: string;
let programId: number;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'backups-test-'));
  backupDir = join(root, 'backups');
  // Files next to the backup folder that a traversal would reach.
  canary = join(root, 'canary.json');
  writeFileSync(canary, '{"canary":true}');
  writeFileSync(join(root, 'secret.json'), '{"secret":true}');
  t = await createTestApp({ env: { BACKUP_DIR: backupDir } });
  const [program] = (await t.app.inject({ method: 'GET', url: '/api/programs' })).json().data as { id: number }[];
  programId = program!.id;
  const inject = t.app.inject.bind(t.app);
  await register(inject, { programId, firstName: 'Ana', email: 'ana@example.com' });
  await register(inject, { programId, firstName: 'Ben', email: 'ben@example.com' });
  await register(inject, { programId, firstName: 'Cleo', email: 'cleo@example.com' });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

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
    const file = response.json() as { version: number; createdAt: string; count: number; registrations: Row[] };
    expect(file.version).toBe(1);
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
    const file = JSON.parse((await t.asAdmin({ method: 'GET', url: `/api/admin/backups/download/${data.filename}` })).body) as { registrations: { programId: number }[] };
    file.registrations[0]!.programId = 999_999;
    const name = 'registrations-2020-01-01T00-00-00-000Z.json';
    writeFileSync(join(backupDir, name), JSON.stringify(file));
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

    // Valid JSON, but the second row is broken: the first is not imported either.
    const { data } = await createBackup();
    const file = JSON.parse((await t.asAdmin({ method: 'GET', url: `/api/admin/backups/download/${data.filename}` })).body) as { registrations: Record<string, unknown>[] };
    file.registrations[1]!.paymentStatus = 'stolen';
    const invalid = 'registrations-2021-02-03T04-05-06-008Z.json';
    writeFileSync(join(backupDir, invalid), JSON.stringify(file));
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
});
