import {describe, expect, it} from 'vitest';
import {decodeEncodedVariant, getProductOptions} from '@shopify/hydrogen-react';
import {collectionProducts, gql, minPrice, newExecutor, productNumber, PUBLIC_URL, seeds} from './helpers';

const executor = newExecutor();

/** The largest groom collection: pagination and sorting have something to chew on. */
const BIG = [...seeds.groom.collections].sort((a, b) => b.productHandles.length - a.productHandles.length)[0].handle;

const COLLECTION_PAGE = `#graphql
  query CollectionPage($handle: String!, $first: Int, $last: Int, $after: String, $before: String,
      $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $filters: [ProductFilter!]) {
    collection(handle: $handle) {
      products(first: $first, last: $last, after: $after, before: $before, sortKey: $sortKey,
          reverse: $reverse, filters: $filters) {
        edges { cursor node { handle } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        filters { id label type values { id label count input } }
      }
    }
  }
`;

type Page = {
  collection: {
    products: {
      edges: Array<{cursor: string; node: {handle: string}}>;
      pageInfo: {hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null};
      filters: Array<{
        id: string;
        label: string;
        type: string;
        values: Array<{id: string; label: string; count: number; input: string}>;
      }>;
    };
  };
};

const page = (variables: Record<string, unknown>) =>
  gql<Page>(executor, 'groom', COLLECTION_PAGE, {handle: BIG, ...variables}).then((d) => d.collection.products);

const handles = (products: Array<{handle: string}>) => products.map((p) => p.handle);

describe('collection pagination', () => {
  const expected = handles(collectionProducts('groom', BIG));

  it('walks every product exactly once with first/after', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 50; guard++) {
      const products = await page({first: 7, after});
      seen.push(...products.edges.map((e) => e.node.handle));
      expect(products.pageInfo.hasPreviousPage).toBe(after !== null);
      if (!products.pageInfo.hasNextPage) break;
      after = products.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);
  });

  it('walks backwards with last/before', async () => {
    const pages: string[][] = [];
    let before: string | null = null;
    for (let guard = 0; guard < 50; guard++) {
      const products = await page({last: 5, before});
      pages.unshift(products.edges.map((e) => e.node.handle));
      if (!products.pageInfo.hasPreviousPage) break;
      before = products.pageInfo.startCursor;
    }
    expect(pages.flat()).toEqual(expected);
  });

  it('rejects page sizes over 250 and requests without first or last', async () => {
    const tooBig = await executor.execute({
      brand: 'groom',
      query: COLLECTION_PAGE,
      variables: {handle: BIG, first: 251},
    });
    expect(tooBig.errors?.[0].message).toMatch(/250/);
    const none = await executor.execute({brand: 'groom', query: COLLECTION_PAGE, variables: {handle: BIG}});
    expect(none.errors?.[0].message).toMatch(/first or last/);
  });

  it('answers a GraphQL error, not a crash, for a cursor that does not decode', async () => {
    for (const after of ['not-a-cursor', 'eyJmb28iOjF9', Buffer.from('{"k":[{"x":1}]}').toString('base64url')]) {
      const result = await executor.execute({
        brand: 'groom',
        query: COLLECTION_PAGE,
        variables: {handle: BIG, first: 5, after},
      });
      expect(result.errors?.[0].message).toMatch(/Invalid cursor/);
      expect(result.data).toEqual({collection: null});
    }
  });

  it('rejects a cursor from another sort order', async () => {
    const byTitle = await page({first: 2, sortKey: 'TITLE'});
    const result = await executor.execute({
      brand: 'groom',
      query: COLLECTION_PAGE,
      variables: {handle: BIG, first: 2, sortKey: 'PRICE', after: byTitle.pageInfo.endCursor},
    });
    expect(result.errors?.[0].message).toMatch(/Invalid cursor/);
  });
});

