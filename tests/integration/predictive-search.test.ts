import {http, HttpResponse} from 'msw';
import {describe, expect, it} from 'vitest';
import {seeds} from '../../emulator/seed';
import type {PredictiveSearchAnswer} from '~/lib/catalog/predictive-search';
import {loader} from '~/endpoints/api.predictive-search.server';
import {loadRoute} from './support/route-calls';
import {server, STORE_URL, storefrontRequests, useStorefrontStandIn} from './support/storefront';

useStorefrontStandIn();

const ask = (url: string, params: Record<string, string> = {}) => loadRoute(loader, url, params) as Promise<Response>;

describe('GET /api/predictive-search', () => {
  it('suggests completions, products, a collection and pages for what the shopper typed', async () => {
    const response = await ask('http://groom.localhost/api/predictive-search?q=raz');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const answer = (await response.json()) as PredictiveSearchAnswer;
    expect(answer.query).toBe('raz');
    expect(answer.queries.length).toBeGreaterThan(0);
    for (const suggestion of answer.queries) {
      expect(suggestion.segments.map((segment) => segment.text).join('')).toBe(suggestion.text);
      expect(suggestion.segments.filter((segment) => !segment.marked).map((segment) => segment.text)).toEqual(['raz']);
    }
    expect(answer.products).toHaveLength(3);
    for (const product of answer.products) expect(product.title.toLowerCase()).toContain('raz');
    expect(answer.collections.map((collection) => collection.handle)).toContain('razors-1');
    expect(answer.pages.length + answer.articles.length).toBeGreaterThan(0);
    expect(answer.pages.length + answer.articles.length).toBeLessThanOrEqual(3);
    expect(storefrontRequests[0].variables).toMatchObject({query: 'raz', limit: 3, language: 'EN'});
  });

  it('finds Hindi titles for a Hindi query on /hi', async () => {
    const product = seeds.gum.products.find((entry) => entry.hi?.title)!;
    const word = product.hi!.title!.split(/\s+/)[0];
    const response = await ask(`http://gum.localhost/hi/api/predictive-search?q=${encodeURIComponent(word)}`, {
      locale: 'hi',
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as PredictiveSearchAnswer;
    expect(answer.products.length).toBeGreaterThan(0);
    for (const found of answer.products) expect(found.title).toContain(word);
    expect(answer.queries[0].text).toContain(word);
    expect(storefrontRequests[0].variables).toMatchObject({language: 'HI'});
  });

  it('refuses a blank or overlong query with a message in the page’s language, asking the store nothing', async () => {
    const blank = await ask('http://groom.localhost/api/predictive-search?q=%20%20');
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({error: 'Type something to search for.'});
    const missing = await ask('http://gum.localhost/hi/api/predictive-search', {locale: 'hi'});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({error: 'खोजने के लिए कुछ लिखें।'});
    const overlong = await ask(`http://gum.localhost/hi/api/predictive-search?q=${'गम'.repeat(60)}`, {locale: 'hi'});
    expect(overlong.status).toBe(400);
    expect(await overlong.json()).toEqual({error: 'ज़्यादा से ज़्यादा 100 अक्षरों में खोजें।'});
    expect(storefrontRequests).toEqual([]);
  });

  it('answers hostile queries as JSON data echoing the text searched for, never a 500', async () => {
    for (const query of [
      '<script>alert(1)</script>',
      '{ shop { name } } query($x: ID!)',
      `'; DROP TABLE products; --`,
      'raz<img src=x onerror=alert(1)>',
    ]) {
      const response = await ask(`http://groom.localhost/api/predictive-search?q=${encodeURIComponent(query)}`);
      expect(response.status, query).toBe(200);
      expect(response.headers.get('Content-Type'), query).toMatch(/^application\/json/);
      const answer = (await response.json()) as PredictiveSearchAnswer;
      expect(answer.query, query).toBe(query);
      expect(
        answer.queries.flatMap((suggestion) => suggestion.segments.map((segment) => segment.text)).join(''),
        query,
      ).not.toContain('<');
    }
  });

  it('says "Failed to search products" in the page’s language when the store fails', async () => {
    server.use(
      http.post(`${STORE_URL}/api/:version/graphql.json`, () => HttpResponse.json({errors: 'down'}, {status: 500})),
    );
    const consoleError = console.error;
    console.error = () => {};
    try {
      const response = await ask('http://gum.localhost/hi/api/predictive-search?q=mint', {locale: 'hi'});
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({error: 'उत्पाद खोजे नहीं जा सके'});
    } finally {
      console.error = consoleError;
    }
  });

  it('answers 404 for a language the brand does not offer', async () => {
    const thrown = await ask('http://groom.localhost/hi/api/predictive-search?q=raz', {locale: 'hi'}).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
