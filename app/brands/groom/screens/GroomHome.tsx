import {Await, Link} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import type {CurrencyCode} from '@shopify/hydrogen/storefront-api-types';
import {Suspense, type ReactNode} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import type {GiftBundleCardFragment} from 'storefrontapi.generated';
import {ProductCard} from '~/components/ProductCard';
import {PriceWithBadge} from '~/components/ProductPrice';
import {giftBundlePath} from '~/lib/navigation/menu';
import {bundlePricing} from '~/lib/catalog/product';
import {useLocalePath} from '~/hooks/use-locale-path';
import type {HomeSectionEntry} from '../../types';
import {GROOM_HOME_CATEGORIES} from '../home-plan';
import {CategoryTiles} from '~/components/home/CategoryTiles';
import {HomeHeroes} from '~/components/home/HomeHeroes';
import type {BrandHomeProps} from '~/lib/content/home-content';
import {imageUrlFor} from '~/lib/ui/image-url';

const NAMESPACE = 'groom-home';
/**
 * A gift bundle's pictures are a quarter of its card: about 100 CSS pixels wide at most (8vw of a
 * 1280 px page, 22vw of a phone's), so 100–300 px covers them up to three times that density.
 */
const THUMBNAIL_SRCSET = {intervals: 3, startingWidth: 100, incrementSize: 100, placeholderWidth: 100};
const sectionClass = 'mx-auto max-w-7xl px-4 py-12';
const headingClass = 'text-2xl font-bold';
const gridClass = 'mt-6 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4';
const buttonClass = 'mt-8 inline-block rounded-full border border-current px-6 py-3 font-semibold';

/**
 * Kestrel Men's front page: heroes and the sections the shop's metaobjects name, in their order (the
 * repository's copy and order where the shop has none). The home collection is in the first byte; new
 * arrivals and gifting (kits and gift bundles) stream in after it. Everything is rendered on the
 * server; a streamed section whose data failed is simply not shown.
 */
export function GroomHome({content, data}: BrandHomeProps) {
  const {t} = useTranslation(NAMESPACE);
  const localePath = useLocalePath();
  const defaultTiles = GROOM_HOME_CATEGORIES.map(({key, collection}) => ({
    title: t(`categories.items.${key}.title`),
    text: t(`categories.items.${key}.body`),
    image: null,
    collection,
  }));
  const viewAll = (entry: HomeSectionEntry) => localePath(`/collections/${entry.collection ?? ''}`);

  const section = (entry: HomeSectionEntry) => {
    switch (entry.section) {
      case 'categories':
        return (
          <CategoryTiles
            key={entry.section}
            heading={t('categories.heading')}
            tiles={content.tiles.length > 0 ? content.tiles : defaultTiles}
          />
        );
      case 'products':
        return (
          <Streamed
            key={entry.section}
            id="home-products"
            heading={t('groom:home.productsHeading')}
            data={data.products}
          >
            {(products) =>
              products.length > 0 && (
                <HomeSection id="home-products" heading={t('groom:home.productsHeading')}>
                  <div className={gridClass}>
                    {products.map((product) => (
                      <ProductCard key={product.id} product={product} loading="lazy" />
                    ))}
                  </div>
                </HomeSection>
              )
            }
          </Streamed>
        );
      case 'new_arrivals':
        return (
          data.newArrivals && (
            <Streamed
              key={entry.section}
              id="home-new-arrivals"
              heading={t('newArrivals.heading')}
              data={data.newArrivals}
            >
              {(newArrivals) =>
                newArrivals.length > 0 && (
                  <HomeSection id="home-new-arrivals" heading={t('newArrivals.heading')}>
                    <div className={gridClass}>
                      {newArrivals.map((product) => (
                        <ProductCard key={product.id} product={product} loading="lazy" />
                      ))}
                    </div>
                    <Link to={viewAll(entry)} prefetch="intent" className={buttonClass}>
                      {t('newArrivals.viewAll')}
                    </Link>
                  </HomeSection>
                )
              }
            </Streamed>
          )
        );
      case 'gifting':
        return (
          data.gifting && (
            <Streamed key={entry.section} id="home-gifting" heading={t('gifting.heading')} data={data.gifting}>
              {({kits, bundles, currencyCode}) =>
                (kits.length > 0 || bundles.length > 0) && (
                  <HomeSection id="home-gifting" heading={t('gifting.heading')}>
                    <p className="mt-2 max-w-2xl text-muted">{t('gifting.intro')}</p>
                    {bundles.length > 0 && (
                      <ul aria-label={t('gifting.bundles')} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                        {bundles.map((bundle) => (
                          <li key={bundle.id}>
                            <BundleCard bundle={bundle} currencyCode={currencyCode} />
                          </li>
                        ))}
                      </ul>
                    )}
                    {kits.length > 0 && (
                      <div aria-label={t('gifting.kits')} role="group" className={gridClass}>
                        {kits.map((product) => (
                          <ProductCard key={product.id} product={product} loading="lazy" />
                        ))}
                      </div>
                    )}
                    <Link to={viewAll(entry)} prefetch="intent" className={buttonClass}>
                      {t('gifting.viewAll')}
                    </Link>
                  </HomeSection>
                )
              }
            </Streamed>
          )
        );
      default:
        return null;
    }
  };

  return (
    <>
      {content.heroes.length > 0 ? (
        <HomeHeroes
          heroes={content.heroes}
          className="bg-foreground/5"
          ctaClassName="bg-primary text-primary-foreground"
        />
      ) : (
        <section className="bg-foreground/5">
          <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
            <h1 className="max-w-2xl text-4xl font-bold leading-tight md:text-5xl">{t('groom:hero.title')}</h1>
            <p className="mt-4 max-w-xl text-lg text-muted">{t('groom:hero.subtitle')}</p>
            <Link
              to={localePath('/collections/best-seller')}
              className="mt-8 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground"
            >
              {t('groom:hero.cta')}
            </Link>
          </div>
        </section>
      )}
      {content.sections.map(section)}
    </>
  );
}

