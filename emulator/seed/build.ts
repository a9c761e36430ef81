/** Small builders both seed catalogues use for their HTML copy, pictures, review metafields and orders. */
import type {SeedImage, SeedMetafield, SeedOrder} from './types';

export const p = (text: string) => `<p>${text}</p>`;
export const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const h2 = (text: string) => `<h2>${text}</h2>`;
export const a = (href: string, text: string) => `<a href="${href}">${text}</a>`;
/** Shopify's decimal format for money: 1299 becomes "1299.0". */
export const inr = (amount: number) => amount.toFixed(1);

export function image(
  id: string,
  label: string,
  altText: string,
  colours: [string, string],
  width = 1000,
  height = 1000,
): SeedImage {
  return {id, width, height, altText, label, background: colours[0], foreground: colours[1]};
}

export const banner = (id: string, label: string, altText: string, colours: [string, string]) =>
  image(id, label, altText, colours, 1600, 900);

/** The review app's metafields: a JSON rating with a `value` field and an integer count. */
export function reviews(rating: string, count: number): SeedMetafield[] {
  return [
    {
      namespace: 'reviews',
      key: 'rating',
      type: 'json',
      value: JSON.stringify({scale_min: '1.0', scale_max: '5.0', value: rating}),
    },
    {namespace: 'reviews', key: 'rating_count', type: 'number_integer', value: String(count)},
  ];
}

/** A seeded order; `lines` maps SKU to quantity, in line order. */
export function order(
  orderNumber: number,
  processedAt: string,
  financialStatus: SeedOrder['financialStatus'],
  fulfillmentStatus: SeedOrder['fulfillmentStatus'],
  lines: Record<string, number>,
): SeedOrder {
  return {
    orderNumber,
    processedAt,
    financialStatus,
    fulfillmentStatus,
    lines: Object.entries(lines).map(([sku, quantity]) => ({sku, quantity})),
  };
}
