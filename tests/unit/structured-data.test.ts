import {describe, expect, it} from 'vitest';
import {createStorefrontExecutor} from '../../emulator/executor';
import {PRODUCT_QUERY} from '~/graphql/products';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqFromHtml,
  faqPageJsonLd,
  productJsonLd,
  type ProductForJsonLd,
} from '~/lib/seo/structured-data';

const URL = 'https://groom.example.in/products/kestrel-6-blade-razor';

const base: ProductForJsonLd = {
  title: 'Kestrel Six Blade Razor',
  description: 'Six blades.\n\n  A close shave.',
  vendor: 'Kestrel Men',
  images: {nodes: [{url: 'https://cdn.example/razor-1.svg'}, {url: 'https://cdn.example/razor-2.svg'}]},
  selectedOrFirstAvailableVariant: {
    sku: 'KM-RZ6',
    availableForSale: true,
    price: {amount: '599.0', currencyCode: 'INR'},
  },
  rating: {value: '{"scale_min":"1.0","scale_max":"5.0","value":"4.56"}'},
  ratingCount: {value: '1324'},
};

describe('productJsonLd', () => {
  it('describes the product, its offer and its rating as a schema.org Product', () => {
    expect(productJsonLd(base, {url: URL})).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kestrel Six Blade Razor',
      url: URL,
      description: 'Six blades. A close shave.',
      image: ['https://cdn.example/razor-1.svg', 'https://cdn.example/razor-2.svg'],
      sku: 'KM-RZ6',
      brand: {'@type': 'Brand', name: 'Kestrel Men'},
      offers: {
        '@type': 'Offer',
        price: '599.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: URL,
      },
      aggregateRating: {'@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 1324, bestRating: 5},
    });
  });

  it('says OutOfStock for a sold-out variant', () => {
    const soldOut = {
      ...base,
      selectedOrFirstAvailableVariant: {...base.selectedOrFirstAvailableVariant!, availableForSale: false},
    };
    expect(productJsonLd(soldOut, {url: URL}).offers?.availability).toBe('https://schema.org/OutOfStock');
  });

  it('leaves out a malformed rating, and a rating without a review count, without failing', () => {
    for (const rating of [
      {value: '{"value":4.'},
      {value: 'not json'},
      {value: '{"value":"great"}'},
      {value: '{"value":9}'},
    ]) {
      const jsonLd = productJsonLd({...base, rating}, {url: URL});
      expect(jsonLd).not.toHaveProperty('aggregateRating');
      expect(jsonLd.offers?.price).toBe('599.00');
    }
    expect(productJsonLd({...base, ratingCount: null}, {url: URL})).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({...base, rating: null, ratingCount: null}, {url: URL})).not.toHaveProperty('aggregateRating');
  });

  it('leaves out what the product does not have, and falls back to the shop name for the brand', () => {
    const bare: ProductForJsonLd = {
      title: 'Gift card',
      description: '',
      vendor: '',
      images: {nodes: []},
      selectedOrFirstAvailableVariant: null,
    };
    expect(productJsonLd(bare, {url: URL, brandName: 'Kestrel Men'})).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Gift card',
      url: URL,
      brand: {'@type': 'Brand', name: 'Kestrel Men'},
    });
    const noSku = {...base, selectedOrFirstAvailableVariant: {...base.selectedOrFirstAvailableVariant!, sku: ''}};
    expect(productJsonLd(noSku, {url: URL})).not.toHaveProperty('sku');
    const badPrice = {
      ...base,
      selectedOrFirstAvailableVariant: {
        ...base.selectedOrFirstAvailableVariant!,
        price: {amount: 'n/a', currencyCode: 'INR'},
      },
    };
    expect(productJsonLd(badPrice, {url: URL})).not.toHaveProperty('offers');
  });

  it('cannot end the script element it is written into (Remix does not escape it)', () => {
    const hostile = {...base, title: 'Razor</script><script>alert(1)</script>', description: 'a < b <!-- c </SCRIPT >'};
    const json = JSON.stringify(productJsonLd(hostile, {url: URL}));
    expect(json).not.toMatch(/<\/script|<!--|<script/i);
    expect(json).toContain('a < b');
  });

  it('builds from what PRODUCT_QUERY returns, including the stand-in product whose rating JSON is broken', async () => {
    const executor = createStorefrontExecutor({publicUrl: 'http://storefront.test'});
    const load = async (handle: string) => {
      const result = await executor.execute({
        brand: 'groom',
        query: PRODUCT_QUERY,
        variables: {handle, selectedOptions: [], country: 'IN', language: 'EN'},
      });
      expect(result.errors).toBeUndefined();
      return (result.data as {product: ProductForJsonLd & {rating: {value: string} | null}}).product;
    };

    const broken = await load('alum-block');
    expect(broken.rating?.value).toBe('{"value":4.');
    const jsonLd = productJsonLd(broken, {url: 'https://groom.example.in/products/alum-block'});
    expect(jsonLd).not.toHaveProperty('aggregateRating');
    expect(jsonLd.name).toBe(broken.title);
    expect(jsonLd.offers).toMatchObject({priceCurrency: 'INR', availability: 'https://schema.org/InStock'});

    const rated = productJsonLd(await load('kestrel-6-blade-razor'), {url: URL});
    expect(rated.aggregateRating?.reviewCount).toBeGreaterThan(0);
    expect(rated.image?.length).toBeGreaterThan(0);
    expect(rated.sku).toMatch(/\w/);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from the home page to this one', () => {
    expect(
      breadcrumbJsonLd([
        {name: 'Home', url: 'https://g.in'},
        {name: 'Razors', url: 'https://g.in/collections/razors-1'},
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Home', item: 'https://g.in'},
        {'@type': 'ListItem', position: 2, name: 'Razors', item: 'https://g.in/collections/razors-1'},
      ],
    });
  });
});