describe('collection sort keys', () => {
  const products = collectionProducts('groom', BIG);
  const id = (p: {handle: string}) => productNumber('groom', p.handle);
  const by = (value: (p: (typeof products)[number]) => number | string) =>
    handles(
      [...products].sort((a, b) => {
        const x = value(a);
        const y = value(b);
        const order = typeof x === 'number' ? x - (y as number) : x.localeCompare(y as string, 'en');
        return order || id(a) - id(b);
      }),
    );
  const cases: Record<string, string[]> = {
    COLLECTION_DEFAULT: handles(products),
    MANUAL: handles(products),
    RELEVANCE: handles(products),
    TITLE: by((p) => p.title),
    PRICE: by(minPrice),
    CREATED: by((p) => Date.parse(p.createdAt)),
    BEST_SELLING: by((p) => p.salesRank),
    ID: by(id),
  };

  for (const [sortKey, expected] of Object.entries(cases)) {
    it(`${sortKey} and reversed`, async () => {
      const forward = await page({first: 250, sortKey});
      expect(handles(forward.edges.map((e) => e.node))).toEqual(expected);
      const reversed = await page({first: 250, sortKey, reverse: true});
      expect(handles(reversed.edges.map((e) => e.node))).toEqual([...expected].reverse());
    });
  }

  it('pages through a sorted, reversed list without gaps', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const products = await page({first: 4, sortKey: 'PRICE', reverse: true, after});
      seen.push(...products.edges.map((e) => e.node.handle));
      after = products.pageInfo.hasNextPage ? products.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual([...cases.PRICE].reverse());
  });
});

describe('collection filters', () => {
  const products = collectionProducts('groom', BIG);
  const available = (p: (typeof products)[number]) => p.variants.some((v) => v.quantityAvailable > 0);

  it('filters by availability and reports availability counts', async () => {
    const inStock = await page({first: 250, filters: [{available: true}]});
    expect(handles(inStock.edges.map((e) => e.node))).toEqual(handles(products.filter(available)));
    const soldOut = await page({first: 250, filters: [{available: false}]});
    expect(handles(soldOut.edges.map((e) => e.node))).toEqual(handles(products.filter((p) => !available(p))));

    const availability = inStock.filters.find((f) => f.id === 'filter.v.availability')!;
    expect(availability.type).toBe('LIST');
    expect(availability.values.map((v) => [JSON.parse(v.input), v.count])).toEqual([
      [{available: true}, products.filter(available).length],
      [{available: false}, products.filter((p) => !available(p)).length],
    ]);
  });

  it('filters by price with inclusive bounds', async () => {
    const prices = [...new Set(products.map(minPrice))].sort((a, b) => a - b);
    const [min, max] = [prices[1], prices[prices.length - 2]];
    const inRange = (p: (typeof products)[number]) =>
      p.variants.some((v) => Number(v.price) >= min && Number(v.price) <= max);
    const result = await page({first: 250, filters: [{price: {min, max}}]});
    expect(handles(result.edges.map((e) => e.node))).toEqual(handles(products.filter(inRange)));
    // Exactly at a bound still matches.
    const exact = await page({first: 250, filters: [{price: {min, max: min}}]});
    expect(exact.edges.length).toBeGreaterThan(0);
    const priceFilter = result.filters.find((f) => f.id === 'filter.v.price')!;
    expect(priceFilter.type).toBe('PRICE_RANGE');
    expect(JSON.parse(priceFilter.values[0].input)).toEqual({
      price: {min: 0, max: Math.max(...products.flatMap((p) => p.variants.map((v) => Number(v.price))))},
    });
  });

  it('combines different filters with AND and the same filter with OR', async () => {
    const [typeA, typeB] = [...new Set(products.map((p) => p.productType))];
    const result = await page({
      first: 250,
      filters: [{productType: typeA}, {productType: typeB}, {available: true}],
    });
    expect(handles(result.edges.map((e) => e.node))).toEqual(
      handles(products.filter((p) => [typeA, typeB].includes(p.productType) && available(p))),
    );
  });
});

describe('products query', () => {
  const QUERY = `query Products($query: String, $sortKey: ProductSortKeys) {
    products(first: 250, query: $query, sortKey: $sortKey) { nodes { handle } }
  }`;
  const run = (query: string, sortKey = 'ID') =>
    gql(executor, 'groom', QUERY, {query, sortKey}).then((d) => handles(d.products.nodes));
  const all = seeds.groom.products;

  it('supports tag:, product_type: and available_for_sale:', async () => {
    const tag = all[0].tags[0];
    expect(await run(`tag:${tag}`)).toEqual(handles(all.filter((p) => p.tags.includes(tag))));
    const type = all[0].productType;
    expect(await run(`product_type:"${type}"`)).toEqual(handles(all.filter((p) => p.productType === type)));
    expect(await run('available_for_sale:false')).toEqual(
      handles(all.filter((p) => p.variants.every((v) => v.quantityAvailable === 0))),
    );
  });

  it('matches plain words case-insensitively in the title', async () => {
    const word = all[0].title.split(' ')[1];
    const found = await run(word.toUpperCase());
    expect(found).toContain(all[0].handle);
  });

  it('sorts by BEST_SELLING', async () => {
    expect(await run('', 'BEST_SELLING')).toEqual(handles([...all].sort((a, b) => a.salesRank - b.salesRank)));
  });
});

