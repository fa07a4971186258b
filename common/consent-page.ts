// What the server hands the consent page's renderer (/consent/{token}, issue 15). Dates and times
// arrive formatted; the page renders only what is here and runs no script.

/** The form, its thank-you, or why the link opens no form. */
export type ConsentScreen = 'form' | 'signed' | 'already-signed' | 'expired' | 'replaced';

/** What the form's inputs hold (also what a refused post sends back to them). */
export interface ConsentFormValues {
  guardianName: string;
  relationship: string;
  email: string;
  phone: string;
  photoConsent: boolean;
  agree: boolean;
  signature: string;
}

export interface ConsentPage {
  /** The page's <title> and heading. */
  title: string;
  /** The line under the form's heading: the guardian by name when the registrant gave it, the minor named as such. */
  greeting: string;
  screen: ConsentScreen;
  organisation: { name: string; email: string; phone: string };
  registration: {
    registrantName: string;
    programName: string;
    startDate: string | null;
    startTime: string | null;
    venue: string | null;
  };
  waiver: { title: string; paragraphs: readonly string[]; photoQuestion: string; hash: string };
  values: ConsentFormValues;
  /** A refused post's messages, by field. */
  errors: Partial<Record<keyof ConsentFormValues, string>>;
  /** A line above the form (the waiver changed while the form was open). */
  notice: string | null;
  /** Where the form posts (the page's own address). */
  action: string;
}
