import {describe, expect, it} from 'vitest';
import {brands} from '~/brands';
import {refusalFor, refusalResponse} from '~/lib/security/request-guard.server';
import {MAX_PATH_LENGTH, MAX_PATH_SEGMENTS, MAX_REQUEST_BODY_BYTES} from '~/lib/security/request-limits';
import {MALFORMED_URL_HEADER} from '~/lib/security/malformed-url';

const SITE = 'https://gum.example.in';
const request = (path: string, init: RequestInit = {}) => new Request(`${SITE}${path}`, init);
const post = (headers: Record<string, string>) =>
  request('/hi/cart', {method: 'POST', headers, body: 'cartFormInput=%7B%7D'});

describe('refusalFor', () => {
  it('lets ordinary pages and same-site writes through', () => {
    expect(refusalFor(request('/hi/products/frosty-mint?variant=1'))).toBeNull();
    expect(refusalFor(request(`/search?q=${encodeURIComponent('निकोटिन गम')}`))).toBeNull();
    expect(
      refusalFor(
        post({Origin: SITE, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded'}),
      ),
    ).toBeNull();
    // Outside API callers send neither header.
    expect(refusalFor(post({'Content-Type': 'application/json'}))).toBeNull();
  });

  it('refuses addresses too long or with too many segments', () => {
    expect(refusalFor(request(`/${'a'.repeat(MAX_PATH_LENGTH)}`))).toBe('uriTooLong');
    expect(refusalFor(request('/a'.repeat(MAX_PATH_SEGMENTS + 1)))).toBe('uriTooLong');
    expect(refusalFor(request('/a'.repeat(MAX_PATH_SEGMENTS)))).toBeNull();
  });

  it('refuses broken %-escapes in the path or the query', () => {
    expect(refusalFor(request('/%E0%A4'))).toBe('badRequest');
    expect(refusalFor(request('/search?q=%E0%A4%A4%E0'))).toBe('badRequest');
    expect(refusalFor(request('/search', {headers: {[MALFORMED_URL_HEADER]: '1'}}))).toBe('badRequest');
  });

  it("refuses Remix's old data requests (`?_data=`), whatever the route or method, and keeps look-alike names", () => {
    expect(refusalFor(request('/?_data=root'))).toBe('badRequest');
    expect(
      refusalFor(request('/hi/products/frosty-mint?variant=1&_data=routes%2F(%24locale).products.%24handle')),
    ).toBe('badRequest');
    expect(refusalFor(request('/cart?_data', {method: 'POST', headers: {'Content-Type': 'application/json'}}))).toBe(
      'badRequest',
    );
    expect(refusalFor(request('/search?q=_data'))).toBeNull();
    expect(refusalFor(request('/search?my_data=1'))).toBeNull();
  });

  it('refuses an in-app data request for a discount link or cart permalink: they change the cart on page loads only', () => {
    expect(refusalFor(request('/discount/WELCOME10.data?redirect=/'))).toBe('notPageLoad');
    expect(refusalFor(request('/hi/cart/1:2,3:1.data'))).toBe('notPageLoad');
    expect(refusalFor(request('/discount/WELCOME10?redirect=/'))).toBeNull();
    expect(refusalFor(request('/cart.data'))).toBeNull();
    expect(refusalFor(request('/products/frosty-mint.data'))).toBeNull();
  });

  it('says so in the page language', async () => {
    const hindi = refusalResponse('notPageLoad', request('/hi/discount/A.data'), brands.gum);
    expect(hindi.status).toBe(403);
    expect(await hindi.json()).toEqual({error: expect.stringContaining('कार्ट')});
  });

  it('refuses a body that declares more than any endpoint takes, in the page language', async () => {
    const declaring = (bytes: number) =>
      post({'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(bytes)});
    expect(refusalFor(declaring(MAX_REQUEST_BODY_BYTES))).toBeNull();
    expect(refusalFor(declaring(MAX_REQUEST_BODY_BYTES + 1))).toBe('payloadTooLarge');
    const hindi = refusalResponse('payloadTooLarge', declaring(999_999_999), brands.gum);
    expect(hindi.status).toBe(413);
    expect(await hindi.text()).toContain('यह अनुरोध बहुत बड़ा है');
  });

  it('refuses methods the store does not serve', () => {
    expect(refusalFor(request('/', {method: 'OPTIONS'}))).toBe('methodNotAllowed');
    expect(refusalFor(request('/', {method: 'PROPFIND'}))).toBe('methodNotAllowed');
  });

  it('refuses writes another site asked for', () => {
    expect(refusalFor(post({Origin: 'https://evil.example'}))).toBe('crossSite');
    expect(refusalFor(post({Origin: 'null'}))).toBe('crossSite');
    expect(refusalFor(post({'Sec-Fetch-Site': 'cross-site'}))).toBe('crossSite');
  });

  it('refuses bodies no endpoint reads', () => {
    expect(refusalFor(post({'Content-Type': 'text/plain'}))).toBe('unsupportedMediaType');
    expect(refusalFor(post({'Content-Type': 'application/json; charset=utf-8'}))).toBeNull();
  });
});

describe('refusalResponse', () => {
  it('is a branded page in the address language, without the app', async () => {
    const response = refusalResponse('crossSite', post({Accept: 'text/html'}), brands.gum);
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('lang="hi"');
    expect(html).toContain(brands.gum.name);
    expect(html).not.toContain('<script');
  });

  it('is JSON for the API', async () => {
    const response = refusalResponse('unsupportedMediaType', request('/api/cart', {method: 'POST'}), brands.groom);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({error: expect.any(String)});
  });
});
