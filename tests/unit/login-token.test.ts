import {CompactEncrypt, EncryptJWT} from 'jose';
import {describe, expect, it} from 'vitest';
import {standInMerchantKey} from '~/lib/account/login-provider';
import {loginCredentialsFor, merchantKeyBytes, readLoginToken} from '~/lib/account/login-token.server';

const key = merchantKeyBytes(standInMerchantKey('gum'))!;
const otherKey = merchantKeyBytes(standInMerchantKey('groom'))!;
const merchantId = 'stand-in-gum';
const now = new Date('2026-11-24T10:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);

async function token(
  claims: Record<string, unknown>,
  options: {key?: Uint8Array; enc?: 'A256GCM' | 'A128GCM'; iat?: number; exp?: number} = {},
) {
  const iat = options.iat ?? seconds - 10;
  return new EncryptJWT({merchantId, ...claims})
    .setProtectedHeader({alg: 'dir', enc: options.enc ?? 'A256GCM'})
    .setIssuedAt(iat)
    .setExpirationTime(options.exp ?? iat + 300)
    .encrypt(options.key ?? key);
}

const read = (value: unknown) => readLoginToken(value, {key, merchantId, now});

describe('readLoginToken', () => {
  it('accepts a fresh token for this merchant and picks the login method', async () => {
    const reading = await read(await token({customer: {email: 'a@example.in', password: 'secret-1'}}));
    expect(reading).toEqual({
      ok: true,
      email: 'a@example.in',
      credentials: {kind: 'password', email: 'a@example.in', password: 'secret-1'},
    });
  });

  it('refuses a token made with another key', async () => {
    const reading = await read(await token({customer: {email: 'a@example.in', password: 'x'}}, {key: otherKey}));
    expect(reading).toEqual({ok: false, problem: 'undecryptable'});
  });

  it('refuses an expired token, and one that claims to live for hours', async () => {
    expect(await read(await token({customer: {email: 'a@example.in', password: 'x'}}, {iat: seconds - 600}))).toEqual({
      ok: false,
      problem: 'expired',
    });
    expect(
      await read(await token({customer: {email: 'a@example.in', password: 'x'}}, {exp: seconds + 6 * 3600})),
    ).toEqual({ok: false, problem: 'expired'});
  });

  it("refuses another merchant's token", async () => {
    const reading = await read(await token({merchantId: 'stand-in-groom', customer: {email: 'a@b.in', password: 'x'}}));
    expect(reading).toEqual({ok: false, problem: 'foreign'});
  });

  it('refuses what is not a JWE, or not dir + A256GCM', async () => {
    expect(await read('not-a-token')).toEqual({ok: false, problem: 'malformed'});
    expect(await read({kpToken: 'x'})).toEqual({ok: false, problem: 'malformed'});
    expect(await read('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln')).toEqual({ok: false, problem: 'malformed'});
    const a128 = await token({customer: {email: 'a@b.in', password: 'x'}}, {key: key.slice(0, 16), enc: 'A128GCM'});
    expect(await read(a128)).toEqual({ok: false, problem: 'undecryptable'});
    // Encrypted with the right key but not a JWT.
    const notJwt = await new CompactEncrypt(new TextEncoder().encode('hello'))
      .setProtectedHeader({alg: 'dir', enc: 'A256GCM'})
      .encrypt(key);
    expect((await read(notJwt)).ok).toBe(false);
  });

  it('refuses a token without the customer data any login needs', async () => {
    expect(await read(await token({customer: {email: 'a@b.in'}}))).toEqual({ok: false, problem: 'incomplete'});
    expect(await read(await token({}))).toEqual({ok: false, problem: 'incomplete'});
  });
});

describe('loginCredentialsFor', () => {
  it('prefers a Multipass token, then an activation URL with a password, then email and password', () => {
    expect(loginCredentialsFor({email: 'a@b.in', multipassToken: 'mp', password: 'p'})).toEqual({
      kind: 'multipass',
      multipassToken: 'mp',
    });
    expect(loginCredentialsFor({email: 'a@b.in', accountActivationUrl: 'https://x/activate', password: 'p'})).toEqual({
      kind: 'activation',
      activationUrl: 'https://x/activate',
      email: 'a@b.in',
      password: 'p',
    });
    expect(loginCredentialsFor({email: 'a@b.in', password: 'p'})).toEqual({
      kind: 'password',
      email: 'a@b.in',
      password: 'p',
    });
  });

  it('is no login when a way in lacks its parts', () => {
    expect(loginCredentialsFor({email: 'a@b.in'})).toBeNull();
    expect(loginCredentialsFor({email: '', password: 'p'})).toBeNull();
    expect(loginCredentialsFor({email: 'a@b.in', accountActivationUrl: 'https://x/activate'})).toBeNull();
  });
});

describe('merchantKeyBytes', () => {
  it('reads 32 bytes in base64 or base64url, nothing else', () => {
    expect(merchantKeyBytes(standInMerchantKey('gum'))).toHaveLength(32);
    expect(merchantKeyBytes(Buffer.alloc(32, 7).toString('base64'))).toHaveLength(32);
    expect(merchantKeyBytes(Buffer.alloc(16, 7).toString('base64'))).toBeNull();
    expect(merchantKeyBytes('not base64 at all!')).toBeNull();
  });
});
