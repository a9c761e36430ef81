import {describe, expect, it} from 'vitest';
import {gql, newExecutor, seeds} from './helpers';

const executor = newExecutor();

describe('shop and localization', () => {
  it('serves the shop with INR payment settings and policies', async () => {
    const {shop} = await gql(
      executor,
      'groom',
      `{ shop { id name description primaryDomain { url host }
          paymentSettings { currencyCode countryCode acceptedCardBrands enabledPresentmentCurrencies }
          privacyPolicy { id title handle body url } refundPolicy { handle } shippingPolicy { handle } termsOfService { handle } } }`,
    );
    expect(shop).toMatchObject({
      name: seeds.groom.shop.name,
      primaryDomain: {url: 'https://groom.example.in', host: 'groom.example.in'},
      paymentSettings: {currencyCode: 'INR', countryCode: 'IN', enabledPresentmentCurrencies: ['INR']},
    });
    const policy = seeds.groom.shop.policies.privacyPolicy;
    expect(shop.privacyPolicy).toMatchObject({
      title: policy.title,
      handle: policy.handle,
      body: policy.body,
      url: `https://groom.example.in/policies/${policy.handle}`,
    });
  });

  it("describes the shop in Hindi when asked in Hindi, as a shop's translated description is", async () => {
    const QUERY = `query ($language: LanguageCode) @inContext(language: $language) { shop { description } }`;
    const hindi = await gql(executor, 'gum', QUERY, {language: 'HI'});
    expect(hindi.shop.description).toBe(seeds.gum.shop.hi?.description);
    const english = await gql(executor, 'gum', QUERY, {language: 'EN'});
    expect(english.shop.description).toBe(seeds.gum.shop.description);
  });

  it('offers English and Hindi for gum, English only for groom', async () => {
    const QUERY = `{ localization { country { isoCode name currency { isoCode symbol } } availableLanguages { isoCode } } }`;
    const gum = await gql(executor, 'gum', QUERY);
    expect(gum.localization.country).toEqual({isoCode: 'IN', name: 'India', currency: {isoCode: 'INR', symbol: '₹'}});
    expect(gum.localization.availableLanguages.map((l: {isoCode: string}) => l.isoCode)).toEqual(['EN', 'HI']);
    const groom = await gql(executor, 'groom', QUERY);
    expect(groom.localization.availableLanguages.map((l: {isoCode: string}) => l.isoCode)).toEqual(['EN']);
  });
});

describe('menus', () => {
  const MENU = `query ($handle: String!, $language: LanguageCode) @inContext(language: $language) {
    menu(handle: $handle) {
      id handle title itemsCount
      items { id title type url resourceId tags resource { __typename ... on Collection { handle } ... on Page { handle } ... on Blog { handle } }
        items { title url type } }
    }
  }`;

  it('answers absolute URLs on the primary domain, resources and nested items', async () => {
    const seed = seeds.gum.menus.find((m) => m.items.some((i) => i.items?.length))!;
    const {menu} = await gql(executor, 'gum', MENU, {handle: seed.handle});
    expect(menu.itemsCount).toBe(seed.items.length);
    expect(menu.items.map((i: {title: string}) => i.title)).toEqual(seed.items.map((i) => i.title));
    seed.items.forEach((item, i) => {
      const served = menu.items[i];
      expect(served.url).toBe(item.url.startsWith('http') ? item.url : `https://gum.example.in${item.url}`);
      expect(served.items).toHaveLength(item.items?.length ?? 0);
      if (item.type === 'COLLECTION') {
        expect(served.resource).toEqual({__typename: 'Collection', handle: item.url.split('/').pop()});
        expect(served.resourceId).toMatch(/^gid:\/\/shopify\/Collection\/\d+$/);
      }
    });
    const hindi = await gql(executor, 'gum', MENU, {handle: seed.handle, language: 'HI'});
    expect(hindi.menu.items.map((i: {title: string}) => i.title)).toEqual(
      seed.items.map((i) => i.hi?.title ?? i.title),
    );
  });

  it('answers null for an unknown menu', async () => {
    expect((await gql(executor, 'gum', MENU, {handle: 'nope'})).menu).toBeNull();
  });
});

