import {throwIfGraphqlErrors} from '~/lib/graphql-errors';
import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useMoney} from '@shopify/hydrogen';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {useTranslation} from 'react-i18next';
import {ProductCard} from '~/components/ProductCard';
import {AddToCartForm} from '~/components/AddToCartForm';
import {ProductPrice} from '~/components/ProductPrice';
import {GIFT_BUNDLE_QUERY} from '~/graphql/bundles';
import {bundleCartLines, bundlePricing} from '~/lib/product';
import {assertLocale, notFoundOrRedirect} from '~/lib/route-guards';
import {rootDataOf} from '~/lib/root-data';

export const meta: MetaFunction<typeof loader> = ({data, matches}) => {
  if (!data) return [];
  const shopName = rootDataOf(matches)?.header.shop?.name;
  return [
    {title: shopName ? `${data.bundle.title} | ${shopName}` : data.bundle.title},
    {name: 'description', content: data.bundle.description.replace(/\s+/g, ' ').trim().slice(0, 160)},
  ];
};

/**
 * A gift bundle (the `gift_bundle` metaobject with this handle): reached from the Gifts menu.
 * A key no bundle has is the branded 404, as on a store without bundles (gum).
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront} = context;
  const {bundle, localization, errors} = await storefront.query(GIFT_BUNDLE_QUERY, {
    // The bundle lists products with their prices and stock.
    cache: storefront.CacheShort(),
    variables: {handle: params.id ?? ''},
  });
  throwIfGraphqlErrors(errors);
  if (!bundle) return notFoundOrRedirect(request, context);
  const products = (bundle.products?.references?.nodes ?? []).filter(
    (node): node is Extract<typeof node, {__typename: 'Product'}> => node.__typename === 'Product',
  );
  return {
    bundle: {
      handle: bundle.handle,
      title: bundle.title?.value ?? bundle.handle,
      description: bundle.description?.value ?? '',
      pricing: bundlePricing(bundle.price?.value, bundle.compareAtPrice?.value),
      currencyCode: localization.country.currency.isoCode,
      products,
      /** one of each product's first available variant; null when the bundle cannot be bought whole */
      lines: bundleCartLines(products),
    },
  };
}

export default function ProductBundlePage() {
  const {bundle} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const {pricing, currencyCode, lines} = bundle;
  const money = (amount: number): MoneyV2 => ({amount: String(amount), currencyCode});
  const paragraphs = bundle.description.split(/\n+/).filter((line) => line.trim());

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <section aria-labelledby="bundle-title" className="max-w-2xl">
        <h1 id="bundle-title" className="text-3xl font-bold">
          {bundle.title}
        </h1>
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="mt-3 text-lg text-muted">
            {paragraph}
          </p>
        ))}
        {pricing && (
          <div className="mt-6 flex flex-col gap-2">
            <p className="text-sm font-semibold uppercase tracking-widest text-muted">{t('bundle.price')}</p>
            <div className="flex flex-wrap items-center gap-3 text-xl">
              <ProductPrice
                price={money(pricing.price)}
                compareAtPrice={pricing.compareAtPrice === null ? null : money(pricing.compareAtPrice)}
              />
              {pricing.percentOff !== null && (
                <span className="rounded-full bg-accent px-2.5 py-0.5 text-sm font-bold text-gray-950">
                  {t('product.percentOff', {percent: pricing.percentOff})}
                </span>
              )}
            </div>
            {pricing.saving !== null && pricing.percentOff !== null && (
              <Saving amount={money(pricing.saving)} percent={pricing.percentOff} />
            )}
          </div>
        )}
        <div className="mt-6">
          {lines ? (
            <AddToCartForm
              lines={lines}
              label={t('bundle.addToCart')}
              busyLabel={t('bundle.adding')}
              addedMessage={t('bundle.added')}
              className="sm:w-auto sm:px-10"
            />
          ) : (
            <p className="rounded-full border border-current px-6 py-3 text-center font-semibold text-muted">
              {t('bundle.soldOut')}
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="bundle-contents" className="mt-12">
        <h2 id="bundle-contents" className="text-2xl font-bold">
          {t('bundle.contents')}{' '}
          <span className="text-base font-normal text-muted">
            ({t('bundle.productCount', {count: bundle.products.length})})
          </span>
        </h2>
        <div className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
          {bundle.products.map((product, index) => (
            <ProductCard key={product.id} product={product} loading={index < 4 ? 'eager' : 'lazy'} />
          ))}
        </div>
      </section>
    </div>
  );
}

function Saving({amount, percent}: {amount: MoneyV2; percent: number}) {
  const {t} = useTranslation();
  const formatted = useMoney(amount).withoutTrailingZeros;
  return <p className="font-semibold text-green-700">{t('bundle.youSave', {amount: formatted, percent})}</p>;
}