function HomeSection({id, heading, children}: {id: string; heading: string; children: ReactNode}) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <h2 id={id} className={headingClass}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * A section streamed in after the first byte: a placeholder of about its size until its
 * data arrives, then the section, or nothing when the data is null (its query failed).
 * Data already there (the home collection, in the first byte) renders at once.
 */
function Streamed<T>({
  id,
  heading,
  data,
  children,
}: {
  id: string;
  heading: string;
  data: T | Promise<T | null>;
  children: (value: T) => ReactNode;
}) {
  const {t} = useTranslation(NAMESPACE);
  const placeholder = (
    <section aria-labelledby={id} aria-busy="true" className={sectionClass}>
      <h2 id={id} className={headingClass}>
        {heading}
      </h2>
      <p className="sr-only">{t('loading')}</p>
      <div aria-hidden className={gridClass}>
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="aspect-square animate-pulse rounded-lg bg-foreground/5" />
        ))}
      </div>
    </section>
  );
  return (
    <Suspense fallback={placeholder}>
      {/* An empty element, not null: Await sends a rejection on to the route's error boundary without one. */}
      <Await resolve={data} errorElement={<></>}>
        {(value) => (value === null ? null : children(value as T))}
      </Await>
    </Suspense>
  );
}

/** A gift bundle on the home page: a few of its products' pictures, its name, size and price. */
function BundleCard({bundle, currencyCode}: {bundle: GiftBundleCardFragment; currencyCode: CurrencyCode}) {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const products = (bundle.products?.references?.nodes ?? []).filter(
    (node): node is Extract<typeof node, {__typename: 'Product'}> => node.__typename === 'Product',
  );
  const pricing = bundlePricing(bundle.price?.value, bundle.compareAtPrice?.value);
  const title = bundle.title?.value ?? bundle.handle;
  const money = (amount: number) => ({amount: String(amount), currencyCode});

  return (
    <article className="group relative flex h-full flex-col gap-2 rounded-lg border border-foreground/10 p-4 hover:border-foreground/40">
      <div aria-hidden className="grid grid-cols-4 gap-1">
        {products.slice(0, 4).map((product) =>
          product.featuredImage ? (
            <Image
              loader={imageUrlFor(product.featuredImage)}
              key={product.id}
              // Without altText in its data: Hydrogen's Image would put it back in place of an empty alt.
              data={{...product.featuredImage, altText: null}}
              alt=""
              aspectRatio="1/1"
              sizes="(min-width: 1024px) 8vw, 22vw"
              srcSetOptions={THUMBNAIL_SRCSET}
              loading="lazy"
              className="rounded bg-foreground/5"
            />
          ) : (
            <div key={product.id} className="aspect-square rounded bg-foreground/5" />
          ),
        )}
      </div>
      <h3 className="font-semibold leading-snug">
        <Link to={localePath(giftBundlePath(bundle.handle))} prefetch="intent" className="card-link">
          {title}
        </Link>
      </h3>
      <p className="text-sm text-muted">{t('bundle.productCount', {count: products.length})}</p>
      {pricing && (
        <PriceWithBadge
          price={money(pricing.price)}
          compareAtPrice={pricing.compareAtPrice === null ? null : money(pricing.compareAtPrice)}
          compact
        />
      )}
    </article>
  );
}
