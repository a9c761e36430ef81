import {describe, expect, it} from 'vitest';
import {
  addRecentlyViewed,
  parseRecentlyViewed,
  RECENTLY_VIEWED_MAX,
  viewedTitle,
  type ViewedProductSource,
} from '~/lib/catalog/recently-viewed';

const product = (handle: string, title = `Product ${handle}`): ViewedProductSource => ({
  handle,
  title,
  image: {url: `https://cdn.shopify.com/${handle}.jpg`, altText: null, width: 800, height: 800},
  price: {amount: '349.0', currencyCode: 'INR'},
});

const opened = (...handles: string[]) =>
  handles.reduce((list, handle) => addRecentlyViewed(list, product(handle), 'en'), parseRecentlyViewed(null));

describe('addRecentlyViewed', () => {
  it('puts the product just opened first', () => {
    expect(opened('a', 'b', 'c').map((entry) => entry.handle)).toEqual(['c', 'b', 'a']);
  });

  it('keeps a product once, moving it to the front when opened again', () => {
    expect(opened('a', 'b', 'a').map((entry) => entry.handle)).toEqual(['a', 'b']);
  });

  it('remembers the last 8 only', () => {
    const list = opened('1', '2', '3', '4', '5', '6', '7', '8', '9', '10');
    expect(RECENTLY_VIEWED_MAX).toBe(8);
    expect(list.map((entry) => entry.handle)).toEqual(['10', '9', '8', '7', '6', '5', '4', '3']);
  });

  it('keeps the title in each language the product was seen in', () => {
    const english = addRecentlyViewed([], product('gum', 'Nicotine Gum'), 'en');
    const both = addRecentlyViewed(english, product('gum', 'निकोटीन गम'), 'hi');
    expect(viewedTitle(both[0], 'hi')).toBe('निकोटीन गम');
    expect(viewedTitle(both[0], 'en')).toBe('Nicotine Gum');
    expect(viewedTitle(english[0], 'hi')).toBe('Nicotine Gum');
  });

  it('takes a product without a picture', () => {
    const [entry] = addRecentlyViewed([], {...product('plain'), image: null}, 'en');
    expect(entry.image).toBeNull();
  });
});

describe('parseRecentlyViewed', () => {
  it('reads back what was stored', () => {
    const list = opened('a', 'b');
    expect(parseRecentlyViewed(JSON.stringify(list))).toEqual(list);
  });

  it('answers an empty list for anything that is not a list', () => {
    for (const raw of [null, '', 'not json', '{"a":1}', '42', 'null', '"text"']) {
      expect(parseRecentlyViewed(raw), String(raw)).toEqual([]);
    }
  });

  it('drops malformed or hostile entries and keeps the good ones', () => {
    const [good] = opened('good');
    const raw = JSON.stringify([
      good,
      {...good, handle: '../../account'},
      {...good, handle: 'x', image: {...good.image, url: 'javascript:alert(1)'}},
      {...good, handle: 'y', price: {amount: '1e9', currencyCode: 'INR'}},
      {...good, handle: 'z', titles: {en: 'x'.repeat(300)}},
      {...good, handle: 'w', titles: {'<script>': 'Title'}},
      {...good, handle: '__proto__', titles: 'Title'},
      good,
      'text',
      null,
    ]);
    expect(parseRecentlyViewed(raw)).toEqual([good]);
  });

  it('keeps at most 8, even when storage was given more', () => {
    const many = Array.from({length: 12}, (_, i) => opened(`p${i}`)[0]);
    expect(parseRecentlyViewed(JSON.stringify(many))).toHaveLength(8);
  });
});
