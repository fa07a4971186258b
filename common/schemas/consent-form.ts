// The guardian's consent form (POST /consent/{token}, a urlencoded HTML form): what it must hold, with
// the messages shown under each field. Checkboxes send "on" when ticked and nothing otherwise.
import { z } from 'zod';
import { MAX, requiredText } from './fields.js';

const EMAIL_MESSAGE = 'Please enter a valid email address';
export const SIGNATURE_MISMATCH = 'Type your name exactly as entered above to sign';

/** Names compared as people type them: case, outer and repeated spaces do not matter. */
export const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

const ticked = z.string().optional().transform((value) => value === 'on');

export const ConsentFormSchema = z
  .object({
    guardianName: requiredText(1, 'Your name is required', MAX.short, 'Your name'),
    relationship: requiredText(1, 'Your relationship to the registrant is required', MAX.short, 'Relationship'),
    email: z.string({ error: EMAIL_MESSAGE }).trim().max(MAX.email, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE)),
    phone: requiredText(10, 'Phone number must be at least 10 characters', MAX.phone, 'Phone number'),
    photoConsent: ticked,
    agree: ticked.refine((value) => value, 'You must agree to the liability waiver'),
    signature: requiredText(1, 'Type your full name to sign', MAX.short, 'Signature'),
    /** The version of the waiver the form showed. */
    waiverHash: z.string().max(64).optional(),
  })
  .refine((form) => sameName(form.signature, form.guardianName), { message: SIGNATURE_MISMATCH, path: ['signature'] });
export type ConsentForm = z.infer<typeof ConsentFormSchema>;
