import {Image} from '@shopify/hydrogen';
import {FormattedMoney} from '~/components/FormattedMoney';
import {useEffect, useState} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import {upsellCandidates, upsellSearch, upsellSources, type UpsellProduct} from '~/lib/cart/upsell';
import {track} from '~/lib/analytics/track';
import {useLocalePath} from '~/hooks/use-locale-path';
import type {DrawerCart} from '~/hooks/use-drawer-cart';
import {imageUrlFor} from '~/lib/ui/image-url';

/**
 * "Offers Unlocked!": add-on products for what is in the cart (what Shopify pairs with its products, then
 * the `cart-upsell` collection), one click each. Asked for again when the cart's products change.
 */
export function UpsellStrip({drawer}: {drawer: DrawerCart}) {
  const {t} = useTranslation();
  const path = useLocalePath()('/api/cart-upsell') + upsellSearch(upsellSources(drawer.cart ?? null));
  const [products, setProducts] = useState<UpsellProduct[]>([]);

  useEffect(() => {
    const abort = new AbortController();
    fetch(path, {signal: abort.signal})
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
        const body = (await response.json()) as {products?: UpsellProduct[]};
        setProducts(body.products ?? []);
      })
      // The strip is a bonus: without it the cart works the same.
      .catch((error: unknown) => {
        if (!abort.signal.aborted) console.error(error);
      });
    return () => abort.abort();
  }, [path]);

  const offered = upsellCandidates(products, drawer.cart ?? null);
  if (offered.length === 0) return null;

  return (
    <section aria-labelledby="cart-upsell-title" className="border-t border-foreground/10 py-4">
      <h3 id="cart-upsell-title" className="font-bold">
        {t('cart.upsellTitle')}
      </h3>
      <ul className="mt-3 flex gap-3 overflow-x-auto pb-2">
        {offered.map((product, index) => (
          <li
            key={product.id}
            className="flex w-36 shrink-0 flex-col rounded-md border border-foreground/10 p-2 text-sm"
          >
            {product.image && (
              <Image
                loader={imageUrlFor(product.image)}
                data={product.image}
                alt={product.image.altText ?? ''}
                width={128}
                height={128}
                className="rounded"
              />
            )}
            <p className="mt-2 line-clamp-2 font-medium">{product.title}</p>
            {product.price && <FormattedMoney as="p" data={product.price} className="mt-1 font-semibold" />}
            <button
              type="button"
              disabled={drawer.busy}
              onClick={() => {
                if (!product.variantId) return;
                track('recommendation_clicked', {listName: 'cart upsell', productId: product.id, position: index + 1});
                drawer.addUpsell(product.variantId);
              }}
              aria-label={t('cart.upsellAddNamed', {title: product.title})}
              className="mt-auto rounded-full border border-foreground px-3 py-1 font-semibold disabled:opacity-50"
            >
              {t('cart.upsellAdd')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