describe('product', () => {
  // A product with two options and a sold-out combination.
  const seed = seeds.groom.products.find(
    (p) =>
      p.options.length >= 2 &&
      p.variants.some((v) => v.quantityAvailable === 0) &&
      p.variants.some((v) => v.quantityAvailable > 0),
  )!;
  const PRODUCT = `#graphql
    query Product($handle: String!, $selectedOptions: [SelectedOptionInput!]!) {
      product(handle: $handle) {
        id handle title vendor productType tags availableForSale isGiftCard totalInventory
        description descriptionHtml createdAt publishedAt updatedAt onlineStoreUrl
        seo { title description }
        priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
        compareAtPriceRange { minVariantPrice { amount } maxVariantPrice { amount } }
        featuredImage { id url altText width height }
        images(first: 20) { nodes { url width height } }
        media(first: 2) { nodes { __typename mediaContentType ... on MediaImage { image { url } } } }
        options { name optionValues { name swatch { color } firstSelectableVariant { id selectedOptions { name value } product { handle } } } }
        variants(first: 250) { nodes { id title sku availableForSale quantityAvailable price { amount } selectedOptions { name value } product { handle } } }
        selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
          id sku title selectedOptions { name value } product { handle }
        }
        variantBySelectedOptions(selectedOptions: $selectedOptions) { sku }
        adjacentVariants(selectedOptions: $selectedOptions) { sku selectedOptions { name value } product { handle } }
        encodedVariantExistence
        encodedVariantAvailability
        rating: metafield(namespace: "reviews", key: "rating") { type value }
        metafields(identifiers: [{namespace: "reviews", key: "rating_count"}, {namespace: "nope", key: "nope"}]) { key value }
      }
    }
  `;
  const soldOut = seed.variants.find((v) => v.quantityAvailable === 0)!;
  const asSelected = (options: Record<string, string>) =>
    Object.entries(options).map(([name, value]) => ({name, value}));

  it('serves the seed fields in Storefront shapes', async () => {
    const {product} = await gql(executor, 'groom', PRODUCT, {handle: seed.handle, selectedOptions: []});
    const prices = seed.variants.map((v) => Number(v.price));
    expect(product.id).toBe(`gid://shopify/Product/${productNumber('groom', seed.handle)}`);
    expect(product.title).toBe(seed.title);
    expect(product.isGiftCard).toBe(false);
    expect(product.totalInventory).toBe(seed.variants.reduce((s, v) => s + v.quantityAvailable, 0));
    expect(product.priceRange.minVariantPrice).toEqual({amount: `${Math.min(...prices)}.0`, currencyCode: 'INR'});
    expect(Number(product.priceRange.maxVariantPrice.amount)).toBe(Math.max(...prices));
    expect(product.description).not.toMatch(/</);
    expect(product.featuredImage).toMatchObject({
      url: `${PUBLIC_URL}/images/groom/${seed.images[0].id}.svg`,
      width: seed.images[0].width,
      height: seed.images[0].height,
    });
    expect(product.images.nodes).toHaveLength(seed.images.length);
    expect(product.media.nodes[0]).toMatchObject({__typename: 'MediaImage', mediaContentType: 'IMAGE'});
    expect(product.options.map((o: {name: string}) => o.name)).toEqual(seed.options.map((o) => o.name));
    expect(product.variants.nodes.map((v: {sku: string}) => v.sku)).toEqual(seed.variants.map((v) => v.sku));
    const first = product.variants.nodes[0];
    expect(first.title).toBe(seed.options.map((o) => seed.variants[0].options[o.name]).join(' / '));
    expect(product.rating?.type).toBe(seed.metafields.find((m) => m.key === 'rating')?.type);
    expect(product.metafields[1]).toBeNull();
    // No selection: the first variant that is in stock.
    expect(product.selectedOrFirstAvailableVariant.sku).toBe(seed.variants.find((v) => v.quantityAvailable > 0)!.sku);
  });

  it('finds variants by selected options', async () => {
    const selected = asSelected(soldOut.options);
    const {product} = await gql(executor, 'groom', PRODUCT, {handle: seed.handle, selectedOptions: selected});
    // A complete selection names its variant even when it is sold out.
    expect(product.selectedOrFirstAvailableVariant.sku).toBe(soldOut.sku);
    expect(product.variantBySelectedOptions.sku).toBe(soldOut.sku);
    const differsByOne = seed.variants.filter(
      (v) => Object.entries(v.options).filter(([name, value]) => soldOut.options[name] !== value).length === 1,
    );
    expect(product.adjacentVariants.map((v: {sku: string}) => v.sku)).toEqual(differsByOne.map((v) => v.sku));

    const lower = selected.map((o) => ({name: o.name.toLowerCase(), value: o.value.toLowerCase()}));
    const loose = await gql(executor, 'groom', PRODUCT, {
      handle: seed.handle,
      selectedOptions: [...lower, {name: 'Nope', value: 'x'}],
    });
    expect(loose.product.selectedOrFirstAvailableVariant.sku).toBe(soldOut.sku);
    // variantBySelectedOptions is strict: exact case, no unknown options.
    expect(loose.product.variantBySelectedOptions).toBeNull();
  });

  it("encodes variant existence and availability the way Hydrogen's decoder reads them", async () => {
    const {product} = await gql(executor, 'groom', PRODUCT, {
      handle: seed.handle,
      selectedOptions: asSelected(soldOut.options),
    });
    const tuple = (v: (typeof seed.variants)[number]) => seed.options.map((o) => o.values.indexOf(v.options[o.name]));
    const sorted = (tuples: number[][]) => tuples.map((t) => t.join(',')).sort();
    expect(sorted(decodeEncodedVariant(product.encodedVariantExistence))).toEqual(sorted(seed.variants.map(tuple)));
    expect(sorted(decodeEncodedVariant(product.encodedVariantAvailability))).toEqual(
      sorted(seed.variants.filter((v) => v.quantityAvailable > 0).map(tuple)),
    );
    const options = getProductOptions(product);
    const values = options.flatMap((o) => o.optionValues);
    expect(values.filter((v) => v.selected).map((v) => v.name)).toEqual(Object.values(soldOut.options));
    expect(values.every((v) => v.exists)).toBe(true);
  });

  it('round-trips the encoding for every seeded product', async () => {
    for (const brand of ['groom', 'gum'] as const) {
      const {products} = await gql(
        executor,
        brand,
        `{ products(first: 250) { nodes { handle encodedVariantExistence } } }`,
      );
      for (const node of products.nodes as Array<{handle: string; encodedVariantExistence: string}>) {
        const p = seeds[brand].products.find((s) => s.handle === node.handle)!;
        expect(decodeEncodedVariant(node.encodedVariantExistence)).toHaveLength(p.variants.length);
      }
    }
  });

  it('resolves node / nodes / product(id) by gid', async () => {
    const gid = `gid://shopify/Product/${productNumber('groom', seed.handle)}`;
    const data = await gql(
      executor,
      'groom',
      `query ($id: ID!, $ids: [ID!]!) {
        product(id: $id) { handle }
        node(id: $id) { id ... on Product { handle } }
        nodes(ids: $ids) { __typename id }
      }`,
      {
        id: gid,
        ids: [gid, 'gid://shopify/ProductVariant/1', 'gid://shopify/Collection/1', 'gid://shopify/Product/999999'],
      },
    );
    expect(data.product.handle).toBe(seed.handle);
    expect(data.node.handle).toBe(seed.handle);
    expect(data.nodes.map((n: {__typename: string} | null) => n?.__typename ?? null)).toEqual([
      'Product',
      'ProductVariant',
      'Collection',
      null,
    ]);
    const bad = await executor.execute({brand: 'groom', query: '{ node(id: "nope") { id } }'});
    expect(bad.errors?.[0].message).toMatch(/Invalid global id/);
  });
});

