import {describe, expect, it} from 'vitest';
import {brands} from '~/brands';
import {parseBrandHosts, resolveBrand, siteOriginFor} from '~/lib/routing/brand-resolution';
import {
  isLocaleParamValid,
  localePrefixOf,
  localizePath,
  pathInLocale,
  preferredLanguagePath,
  resolveLocale,
} from '~/lib/i18n/locale';

const none = {queryBrand: null, cookieBrand: null};

describe('resolveBrand', () => {
  it('knows the built-in local hosts, with or without a port', () => {
    expect(resolveBrand({...none, host: 'gum.localhost:3000'}).brand).toBe('gum');
    expect(resolveBrand({...none, host: 'GROOM.localhost'}).brand).toBe('groom');
  });

  it('takes no brand from a host named like an Object property', () => {
    for (const host of ['constructor', '__proto__', 'toString', 'hasOwnProperty:443']) {
      expect(resolveBrand({...none, host, brandHosts: 'kestrel.in=groom'})).toEqual({
        brand: 'groom',
        source: 'default',
      });
    }
  });

  it('maps hosts from BRAND_HOSTS before anything else', () => {
    const result = resolveBrand({
      host: 'shop.quitbee.in',
      queryBrand: 'groom',
      cookieBrand: 'groom',
      brandHosts: 'kestrel.in=groom, shop.quitbee.in=gum',
    });
    expect(result).toEqual({brand: 'gum', source: 'host'});
  });

  it('takes ?brand= on an unknown host and asks to remember it', () => {
    expect(resolveBrand({host: 'abc123.o2.myshopify.dev', queryBrand: 'gum', cookieBrand: 'groom'})).toEqual({
      brand: 'gum',
      source: 'query',
      rememberBrand: 'gum',
    });
  });

  it('falls back to the cookie, then DEFAULT_BRAND, then groom', () => {
    expect(resolveBrand({host: 'preview.example', queryBrand: null, cookieBrand: 'gum'})).toEqual({
      brand: 'gum',
      source: 'cookie',
    });
    expect(resolveBrand({...none, host: 'preview.example', defaultBrand: 'gum'})).toEqual({
      brand: 'gum',
      source: 'default',
    });
    expect(resolveBrand({...none, host: null})).toEqual({brand: 'groom', source: 'default'});
  });

  it('ignores unknown brands in the query, cookie and DEFAULT_BRAND', () => {
    expect(
      resolveBrand({host: 'x.example', queryBrand: '<script>', cookieBrand: 'evil', defaultBrand: 'nope'}),
    ).toEqual({brand: 'groom', source: 'default'});
  });
});

describe('parseBrandHosts', () => {
  it('skips malformed entries', () => {
    expect(parseBrandHosts('a.in=groom,broken,b.in=unknown,=gum,c.in = gum')).toEqual({
      'a.in': 'groom',
      'c.in': 'gum',
    });
    expect(parseBrandHosts(undefined)).toEqual({});
  });
});

describe('resolveLocale', () => {
  it('uses the default language without a prefix', () => {
    expect(resolveLocale(brands.gum, '/products/x').lang).toBe('en');
    expect(resolveLocale(brands.gum, '/').lang).toBe('en');
  });

  it('picks Hindi from /hi on the gum store only', () => {
    expect(resolveLocale(brands.gum, '/hi/products/x')).toMatchObject({lang: 'hi', language: 'HI'});
    expect(resolveLocale(brands.gum, '/HI').lang).toBe('en');
    expect(resolveLocale(brands.groom, '/hi/products/x').lang).toBe('en');
  });

  it('reads the language of in-app data requests from the page they are for', () => {
    expect(resolveLocale(brands.gum, '/hi.data').lang).toBe('hi');
    expect(resolveLocale(brands.gum, '/hi/products/x.data').lang).toBe('hi');
    expect(resolveLocale(brands.gum, '/_root.data').lang).toBe('en');
    expect(resolveLocale(brands.gum, '/hindi.data').lang).toBe('en');
    expect(localePrefixOf('/hi.data')).toBe('hi');
  });
});

describe('isLocaleParamValid', () => {
  const [english, hindi] = brands.gum.locales;
  it('accepts no prefix on the default language and the matching prefix', () => {
    expect(isLocaleParamValid(undefined, english)).toBe(true);
    expect(isLocaleParamValid('hi', hindi)).toBe(true);
  });
  it('rejects a prefix the brand does not offer', () => {
    expect(isLocaleParamValid('fr', english)).toBe(false);
    expect(isLocaleParamValid('en', english)).toBe(false);
    expect(isLocaleParamValid('hi', brands.groom.locales[0])).toBe(false);
    expect(isLocaleParamValid('HI', english)).toBe(false);
  });
});

describe('localizePath and localePrefixOf', () => {
  const [english, hindi] = brands.gum.locales;
  it('prefixes paths for Hindi and leaves English and external links alone', () => {
    expect(localizePath('/products/x', hindi)).toBe('/hi/products/x');
    expect(localizePath('/', hindi)).toBe('/hi');
    expect(localizePath('/products/x', english)).toBe('/products/x');
    expect(localizePath('https://example.com/x', hindi)).toBe('https://example.com/x');
  });
  it('reads the language prefix of a path', () => {
    expect(localePrefixOf('/hi/products/x')).toBe('hi');
    expect(localePrefixOf('/products/x')).toBe('');
  });
});

describe('pathInLocale and preferredLanguagePath', () => {
  const [english, hindi] = brands.gum.locales;
  it('moves a path between languages', () => {
    expect(pathInLocale('/hi/products/x', hindi, english)).toBe('/products/x');
    expect(pathInLocale('/hi', hindi, english)).toBe('/');
    expect(pathInLocale('/products/x', english, hindi)).toBe('/hi/products/x');
    expect(pathInLocale('/history', english, hindi)).toBe('/hi/history');
  });

  it('sends a shopper who saved Hindi to the Hindi page, and nowhere otherwise', () => {
    expect(preferredLanguagePath(brands.gum, english, '/products/x', 'hi')).toBe('/hi/products/x');
    expect(preferredLanguagePath(brands.gum, hindi, '/hi/products/x', 'en')).toBe('/products/x');
    expect(preferredLanguagePath(brands.gum, hindi, '/hi/products/x', 'hi')).toBeNull();
    for (const junk of ['fr', 'HI', '', '"hi"', null, undefined]) {
      expect(preferredLanguagePath(brands.gum, english, '/', junk)).toBeNull();
    }
    expect(preferredLanguagePath(brands.groom, brands.groom.locales[0], '/', 'hi')).toBeNull();
  });
});

describe('siteOriginFor', () => {
  const hosts = 'shop.kestrel.in=groom,shop.quitbee.in=gum';

  it('keeps a known host', () => {
    expect(siteOriginFor(new URL('https://shop.quitbee.in/hi'), 'gum', hosts)).toBe('https://shop.quitbee.in');
    expect(siteOriginFor(new URL('http://gum.localhost:3000/'), 'gum', hosts)).toBe('http://gum.localhost:3000');
  });

  it('replaces an unknown host by the brand configured host, else its local host', () => {
    expect(siteOriginFor(new URL('http://evil.example/products/x'), 'gum', hosts)).toBe('https://shop.quitbee.in');
    expect(siteOriginFor(new URL('http://evil.example:3000/'), 'groom', undefined)).toBe('http://groom.localhost:3000');
  });
});
