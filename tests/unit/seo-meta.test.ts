import {getSeoMeta} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {brands} from '~/brands';
import {
  canonicalUrl,
  DESCRIPTION_MAX_LENGTH,
  languageAlternates,
  seoMetaFor,
  shortened,
  shopJsonLd,
  siteUrl,
} from '~/lib/seo/meta';

const [english, hindi] = brands.gum.locales;
const GUM = 'https://gum.example.in';

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.filter((tag) => tag[key] === value);
const contentOf = (tags: Tag[], key: string, value: string) => find(tags, key, value).map((tag) => tag.content);

function gumRoot(locale = english) {
  return {
    brand: brands.gum,
    locale,
    siteOrigin: GUM,
    header: {
      shop: {name: 'Quitbee', description: 'Nicotine gum that helps you quit.'},
      menu: null,
      secondaryMenu: null,
    },
  };
}

describe('canonicalUrl', () => {
  it('drops the query, the .data of in-app navigations and a trailing slash', () => {
    expect(canonicalUrl(GUM, '/products/mint-gum/')).toBe(`${GUM}/products/mint-gum`);
    expect(canonicalUrl(GUM, '/hi/products/mint-gum.data')).toBe(`${GUM}/hi/products/mint-gum`);
    expect(canonicalUrl(GUM, '/')).toBe(GUM);
  });
});

describe('languageAlternates', () => {
  it('names the English, Hindi and default pages of the same address on gum, from either language', () => {
    const expected = [
      {language: 'en-IN', url: `${GUM}/collections/all`},
      {language: 'hi-IN', url: `${GUM}/hi/collections/all`},
      {language: 'x-default', url: `${GUM}/collections/all`},
    ];
    expect(languageAlternates(GUM, '/collections/all', english, brands.gum.locales)).toEqual(expected);
    expect(languageAlternates(GUM, '/hi/collections/all', hindi, brands.gum.locales)).toEqual(expected);
  });

  it('maps the home pages onto each other', () => {
    expect(languageAlternates(GUM, '/hi', hindi, brands.gum.locales).map((entry) => entry.url)).toEqual([
      GUM,
      `${GUM}/hi`,
      GUM,
    ]);
  });

  it('gives none on a brand with one language', () => {
    expect(languageAlternates('https://groom.example.in', '/', brands.groom.locales[0], brands.groom.locales)).toEqual(
      [],
    );
  });
});

