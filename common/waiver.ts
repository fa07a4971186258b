// The liability waiver and the photo-consent question a parent or guardian agrees to for a minor
// (issue 15). The stored signature names the version by the SHA-256 of exactly this text, so any
// change to these words is a new version (signatures given before keep the old one's hash).
export const WAIVER_TITLE = 'Liability waiver';

export const WAIVER_PARAGRAPHS = [
  'Basketball officiating training includes classroom sessions and on-court work: running, positioning and working live games and scrimmages. Like any physical activity it carries a risk of injury, including falls, collisions with players and strains.',
  'As the parent or legal guardian of the registrant named above, I understand these risks and allow the registrant to take part in the training program. I confirm that, to my knowledge, the registrant is in good health and able to take part in physical activity.',
  'I release the training organisation, its staff, instructors and volunteers from claims for injury, loss or damage arising from ordinary participation in the training, except where caused by their gross negligence or willful misconduct.',
  'In an emergency, I authorise the staff to seek medical care for the registrant when I cannot be reached, and I accept responsibility for its costs.',
] as const;

export const PHOTO_CONSENT_QUESTION = 'I consent to photos of the registrant taken during training being used by the organisation (website, social media, flyers).';

/** The text whose hash is stored with a signature: the title, the paragraphs and the photo question, as shown. */
export const WAIVER_TEXT = [WAIVER_TITLE, ...WAIVER_PARAGRAPHS, PHOTO_CONSENT_QUESTION].join('\n\n');
