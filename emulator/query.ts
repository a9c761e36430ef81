/**
 * Search query strings: the part of Shopify's search syntax the storefront
 * uses, and matching their terms against a record's texts.
 */
import type {LangContext} from './types';

export interface ParsedQuery {
  /** plain words, lower case; each must match somewhere */
  terms: string[];
  tags: string[];
  productTypes: string[];
  vendors: string[];
  titles: string[];
  available: boolean | null;
  /** `variants.price:>=N` and `variants.price:<=N`, in rupees */
  minPrice: number | null;
  maxPrice: number | null;
}

const PRICE_TERM = /\bvariants\.price:(>=|<=|>|<)(\d+(?:\.\d+)?)/gi;

const FIELD_TERM = /\b(tag|product_type|vendor|title|available_for_sale):(?:"([^"]*)"|'([^']*)'|(\S+))/gi;

/**
 * Plain words plus the bits of Shopify's search syntax the storefront uses
 * (`tag:`, `product_type:`, `vendor:`, `title:`, `available_for_sale:`, `variants.price:>=` / `<=`).
 * Quotes are dropped; `AND` is implied; a trailing `*` (prefix search) is dropped.
 */
export function parseQuery(query: string | null | undefined): ParsedQuery {
  const parsed: ParsedQuery = {
    terms: [],
    tags: [],
    productTypes: [],
    vendors: [],
    titles: [],
    available: null,
    minPrice: null,
    maxPrice: null,
  };
  const withoutPrices = (query ?? '').replace(PRICE_TERM, (_match, operator: string, amount: string) => {
    if (operator.startsWith('>')) parsed.minPrice = Number(amount);
    else parsed.maxPrice = Number(amount);
    return ' ';
  });
  const rest = withoutPrices.replace(FIELD_TERM, (_match, field: string, dq?: string, sq?: string, bare?: string) => {
    const value = (dq ?? sq ?? bare ?? '').toLowerCase();
    switch (field.toLowerCase()) {
      case 'tag':
        parsed.tags.push(value);
        break;
      case 'product_type':
        parsed.productTypes.push(value);
        break;
      case 'vendor':
        parsed.vendors.push(value);
        break;
      case 'title':
        parsed.titles.push(value);
        break;
      default:
        parsed.available = value === 'true';
    }
    return ' ';
  });
  parsed.terms = rest
    .replace(/["']/g, ' ')
    .split(/\s+/)
    .filter((word) => word && word !== 'AND')
    .map((word) => word.replace(/\*+$/, '').toLowerCase())
    .filter(Boolean);
  return parsed;
}

export const isEmpty = (query: ParsedQuery) =>
  !query.terms.length &&
  !query.tags.length &&
  !query.productTypes.length &&
  !query.vendors.length &&
  !query.titles.length &&
  query.available === null &&
  query.minPrice === null &&
  query.maxPrice === null;

/** Every term appears in at least one of the texts (case-insensitive substring). */
export const allTermsIn = (terms: string[], texts: Array<string | undefined>) => {
  const haystack = texts.filter(Boolean).join('\n').toLowerCase();
  return terms.every((term) => haystack.includes(term));
};

/** English, plus the Hindi text when the request is in Hindi. */
export const texts = (ctx: LangContext, en: string, hi: string | undefined) =>
  ctx.lang === 'HI' && hi ? [en, hi] : [en];
