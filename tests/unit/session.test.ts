import {describe, expect, it} from 'vitest';
import {AppSession, sessionSecrets} from '~/lib/account/session.server';

describe('sessionSecrets', () => {
  it('uses SESSION_SECRET, comma-separated for rotation', () => {
    expect(sessionSecrets('new, old', true)).toEqual(['new', 'old']);
  });

  it('refuses to run a production worker without a secret', () => {
    expect(() => sessionSecrets(undefined, true)).toThrow(/SESSION_SECRET/);
  });

  it('does not accept a secret that is only separators or spaces', () => {
    expect(() => sessionSecrets(' , ', true)).toThrow(/SESSION_SECRET/);
  });

  it('generates one stable secret for development', () => {
    const [first] = sessionSecrets(undefined, false);
    expect(first).toMatch(/[0-9a-f-]{36}/);
    expect(sessionSecrets('', false)).toEqual([first]);
  });
});

describe('AppSession', () => {
  const options = {name: 'session_groom', secrets: ['secret'], secure: true};

  it('signs an httpOnly, SameSite=Lax cookie and ignores a tampered one', async () => {
    const session = await AppSession.init(new Request('https://shop.test/'), options);
    session.set('customerAccessToken', 'token-123');
    const cookie = await session.commit();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);

    const value = cookie.split(';')[0];
    const again = await AppSession.init(new Request('https://shop.test/', {headers: {Cookie: value}}), options);
    expect(again.get('customerAccessToken')).toBe('token-123');

    const tampered = value.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const fresh = await AppSession.init(new Request('https://shop.test/', {headers: {Cookie: tampered}}), options);
    expect(fresh.get('customerAccessToken')).toBeUndefined();
  });
});