describe('articleJsonLd', () => {
  it('gives the headline, date, author, picture and publisher', () => {
    expect(
      articleJsonLd(
        {
          title: 'How to shave </script>',
          publishedAt: '2026-01-02T03:04:05Z',
          excerpt: 'Warm water first.',
          authorV2: {name: 'Asha'},
          image: {url: 'https://cdn.example/a.jpg'},
        },
        {url: 'https://g.in/blogs/news/shave', publisher: 'Groom', logoUrl: 'https://g.in/logo.svg', language: 'en-IN'},
      ),
    ).toMatchObject({
      '@type': 'Article',
      headline: 'How to shave ＜/script>',
      datePublished: '2026-01-02T03:04:05Z',
      description: 'Warm water first.',
      author: {'@type': 'Person', name: 'Asha'},
      image: ['https://cdn.example/a.jpg'],
      publisher: {'@type': 'Organization', name: 'Groom', logo: {url: 'https://g.in/logo.svg'}},
    });
  });
});

describe('faqFromHtml and faqPageJsonLd', () => {
  const html =
    '<p>Intro</p><h2>Who can use it?</h2><p>Adults &amp; over 18.</p><p>Ask a doctor first.</p>' +
    '<h3 class="q">How many a day?</h3><ul><li>6&ndash;12</li></ul><h2>Empty?</h2>';

  it('reads each heading as a question and the text up to the next as its answer', () => {
    expect(faqFromHtml(html)).toEqual([
      {question: 'Who can use it?', answer: 'Adults & over 18. Ask a doctor first.'},
      {question: 'How many a day?', answer: '6–12'},
    ]);
  });

  it('marks the questions up as an FAQPage, and gives nothing for a page without any', () => {
    expect(faqPageJsonLd(faqFromHtml(html))).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Who can use it?',
          acceptedAnswer: {'@type': 'Answer', text: 'Adults & over 18. Ask a doctor first.'},
        },
        {'@type': 'Question', name: 'How many a day?'},
      ],
    });
    expect(faqPageJsonLd(faqFromHtml('<p>No questions here.</p>'))).toBeNull();
  });
});
