import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Suspense} from 'react';
import {getSelectedProductOptions} from '@shopify/hydrogen';
import {useTranslation} from '~/hooks/use-translation';
import {brandScreens, preloadScreens} from '~/brands/screens';
import {AddToCartOrSoldOut} from '~/components/AddToCartOrSoldOut';
import {PriceWithBadge} from '~/components/ProductPrice';
import {ProductChoices} from '~/components/ProductChoices';
import {ProductGallery} from '~/components/ProductGallery';
import {Rating} from '~/components/Rating';
import {PRODUCT_QUERY} from '~/graphql/products';
import {pageMeta, siteUrl} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {translationsFor} from '~/lib/i18n/i18n.server';
import {parseRating} from '~/lib/catalog/product';
import {productChoices} from '~/lib/catalog/product-options';
import {assertLocale, queryOrNotFound} from '~/lib/routing/route-guards';
import {breadcrumbJsonLd, pageAddress, productJsonLd} from '~/lib/seo/structured-data';
import {useBrand} from '~/hooks/use-brand';

preloadScreens((screens) => [screens.ProductExtras]);

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

export async function loader(args: LoaderFunctionArgs) {
  const {request, params, context} = args;
  assertLocale(params, context);
  const {storefront, brand, locale} = context;
  const seoRoot = seoRootOf(context);
  const {product} = await queryOrNotFound(
    args,
    'product',
    storefront.query(PRODUCT_QUERY, {
      cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
      variables: {handle: params.handle ?? '', selectedOptions: getSelectedProductOptions(request)},
    }),
  );
  const translations = translationsFor(locale.lang, brand.productNamespaces);
  const url = pageAddress(request, context.siteOrigin);
  const [root] = await Promise.all([seoRoot, brandScreens[brand.id].ProductExtras?.load()]);
  const seo = pageMeta(root, request, {
    title: product.seo.title || product.title,
    description: product.seo.description || product.description,
    image: product.images.nodes[0],
    type: 'product',
    jsonLd: [
      productJsonLd(product, {url, brandName: root.header.shop?.name}),
      breadcrumbJsonLd([
        {name: root.text('breadcrumb.home'), url: siteUrl(root, '/')},
        {name: product.title, url},
      ]),
    ],
  });
  return {product, choices: productChoices(product), translations, seo};
}

export default function ProductPage() {
  const {product, choices} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const Extras = brandScreens[useBrand().id].ProductExtras;
  const variant = product.selectedOrFirstAvailableVariant;

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
        {variant && <PriceWithBadge price={variant.price} compareAtPrice={variant.compareAtPrice} />}
        <ProductChoices choices={choices} />
        <AddToCartOrSoldOut
          lines={variant?.availableForSale ? [{merchandiseId: variant.id, quantity: 1}] : null}
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