describe('pages, blogs and articles', () => {
  it('serves a page by handle and lists pages', async () => {
    const seed = seeds.groom.pages[0];
    const data = await gql(
      executor,
      'groom',
      `query ($handle: String!) { page(handle: $handle) { id title handle body seo { title } }
        pages(first: 250) { nodes { handle } } }`,
      {handle: seed.handle},
    );
    expect(data.page).toMatchObject({title: seed.title, handle: seed.handle, body: seed.bodyHtml});
    expect(data.pages.nodes.map((p: {handle: string}) => p.handle)).toEqual(seeds.groom.pages.map((p) => p.handle));
  });

  it('serves blog articles newest first and by handle', async () => {
    const blog = seeds.groom.blogs[0];
    const data = await gql(
      executor,
      'groom',
      `query ($handle: String!, $article: String!) {
        blog(handle: $handle) {
          title
          articles(first: 250, sortKey: PUBLISHED_AT, reverse: true) {
            nodes { handle publishedAt authorV2 { name } image { url width height } blog { handle } }
          }
          articleByHandle(handle: $article) { title contentHtml excerpt tags }
        }
      }`,
      {handle: blog.handle, article: blog.articles[0].handle},
    );
    const newestFirst = [...blog.articles].sort(
      (x, y) =>
        Date.parse(y.publishedAt) - Date.parse(x.publishedAt) || blog.articles.indexOf(y) - blog.articles.indexOf(x),
    );
    expect(data.blog.articles.nodes.map((a: {handle: string}) => a.handle)).toEqual(newestFirst.map((a) => a.handle));
    expect(data.blog.articles.nodes[0].blog.handle).toBe(blog.handle);
    expect(data.blog.articleByHandle).toMatchObject({title: blog.articles[0].title, tags: blog.articles[0].tags});
  });
});

describe('metaobjects', () => {
  it('lists metaobjects of a type with their fields', async () => {
    const offers = seeds.gum.metaobjects.filter((m) => m.type === 'offer');
    const data = await gql(
      executor,
      'gum',
      `{ metaobjects(type: "offer", first: 250) { nodes { id type handle fields { key type value } } } }`,
    );
    expect(data.metaobjects.nodes.map((m: {handle: string}) => m.handle)).toEqual(offers.map((m) => m.handle));
    expect(data.metaobjects.nodes[0].fields).toEqual(
      offers[0].fields.map((f) => ({key: f.key, type: f.type, value: f.value})),
    );
  });

  it('resolves product references of a metaobject field to products', async () => {
    const bundle = seeds.groom.metaobjects.find((m) => m.fields.some((f) => f.type === 'list.product_reference'))!;
    const field = bundle.fields.find((f) => f.type === 'list.product_reference')!;
    const handles = JSON.parse(field.value) as string[];
    const data = await gql(
      executor,
      'groom',
      `query ($handle: MetaobjectHandleInput!, $key: String!) {
        metaobject(handle: $handle) {
          handle
          field(key: $key) { value references(first: 20) { nodes { __typename ... on Product { handle } } } }
        }
      }`,
      {handle: {type: bundle.type, handle: bundle.handle}, key: field.key},
    );
    const served = data.metaobject.field;
    expect(served.references.nodes.map((n: {handle: string}) => n.handle)).toEqual(handles);
    expect(JSON.parse(served.value)).toEqual(
      handles.map((h) => `gid://shopify/Product/${seeds.groom.products.findIndex((p) => p.handle === h) + 1}`),
    );
  });
});

it('answers an empty urlRedirects list and rejects unsupported root fields', async () => {
  const data = await gql(executor, 'groom', `{ urlRedirects(first: 1, query: "path:/old") { nodes { path target } } }`);
  expect(data.urlRedirects.nodes).toEqual([]);
  const unsupported = await executor.execute({
    brand: 'groom',
    query: '{ cartCompletionAttempt(attemptId: "x") { __typename } }',
  });
  expect(unsupported.errors?.[0].extensions?.code).toBe('NOT_IMPLEMENTED');
});
