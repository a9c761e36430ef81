import type {UpsellProductFragment} from 'storefrontapi.generated';
import type {CartPayload} from '~/lib/cart/payload';

/** "Offers Unlocked!" offers at most this many products. */
export const UPSELL_SHOWN = 8;
/** The cart's products whose pairs are asked for, one Storefront query each: the first ones in the cart. */
export const MAX_UPSELL_SOURCES = 10;

const PRODUCT_GID = /^gid:\/\/shopify\/Product\/\d+$/;

/** An upsell product as `GET /api/cart-upsell` answers it: the variant one click adds, and its prices. */
export function toUpsellProduct({selectedOrFirstAvailableVariant: variant, ...product}: UpsellProductFragment) {
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    image: product.featuredImage ?? null,
    availableForSale: product.availableForSale && Boolean(variant?.availableForSale),
    variantId: variant?.id ?? null,
    price: variant?.price ?? null,
    compareAtPrice: variant?.compareAtPrice ?? null,
  };
}

export type UpsellProduct = ReturnType<typeof toUpsellProduct>;

/** Upsell products to offer: available for sale, with a variant to add, and not already in the cart. */
export function upsellCandidates(products: readonly UpsellProduct[], cart: CartPayload | null): UpsellProduct[] {
  const inCart = new Set((cart?.lines ?? []).map((line) => line.merchandise.product.id));
  return products.filter((product) => product.availableForSale && product.variantId && !inCart.has(product.id));
}

/** The cart's products, each once, in the order of its lines: what the upsell draws its pairs from. */
export function upsellSources(cart: CartPayload | null): string[] {
  const ids = (cart?.lines ?? []).map((line) => line.merchandise.product.id);
  return [...new Set(ids)].slice(0, MAX_UPSELL_SOURCES);
}

/** The query of `GET /api/cart-upsell` for these products (`?product=…&product=…`); empty for none. */
export function upsellSearch(productIds: readonly string[]): string {
  const search = new URLSearchParams(productIds.map((id) => ['product', id])).toString();
  return search ? `?${search}` : '';
}

/** What is wrong with `GET /api/cart-upsell`'s query: a key of the `api` translations, with its values. */
export type UpsellSourcesError = {error: 'upsellProducts'; values: {max: number}};

/** The product ids `GET /api/cart-upsell` was sent, or what is wrong with them (not product ids, or too many). */
export function readUpsellSources(search: URLSearchParams): {productIds: string[]} | UpsellSourcesError {
  const productIds = search.getAll('product');
  if (productIds.length > MAX_UPSELL_SOURCES || !productIds.every((id) => PRODUCT_GID.test(id))) {
    return {error: 'upsellProducts', values: {max: MAX_UPSELL_SOURCES}};
  }
  return {productIds: [...new Set(productIds)]};
}

/**
 * The strip's products: what Shopify pairs with the cart's products first, taking each one's best
 * pair in turn (the first cart product's first, the second's first, …, then each one's second), so
 * every product in the cart has its say; then the fallback collection, when they give fewer than
 * `shown`. Only products available for sale with a variant to add, none already in the cart
 * (`inCart`), none twice.
 */
export function pickUpsellProducts(
  recommended: ReadonlyArray<readonly UpsellProduct[]>,
  fallback: readonly UpsellProduct[],
  inCart: readonly string[],
  shown = UPSELL_SHOWN,
): UpsellProduct[] {
  const longest = Math.max(0, ...recommended.map((list) => list.length));
  const inTurn = Array.from({length: longest}, (_, rank) =>
    recommended.flatMap((list) => (rank < list.length ? [list[rank]] : [])),
  ).flat();
  const taken = new Set(inCart);
  const picked: UpsellProduct[] = [];
  for (const product of [...inTurn, ...fallback]) {
    if (picked.length === shown) break;
    if (!product.availableForSale || !product.variantId || taken.has(product.id)) continue;
    taken.add(product.id);
    picked.push(product);
  }
  return picked;
}
