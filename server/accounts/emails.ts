// The email that carries an official's sign-in link (issue 29). Its token is made here, as the batch is
// read, so that no token waits in the outbox; a retried send makes a new one.
import { SIGN_IN_LINK_MINUTES } from '../../common/schemas/account.js';
import { defineEmailKind, layout, subjectIds, subjectOf, type CompanyDetails, type RenderedEmail } from '../email/index.js';
import { OFFICIAL_SIGN_IN_LINK } from './email-template.js';
import { mintSignInTokens } from './sign-in-links.js';

/** The page that opens a sign-in link (it asks for one more tap, so that a mail scanner cannot use it up). */
export const signInUrl = (siteUrl: string, token: string) => `${siteUrl}/account/sign-in/${token}`;

export function signInLinkEmail(company: CompanyDetails, url: string): RenderedEmail {
  return layout(company, {
    subject: `Your sign-in link for ${company.name}`,
    title: 'Sign in to your account',
    paragraphs: [
      'Someone, hopefully you, asked to sign in to your account: your registrations, certificates and exams.',
      `The link works once, for ${SIGN_IN_LINK_MINUTES} minutes. If you did not ask for it, ignore this email: nobody can sign in without it.`,
    ],
    rows: [],
    links: [{ label: 'Sign in', url, note: 'Keep this link to yourself: it opens your account.' }],
  });
}

export const signInMessages = defineEmailKind({
  templates: [OFFICIAL_SIGN_IN_LINK],
  subject: 'signInLinkId',
  load: (rows, { db, now }) => mintSignInTokens(db, subjectIds(rows), now),
  compose(row, minted, { details, siteUrl }) {
    const link = subjectOf(row, minted);
    if (!link) return { skip: 'the sign-in link was already used' };
    return { type: OFFICIAL_SIGN_IN_LINK, to: link.email, ...signInLinkEmail(details, signInUrl(siteUrl, link.token)) };
  },
});
