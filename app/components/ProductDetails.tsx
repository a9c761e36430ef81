import {Suspense, type ComponentType} from 'react';
import {AddToCartOrSoldOut} from '~/components/AddToCartOrSoldOut';
import {PriceWithBadge} from '~/components/ProductPrice';
import {ProductChoices} from '~/components/ProductChoices';
import {ProductGallery} from '~/components/ProductGallery';
import type {PurchaseOptionLink} from '~/components/PurchaseOptions';
import {Rating} from '~/components/Rating';
import {useTranslation} from '~/hooks/use-translation';
import {parseRating} from '~/lib/catalog/product';
import type {PageProduct, ProductChoice} from '~/lib/catalog/product-options';
import {loadable} from '~/lib/ui/loadable';

// A product's subscription plans, in a chunk of their own: most products have none (groom's none at
// all), so only a page that shows them loads it. The product route awaits them and preloads them.
const PlanPrice = loadable(
  () => import('~/components/PurchaseOptions').then((module) => module.PlanPrice),
  'app/components/PurchaseOptions.tsx',
);
const PurchaseOptions = loadable(
  () => import('~/components/PurchaseOptions').then((module) => module.PurchaseOptions),
  'app/components/PurchaseOptions.tsx',
);
/** What a product page with purchase options shows beyond one without. */
export const purchaseOptionParts = [PlanPrice, PurchaseOptions];

/**
 * A product page's body: gallery, title, rating, price, choices, purchase options (when the product
 * has subscription plans), Add to cart, the description, and what the brand adds under it
 * (`Extras`, from the brand's screens, handed over by the route).
 */
export function ProductDetails({
  product,
  choices,
  purchase,
  Extras,
}: {
  product: PageProduct;
  choices: ProductChoice[];
  purchase: readonly PurchaseOptionLink[];
  Extras: ComponentType | null;
}) {
  const {t} = useTranslation();
  const variant = product.selectedOrFirstAvailableVariant;
  const plan = purchase.find((option) => option.selected && option.sellingPlanId) ?? null;

  return (
    // Tighter on phones so the title, price and Add to cart share the first screen with the gallery.
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-4 md:grid-cols-2 md:gap-10 md:py-10">
      {/* Keyed by product: another product's page starts at its first picture. */}
      <ProductGallery key={product.id} images={product.images.nodes} />
      <section className="flex flex-col gap-3 md:gap-5">
        <p className="text-sm uppercase tracking-widest text-muted">{product.vendor}</p>
        <h1 className="text-2xl font-bold md:text-3xl">{product.title}</h1>
        {product.byline?.value && <p className="text-lg text-muted">{product.byline.value}</p>}
        <Rating rating={parseRating(product.rating?.value, product.ratingCount?.value)} />
        {plan ? (
          <PlanPrice price={plan.price} oneTimePrice={plan.oneTimePrice} saving={plan.saving} />
        ) : (
          variant && <PriceWithBadge price={variant.price} compareAtPrice={variant.compareAtPrice} />
        )}
        <ProductChoices choices={choices} />
        {purchase.length > 0 && <PurchaseOptions handle={product.handle} options={purchase} />}
        <AddToCartOrSoldOut
          lines={
            variant?.availableForSale
              ? [
                  plan?.sellingPlanId
                    ? {merchandiseId: variant.id, quantity: 1, sellingPlanId: plan.sellingPlanId}
                    : {merchandiseId: variant.id, quantity: 1},
                ]
              : null
          }
          label={t('product.addToCart')}
          busyLabel={t('product.adding')}
          addedMessage={t('product.addedToCart')}
          soldOutLabel={t('product.soldOut')}
        />
        <div className="rich-text" dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
        {Extras && (
          <Suspense>
            <Extras />
          </Suspense>
        )}
      </section>
    </div>
  );
}
