// The public contact form of SPEC sections 2, 5, 8 and 9 in a real browser against the built server:
// validation, a stored enquiry, the experience labels, and a failing server shown in a toast.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Contact } from '../../common/schemas/contact.js';
import type { PageWithErrors } from '../helpers/browser.js';
import { adminSession } from '../helpers/admin-session.js';
import { field, openLanding as openLandingPage, poll, toast } from '../helpers/locators.js';

const session = adminSession();

const storedContacts = () => session.data<Contact[]>('/api/contacts');

/** A fresh page on `/` with the popup already seen (it stays out of the way), once hydrated; its contact form. */
async function openLanding(): Promise<PageWithErrors & { form: Locator }> {
  const opened = await openLandingPage(session.browser, session.server);
  opened.page.setDefaultTimeout(10_000);
  return { ...opened, form: opened.page.getByRole('form', { name: 'Request Information' }) };
}

const ENQUIRY = {
  name: 'Jamie Ortega',
  email: 'jamie.ortega@example.com',
  phone: '(480) 555-0123',
  message: 'I officiate middle school games and would like to move up to college assignments.',
};

async function fillEnquiry(form: Locator, email = ENQUIRY.email) {
  await field(form, 'Full Name').fill(ENQUIRY.name);
  await field(form, 'Email Address').fill(email);
  await field(form, 'Phone Number').fill(ENQUIRY.phone);
  await field(form, 'Program of Interest').selectOption({ label: 'College' });
  await field(form, 'Officiating Experience').selectOption({ label: 'Intermediate (3-5 years)' });
  await field(form, 'Message').fill(ENQUIRY.message);
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe('the contact form', () => {
  it('submitted empty, shows the name and email messages on invalid fields and sends nothing', async () => {
    const { page, errors, form } = await openLanding();
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posted = true;
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Name must be at least 2 characters', { exact: true }).waitFor();
    expect(await form.getByText('Please enter a valid email address', { exact: true }).isVisible()).toBe(true);
    expect(await field(form, 'Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(await field(form, 'Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(await field(form, 'Phone Number').getAttribute('aria-invalid')).toBeNull();
    await poll(() => isFocused(field(form, 'Full Name'))).toBe(true);

    // A one-letter name is still too short; fixing a field clears its message.
    await field(form, 'Full Name').fill('J');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Name must be at least 2 characters', { exact: true }).waitFor();
    await field(form, 'Email Address').fill('jamie@example.com');
    await form.getByText('Please enter a valid email address', { exact: true }).waitFor({ state: 'detached' });
    expect(await field(form, 'Email Address').getAttribute('aria-invalid')).toBeNull();
    expect(posted).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("offers SPEC's contact experience labels", async () => {
    const { page, errors, form } = await openLanding();
    const labels = await field(form, 'Officiating Experience').locator('option').allInnerTexts();
    expect(labels).toEqual(expect.arrayContaining(['Beginner (0-2 years)', 'Intermediate (3-5 years)', 'Advanced (5+ years)']));
    expect(labels.some((label) => /0-1|2-4/.test(label))).toBe(false); // the registration dialog's labels
    const programs = await field(form, 'Program of Interest').locator('option').allInnerTexts();
    expect(programs).toEqual(expect.arrayContaining(['High School', 'College', 'Youth', 'Other']));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a valid enquiry, thanks the visitor, resets the form and stores it', async () => {
    const before = (await storedContacts()).length;
    const { page, errors, form } = await openLanding();
    await fillEnquiry(form);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Thank you for your submission! We will contact you shortly.', { exact: true }).waitFor();
    expect(await form.getByRole('status').innerText()).toContain('Thank you for your submission!');

    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Message', 'Program of Interest', 'Officiating Experience']) {
      expect(await field(form, label).inputValue(), label).toBe('');
    }
    expect(await form.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);

    const contacts = await storedContacts();
    expect(contacts).toHaveLength(before + 1);
    expect(contacts.find((contact) => contact.email === ENQUIRY.email)).toMatchObject({
      name: ENQUIRY.name,
      email: ENQUIRY.email,
      phone: ENQUIRY.phone,
      program: 'college',
      experience: 'intermediate',
      message: ENQUIRY.message,
      responded: false,
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the server\'s message in a toast titled Error when sending fails, and keeps what was typed', async () => {
    const before = (await storedContacts()).length;
    const { page, errors, form } = await openLanding();
    // Only the mail server is out of reach here: the browser answers for it at the network boundary.
    await page.route('**/api/contact', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Mail server down' }) })
        : route.fallback(),
    );
    await fillEnquiry(form, 'failing@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const failed = toast(page, 'Error', { exact: true });
    await failed.waitFor();
    expect(await failed.innerText()).toContain('Mail server down');
    expect(await form.getByText('Thank you for your submission!').count()).toBe(0);
    expect(await field(form, 'Full Name').inputValue()).toBe(ENQUIRY.name);
    expect(await field(form, 'Email Address').inputValue()).toBe('failing@example.com');
    expect(await form.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    expect(await storedContacts()).toHaveLength(before);

    // The failed call is logged by the browser and by the API client (SPEC section 8); nothing else.
    const unexpected = errors.filter(
      (error) =>
        !/^Failed to load resource: the server responded with a status of 500\b/.test(error) &&
        !error.startsWith('POST /api/contact failed:'),
    );
    expect(unexpected).toEqual([]);
    expect(errors.some((error) => error.startsWith('POST /api/contact failed:'))).toBe(true);
    await page.context().close();
  });
});
