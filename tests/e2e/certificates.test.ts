// Certificates in a real browser against the built server (issue 16): staff issue one from the
// program's issuing screen (a test score, then the certificate's code in its card), the certificates
// list, and the public check: its search form and the answer at 390 px, valid and then revoked, in
// the light and dark themes. Screenshots of each screen at 1280 and 390 px.
import { describe, expect, it } from 'vitest';
import { formatCode } from '../../common/certificate-code.js';
import { adminSession } from '../helpers/admin-session.js';
import { settled, toast } from '../helpers/locators.js';
import { isExpectedFailureLog } from '../helpers/payment-pages.js';
import { register } from '../helpers/registrations.js';
import type { Visit } from '../helpers/shared-page.js';
import { keepScreenshot, screenshotDir } from '../helpers/site-session.js';

const session = adminSession();
const shared = session.sharedPage();
const visitor = session.sharedVisitorPage();
const SHOTS = screenshotDir('/tmp/shots');
const PHONE: Visit = { viewport: { width: 390, height: 844 } };
const DARK: Visit = { colorScheme: 'dark' };
const CERTIFICATION = { name: 'Certified Youth Official', level: 'Level 1', validityMonths: 24, minAttendancePercent: 0, minTestScore: 70 };

/** The screen at `path` loaded on the file's admin page (or, with `admin` false, its visitor's page) and shot as `name`. */
async function shoot(visit: Visit, path: string, heading: string, name: string, admin = true) {
  const page = admin ? await shared.screen(path, heading, visit) : await visitor.fresh(visit);
  if (!admin) await page.page.goto(`${session.server.url}${path}`);
  await page.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await keepScreenshot(page.page, { path: `${SHOTS}/${name}.png`, fullPage: true });
  return page;
}

let code = '';

