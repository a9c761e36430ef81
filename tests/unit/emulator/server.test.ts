import {describe, expect, it} from 'vitest';
import {EMULATOR_TOKENS} from '../../../emulator/server';
import {seeds, variantGid, useRunningEmulator} from './helpers';

const emulator = useRunningEmulator();

/** A GraphQL answer over HTTP: data, or errors as graphql-js formats them. */
type Answer<T = unknown> = {data?: T; errors?: Array<{message: string; extensions?: Record<string, unknown>}>};

/** The body as JSON, of the shape the test expects from that endpoint. */
const json = <T = unknown>(response: Response): Promise<T> => response.json() as Promise<T>;

const graphql = (
  body: unknown,
  headers: Record<string, string> = {'X-Shopify-Storefront-Access-Token': EMULATOR_TOKENS.groom},
) =>
  fetch(`${emulator.url}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

// `productByHandle` is deprecated in favour of `product(handle:)`.
const DEPRECATED_QUERY = '{ productByHandle(handle: "x") { id } }';

describe('GraphQL endpoint', () => {
  it('answers a query for the brand the token names', async () => {
    const response = await graphql({query: '{ shop { name } }'});
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({data: {shop: {name: seeds.groom.shop.name}}});
    const gum = await graphql(
      {query: 'query Shop { shop { name } }', operationName: 'Shop'},
      {'Shopify-Storefront-Private-Token': EMULATOR_TOKENS.gum},
    );
    expect(await json(gum)).toEqual({data: {shop: {name: seeds.gum.shop.name}}});
  });

  it("serves the year of versions up to its schema's, refusing older ones and saying what to change", async () => {
    const older = await fetch(`${emulator.url}/api/2025-07/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': EMULATOR_TOKENS.groom},
      body: JSON.stringify({query: '{ shop { name } }'}),
    });
    expect(await json(older)).toEqual({data: {shop: {name: seeds.groom.shop.name}}});
    for (const version of ['2025-04', 'unstable']) {
      const response = await fetch(`${emulator.url}/api/${version}/graphql.json`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': EMULATOR_TOKENS.groom},
        body: JSON.stringify({query: '{ shop { name } }'}),
      });
      expect(response.status).toBe(404);
      const {errors} = await json<{errors: Array<{message: string}>}>(response);
      expect(errors[0].message).toContain('serves API versions 2025-07, 2025-10, 2026-01, 2026-04');
      expect(errors[0].message).toContain('PUBLIC_STOREFRONT_API_VERSION');
    }
  });

  it("lists the year of versions up to its schema's as supported", async () => {
    const response = await graphql({query: '{ publicApiVersions { handle supported } }'});
    const {data} = await json<{data: {publicApiVersions: Array<{handle: string; supported: boolean}>}}>(response);
    expect(data.publicApiVersions).toEqual([
      {handle: '2025-07', supported: true},
      {handle: '2025-10', supported: true},
      {handle: '2026-01', supported: true},
      {handle: '2026-04', supported: true},
      {handle: 'unstable', supported: false},
    ]);
  });

  it('refuses a deprecated field, which Shopify would still answer', async () => {
    const response = await graphql({query: '{ shop { name } products(first: 1) { nodes { handle } } }'});
    expect(response.status).toBe(200);
    const deprecated = await graphql({query: DEPRECATED_QUERY});
    const {errors} = await json<{errors: Array<{message: string; extensions: {code: string}}>}>(deprecated);
    expect(errors[0].extensions.code).toBe('deprecatedField');
    expect(errors[0].message).toContain('is deprecated');
  });

  it('answers 401 like Shopify without a known token', async () => {
    for (const headers of [{}, {'X-Shopify-Storefront-Access-Token': 'wrong'}] as Array<Record<string, string>>) {
      const response = await graphql({query: '{ shop { name } }'}, headers);
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      });
    }
  });

  it('answers 400 for malformed JSON or a missing query, 413 for a huge body', async () => {
    const malformed = await graphql('{"query": ');
    expect(malformed.status).toBe(400);
    expect((await json<Answer>(malformed)).errors![0].message).toMatch(/JSON/);
    const missing = await graphql({variables: {}});
    expect(missing.status).toBe(400);
    const huge = await graphql({query: `{ shop { name } } #${'x'.repeat(1024 * 1024)}`});
    expect(huge.status).toBe(413);
  });

  it('answers validation errors with HTTP 200, as Shopify does', async () => {
    const response = await graphql({query: '{ shop { nope } }'});
    expect(response.status).toBe(200);
    const body = await json<Answer>(response);
    expect(body.data).toBeUndefined();
    expect(body.errors![0]).toMatchObject({extensions: {code: 'undefinedField'}, locations: [{line: 1, column: 10}]});
  });
});

