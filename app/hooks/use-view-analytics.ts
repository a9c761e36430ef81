import {useEffect} from 'react';
import {analyticsBus} from '~/lib/analytics-bus';
import {track, watchCarousel} from '~/lib/analytics/track';

interface ViewedProduct {
  id: string;
  title: string;
  vendor: string;
  variant: {id: string; title: string; price: {amount: string}} | null;
}

/**
 * A product page's views: Hydrogen's product view (for Shopify) while the page shows, the
 * product-viewed event, and the image carousel (`data-product-carousel`) watched for the
 * carousel-watch event. Once per product, not per variant choice.
 */
export function useProductViewAnalytics(product: ViewedProduct) {
  const {id, title, vendor, variant} = product;
  useEffect(() => {
    const price = variant?.price.amount ?? '0';
    const hideView = analyticsBus.showView({
      type: 'product_viewed',
      data: {
        products: [
          {id, title, price, vendor, variantId: variant?.id ?? '', variantTitle: variant?.title ?? '', quantity: 1},
        ],
      },
    });
    track('product_viewed', {
      products: [
        {
          productId: id,
          variantId: variant?.id ?? '',
          productName: title,
          variantName: variant?.title ?? '',
          price: Number(price),
          quantity: 1,
        },
      ],
    });
    const carousel = document.querySelector('[data-product-carousel]');
    const unwatch = carousel ? watchCarousel({element: carousel, product: {productId: id, productName: title}}) : null;
    return () => {
      hideView();
      unwatch?.();
    };
    // The variant shown when the product opened is the one reported; choosing another is no new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
}

/** A collection page's views: Hydrogen's collection view and the collection-viewed event. */
export function useCollectionViewAnalytics(collection: {id: string; handle: string}) {
  const {id, handle} = collection;
  useEffect(() => {
    track('collection_viewed', {collectionId: id, collectionHandle: handle});
    return analyticsBus.showView({type: 'collection_viewed', data: {collection: {id, handle}}});
  }, [id, handle]);
}

/** The cart shown (the drawer opened, the cart page): Hydrogen's cart view and the cart-viewed event. */
export function useCartViewAnalytics(shown: boolean, cart: {cartValue: number; itemCount: number}) {
  const {cartValue, itemCount} = cart;
  useEffect(() => {
    if (!shown) return;
    track('cart_viewed', {cartValue, itemCount});
    return analyticsBus.showView({type: 'cart_viewed', data: {}});
    // Reported when the cart is shown, not again as its lines change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
}
