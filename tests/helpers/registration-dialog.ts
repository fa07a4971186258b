// The public registration dialog, as the registration and payment browser tests open and fill it in.
import type { Locator, Page } from 'playwright-core';
import { fillFields, registerNowButton } from './locators.js';

/**
 * Today in Phoenix (the organisation's and the server's day for the under-18 rule), moved back by
 * whole years and on by `daysLater` days: a date of birth.
 */
export function birthDate(yearsAgo: number, daysLater = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year - yearsAgo, month - 1, day + daysLater)).toISOString().slice(0, 10);
}

/** Opens the registration dialog from the program's card on `/` and waits for its form. */
export async function openRegistrationDialog(page: Page, programName: string): Promise<Locator> {
  await registerNowButton(page, programName).click();
  const dialog = page.getByRole('dialog', { name: programName });
  await dialog.getByRole('button', { name: 'Complete Registration' }).waitFor();
  return dialog;
}

/** Fills in the dialog's fields (label: value, in this order; see field) and ticks the liability waiver. */
export async function fillRegistration(dialog: Locator, answers: Record<string, string>): Promise<void> {
  await fillFields(dialog, answers);
  await dialog.getByRole('checkbox', { name: /liability waiver/ }).click();
}
