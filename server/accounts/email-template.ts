// The sign-in link's template name, apart from its composer so the queries can name it.
import type { EmailTemplate } from '../../common/email-templates.js';

export const OFFICIAL_SIGN_IN_LINK: EmailTemplate = 'officialSignInLink';
