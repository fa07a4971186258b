// The organisation as the landing page and its head tags show it: the name when no company info is
// stored, and its phone number as a link.
export const FALLBACK_COMPANY_NAME = 'Basketball Officials Training';

/** "(602) 555-0142" -> "tel:6025550142". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
