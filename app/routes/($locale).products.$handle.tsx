import {throwIfGraphqlErrors} from '~/lib/graphql-errors';
import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {getProductOptions, getSelectedProductOptions} from '@shopify/hydrogen';
import {useTranslation} from 'react-i18next';
import {brandProductExtras} from '~/brands/product-extras';
import {AddToCartForm} from '~/components/AddToCartForm';
import {ProductGallery} from '~/components/ProductGallery';
import {ProductPrice} from '~/components/ProductPrice';
import {Rating} from '~/components/Rating';
import {PRODUCT_QUERY} from '~/graphql/products';
import {translationsFor} from '~/lib/i18n.server';
import {discountPercent, parseRating} from '~/lib/product';
import {assertLocale, notFoundOrRedirect} from '~/lib/route-guards';
import {productJsonLd} from '~/lib/structured-data';
import {useBrand} from '~/hooks/use-brand';
import {useLocalePath} from '~/hooks/use-locale-path';
import {rootDataOf} from '~/lib/root-data';

export const meta: MetaFunction<typeof loader> = ({data, matches}) => {
  if (!data) return [];
  const {product, url} = data;
  const shopName = rootDataOf(matches)?.header.shop?.name;
  return [
    {title: product.seo.title || product.title},
    {name: 'description', content: product.seo.description || product.description.slice(0, 160)},
    {'script:ld+json': productJsonLd(product, {url, brandName: shopName})},
  ];
};

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const {storefront, brand, locale} = context;
  const {product, errors} = await storefront.query(PRODUCT_QUERY, {
    cache: storefront.CacheShort(),
    variables: {handle: params.handle ?? '', selectedOptions: getSelectedProductOptions(request)},
  });
  throwIfGraphqlErrors(errors);
  if (!product) return notFoundOrRedirect(request, context);
  // The page's own address (no variant query, no `.data` of in-app navigations), for structured data.
  const {origin, pathname} = new URL(request.url);
  const url = origin + pathname.replace(/\.data$/, '').replace(/\/+$/, '');
  // Options with more than one value are choices (pack size, strength, colour); worked out here,
  // so the page's JavaScript needs none of Hydrogen's option code.
  const choices = getProductOptions(product)
    .filter((option) => option.optionValues.length > 1)
    .map((option) => ({
      name: option.name,
      optionValues: option.optionValues.map(({name, exists, handle, variantUriQuery, selected, available}) => ({
        name,
        exists,
        handle,
        variantUriQuery,
        selected,
        available,
      })),
    }));
  return {product, choices, url, translations: translationsFor(locale.lang, brand.productNamespaces)};
}

export default function ProductPage() {
  const {product, choices} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const Extras = brandProductExtras[useBrand().id];
  const variant = product.selectedOrFirstAvailableVariant;
  const percentOff = variant ? discountPercent(variant.price.amount, variant.compareAtPrice?.amount) : null;

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
        {variant && (
          <div className="flex flex-wrap items-center gap-3">
            <ProductPrice price={variant.price} compareAtPrice={variant.compareAtPrice} />
            {percentOff !== null && (
              <span className="rounded-full bg-accent px-2.5 py-0.5 text-sm font-bold text-gray-950">
                {t('product.percentOff', {percent: percentOff})}
              </span>
            )}
          </div>
        )}

        {choices.map((option) => (
          <fieldset key={option.name}>
            <legend className="text-sm font-semibold">{option.name}</legend>
            <ul className="mt-2 flex flex-wrap gap-2">
              {option.optionValues.map((value) => (
                <li key={value.name}>
                  {value.exists ? (
                    <Link
                      to={`${localePath(`/products/${value.handle}`)}?${value.variantUriQuery}`}
                      replace
                      preventScrollReset
                      aria-current={value.selected ? 'true' : undefined}
                      className={`inline-block rounded-full border px-4 py-2 text-sm ${
                        value.selected ? 'border-foreground font-semibold' : 'border-foreground/20'
                      } ${value.available ? '' : 'text-muted line-through'}`}
                    >
                      {value.name}
                      {!value.available && <span className="sr-only"> ({t('product.soldOut')})</span>}
                    </Link>
                  ) : (
                    <span className="inline-block rounded-full border border-dashed border-foreground/20 px-4 py-2 text-sm text-muted">
                      {value.name}
                      <span className="sr-only"> ({t('product.unavailable')})</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </fieldset>
        ))}

        {variant?.availableForSale ? (
          <AddToCartForm
            lines={[{merchandiseId: variant.id, quantity: 1}]}
            label={t('product.addToCart')}
            busyLabel={t('product.adding')}
            addedMessage={t('product.addedToCart')}
          />
        ) : (
          <p className="rounded-full border border-current px-6 py-3 text-center font-semibold text-muted">
            {t('product.soldOut')}
          </p>
        )}
        <div className="rich-text" dangerouslySetInnerHTML={{__html: product.descriptionHtml}} />
        {Extras && <Extras />}
      </section>
    </div>
  );
}