describe('images', () => {
  const image = seeds.groom.products[0].images[0];

  it('serves a seed image as an SVG of its exact size, cached for a year', async () => {
    const response = await fetch(`${emulator.url}/images/groom/${image.id}.svg?width=300&height=300&crop=center`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await response.text();
    expect(svg).toMatch(
      new RegExp(
        `^<svg [^>]*width="${image.width}" height="${image.height}" viewBox="0 0 ${image.width} ${image.height}"`,
      ),
    );
    expect(svg).toContain(image.background);
    expect(svg).toContain(image.label.replace(/&/g, '&amp;'));
  });

  it('serves the URLs the API hands out', async () => {
    const response = await graphql({
      query: `{ product(handle: "${seeds.groom.products[0].handle}") { featuredImage { url } } }`,
    });
    const {data} = await json<Answer<{product: {featuredImage: {url: string}}}>>(response);
    expect(data!.product.featuredImage.url.startsWith(emulator.url)).toBe(true);
    expect((await fetch(data!.product.featuredImage.url)).status).toBe(200);
  });

  it('answers 404 for unknown images and routes', async () => {
    expect((await fetch(`${emulator.url}/images/groom/nope.svg`)).status).toBe(404);
    expect((await fetch(`${emulator.url}/images/gum/${image.id}.svg`)).status).toBe(404);
    const unknown = await fetch(`${emulator.url}/nope`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/json/);
  });
});

describe('control routes', () => {
  it('reports health', async () => {
    const response = await fetch(`${emulator.url}/__emulator/health`);
    expect(await json(response)).toEqual({ok: true});
  });

  it('resets state', async () => {
    const sku = seeds.groom.products.flatMap((p) => p.variants).find((v) => v.quantityAvailable > 0)!.sku;
    const created = await graphql({
      query: 'mutation ($lines: [CartLineInput!]) { cartCreate(input: {lines: $lines}) { cart { id checkoutUrl } } }',
      variables: {lines: [{merchandiseId: variantGid('groom', sku), quantity: 1}]},
    });
    const {cart} = (await json<Answer<{cartCreate: {cart: {id: string; checkoutUrl: string}}}>>(created)).data!
      .cartCreate;
    expect(cart.checkoutUrl.startsWith(`${emulator.url}/checkouts/cn/`)).toBe(true);
    const CART = {query: 'query ($id: ID!) { cart(id: $id) { id } }', variables: {id: cart.id}};
    expect((await json<Answer<{cart: {id: string}}>>(await graphql(CART))).data!.cart.id).toBe(cart.id);

    const reset = await fetch(`${emulator.url}/__emulator/reset`, {method: 'POST'});
    expect(reset.status).toBe(204);
    expect((await json<Answer<{cart: null}>>(await graphql(CART))).data!.cart).toBeNull();
  });
});

describe('fault injection for tests', () => {
  const productQuery = 'query Product($handle: String!) { product(handle: $handle) { title } }';
  const fault = (body: unknown) =>
    fetch(`${emulator.url}/__emulator/faults`, {method: 'POST', body: JSON.stringify(body)});

  it('fails only the operation and variables asked for, until reset', async () => {
    const [first, second] = seeds.groom.products;
    expect((await fault({operationName: 'Product', variables: {handle: first.handle}, status: 503})).status).toBe(204);

    const failed = await graphql({query: productQuery, variables: {handle: first.handle}});
    expect(failed.status).toBe(503);
    const other = await graphql({query: productQuery, variables: {handle: second.handle}});
    expect(await json(other)).toEqual({data: {product: {title: second.title}}});

    await fetch(`${emulator.url}/__emulator/reset`, {method: 'POST'});
    const healed = await graphql({query: productQuery, variables: {handle: first.handle}});
    expect(await json(healed)).toEqual({data: {product: {title: first.title}}});
  });

  it('slows every operation by a latency fault, and answers as usual', async () => {
    const [product] = seeds.groom.products;
    expect((await fault({operationName: '*', delayMs: 300})).status).toBe(204);
    const started = performance.now();
    const slow = await graphql({query: productQuery, variables: {handle: product.handle}});
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(await json(slow)).toEqual({data: {product: {title: product.title}}});
    await fetch(`${emulator.url}/__emulator/reset`, {method: 'POST'});
  });

  it('refuses a malformed fault', async () => {
    expect((await fault({variables: {}})).status).toBe(400);
    expect((await fault({operationName: '*', delayMs: -5})).status).toBe(400);
    expect((await fault({operationName: '*', delayMs: 'slow'})).status).toBe(400);
    expect((await fault({operationName: 'Product', status: 200})).status).toBe(400);
    expect((await fetch(`${emulator.url}/__emulator/faults`, {method: 'POST', body: '{'})).status).toBe(400);
  });
});

describe('urlRedirects', () => {
  it('finds a seeded redirect by path, as storefrontRedirect asks', async () => {
    const [redirect] = seeds.groom.urlRedirects!;
    const query = 'query ($query: String) { urlRedirects(first: 1, query: $query) { edges { node { path target } } } }';
    type Redirects = Answer<{urlRedirects: {edges: Array<{node: {path: string; target: string}}>}}>;
    const hit = await json<Redirects>(
      await graphql({query, variables: {query: `path:${redirect.path.toUpperCase()}`}}),
    );
    expect(hit.data!.urlRedirects.edges).toEqual([{node: redirect}]);
    const miss = await json<Redirects>(await graphql({query, variables: {query: 'path:/nowhere'}}));
    expect(miss.data!.urlRedirects.edges).toEqual([]);
  });
});

describe('fault matching on nested variables', () => {
  it('matches an object by the keys the fault lists', async () => {
    await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'POST',
      body: JSON.stringify({operationName: 'Subscribe', variables: {input: {email: 'fail@example.in'}}}),
    });
    const mutation =
      'mutation Subscribe($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }';
    const failed = await graphql({
      query: mutation,
      variables: {input: {email: 'fail@example.in', password: 'random-1'}},
    });
    expect(failed.status).toBe(500);
    const other = await graphql({
      query: mutation,
      variables: {input: {email: 'fine@example.in', password: 'random-1'}},
    });
    expect(other.status).toBe(200);
    await fetch(`${emulator.url}/__emulator/reset`, {method: 'POST'});
  });
});
