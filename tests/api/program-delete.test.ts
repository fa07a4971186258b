// Deleting a program takes its registrations (SPEC's cascade): the counts the confirmation shows, the
// 409 that guards paid registrations until the program's name confirms it, the backup written first
// (restorable, program included, never pruned), and a failed backup that deletes nothing.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupInfo } from '../../common/schemas/backup.js';
import { programFeatures, programs } from '../../server/programs/tables.js';
import { registrations } from '../../server/registrations/tables.js';
import { guardianConsents } from '../../server/self-service/tables.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { tempFolder } from '../helpers/temp-folder.js';

const root = tempFolder('program-delete-test-');
const backupDir = join(root, 'backups');
let t: TestApp;

beforeAll(async () => {
  // Two kept: the retention test below writes more than that after a before-delete backup.
  t = await createTestApp({ env: { BACKUP_DIR: backupDir, BACKUP_KEEP: '2' } });
});
afterAll(() => t.close());

let serial = 0;
async function createProgram(name = `Clinic ${++serial} for Deleting`): Promise<{ id: number; name: string }> {
  const response = await t.admin('POST', '/api/programs', {
    name, description: 'A clinic that a test deletes.', duration: '1 day', features: ['Rules test', 'Film review'],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

/** Registrations of the program, one per payment status given, through the admin API. */
async function addRegistrations(program: { id: number; name: string }, statuses: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, paymentStatus] of statuses.entries()) {
    const response = await t.admin('POST', '/api/registrations', {
      programId: program.id, programName: program.name, firstName: `Reg${index}`, lastName: 'Tester', dateOfBirth: '1990-04-02',
      email: `reg${index}.${program.id}@example.com`, phone: '6025550100', experienceLevel: 'beginner', paymentAmount: 40, paymentStatus,
    });
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json().data.id as number);
  }
  return ids;
}

const remove = (id: number, confirm?: string) =>
  t.admin('DELETE', `/api/programs/${id}${confirm === undefined ? '' : `?confirm=${encodeURIComponent(confirm)}`}`);
const programRows = (id: number) => t.db.select().from(programs).where(eq(programs.id, id));
const registrationRows = (id: number) => t.db.select().from(registrations).where(eq(registrations.programId, id));
const backupFiles = () => (existsSync(backupDir) ? readdirSync(backupDir).filter((name) => name.endsWith('.json')) : []);
const beforeDeleteOf = (id: number) => backupFiles().filter((name) => name.endsWith(`-before-delete-program-${id}.json`));

describe('GET /api/programs/{id}/registration-counts', () => {
  it('counts the registrations and the paid ones, fresh on every call', async () => {
    const program = await createProgram();
    const counts = () => t.admin('GET', `/api/programs/${program.id}/registration-counts`);
    expect((await counts()).json()).toEqual({ success: true, data: { registrations: 0, paid: 0 } });
    await addRegistrations(program, ['paid', 'pending', 'paid', 'free', 'refunded']);
    const response = await counts();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { registrations: 5, paid: 2 } });
  });

  it('is 404 for an unknown program, 400 for a malformed id and refused without an admin', async () => {
    const missing = await t.admin('GET', '/api/programs/999999/registration-counts');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Program not found' });
    expect((await t.admin('GET', '/api/programs/abc/registration-counts')).statusCode).toBe(400);
    const program = await createProgram();
    expect((await t.app.inject({ method: 'GET', url: `/api/programs/${program.id}/registration-counts` })).statusCode).toBe(401);
  });
});

