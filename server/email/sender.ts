// Who the site's messages come from: the sender name of the settings with EMAIL_FROM's address (or the
// company email), and the domain that names messages and calendar events.
import type { CompanyDetails } from './details.js';

/** The company's details while Company Info has no row yet. */
export const FALLBACK_COMPANY: Omit<CompanyDetails, 'timeZone'> = { name: 'Phoenix Referee Training', email: '', phone: '', website: '', location: '' };

/** The address of an EMAIL_FROM such as `"Name" <a@b.org>` or `a@b.org`; undefined when none can be told. */
function addressOf(from: string): string | undefined {
  const bracketed = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  if (bracketed) return bracketed[1];
  return /^[^<>\s"]+@[^<>\s"]+$/.test(from.trim()) ? from.trim() : undefined;
}

/**
 * The sender name of the settings with EMAIL_FROM's address (its own name, if any, gives way), or
 * with the company email when EMAIL_FROM is not set.
 */
export function fromAddress(emailFrom: string | undefined, details: Pick<CompanyDetails, 'email'>, senderName: string): string {
  const name = senderName.replace(/[\p{Cc}"\\]+/gu, ' ').replace(/\s+/g, ' ').trim();
  const address = emailFrom ? addressOf(emailFrom) : details.email || undefined;
  if (!address) return emailFrom ?? 'no-reply@localhost';
  return name ? `"${name}" <${address}>` : address;
}

/** The website's domain (message ids, calendar UIDs), or a fixed name while the website is blank. */
export const siteDomain = (details: Pick<CompanyDetails, 'website'>) => details.website.replace(/^https?:\/\//, '').replace(/\/.*$/, '') || 'phoenix-referee-training';

/** The company's details as the messages need them: who sends, and where the office's notices go. */
export interface Details extends CompanyDetails {
  from: string;
  admin: string | undefined;
}
