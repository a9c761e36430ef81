/**
 * The shopper's analytics consent: what they chose in the banner, kept in a cookie the server can
 * read (so a decided shopper gets no banner in the HTML, and nothing flashes), or "rejected" from
 * their browser's Global Privacy Control or Do Not Track signal.
 */

import {readCookie} from '~/lib/cart/cookie';

/** Categories as Shopify's Customer Privacy API names them; each destination belongs to one. */
export interface Consent {
  /** measurement: the first-party collector, PostHog, Google Analytics */
  analytics: boolean;
  /** advertising: Meta Pixel */
  marketing: boolean;
}

export const CONSENT_COOKIE = 'analytics_consent';
/**
 * Set on the document by consentAskScript before its first paint when the shopper has not chosen: every
 * page's HTML carries the banner (the page is every shopper's), and CSS shows it only then, so it is there
 * at once and works as a plain form before the page's code runs.
 */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';

/**
 * A classic inline script for the document's head: no remembered choice (a well-formed cookie) and no
 * privacy signal means ask, as effectiveConsent decides on the server.
 */
export const consentAskScript =
  `(function(){var n=navigator;if(!/(?:^|;\\s*)${CONSENT_COOKIE}=a[01]\\.m[01](?:;|$)/.test(document.cookie)` +
  `&&n.globalPrivacyControl!==true&&n.doNotTrack!=="1")document.documentElement.setAttribute("${CONSENT_ASK_ATTRIBUTE}","")})();`;

/** A year, then the shopper is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const ACCEPT_ALL: Consent = {analytics: true, marketing: true};
export const REJECT_ALL: Consent = {analytics: false, marketing: false};

/** Where a consent came from: the shopper's choice, or their browser's privacy signal. */
export type ConsentSource = 'choice' | 'privacy-signal';

/**
 * The consent a banner button stands for (`choice` accept, reject or choose, with the ticked
 * categories); null for anything else. The banner's script and its no-JavaScript post share it.
 */
export function consentOfChoice(choice: string | null | undefined, ticked: (category: keyof Consent) => boolean) {
  if (choice === 'accept') return ACCEPT_ALL;
  if (choice === 'reject') return REJECT_ALL;
  if (choice === 'choose') return {analytics: ticked('analytics'), marketing: ticked('marketing')};
  return null;
}

/** "a1.m0": the cookie's value for a consent. */
export function serializeConsent(consent: Consent): string {
  return `a${consent.analytics ? 1 : 0}.m${consent.marketing ? 1 : 0}`;
}

/** The consent in a cookie value; null for none or anything else (the shopper is asked again). */
export function parseConsent(value: string | null | undefined): Consent | null {
  const match = /^a([01])\.m([01])$/.exec(value ?? '');
  return match ? {analytics: match[1] === '1', marketing: match[2] === '1'} : null;
}

/** The Set-Cookie value (or document.cookie assignment) that remembers a choice. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${serializeConsent(consent)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Global Privacy Control (`Sec-GPC: 1`, `navigator.globalPrivacyControl`) or Do Not Track
 * (`DNT: 1`, `navigator.doNotTrack === '1'`) says "reject" before the shopper is asked.
 */
export function privacySignalRejects(signals: {gpc?: string | boolean | null; dnt?: string | null}): boolean {
  return signals.gpc === true || signals.gpc === '1' || signals.dnt === '1';
}

/**
 * The consent in force: the shopper's remembered choice, else "rejected" when their browser
 * signals it, else none yet (ask).
 */
export function effectiveConsent(
  remembered: Consent | null,
  signals: Parameters<typeof privacySignalRejects>[0],
): {consent: Consent; source: ConsentSource} | null {
  if (remembered) return {consent: remembered, source: 'choice'};
  if (privacySignalRejects(signals)) return {consent: REJECT_ALL, source: 'privacy-signal'};
  return null;
}

/** effectiveConsent as a page's script can tell it: the consent cookie, and the browser's own signals. */
export function browserConsent(
  cookie: string,
  browser: {globalPrivacyControl?: boolean; doNotTrack?: string | null},
): {consent: Consent; source: ConsentSource} | null {
  return effectiveConsent(parseConsent(readCookie(cookie, CONSENT_COOKIE)), {
    gpc: browser.globalPrivacyControl ?? null,
    dnt: browser.doNotTrack ?? null,
  });
}

/** What Shopify's Customer Privacy API is told (`setTrackingConsent`). */
export function shopifyTrackingConsent(consent: Consent) {
  return {
    analytics: consent.analytics,
    marketing: consent.marketing,
    preferences: consent.analytics,
    sale_of_data: consent.marketing,
  };
}
