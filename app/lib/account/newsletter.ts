/** Newsletter sign-up rules (grooming spec sections 5 and 8, gum spec section 8). */

export const NEWSLETTER_ERROR_DISPLAY_MS = 5000;
const MAX_EMAIL_LENGTH = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Outcomes, named so the same message keys serve the JSON answer and the no-JavaScript page. */
export type NewsletterOutcome =
  'subscribed' | 'alreadySubscribed' | 'required' | 'invalid' | 'throttled' | 'failed' | 'unavailable' | 'expired';

export const NEWSLETTER_STATUS: Record<NewsletterOutcome, number> = {
  subscribed: 200,
  alreadySubscribed: 200,
  required: 400,
  invalid: 400,
  throttled: 429,
  failed: 502,
  unavailable: 503,
  expired: 400,
};

/** The hidden field people never see or fill: a value in it means a bot filled in the form. */
export const NEWSLETTER_HONEYPOT_FIELD = 'website';

/** What the newsletter form's signed timestamp is for (see form-token.server.ts), per brand. */
export const newsletterFormPurpose = (brandId: string) => `newsletter:${brandId}`;

export function isNewsletterOutcome(value: unknown): value is NewsletterOutcome {
  return typeof value === 'string' && value in NEWSLETTER_STATUS;
}

/** The address is on the list, whether it was added now or before: not an error for the shopper. */
export function newsletterSucceeded(outcome: NewsletterOutcome): boolean {
  return outcome === 'subscribed' || outcome === 'alreadySubscribed';
}

/** The email as typed, or the reason it cannot be used. */
export function checkEmail(raw: unknown): {email: string} | {outcome: 'required' | 'invalid'} {
  if (typeof raw !== 'string' || raw.trim() === '') return {outcome: 'required'};
  const email = raw.trim();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) return {outcome: 'invalid'};
  return {email};
}

/**
 * What Shopify's customerCreate answered, as a sign-up outcome. An address Shopify already
 * has answers `TAKEN` ("Email has already been taken"): the shopper is told it is on the list.
 */
export function outcomeOfCustomerCreate(
  errors: ReadonlyArray<{code?: string | null; message: string}>,
): NewsletterOutcome {
  if (errors.length === 0) return 'subscribed';
  if (errors.some((error) => error.code === 'TAKEN')) return 'alreadySubscribed';
  if (errors.some((error) => error.code === 'INVALID')) return 'invalid';
  if (errors.some((error) => /limit exceeded|throttl/i.test(error.message))) return 'throttled';
  return 'failed';
}
