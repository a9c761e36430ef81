import {describe, expect, it} from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_ASK_ATTRIBUTE,
  consentAskScript,
  consentCookie,
  consentOfChoice,
  effectiveConsent,
  parseConsent,
  privacySignalRejects,
  REJECT_ALL,
  serializeConsent,
  shopifyTrackingConsent,
} from '~/lib/analytics/consent';

describe('analytics consent', () => {
  it('round-trips each choice through its cookie value', () => {
    for (const consent of [
      ACCEPT_ALL,
      REJECT_ALL,
      {analytics: true, marketing: false},
      {analytics: false, marketing: true},
    ]) {
      expect(parseConsent(serializeConsent(consent))).toEqual(consent);
    }
    expect(serializeConsent({analytics: true, marketing: false})).toBe('a1.m0');
  });

  it('reads anything else as no choice yet', () => {
    for (const value of [null, undefined, '', 'a1', 'a1.m2', 'yes', 'a1.m0;x', ' a1.m0']) {
      expect(parseConsent(value)).toBeNull();
    }
  });

  it('remembers the choice for a year on the whole site, Secure on https', () => {
    expect(consentCookie(REJECT_ALL, true)).toBe(
      'analytics_consent=a0.m0; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(consentCookie(ACCEPT_ALL, false)).not.toContain('Secure');
  });

  it('Global Privacy Control and Do Not Track say reject, from headers or the navigator', () => {
    expect(privacySignalRejects({gpc: '1'})).toBe(true);
    expect(privacySignalRejects({gpc: true})).toBe(true);
    expect(privacySignalRejects({dnt: '1'})).toBe(true);
    expect(privacySignalRejects({gpc: '0', dnt: '0'})).toBe(false);
    expect(privacySignalRejects({gpc: false, dnt: 'unspecified'})).toBe(false);
    expect(privacySignalRejects({})).toBe(false);
  });

  it("a remembered choice wins over the browser's signal; the signal over asking", () => {
    expect(effectiveConsent(ACCEPT_ALL, {gpc: '1'})).toEqual({consent: ACCEPT_ALL, source: 'choice'});
    expect(effectiveConsent(null, {dnt: '1'})).toEqual({consent: REJECT_ALL, source: 'privacy-signal'});
    expect(effectiveConsent(null, {})).toBeNull();
  });

  it("tells Shopify's Customer Privacy API the same choice", () => {
    expect(shopifyTrackingConsent({analytics: true, marketing: false})).toEqual({
      analytics: true,
      marketing: false,
      preferences: true,
      sale_of_data: false,
    });
  });
});

describe('consentOfChoice', () => {
  const ticked = (categories: string[]) => (category: string) => categories.includes(category);
  it('reads accept, reject and choose with the ticked categories; nothing else', () => {
    expect(consentOfChoice('accept', ticked([]))).toEqual({analytics: true, marketing: true});
    expect(consentOfChoice('reject', ticked(['analytics']))).toEqual({analytics: false, marketing: false});
    expect(consentOfChoice('choose', ticked(['analytics']))).toEqual({analytics: true, marketing: false});
    expect(consentOfChoice('all', ticked([]))).toBeNull();
    expect(consentOfChoice(null, ticked([]))).toBeNull();
  });
});

describe('consentAskScript', () => {
  /** Runs the head's script against a document with these cookies and a browser with these signals. */
  function asks(cookie: string, signals: {globalPrivacyControl?: boolean; doNotTrack?: string} = {}): boolean {
    const attributes = new Set<string>();
    const document = {cookie, documentElement: {setAttribute: (name: string) => attributes.add(name)}};
    new Function('document', 'navigator', consentAskScript)(document, signals);
    return attributes.has(CONSENT_ASK_ATTRIBUTE);
  }

  it('asks when there is no well-formed choice and no privacy signal, as the server decides', () => {
    expect(asks('')).toBe(true);
    expect(asks('cart_gum=c1-x; analytics_consent=yes')).toBe(true);
    expect(asks('xanalytics_consent=a1.m1')).toBe(true);
    expect(asks('analytics_consent=a1.m0')).toBe(false);
    expect(asks('cart_gum=c1-x; analytics_consent=a0.m0; brand=gum')).toBe(false);
    expect(asks('', {globalPrivacyControl: true})).toBe(false);
    expect(asks('', {doNotTrack: '1'})).toBe(false);
    expect(asks('', {doNotTrack: '0'})).toBe(true);
  });
});
