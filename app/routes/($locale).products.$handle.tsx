import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {getSelectedProductOptions} from '@shopify/hydrogen';
import {brandScreens, brandScreensLoader} from '~/brands/screens';
import {ProductDetails, purchaseOptionParts} from '~/components/ProductDetails';
import {ProductRecommendations} from '~/components/ProductRecommendations';
import {RecentlyViewed} from '~/components/RecentlyViewed';
import {PRODUCT_QUERY} from '~/graphql/products';
import {pageMeta, siteUrl} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {screenPreloads} from '~/lib/ui/screen-preloads.server';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {translationsFor} from '~/lib/i18n/i18n.server';
import {pageProduct, productChoices} from '~/lib/catalog/product-options';
import {streamProductRecommendations} from '~/lib/catalog/recommendations.server';
import {pagePurchaseOptions, selectedSellingPlanId} from '~/lib/catalog/selling-plans';
import {assertLocale, queryOrNotFound} from '~/lib/routing/route-guards';
import {breadcrumbJsonLd, pageAddress, productJsonLd} from '~/lib/seo/structured-data';
import {useBrand} from '~/hooks/use-brand';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

export const clientLoader = brandScreensLoader((screens) => [screens.ProductExtras], {
  parts: purchaseOptionParts,
  shownIn: (data: {purchase: readonly unknown[]}) => data.purchase.length > 0,
});

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

export async function loader(args: LoaderFunctionArgs) {
  const {request, params, context} = args;
  assertLocale(params, context);
  const {storefront, brand} = context;
  const seoRoot = seoRootOf(context);
  // Started beside the product's query and not awaited: the rows stream in below the first screen.
  const recommendations = streamProductRecommendations(storefront, params.handle ?? '');
  const {product} = await queryOrNotFound(
    args,
    'product',
    storefront.query(PRODUCT_QUERY, {
      cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
      variables: {handle: params.handle ?? '', selectedOptions: getSelectedProductOptions(request)},
    }),
  );
  const translations = translationsFor(context, brand.productNamespaces);
  const url = pageAddress(request, context.siteOrigin);
  // The plan chosen is in the URL (`selling_plan`), so the page stays one page per URL for the edge cache.
  const {searchParams} = new URL(request.url);
  const groups = product.sellingPlanGroups.nodes;
  const sellingPlanId = selectedSellingPlanId(groups, searchParams);
  const purchase = pagePurchaseOptions(groups, product.selectedOrFirstAvailableVariant, sellingPlanId, searchParams);
  const parts = [brandScreens[brand.id].ProductExtras, ...(purchase.length > 0 ? purchaseOptionParts : [])];
  const [root] = await Promise.all([seoRoot, ...parts.map((part) => part?.load())]);
  const seo = [
    ...pageMeta(root, request, {
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
    }),
    ...screenPreloads(...parts),
  ];
  const choices = productChoices(product, sellingPlanId);
  return {product: pageProduct(product), choices, purchase, recommendations, translations, seo};
}

export default function ProductPage() {
  const {product, choices, purchase, recommendations} = useLoaderData<typeof loader>();
  return (
    <>
      <ProductDetails
        product={product}
        choices={choices}
        purchase={purchase}
        Extras={brandScreens[useBrand().id].ProductExtras}
      />
      <ProductRecommendations recommendations={recommendations} />
      <RecentlyViewed product={product} />
    </>
  );
}