describe('translations', () => {
  const gumProduct = seeds.gum.products.find((p) => p.hi?.title)!;
  const groomProduct = seeds.groom.products[0];
  const QUERY = `query P($handle: String!, $language: LanguageCode) @inContext(country: IN, language: $language) {
    product(handle: $handle) { title vendor options { name } }
    localization { language { isoCode } }
  }`;

  it('answers Hindi for gum with @inContext(language: HI)', async () => {
    const data = await gql(executor, 'gum', QUERY, {handle: gumProduct.handle, language: 'HI'});
    expect(data.product.title).toBe(gumProduct.hi!.title);
    // Fields without a translation fall back to English.
    expect(data.product.vendor).toBe(gumProduct.vendor);
    expect(data.localization.language.isoCode).toBe('HI');
    const literal = await gql(
      executor,
      'gum',
      `query @inContext(language: HI) { product(handle: "${gumProduct.handle}") { title } }`,
    );
    expect(literal.product.title).toBe(gumProduct.hi!.title);
  });

  it('answers English for gum without a language and for groom in Hindi', async () => {
    const english = await gql(executor, 'gum', QUERY, {handle: gumProduct.handle});
    expect(english.product.title).toBe(gumProduct.title);
    const groom = await gql(executor, 'groom', QUERY, {handle: groomProduct.handle, language: 'HI'});
    expect(groom.product.title).toBe(groomProduct.title);
    expect(groom.localization.language.isoCode).toBe('EN');
  });

  it('translates image alt text: every gum picture has Hindi alt text, for images and media alike', async () => {
    const IMAGES = `query P($handle: String!, $language: LanguageCode) @inContext(language: $language) {
      product(handle: $handle) {
        featuredImage { altText }
        images(first: 10) { nodes { altText } }
        media(first: 10) { nodes { alt } }
      }
    }`;
    const hindi = await gql(executor, 'gum', IMAGES, {handle: gumProduct.handle, language: 'HI'});
    expect(hindi.product.featuredImage.altText).toBe(gumProduct.images[0].hi!.altText);
    expect(hindi.product.images.nodes.map((node: {altText: string}) => node.altText)).toEqual(
      gumProduct.images.map((image) => image.hi!.altText),
    );
    expect(hindi.product.media.nodes.map((node: {alt: string}) => node.alt)).toEqual(
      gumProduct.images.map((image) => image.hi!.altText),
    );
    const english = await gql(executor, 'gum', IMAGES, {handle: gumProduct.handle, language: 'EN'});
    expect(english.product.featuredImage.altText).toBe(gumProduct.images[0].altText);

    const seeded = [
      ...seeds.gum.products.flatMap((product) => product.images),
      ...seeds.gum.collections.flatMap((collection) => (collection.image ? [collection.image] : [])),
      ...seeds.gum.blogs.flatMap((blog) => blog.articles.flatMap((article) => (article.image ? [article.image] : []))),
    ];
    const devanagari = /[\u0900-\u097F]/;
    expect(seeded.filter((image) => !devanagari.test(image.hi?.altText ?? '')).map((image) => image.id)).toEqual([]);
  });
});

