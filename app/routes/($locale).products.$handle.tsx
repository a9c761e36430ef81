import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CartForm, Image} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import {ProductPrice} from '~/components/ProductPrice';
import {PRODUCT_QUERY} from '~/graphql/products';
import {assertLocale, notFoundOrRedirect} from '~/lib/route-guards';
import {useLocalePath} from '~/lib/use-locale-path';

export const meta: MetaFunction<typeof loader> = ({data}) => [
  {title: data?.product.seo.title || data?.product.title},
  {name: 'description', content: data?.product.seo.description || data?.product.description.slice(0, 160)},
];

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront} = context;
  const {product} = await storefront.query(PRODUCT_QUERY, {
    cache: storefront.CacheShort(),
    variables: {handle: params.handle ?? ''},
  });
  if (!product) return notFoundOrRedirect(request, context);
  return {product};
}

export default function ProductPage() {
  const {product} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const variant = product.selectedOrFirstAvailableVariant;
  const images = product.images.nodes;

  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:grid-cols-2">
      <section aria-label={t('product.gallery')} className="grid gap-4">
        {images.map((image, index) => (
          <Image
            key={image.id}
            data={image}
            alt={image.altText || t('product.imageOf', {index: index + 1, count: images.length})}
            aspectRatio="1/1"
            sizes="(min-width: 768px) 50vw, 100vw"
            loading={index === 0 ? 'eager' : 'lazy'}
            className="rounded-lg bg-foreground/5"
          />
        ))}
      </section>
      <section className="flex flex-col gap-5">
        <p className="text-sm uppercase tracking-widest text-muted">{product.vendor}</p>
        <h1 className="text-3xl font-bold">{product.title}</h1>
        {variant && <ProductPrice price={variant.price} compareAtPrice={variant.compareAtPrice} />}
        {variant?.availableForSale ? (
          <CartForm
            route={localePath('/cart')}
            action={CartForm.ACTIONS.LinesAdd}
            inputs={{lines: [{merchandiseId: variant.id, quantity: 1}]}}
          >
            {(fetcher) => (
              <button
                type="submit"
                disabled={fetcher.state !== 'idle'}
                className="w-full rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground disabled:opacity-60"
              >
                {fetcher.state !== 'idle' ? t('product.adding') : t('product.addToCart')}
              </button>
            )}
          </CartForm>
        ) : (
          <p className="rounded-full border border-current px-6 py-3 text-center font-semibold text-muted">
            {t('product.soldOut')}
          </p>
        )}
        <div className="rich-text" dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
      </section>
    </div>
  );
}