describe("the program form's Certification section", () => {
  it('turns a certification on with its rule, refusing a bad percentage', async () => {
    const [program] = await session.data<{ id: number; name: string }[]>('/api/programs');
    const { page, errors } = await shared.screen('/admin/programs', 'Programs', { ...PHONE, ...DARK });
    await page.getByRole('button', { name: `Edit ${program!.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Program' });
    await dialog.getByRole('switch', { name: /Grants a certification/ }).click();
    await dialog.getByLabel(/^Certification name/).fill('Certified Youth Official');
    await dialog.getByLabel(/^Certification level/).fill('Level 1');
    await dialog.getByLabel(/^Minimum attendance/).fill('150');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Minimum attendance must be at most 100').waitFor();
    await dialog.getByLabel(/^Minimum attendance/).fill('75');
    await dialog.getByLabel(/^Minimum test score/).fill('70');
    await keepScreenshot(dialog.getByRole('group', { name: 'Certification' }), { path: `${SHOTS}/program-certification-390-dark.png` });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Program updated successfully').waitFor();
    expect((await session.data<{ certification: unknown }>(`/api/programs/${program!.id}`)).certification).toEqual({
      name: 'Certified Youth Official', level: 'Level 1', validityMonths: 12, minAttendancePercent: 75, minTestScore: 70,
    });
    await page.getByRole('link', { name: `Certificates for ${program!.name}` }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('issuing', () => {
  it('issues a certificate from the program screen with a test score', async () => {
    expect((await session.api('PUT', '/api/programs/1', { certification: CERTIFICATION })).status).toBe(200);
    const { id: caseyId } = await register(session.server.url, { firstName: 'Casey', lastName: 'Certified', email: 'casey.certified@example.com' });
    expect((await session.api('PUT', `/api/registrations/${caseyId}`, { paymentStatus: 'paid' })).status).toBe(200); // the fee settled (issue 27)
    await register(session.server.url, { firstName: 'Jamie', lastName: 'Waiting', email: 'jamie.waiting@example.com' });

    const { page, errors } = await shared.screen('/admin/programs/1/certificates', 'Certificates');
    const casey = page.getByRole('listitem', { name: 'Casey Certified' });
    const issue = casey.getByRole('button', { name: 'Issue certificate' });
    await expect.poll(() => issue.isDisabled()).toBe(true);
    await casey.getByLabel('Test score (min 70)').fill('88');
    await issue.click();
    // Issue 27: asked first, saying what will happen.
    const dialog = page.getByRole('dialog', { name: 'Issue certificate' });
    await dialog.getByText('Issue the Certified Youth Official (Level 1) certificate to Casey Certified? Their registration will be marked completed and the certificate emailed to them.').waitFor();
    await dialog.getByRole('button', { name: 'Issue certificate' }).click();
    await toast(page, 'Certificate issued').waitFor();
    await casey.getByText(/^Certificate [A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/).waitFor();
    await keepScreenshot(page, { path: `${SHOTS}/issue-certificates-1280.png`, fullPage: true });
    expect(errors).toEqual([]);

    const [certificate] = await session.data<{ code: string; officialName: string }[]>('/api/certificates');
    expect(certificate?.officialName).toBe('Casey Certified');
    code = certificate!.code;
    await shoot({ ...PHONE, ...DARK }, '/admin/programs/1/certificates', 'Certificates', 'issue-certificates-390-dark');
    await shoot(PHONE, '/admin/programs/1/certificates', 'Certificates', 'issue-certificates-390');
  });

  it('lists it among the certificates', async () => {
    const { page } = await shoot({}, '/admin/certificates', 'Certificates', 'certificates-1280');
    await page.getByRole('cell', { name: 'Casey Certified', exact: true }).waitFor();
    await page.getByLabel('Search').fill(code.toLowerCase());
    await page.getByRole('cell', { name: formatCode(code) }).waitFor();
    await shoot({ ...PHONE, ...DARK }, '/admin/certificates', 'Certificates', 'certificates-390-dark');
    await shoot(DARK, '/admin/certificates', 'Certificates', 'certificates-1280-dark');
  });
});

describe('issuing what is not earned yet, at 390 px (issue 27)', () => {
  it('shows why the server refused and issues anyway only with a written reason (dark)', async () => {
    const [theme, scheme, firstName] = ['dark', DARK, 'Riley'] as const;
    const { id } = await register(session.server.url, { firstName, lastName: 'Owing', email: `${firstName.toLowerCase()}.owing@example.com` });
    const { page, errors } = await shared.screen('/admin/programs/1/certificates', 'Certificates', { ...PHONE, ...scheme });
    const card = page.getByRole('listitem', { name: `${firstName} Owing` });
    await card.getByLabel('Test score (min 70)').fill('75');
    await card.getByRole('button', { name: 'Issue certificate' }).click();
    await page.getByRole('dialog', { name: 'Issue certificate' }).getByRole('button', { name: 'Issue certificate' }).click();

    const refused = page.getByRole('dialog', { name: 'Not earned yet' });
    await refused.getByRole('listitem').filter({ hasText: 'The fee is not settled (payment status: Pending)' }).waitFor();
    await refused.getByRole('button', { name: 'Issue anyway' }).click();
    await refused.getByText('A reason of at least 10 characters is required to issue anyway').waitFor();
    expect(await refused.getByLabel('Reason for issuing anyway').getAttribute('aria-invalid')).toBe('true');
    await refused.getByLabel('Reason for issuing anyway').fill('Paid in cash at the desk; receipt 1042.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await settled(refused);
    await keepScreenshot(page, { path: `${SHOTS}/issue-override-390-${theme}.png` });
    expect((await session.data<unknown[]>(`/api/certificates?q=${firstName}`))).toEqual([]);
    await refused.getByRole('button', { name: 'Issue anyway' }).click();
    await toast(page, 'Certificate issued').waitFor();
    await card.getByText('Issued anyway: Paid in cash at the desk; receipt 1042.').waitFor();
    const [certificate] = await session.data<{ registrationId: number; overrideReason: string | null }[]>(`/api/certificates?q=${firstName}`);
    expect(certificate).toMatchObject({ registrationId: id, overrideReason: 'Paid in cash at the desk; receipt 1042.' });
    // The refusal is a 409 the browser logs; nothing else went wrong.
    expect(errors.filter((error) => !isExpectedFailureLog(error))).toEqual([]);
  });
});

describe('the public check at 390 px', () => {
  it('finds a valid certificate from its search form, whatever the case and dashes', async () => {
    const { page, errors } = await visitor.fresh(PHONE);
    await page.goto(`${session.server.url}/verify`);
    await keepScreenshot(page, { path: `${SHOTS}/verify-search-390.png`, fullPage: true });
    await page.getByLabel('Verification code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Check' }).click();
    await page.waitForURL(`${session.server.url}/verify/${formatCode(code)}`);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Valid' }).isVisible()).toBe(true);
    await page.getByText('Casey Certified').waitFor();
    expect(await page.getByText('casey.certified@example.com').count()).toBe(0);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, { path: `${SHOTS}/verify-valid-390.png`, fullPage: true });
    expect(errors).toEqual([]);
    await shoot({ ...PHONE, ...DARK }, `/verify/${formatCode(code)}`, 'Certificate check', 'verify-valid-390-dark', false);
    await shoot({}, `/verify/${formatCode(code)}`, 'Certificate check', 'verify-valid-1280', false);
  });

  it('shows a revoked certificate as revoked, with its date and not the reason', async () => {
    const certificate = (await session.data<{ id: number; code: string }[]>('/api/certificates')).find((row) => row.code === code);
    expect((await session.api('POST', `/api/certificates/${certificate!.id}/revoke`, { reason: 'Issued by mistake' })).status).toBe(200);
    const { page } = await shoot(PHONE, `/verify/${code}`, 'Certificate check', 'verify-revoked-390', false);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Revoked' }).isVisible()).toBe(true);
    expect(await page.getByText('Issued by mistake').count()).toBe(0);
    await shoot({ ...PHONE, ...DARK }, `/verify/${code}`, 'Certificate check', 'verify-revoked-390-dark', false);
    const unknown = await shoot(PHONE, '/verify/ABCD-EFGH-JKMN', 'Check a certificate', 'verify-unknown-390', false);
    await unknown.page.getByText('Unknown code').waitFor();
  });
});

describe('revoking from the list', () => {
  it('asks for a reason in the dialog, then shows the certificate revoked', async () => {
    const roster = await session.data<{ registrants: { registrationId: number; name: string }[] }>('/api/programs/1/certificates');
    const jamie = roster.registrants.find((entry) => entry.name === 'Jamie Waiting')!;
    expect((await session.api('POST', `/api/registrations/${jamie.registrationId}/certificate`, { testScore: 80, overrideReason: 'Fee waived by the director.' })).status).toBe(201);
    const { page, errors } = await shared.screen('/admin/certificates', 'Certificates', PHONE);
    await page.getByRole('button', { name: "Revoke Jamie Waiting's certificate" }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke certificate' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await dialog.getByText('A reason is required (at least 3 characters)').waitFor();
    await dialog.getByLabel('Reason').fill('Test score entered for the wrong person');
    await keepScreenshot(page, { path: `${SHOTS}/revoke-dialog-390.png` });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await toast(page, 'Certificate revoked').waitFor();
    await expect.poll(() => page.getByRole('button', { name: "Revoke Jamie Waiting's certificate" }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