describe('DELETE /api/programs/{id}', () => {
  it('deletes a program without paid registrations as before, with its registrations and no backup', async () => {
    const program = await createProgram();
    await addRegistrations(program, ['pending', 'free']);
    const before = backupFiles();

    const response = await remove(program.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Program deleted successfully' });
    expect(await programRows(program.id)).toEqual([]);
    expect(await registrationRows(program.id)).toEqual([]);
    expect(backupFiles()).toEqual(before);
  });

  it('refuses to delete paid registrations without the name, or with another name, and deletes nothing', async () => {
    const program = await createProgram('Paid Clinic Kept');
    await addRegistrations(program, ['paid', 'pending', 'paid', 'paid']);

    const unconfirmed = await remove(program.id);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toEqual({
      success: false,
      message: "This program has 3 paid registrations. Confirm by sending the program's name to delete it with them.",
    });
    for (const wrong of ['', 'paid clinic kept', 'Paid Clinic Kept ', 'Paid Clinic', 'Another Program']) {
      const refused = await remove(program.id, wrong);
      expect(refused.statusCode, wrong).toBe(409);
      expect(refused.json()).toEqual({ success: false, message: "The confirmation does not match the program's name. Nothing was deleted." });
    }

    expect(await programRows(program.id)).toHaveLength(1);
    expect(await registrationRows(program.id)).toHaveLength(4);
    expect((await t.admin('GET', `/api/programs/${program.id}/registration-counts`)).json().data).toEqual({ registrations: 4, paid: 3 });
    expect(beforeDeleteOf(program.id)).toEqual([]);
  });

  it('with the name, backs up the program and its registrations, then deletes them; the backup restores both', async () => {
    const program = await createProgram('Paid Clinic Gone');
    const sessions = [{ date: '2027-02-06', startTime: '09:00', endTime: '12:00', venueName: 'Gym', address: null }, { date: '2027-02-13', startTime: '09:00', endTime: null, venueName: null, address: null }];
    expect((await t.admin('PUT', `/api/programs/${program.id}`, { sessions })).statusCode).toBe(200);
    const ids = await addRegistrations(program, ['paid', 'pending']);
    // The first has a guardian's signature on file: it goes into the backup and comes back with it.
    const signature = { guardianName: 'Pat Gone', relationship: 'Mother', email: 'pat.gone@example.com', phone: '(602) 555-0123', signature: 'Pat Gone', photoConsent: false, waiverHash: 'b'.repeat(64), ipAddress: '192.0.2.8', signedAt: new Date('2026-09-01T15:00:00Z') };
    await t.db.update(registrations).set({ consentStatus: 'signed' }).where(eq(registrations.id, ids[0]!));
    await t.db.insert(guardianConsents).values({ registrationId: ids[0]!, ...signature });
    const stored = await registrationRows(program.id);

    const response = await remove(program.id, 'Paid Clinic Gone');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Program deleted successfully' });
    expect(await programRows(program.id)).toEqual([]);
    expect(await registrationRows(program.id)).toEqual([]);

    const [filename] = beforeDeleteOf(program.id);
    expect(filename).toMatch(/^registrations-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-before-delete-program-\d+\.json$/);
    const file = JSON.parse(readFileSync(join(backupDir, filename!), 'utf8')) as {
      count: number;
      registrations: { id: number; paymentStatus: string; email: string }[];
      programs: { id: number; name: string; features: string[] }[];
    };
    expect(file.count).toBe(2);
    expect(file.registrations.map((row) => row.id)).toEqual(ids);
    expect(file.registrations.map((row) => [row.paymentStatus, row.email])).toEqual(stored.map((row) => [row.paymentStatus, row.email]));
    expect(file.programs).toMatchObject([{ id: program.id, name: 'Paid Clinic Gone', features: ['Rules test', 'Film review'] }]);
    const listed = (await t.admin('GET', '/api/admin/backups')).json().data as BackupInfo[];
    expect(listed.map((backup) => backup.filename)).toContain(filename);

    const restored = await t.admin('POST', `/api/admin/backups/restore/${filename}`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ importedCount: 2, skippedCount: 0 });
    expect(await programRows(program.id)).toMatchObject([{ name: 'Paid Clinic Gone', startDate: '2027-02-06', startTime: '09:00' }]);
    expect(((await t.admin('GET', `/api/programs/${program.id}`)).json().data.sessions as object[]).map(({ id: _id, ...session }: { id?: number }) => session)).toEqual(sessions);
    const features = await t.db.select().from(programFeatures).where(eq(programFeatures.programId, program.id));
    expect(features.map((row) => row.feature)).toEqual(['Rules test', 'Film review']);
    const back = await registrationRows(program.id);
    expect(back.map((row) => row.paymentStatus).sort()).toEqual(['paid', 'pending']);
    const signedBack = back.find((row) => row.consentStatus === 'signed')!;
    expect(await t.db.select().from(guardianConsents).where(eq(guardianConsents.registrationId, signedBack.id))).toMatchObject([signature]);
  });

  it('keeps a before-delete backup when newer backups prune the others', async () => {
    const program = await createProgram('Paid Clinic Pruned');
    await addRegistrations(program, ['paid']);
    expect((await remove(program.id, 'Paid Clinic Pruned')).statusCode).toBe(200);
    const [kept] = beforeDeleteOf(program.id);
    for (let index = 0; index < 3; index++) expect((await t.admin('POST', '/api/admin/backups/create')).statusCode).toBe(201);
    expect(backupFiles()).toContain(kept);
    expect(backupFiles().filter((name) => !name.includes('before-delete'))).toHaveLength(2);
  });

  it('deletes nothing and says so when the backup cannot be written (503)', async () => {
    const program = await createProgram('Paid Clinic Unwritable');
    await addRegistrations(program, ['paid']);
    // A file where the backup folder should be: nothing can be written under it.
    if (existsSync(backupDir)) rmSync(backupDir, { recursive: true });
    writeFileSync(backupDir, 'not a folder');
    try {
      const response = await remove(program.id, 'Paid Clinic Unwritable');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: 'The backup of its registrations could not be written, so nothing was deleted. Try again later, or ask for the backup folder to be checked.',
      });
      expect(await programRows(program.id)).toHaveLength(1);
      expect(await registrationRows(program.id)).toHaveLength(1);
    } finally {
      rmSync(backupDir);
      mkdirSync(backupDir, { mode: 0o700 });
    }
    expect((await remove(program.id, 'Paid Clinic Unwritable')).statusCode).toBe(200);
    expect(beforeDeleteOf(program.id)).toHaveLength(1);
  });

  it('refuses a malformed confirmation (400), an unknown program (404) and a visitor (401)', async () => {
    const program = await createProgram('Paid Clinic Guarded');
    await addRegistrations(program, ['paid']);
    const twice = await t.admin('DELETE', `/api/programs/${program.id}?confirm=a&confirm=b`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().success).toBe(false);
    const tooLong = await remove(program.id, 'x'.repeat(301));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().success).toBe(false);
    const missing = await remove(999999, 'Paid Clinic Guarded');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Program not found' });
    const visitor = await t.app.inject({ method: 'DELETE', url: `/api/programs/${program.id}?confirm=Paid%20Clinic%20Guarded` });
    expect(visitor.statusCode).toBe(401);
    expect(await registrationRows(program.id)).toHaveLength(1);
  });
});
