// Named as components/RecentlyViewed.tsx: this file holds the rules, that one is the product page's row.
/**
 * Recently viewed products (issue 46): the last products the shopper opened, kept in this browser's
 * local storage only, never sent anywhere. What storage holds is read back as untrusted input: anything
 * that is not a well-formed entry is dropped.
 */

/** How many products the row remembers. */
export const RECENTLY_VIEWED_MAX = 8;
export const RECENTLY_VIEWED_STORAGE_KEY = 'recently-viewed';

/** A product as the row shows it; titles by language, as the shopper saw them. */
export interface ViewedProduct {
  handle: string;
  titles: Record<string, string>;
  image: {url: string; altText: string | null; width: number; height: number} | null;
  price: {amount: string; currencyCode: string};
}

/** What a product page knows of its product, enough for the row. */
export interface ViewedProductSource {
  handle: string;
  title: string;
  image: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null;
  price: {amount: string; currencyCode: string};
}

const HANDLE = /^[\p{Ll}\p{Lo}\p{M}\p{N}][\p{Ll}\p{Lo}\p{M}\p{N}-]{0,254}$/u;
const LANGUAGE = /^[a-z]{2}$/;
const AMOUNT = /^\d{1,12}(?:\.\d{1,4})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const MAX_TEXT = 255;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() && value.length <= MAX_TEXT ? value : null;

const size = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 10_000 ? value : null;

function webUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function parseImage(value: unknown): ViewedProduct['image'] | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const url = webUrl(value.url);
  const [width, height] = [size(value.width), size(value.height)];
  if (!url || !width || !height) return undefined;
  return {url, altText: text(value.altText), width, height};
}

function parseEntry(value: unknown): ViewedProduct | null {
  if (!isRecord(value) || typeof value.handle !== 'string' || !HANDLE.test(value.handle)) return null;
  if (!isRecord(value.titles) || !isRecord(value.price)) return null;
  const titles: Record<string, string> = {};
  for (const [language, title] of Object.entries(value.titles)) {
    const checked = text(title);
    if (LANGUAGE.test(language) && checked) titles[language] = checked;
  }
  const {amount, currencyCode} = value.price;
  const image = parseImage(value.image);
  if (!Object.keys(titles).length || image === undefined) return null;
  if (typeof amount !== 'string' || !AMOUNT.test(amount)) return null;
  if (typeof currencyCode !== 'string' || !CURRENCY.test(currencyCode)) return null;
  return {handle: value.handle, titles, image, price: {amount, currencyCode}};
}

/** The list kept in storage, or an empty one: malformed entries and repeated handles are dropped, at most 8 kept. */
export function parseRecentlyViewed(raw: string | null): ViewedProduct[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const list: ViewedProduct[] = [];
  for (const item of value) {
    const entry = parseEntry(item);
    if (!entry || seen.has(entry.handle)) continue;
    seen.add(entry.handle);
    list.push(entry);
    if (list.length === RECENTLY_VIEWED_MAX) break;
  }
  return list;
}

/**
 * The list after the shopper opened `product` in `language`: it moves to the front (its title in the
 * other language kept), and the oldest beyond 8 falls off.
 */
export function addRecentlyViewed(
  list: readonly ViewedProduct[],
  product: ViewedProductSource,
  language: string,
): ViewedProduct[] {
  const earlier = list.find((entry) => entry.handle === product.handle);
  const {image} = product;
  const entry = parseEntry({
    handle: product.handle,
    titles: {...earlier?.titles, [language]: product.title},
    image: image ? {url: image.url, altText: image.altText ?? null, width: image.width, height: image.height} : null,
    price: product.price,
  });
  const others = list.filter((item) => item.handle !== product.handle);
  return entry ? [entry, ...others].slice(0, RECENTLY_VIEWED_MAX) : others.slice(0, RECENTLY_VIEWED_MAX);
}

/** The title in the page's language, or the one the shopper saw the product with. */
export const viewedTitle = (entry: ViewedProduct, language: string): string =>
  entry.titles[language] ?? Object.values(entry.titles)[0];
