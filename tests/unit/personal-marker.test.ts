import {describe, expect, it} from 'vitest';
import {hasPersonalMarker, personalMarkerCookie, personalMarkerUpdate} from '~/lib/routing/personal-marker';

const PERSONAL = ['cart_groom', 'session_groom'];
const update = (setCookies: string[], requestCookies: string | null = null, markCarried = true) =>
  personalMarkerUpdate({requestCookies, setCookies, personalCookies: PERSONAL, markCarried, secure: true});

describe('the personal marker', () => {
  it('is readable by page scripts and says nothing but that there is something to ask', () => {
    expect(personalMarkerCookie(true, true)).toBe('has_personal=1; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(personalMarkerCookie(false, false)).toBe('has_personal=; Max-Age=0; Path=/; SameSite=Lax');
    expect(personalMarkerCookie(true, true)).not.toMatch(/HttpOnly/i);
  });

  it('is found in a Cookie header or document.cookie, but not when empty or only a look-alike', () => {
    expect(hasPersonalMarker('a=1; has_personal=1')).toBe(true);
    expect(hasPersonalMarker('has_personal=1')).toBe(true);
    expect(hasPersonalMarker('has_personal=')).toBe(false);
    expect(hasPersonalMarker('not_has_personal=1; x_has_personal=1')).toBe(false);
    expect(hasPersonalMarker(null)).toBe(false);
  });

  it('is set beside a cart or session cookie the answer writes, not beside one it deletes or another cookie', () => {
    expect(update(['cart_groom=abc; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly'])).toMatch(/^has_personal=1;/);
    expect(update(['session_groom=signed; Path=/; HttpOnly; SameSite=Lax'])).toMatch(/^has_personal=1;/);
    expect(update(['cart_groom=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly'])).toBeNull();
    expect(update(['session_groom=x; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'])).toBeNull();
    expect(update(['analytics_consent=a1.m0; Path=/', 'cart_gum=abc; Path=/'])).toBeNull();
    expect(update([])).toBeNull();
  });

  it('leaves an answer that sets or clears the marker itself as it is', () => {
    expect(update(['session_groom=signed; Path=/', personalMarkerCookie(false, true)])).toBeNull();
  });

  it('marks a cart or session the browser already carries, on a private answer only', () => {
    expect(update([], 'cart_groom=abc')).toMatch(/^has_personal=1;/);
    expect(update([], 'cart_groom=abc', false)).toBeNull();
    expect(update([], 'cart_groom=abc; has_personal=1')).toBeNull();
    expect(update([], 'cart_gum=abc')).toBeNull();
  });
});
