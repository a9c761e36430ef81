import {describe, expect, it, vi} from 'vitest';
import type {MetaDescriptor} from '@remix-run/react';
import {seeds} from '../../emulator/seed';
import {loader as collectionsLoader} from '~/routes/($locale).collections._index';
import {loader as allProductsLoader} from '~/routes/($locale).collections.all';
import {loader as policiesLoader} from '~/routes/($locale).policies._index';
import {loader as pageLoader} from '~/routes/($locale).pages.$handle';
import {loadRoute} from './support/route-calls';
import {holdStorefrontQuery, storefrontRequests, useStorefrontStandIn} from './support/storefront';

useStorefrontStandIn();

describe('/collections', () => {
  it("lists the brand's collections with their pictures, nine to a page, and pages on", async () => {
    const first = await loadRoute(collectionsLoader, 'http://groom.localhost:3000/collections');
    const titles = seeds.groom.collections.map((collection) => collection.title);
    expect(first.collections.nodes.map((collection) => collection.title)).toEqual(titles.slice(0, 9));
    expect(first.collections.nodes.every((collection) => collection.image?.url)).toBe(true);

    if (titles.length > 9) {
      expect(first.collections.pageInfo.hasNextPage).toBe(true);
      const next = await loadRoute(
        collectionsLoader,
        `http://groom.localhost:3000/collections?direction=next&cursor=${first.collections.pageInfo.endCursor}`,
      );
      expect(next.collections.nodes.map((collection) => collection.title)).toEqual(titles.slice(9, 18));
    }
  });

  it('names them in Hindi on /hi', async () => {
    const hindi = await loadRoute(collectionsLoader, 'http://gum.localhost:3000/hi/collections', {locale: 'hi'});
    const firstHindiTitle = seeds.gum.collections[0].hi?.title;
    expect(hindi.collections.nodes[0].title).toBe(firstHindiTitle);
  });
});

describe('/collections/all', () => {
  it("lists all of groom's products (it has no `all` collection), sorted and filtered from the URL", async () => {
    expect(seeds.groom.collections.some((collection) => collection.handle === 'all')).toBe(false);
    const page = await loadRoute(allProductsLoader, 'http://groom.localhost:3000/collections/all');
    expect(page.collection.title).toBe('All products');
    expect(page.collection.products.nodes).toHaveLength(Math.min(12, seeds.groom.products.length));

    const cheapest = await loadRoute(
      allProductsLoader,
      'http://groom.localhost:3000/collections/all?sort=price-ascending&availability=in-stock&price_max=400',
    );
    const prices = cheapest.collection.products.nodes.map((product) =>
      Number(product.priceRange.minVariantPrice.amount),
    );
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((price) => price <= 400)).toBe(true);
    expect(cheapest.collection.products.nodes.every((product) => product.availableForSale)).toBe(true);
  });

  it('asks for the `all` collection and the product list at once: one round trip when the collection is missing', async () => {
    const release = holdStorefrontQuery('query Collection(');
    const loading = loadRoute(allProductsLoader, 'http://groom.localhost:3000/collections/all');
    await vi.waitFor(() => {
      expect(storefrontRequests.some((request) => request.query.includes('query AllProducts'))).toBe(true);
    });
    release();
    expect((await loading).collection.products.nodes.length).toBeGreaterThan(0);
  });

  it("keeps gum's own `all` collection, with its title", async () => {
    const page = await loadRoute(allProductsLoader, 'http://gum.localhost:3000/collections/all');
    expect(page.collection.title).toBe(seeds.gum.collections.find((collection) => collection.handle === 'all')!.title);
  });
});

describe('/policies', () => {
  it("lists the shop's policies with their addresses", async () => {
    const {policies} = await loadRoute(policiesLoader, 'http://groom.localhost:3000/policies');
    expect(policies.map((policy) => policy.handle)).toEqual([
      'shipping-policy',
      'refund-policy',
      'privacy-policy',
      'terms-of-service',
    ]);
    expect(policies.map((policy) => policy.title)).toContain(seeds.groom.shop.policies.shippingPolicy.title);
  });
});

/** The FAQPage block among the JSON-LD of a page's head tags. */
function faqOf(page: {seo: MetaDescriptor[]}) {
  const blocks = page.seo.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']].flat() : []));
  return (blocks as Array<Record<string, unknown>>).find((block) => block['@type'] === 'FAQPage');
}

describe("gum's FAQ page", () => {
  it('carries its questions as FAQPage structured data, in the page language', async () => {
    const english = faqOf(await loadRoute(pageLoader, 'http://gum.localhost:3000/pages/faq', {handle: 'faq'}));
    expect(english).toMatchObject({'@type': 'FAQPage'});
    const questions = (english?.mainEntity as Array<{name: string}>).map((entry) => entry.name);
    expect(questions).toContain('Who can use Quitbee nicotine gum?');

    const hindi = faqOf(
      await loadRoute(pageLoader, 'http://gum.localhost:3000/hi/pages/faq', {locale: 'hi', handle: 'faq'}),
    );
    expect((hindi?.mainEntity as Array<{name: string}>)[0].name).toBe('क्विटबी निकोटीन गम कौन इस्तेमाल कर सकता है?');
  });

  it('is not marked up on other pages', async () => {
    const about = await loadRoute(pageLoader, 'http://gum.localhost:3000/pages/ingredients', {handle: 'ingredients'});
    expect(faqOf(about)).toBeUndefined();
  });
});
