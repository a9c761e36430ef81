import {useEffect} from 'react';
import {track, watchCarousel} from '~/lib/analytics/track';

interface ViewedProduct {
  id: string;
  title: string;
  vendor: string;
  variant: {id: string; title: string; price: {amount: string}} | null;
}

/**
 * A product page's views: the product-viewed event (which the analytics runtime also hands to
 * Hydrogen's provider for Shopify, lib/analytics/shopify-views.ts), and the image carousel
 * (`data-product-carousel`) watched for the carousel-watch event. Once per product, not per
 * variant choice.
 */
export function useProductViewAnalytics(product: ViewedProduct) {
  const {id, title, vendor, variant} = product;
  useEffect(() => {
    track('product_viewed', {
      products: [
        {
          productId: id,
          variantId: variant?.id ?? '',
          productName: title,
          variantName: variant?.title ?? '',
          price: Number(variant?.price.amount ?? 0),
          quantity: 1,
          vendor,
        },
      ],
    });
    const carousel = document.querySelector('[data-product-carousel]');
    const unwatch = carousel ? watchCarousel({element: carousel, product: {productId: id, productName: title}}) : null;
    return unwatch ?? undefined;
    // The variant shown when the product opened is the one reported; choosing another is no new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
}

/** A collection page's collection-viewed event (Hydrogen's collection view for Shopify too). */
export function useCollectionViewAnalytics(collection: {id: string; handle: string}) {
  const {id, handle} = collection;
  useEffect(() => {
    track('collection_viewed', {collectionId: id, collectionHandle: handle});
  }, [id, handle]);
}

/** The cart shown (the drawer opened, the cart page): the cart-viewed event (Hydrogen's cart view too). */
export function useCartViewAnalytics(shown: boolean, cart: {cartValue: number; itemCount: number}) {
  const {cartValue, itemCount} = cart;
  useEffect(() => {
    if (!shown) return;
    track('cart_viewed', {cartValue, itemCount});
    // Reported when the cart is shown, not again as its lines change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
}
