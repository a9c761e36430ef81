import {readdirSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {ENDPOINTS} from '~/endpoints/registry.server';
import {action, loader} from '~/routes/($locale).api.$';
import * as cartRoute from '~/routes/($locale).api.cart';
import * as searchRoute from '~/routes/($locale).api.search';
import {statusOf} from './support/route-calls';
import {appContextFor, useStorefrontStandIn} from './support/storefront';

useStorefrontStandIn();

/** The `/api/*` route called as Remix calls it for `method` on `url`, with the params its path gives. */
async function askApi(url: string, method = 'GET'): Promise<Response> {
  const {context} = await appContextFor(url);
  const {pathname} = new URL(url);
  const [, locale, rest] = /^\/(?:([a-z]{2})\/)?api\/(.*)$/i.exec(pathname)!;
  const params = {...(locale ? {locale} : {}), '*': rest};
  const request = new Request(url, {method, body: method === 'GET' || method === 'HEAD' ? undefined : ''});
  const handler = method === 'GET' || method === 'HEAD' ? loader : action;
  return handler({request, context, params} as Parameters<typeof handler>[0]);
}

describe('the /api/* route', () => {
  it('knows each endpoint module under the path its file is named after', () => {
    const files = readdirSync(new URL('../../app/endpoints/', import.meta.url))
      .filter((file) => file !== 'registry.server.ts')
      .map((file) => file.replace(/^api\.(.*)\.server\.ts$/, '$1').replaceAll('.', '/'));
    expect(Object.keys(ENDPOINTS).sort()).toEqual(files.sort());
  });

  it("answers with the endpoint the path names, in any letter case and with a trailing slash, in the page's language", async () => {
    const menu = await askApi('http://groom.localhost/api/Header-Menu/');
    expect(menu.status).toBe(200);
    expect(((await menu.json()) as {menu: {items: unknown[]}}).menu.items.length).toBeGreaterThan(0);

    const hindi = await askApi('http://gum.localhost/hi/api/newsletter/token');
    expect(hindi.status).toBe(200);
  });

  it("answers 404 in the page's language for a path no endpoint has, and for a language the brand lacks", async () => {
    const missing = await askApi('http://gum.localhost/hi/api/no-such-endpoint');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({error: 'ऐसा कोई एंडपॉइंट नहीं है।'});
    const english = await askApi('http://groom.localhost/api/personal/extra');
    expect(english.status).toBe(404);
    expect(await english.json()).toEqual({error: 'There is no such endpoint.'});
    // `__proto__` and its kin are not endpoints.
    expect((await askApi('http://groom.localhost/api/__proto__')).status).toBe(404);
    expect((await askApi('http://groom.localhost/api/constructor', 'POST')).status).toBe(404);

    expect(await statusOf(askApi('http://groom.localhost/hi/api/personal'))).toBe(404);
  });

  it('answers /api/cart and /api/search through their own routes, as the other endpoints through the splat', async () => {
    const {context} = await appContextFor('http://groom.localhost/api/search?q=razor');
    const request = new Request('http://groom.localhost/api/search?q=razor');
    const found = await searchRoute.loader({request, context, params: {}} as Parameters<typeof searchRoute.loader>[0]);
    expect(found.status).toBe(200);
    expect(((await found.json()) as {products: unknown[]}).products.length).toBeGreaterThan(0);

    const cart = await appContextFor('http://groom.localhost/api/cart');
    const noCart = await cartRoute.loader({
      request: new Request('http://groom.localhost/api/cart'),
      context: cart.context,
      params: {},
    } as Parameters<typeof cartRoute.loader>[0]);
    expect(noCart.status).toBe(204);
  });

  it('answers 405 naming the methods an endpoint takes', async () => {
    const posted = await askApi('http://gum.localhost/hi/api/personal', 'POST');
    expect(posted.status).toBe(405);
    expect(posted.headers.get('Allow')).toBe('GET, HEAD');
    expect(await posted.json()).toEqual({error: 'GET, HEAD का उपयोग करें।'});

    const got = await askApi('http://groom.localhost/api/consent');
    expect(got.status).toBe(405);
    expect(got.headers.get('Allow')).toBe('POST');
    expect(await got.json()).toEqual({error: 'Use POST.'});
  });
});
