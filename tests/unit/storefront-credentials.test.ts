import {describe, expect, it} from 'vitest';
import {storefrontCredentials, storeOrigin, usesEmulator} from '~/lib/storefront/storefront-credentials.server';

describe('storefrontCredentials', () => {
  it('uses the stand-in when no store domain is set', () => {
    expect(storefrontCredentials({}, 'gum')).toEqual({
      storeDomain: 'http://127.0.0.1:4100',
      publicStorefrontToken: 'emulator-gum-token',
      privateStorefrontToken: 'emulator-gum-token',
      emulated: true,
    });
    expect(storefrontCredentials({EMULATOR_URL: 'http://127.0.0.1:4200'}, 'groom').storeDomain).toBe(
      'http://127.0.0.1:4200',
    );
  });

  it('prefers per-brand overrides over the shared values', () => {
    const env = {
      PUBLIC_STORE_DOMAIN: 'shared.myshopify.com',
      PUBLIC_STOREFRONT_API_TOKEN: 'shared-token',
      GUM_PUBLIC_STORE_DOMAIN: 'quitbee.myshopify.com',
      GUM_PRIVATE_STOREFRONT_API_TOKEN: 'gum-private',
    };
    expect(storefrontCredentials(env, 'gum')).toMatchObject({
      storeDomain: 'quitbee.myshopify.com',
      publicStorefrontToken: 'shared-token',
      privateStorefrontToken: 'gum-private',
      emulated: false,
    });
    expect(storefrontCredentials(env, 'groom').storeDomain).toBe('shared.myshopify.com');
    expect(usesEmulator(env)).toBe(false);
  });

  it('STOREFRONT=emulator wins over configured credentials', () => {
    expect(
      storefrontCredentials({STOREFRONT: 'emulator', PUBLIC_STORE_DOMAIN: 'x.myshopify.com'}, 'groom').emulated,
    ).toBe(true);
  });
});

describe('storeOrigin', () => {
  it('keeps the scheme of the stand-in and assumes https for bare domains', () => {
    expect(storeOrigin('http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100');
    expect(storeOrigin('quitbee.myshopify.com')).toBe('https://quitbee.myshopify.com');
  });
});
