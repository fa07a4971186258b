// The private links a message carries, as the layout's buttons.
import type { EmailLinks } from './details.js';
import type { MessageLink } from './layout.js';

export const myRegistrationButton = (links: EmailLinks): MessageLink[] =>
  links.myRegistration
    ? [{ label: 'View your registration', url: links.myRegistration, note: 'Your private link: see your registration, pay, add it to your calendar or cancel. Keep it to yourself.' }]
    : [];

/** For a minor whose confirmation carries the consent form: the registrant forwards it to a parent. */
export const forwardConsentButton = (links: EmailLinks): MessageLink[] =>
  links.consent
    ? [{ label: 'Parent/guardian consent form', url: links.consent, note: 'You are under 18: please forward this link to your parent or guardian to sign the consent form. It works once and expires in 14 days.' }]
    : [];
