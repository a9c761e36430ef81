import {describe, expect, it} from 'vitest';
import {
  checkFormToken,
  FORM_TOKEN_MAX_AGE_MS,
  FORM_TOKEN_MIN_AGE_MS,
  issueFormToken,
} from '~/lib/security/form-token.server';

const SECRET = 'test-secret';
const ISSUED = Date.UTC(2026, 10, 24, 10, 0, 0);

describe('form tokens', () => {
  it('accepts a token of this site, for this form, once it is a moment old', async () => {
    const token = await issueFormToken(SECRET, 'newsletter:gum', ISSUED);
    expect(await checkFormToken(token, [SECRET], 'newsletter:gum', ISSUED + FORM_TOKEN_MIN_AGE_MS)).toBe('valid');
    // A rotated secret list still knows the old secret.
    expect(await checkFormToken(token, ['new', SECRET], 'newsletter:gum', ISSUED + 60_000)).toBe('valid');
  });

  it('refuses a token posted the instant its page loaded, or days later', async () => {
    const token = await issueFormToken(SECRET, 'newsletter:gum', ISSUED);
    expect(await checkFormToken(token, [SECRET], 'newsletter:gum', ISSUED + 100)).toBe('tooFast');
    expect(await checkFormToken(token, [SECRET], 'newsletter:gum', ISSUED + FORM_TOKEN_MAX_AGE_MS + 1)).toBe('expired');
  });

  it('refuses forged, altered, foreign and malformed tokens', async () => {
    const token = await issueFormToken(SECRET, 'newsletter:gum', ISSUED);
    const later = ISSUED + 60_000;
    expect(await checkFormToken(token, ['another-secret'], 'newsletter:gum', later)).toBe('invalid');
    expect(await checkFormToken(token, [SECRET], 'newsletter:groom', later)).toBe('invalid');
    const [, mac] = token.split('.');
    expect(await checkFormToken(`${ISSUED - 1000}.${mac}`, [SECRET], 'newsletter:gum', later)).toBe('invalid');
    for (const bad of [undefined, null, 42, '', 'x.y', `${ISSUED}`, `${'9'.repeat(200)}.${mac}`]) {
      expect(await checkFormToken(bad, [SECRET], 'newsletter:gum', later)).toBe('invalid');
    }
  });
});
