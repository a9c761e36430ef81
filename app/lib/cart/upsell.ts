import type {CartUpsellQuery} from 'storefrontapi.generated';
import type {CartPayload} from '~/lib/cart/payload';

type UpsellNode = NonNullable<CartUpsellQuery['collection']>['products']['nodes'][number];

/** An upsell product as `GET /api/cart-upsell` answers it: the variant one click adds, and its prices. */
export function toUpsellProduct({selectedOrFirstAvailableVariant: variant, ...product}: UpsellNode) {
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