describe('shortened', () => {
  it('keeps a short text, on one line', () => {
    expect(shortened('  Two  lines\nof text ', 100)).toBe('Two lines of text');
  });

  it('cuts a long text at a word, within the limit, with an ellipsis', () => {
    const text = 'Chew slowly until you feel a tingle, then park the gum between your cheek and gum. '.repeat(4);
    const short = shortened(text, DESCRIPTION_MAX_LENGTH);
    expect(short.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(short.endsWith('…')).toBe(true);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
  });
});

describe('seoMetaFor', () => {
  it('gives a product page its title, description, canonical, hreflang, Open Graph and Twitter tags', () => {
    const tags = seoMetaFor(gumRoot(hindi), '/hi/products/mint-gum', {
      title: 'मिंट निकोटीन गम',
      description: 'धूम्रपान छोड़ने में मदद।',
      image: {url: 'https://cdn.example/mint.png', width: 800, height: 800, altText: 'गम का पैक'},
      type: 'product',
    }) as Tag[];

    expect(find(tags, 'title', 'मिंट निकोटीन गम | Quitbee')).toHaveLength(1);
    expect(contentOf(tags, 'name', 'description')).toEqual(['धूम्रपान छोड़ने में मदद।']);
    expect(find(tags, 'rel', 'canonical').map((tag) => tag.href)).toEqual([`${GUM}/hi/products/mint-gum`]);
    expect(find(tags, 'rel', 'alternate').map((tag) => [tag.hrefLang, tag.href])).toEqual([
      ['en-IN', `${GUM}/products/mint-gum`],
      ['hi-IN', `${GUM}/hi/products/mint-gum`],
      ['x-default', `${GUM}/products/mint-gum`],
    ]);
    expect(contentOf(tags, 'property', 'og:title')).toEqual(['मिंट निकोटीन गम | Quitbee']);
    expect(contentOf(tags, 'property', 'og:url')).toEqual([`${GUM}/hi/products/mint-gum`]);
    expect(contentOf(tags, 'property', 'og:image')).toEqual(['https://cdn.example/mint.png']);
    expect(contentOf(tags, 'property', 'og:type')).toEqual(['product']);
    expect(contentOf(tags, 'property', 'og:locale')).toEqual(['hi_IN']);
    expect(contentOf(tags, 'property', 'og:site_name')).toEqual(['Quitbee']);
    expect(contentOf(tags, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(find(tags, 'name', 'robots')).toEqual([]);
  });

  it("falls back to the shop's name and description, and keeps a private page out of indexes without alternates", () => {
    const tags = seoMetaFor(gumRoot(), '/search', {noIndex: true}) as Tag[];
    expect(find(tags, 'title', 'Quitbee')).toHaveLength(1);
    expect(contentOf(tags, 'name', 'description')).toEqual(['Nicotine gum that helps you quit.']);
    expect(contentOf(tags, 'name', 'robots')).toEqual(['noindex,follow']);
    expect(find(tags, 'rel', 'alternate')).toEqual([]);
    expect(contentOf(tags, 'name', 'twitter:card')).toEqual(['summary']);
  });

  it('writes JSON-LD whose text cannot close the script element', () => {
    const tags = seoMetaFor(gumRoot(), '/products/x', {
      jsonLd: {'@context': 'https://schema.org', '@type': 'Thing', name: 'Gum </script><script>alert(1)</script>'},
    }) as Tag[];
    const blocks = tags.filter((tag) => 'script:ld+json' in tag).map((tag) => JSON.stringify(tag['script:ld+json']));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).not.toMatch(/<\/script/i);
    expect(blocks[0]).toContain('alert(1)');
  });
});

describe('shopJsonLd and siteUrl', () => {
  it('describes the shop and a search box in the page language', () => {
    const [organization, webSite] = shopJsonLd(gumRoot(hindi));
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Quitbee',
      url: GUM,
      logo: `${GUM}/brands/gum/logo.svg`,
      sameAs: brands.gum.social.map((profile) => profile.href),
    });
    expect(webSite).toMatchObject({
      '@type': 'WebSite',
      url: `${GUM}/hi`,
      inLanguage: 'hi-IN',
      potentialAction: {
        '@type': 'SearchAction',
        target: {urlTemplate: `${GUM}/hi/search?q={search_term_string}`},
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('puts a path in the page language', () => {
    expect(siteUrl(gumRoot(hindi), '/collections')).toBe(`${GUM}/hi/collections`);
    expect(siteUrl(gumRoot(english), '/')).toBe(GUM);
  });
});

describe('the tags, beside those of Hydrogen', () => {
  it("have the shapes and order Hydrogen's getSeoMeta gives them, for the same page", () => {
    const image = {url: 'https://cdn.example/mint.png', width: 1000, height: 800, altText: 'A pack of mint gum'};
    const jsonLd = [
      {'@context': 'https://schema.org' as const, '@type': 'Product', name: 'Mint gum'},
      {'@context': 'https://schema.org' as const, '@type': 'BreadcrumbList', itemListElement: []},
    ];
    const ours = seoMetaFor(gumRoot(hindi), '/hi/products/mint-gum', {
      title: 'Mint gum',
      description: 'Cool mint.',
      image,
      jsonLd,
      type: 'product',
    });
    const hydrogens = getSeoMeta({
      title: 'Mint gum | Quitbee',
      description: 'Cool mint.',
      url: `${GUM}/hi/products/mint-gum`,
      media: {type: 'image', ...image},
      alternates: languageAlternates(GUM, '/hi/products/mint-gum', hindi, brands.gum.locales),
      jsonLd: jsonLd as never,
    }) as Tag[];
    const normalised = (tags: Tag[]) =>
      tags.map((tag) =>
        Object.fromEntries(
          Object.entries(tag).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
        ),
      );
    expect(normalised(ours as Tag[]).slice(0, hydrogens.length)).toEqual(normalised(hydrogens));

    const noIndex = seoMetaFor(gumRoot(), '/search', {title: 'Search', noIndex: true});
    const hydrogensNoIndex = getSeoMeta({title: 'Search | Quitbee', robots: {noIndex: true}});
    expect(find(noIndex as Tag[], 'name', 'robots')).toEqual(find(hydrogensNoIndex as Tag[], 'name', 'robots'));
  });
});
