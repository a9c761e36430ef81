import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useTranslation} from '~/hooks/use-translation';
import {AddToCartOrSoldOut} from '~/components/AddToCartOrSoldOut';
import {BundleContents} from '~/components/BundleContents';
import {BundlePrice} from '~/components/BundlePrice';
import {GIFT_BUNDLE_QUERY} from '~/graphql/bundles';
import {pageMeta} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {descriptionParagraphs, giftBundle} from '~/lib/catalog/gift-bundle';
import {assertLocale, queryOrNotFound} from '~/lib/routing/route-guards';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

/**
 * A gift bundle (the `gift_bundle` metaobject with this handle): reached from the Gifts menu.
 * A key no bundle has is the branded 404, as on a store without bundles (gum).
 */
export async function loader(args: LoaderFunctionArgs) {
  const {params, context} = args;
  assertLocale(params, context);
  const {storefront} = context;
  const seoRoot = seoRootOf(context);
  const {bundle, localization} = await queryOrNotFound(
    args,
    'bundle',
    // The bundle lists products with their prices and stock.
    storefront.query(GIFT_BUNDLE_QUERY, {
      cache: storefront.CacheShort(STALE_FOR_AN_HOUR),
      variables: {handle: params.id ?? ''},
    }),
  );
  const gift = giftBundle(bundle, localization.country.currency.isoCode);
  return {
    bundle: gift,
    seo: pageMeta(await seoRoot, args.request, {title: gift.title, description: gift.description}),
  };
}

export default function ProductBundlePage() {
  const {bundle} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <section aria-labelledby="bundle-title" className="max-w-2xl">
        <h1 id="bundle-title" className="text-3xl font-bold">
          {bundle.title}
        </h1>
        {descriptionParagraphs(bundle.description).map((paragraph, index) => (
          <p key={index} className="mt-3 text-lg text-muted">
            {paragraph}
          </p>
        ))}
        {bundle.pricing && <BundlePrice pricing={bundle.pricing} currencyCode={bundle.currencyCode} />}
        <div className="mt-6">
          <AddToCartOrSoldOut
            lines={bundle.lines}
            label={t('bundle.addToCart')}
            busyLabel={t('bundle.adding')}
            addedMessage={t('bundle.added')}
            soldOutLabel={t('bundle.soldOut')}
            className="sm:w-auto sm:px-10"
          />
        </div>
      </section>

      <BundleContents products={bundle.products} />
    </div>
  );
}