describe('validation', () => {
  it('rejects an unknown field with a validation error and no data', async () => {
    const result = await executor.execute({brand: 'groom', query: '{ shop { name colour } }'});
    expect(result.data).toBeUndefined();
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0].message).toMatch(/colour/);
    expect(result.errors![0].locations).toEqual([{line: 1, column: 15}]);
    expect(result.errors![0].extensions?.code).toBe('undefinedField');
  });

  it('rejects wrong argument and variable types', async () => {
    const literal = await executor.execute({brand: 'groom', query: '{ products(first: "ten") { nodes { id } } }'});
    expect(literal.data).toBeUndefined();
    expect(literal.errors![0].extensions?.code).toBe('argumentLiteralsIncompatible');

    const variable = await executor.execute({
      brand: 'groom',
      query: 'query ($n: String) { products(first: $n) { nodes { id } } }',
      variables: {n: '3'},
    });
    expect(variable.data).toBeUndefined();
    expect(variable.errors![0].extensions?.code).toBe('variableMismatch');

    const value = await executor.execute({
      brand: 'groom',
      query: 'query ($n: Int) { products(first: $n) { nodes { id } } }',
      variables: {n: 'three'},
    });
    expect(value.data).toBeUndefined();
    expect(value.errors![0].message).toMatch(/\$n/);
  });

  it('rejects syntax errors and unknown arguments', async () => {
    const syntax = await executor.execute({brand: 'groom', query: '{ shop { name }'});
    expect(syntax.errors![0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    const argument = await executor.execute({brand: 'groom', query: '{ product(slug: "x") { id } }'});
    expect(argument.errors![0].extensions?.code).toBe('argumentNotAccepted');
  });
});
