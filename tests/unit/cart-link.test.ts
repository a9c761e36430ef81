import {describe, expect, it} from 'vitest';
import {brands} from '~/brands';
import {isCartLinkPath} from '~/lib/cart/cart-link';
import {
  assertPageLoad,
  discountCodeOf,
  discountLinkTarget,
  rememberCartLink,
  takeCartLink,
} from '~/lib/cart/cart-link.server';
import {AppSession} from '~/lib/account/session.server';

const [english, hindi] = brands.gum.locales;

describe('isCartLinkPath', () => {
  it.each([
    '/discount/WELCOME10',
    '/hi/discount/x?redirect=/',
    '/cart/1:1',
    '/cart/1:1,2:3?discount=A',
    '/hi/cart/1:1/',
  ])('knows %j for a cart link', (path) => expect(isCartLinkPath(path)).toBe(true));

  it.each([
    '/cart',
    '/hi/cart',
    '/cart?x=1',
    '/discount',
    '/products/discount',
    '/collections/cart/1:1',
    '/cart/1:1/x',
  ])('knows %j is not one', (path) => expect(isCartLinkPath(path)).toBe(false));
});

describe('assertPageLoad', () => {
  const status = (headers: Record<string, string>) => {
    try {
      assertPageLoad(new Request('https://gum.test/discount/A', {headers}), brands.gum);
      return 'through';
    } catch (thrown) {
      return (thrown as Response).status;
    }
  };

  it('lets a page load through, from this site, another one, or a browser that does not say', () => {
    expect(status({'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Site': 'cross-site'})).toBe(
      'through',
    );
    expect(status({'Sec-Fetch-Mode': 'navigate'})).toBe('through');
    expect(status({})).toBe('through');
    // A page load the service worker passes on without navigation preload (as Chromium sends it).
    expect(status({'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'empty'})).toBe('through');
  });

  it.each([
    ['an image', {'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image'}],
    ['a script', {'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script'}],
    ['a fetch', {'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty'}],
    ['a same-origin fetch', {'Sec-Fetch-Mode': 'same-origin', 'Sec-Fetch-Dest': 'empty'}],
    ['a same-origin request for a document', {'Sec-Fetch-Mode': 'same-origin', 'Sec-Fetch-Dest': 'document'}],
    ['an embed', {'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'embed'}],
    ['a mode alone', {'Sec-Fetch-Mode': 'no-cors'}],
    ['an iframe', {'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'iframe'}],
    ['a destination alone', {'Sec-Fetch-Dest': 'image'}],
    ['a prefetch', {'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', 'Sec-Purpose': 'prefetch'}],
    ['an old-style prefetch', {Purpose: 'prefetch'}],
  ])('refuses %s with 403', (_name, headers) => {
    expect(status(headers)).toBe(403);
  });
});

describe('discountLinkTarget', () => {
  const request = new Request('https://gum.example.in/hi/discount/A');

  it('keeps a page of this site, with its query and hash', () => {
    expect(discountLinkTarget('/collections/all?sort=price#top', request, hindi)).toBe(
      '/collections/all?sort=price#top',
    );
    expect(discountLinkTarget('https://gum.example.in/products/mint', request, english)).toBe('/products/mint');
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    'http://gum.example.in/products/mint',
    '/discount/B?redirect=/discount/A',
    '/cart/1:1',
  ])('sends %j to the home page of the link language', (target) => {
    expect(discountLinkTarget(target, request, hindi)).toBe('/hi');
    expect(discountLinkTarget(target, request, english)).toBe('/');
  });
});

describe('discountCodeOf', () => {
  it('trims and upper-cases a code, as the coupon box does', () => {
    expect(discountCodeOf(' welcome10 ')).toBe('WELCOME10');
    expect(discountCodeOf('Summer_2025-x')).toBe('SUMMER_2025-X');
  });

  it.each([null, '', '   ', 'a'.repeat(51), 'WEL\nCOME', 'WEL\u0000COME', 'TEN OFF', '<script>', 'कूपन'])(
    'refuses %j',
    (raw) => expect(discountCodeOf(raw)).toBeNull(),
  );
});

describe('rememberCartLink and takeCartLink', () => {
  const options = {name: 'session_gum', secrets: ['secret'], secure: true};
  const page = (path: string, cookie?: string) =>
    new Request(`https://gum.test${path}`, {headers: cookie ? {Cookie: cookie} : {}});

  it('hand the notice to the next personal-data request once', async () => {
    const link = await AppSession.init(page('/discount/A'), options);
    rememberCartLink(link, {openCart: false, discount: {outcome: 'applied', code: 'A'}});
    const cookie = (await link.commit()).split(';')[0];

    const landing = await AppSession.init(page('/api/personal', cookie), options);
    expect(takeCartLink(landing)).toEqual({
      openCart: false,
      discount: {outcome: 'applied', code: 'A'},
    });
    expect(landing.isPending).toBe(true);
    const after = (await landing.commit()).split(';')[0];
    const next = await AppSession.init(page('/api/personal', after), options);
    expect(takeCartLink(next)).toBeNull();
  });

  it('drop a notice of another shape', async () => {
    const session = await AppSession.init(page('/'), options);
    session.set('cartLink', {openCart: 'yes', discount: null});
    expect(takeCartLink(session)).toBeNull();
    session.set('cartLink', {openCart: true, discount: {outcome: 'applied'}});
    expect(takeCartLink(session)).toBeNull();
    session.set('cartLink', {openCart: true, discount: null});
    expect(takeCartLink(session)).toEqual({openCart: true, discount: null});
  });
});
