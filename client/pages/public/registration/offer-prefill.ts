// A waitlist offer link (issue 16): /?offer=<token> opens the registration dialog for the offered
// program with the person's answers filled in. Loaded only when the address has an offer, so the
// landing page's bundle does not grow.
import type { ApiSuccess } from '../../../../common/api';
import type { Program } from '../../../../common/schemas/program';
import { PUBLIC_REGISTRATION_FORM_DEFAULTS, type PublicRegistrationFormValues } from '../../../../common/schemas/public-registration-form';
import type { WaitlistOffer } from '../../../../common/schemas/waitlist';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, errorMessage } from '../../../lib/api';

export interface WaitlistOfferPrefill {
  token: string;
  values: PublicRegistrationFormValues;
  expiresAt: string;
}

/** The stored answers as the form's values; the agreements are asked again. */
function formValues(answers: Record<string, unknown>): PublicRegistrationFormValues {
  const values: Record<string, unknown> = { ...PUBLIC_REGISTRATION_FORM_DEFAULTS };
  for (const [key, fallback] of Object.entries(PUBLIC_REGISTRATION_FORM_DEFAULTS)) {
    const answer = answers[key];
    if (key === 'liabilityWaiver' || key === 'photoConsent' || answer === undefined) continue;
    if (answer === null) values[key] = typeof fallback === 'string' ? '' : fallback;
    else if (typeof answer === typeof fallback && Array.isArray(answer) === Array.isArray(fallback)) values[key] = answer;
  }
  return values as PublicRegistrationFormValues;
}

/** Reads the offer in the address (and takes it out of the address); null when there is none or it cannot be used (the visitor is told why). */
export async function openOfferFromAddress(): Promise<{ program: Program; offer: WaitlistOfferPrefill } | null> {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('offer');
  if (!token) return null;
  url.searchParams.delete('offer');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  try {
    const { data: offer } = await apiRequest<ApiSuccess<WaitlistOffer>>(`/api/waitlist-offers/${encodeURIComponent(token)}`);
    const { data: program } = await apiRequest<ApiSuccess<Program>>(`/api/programs/${offer.programId}`);
    return { program, offer: { token, values: formValues(offer.answers), expiresAt: offer.offerExpiresAt } };
  } catch (error) {
    toast({ title: 'Waitlist offer', description: errorMessage(error, 'This waitlist offer link could not be opened.'), variant: 'destructive' });
    return null;
  }
}
