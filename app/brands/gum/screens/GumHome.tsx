import {Await, Link} from '@remix-run/react';
import {Suspense} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import {CategoryTiles} from '~/components/home/CategoryTiles';
import {HomeHeroes} from '~/components/home/HomeHeroes';
import {useBrand} from '~/hooks/use-brand';
import type {BrandHomeProps} from '~/lib/content/home-content';
import type {HomeSectionEntry} from '../../types';
import {ProductCard} from '~/components/ProductCard';
import {useLocalePath} from '~/hooks/use-locale-path';
import {COPY_VALUES, FLAVOURS, SUPPORT_HOURS} from '../constants';

const NAMESPACE = 'gum-home';

/** Claim and offer cards, in the order they are shown (keys in locales/{en,hi}/gum-home.json). */
const CLAIMS = ['who', 'sugarFree', 'origin', 'shelfLife', 'flavours', 'moneyBack'] as const;
const OFFERS = ['promo', 'coins', 'prepaid'] as const;

/** The fields each item of a translated list must have, all strings. */
const TESTIMONIAL_FIELDS = ['name', 'location', 'title', 'description'] as const;
const DOCTOR_FIELDS = ['name', 'title', 'quote'] as const;
const FAQ_FIELDS = ['question', 'answer'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The indexes of the translated list at `key`, or none at all when it is not an array of
 * objects whose `fields` are all strings (a broken translation renders nothing, never a crash).
 *
 * Each field is then rendered with t(`${key}.${index}.${field}`), interpolation included.
 */
function listIndexes(node: unknown, fields: readonly string[]): number[] {
  if (!Array.isArray(node)) return [];
  const valid = node.every((item) => isRecord(item) && fields.every((field) => typeof item[field] === 'string'));
  return valid ? node.map((_item, index) => index) : [];
}

const sectionClass = 'mx-auto max-w-7xl px-4 py-12 md:py-16';
const headingClass = 'text-2xl font-bold md:text-3xl';
const cardClass = 'rounded-lg border border-foreground/10 bg-background p-5';
const focusRing =
  'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * Quitbee's front page body: the hero, then the sections the shop's metaobjects name, in their order
 * (by default claims, offers, products, testimonials, doctors and FAQ), in English or Hindi.
 */
export function GumHome({content, data}: BrandHomeProps) {
  const {t} = useTranslation(NAMESPACE);
  const localePath = useLocalePath();
  const values = {
    ...COPY_VALUES,
    fromDay: t(`weekdays.${SUPPORT_HOURS.fromWeekday - 1}`),
    toDay: t(`weekdays.${SUPPORT_HOURS.toWeekday - 1}`),
  };
  const brand = useBrand();
  const collectionPath = localePath(`/collections/${brand.homeCollection}`);
  const list = (key: string): unknown => t(key, {returnObjects: true});
  const testimonials = listIndexes(list('testimonials.items'), TESTIMONIAL_FIELDS);
  const doctors = listIndexes(list('doctors.items'), DOCTOR_FIELDS);
  const faq = listIndexes(list('faq.items'), FAQ_FIELDS);

  const section = (entry: HomeSectionEntry) => {
    switch (entry.section) {
      case 'categories':
        return <CategoryTiles key={entry.section} heading={t('categories.heading', values)} tiles={content.tiles} />;
      case 'claims':
        return (
          <section key={entry.section} aria-labelledby="gum-home-claims" className={sectionClass}>
            <h2 id="gum-home-claims" className={headingClass}>
              {t('claims.heading', values)}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {CLAIMS.map((claim) => (
                <li key={claim} className={cardClass}>
                  <h3 className="text-lg font-semibold">{t(`claims.${claim}.title`, values)}</h3>
                  <p className="mt-2">{t(`claims.${claim}.body`, values)}</p>
                  {claim === 'flavours' && (
                    <ul className="mt-3 flex flex-wrap gap-2">
                      {FLAVOURS.map((flavour) => (
                        <li key={flavour} className="rounded-full bg-primary/10 px-3 py-1 text-sm font-medium">
                          {flavour}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      case 'offers':
        return (
          <section key={entry.section} aria-labelledby="gum-home-offers" className="bg-foreground/5">
            <div className={sectionClass}>
              <h2 id="gum-home-offers" className={headingClass}>
                {t('offers.heading', values)}
              </h2>
              <ul className="mt-6 grid gap-4 md:grid-cols-3">
                {OFFERS.map((offer) => (
                  <li key={offer} className={cardClass}>
                    <h3 className="text-lg font-semibold">{t(`offers.${offer}.title`, values)}</h3>
                    {offer === 'promo' && (
                      <p className="mt-2 inline-block rounded-md bg-accent px-3 py-1 font-bold">
                        {t('offers.promo.text', values)}
                      </p>
                    )}
                    <p className="mt-2">{t(`offers.${offer}.body`, values)}</p>
                    {offer === 'coins' && <p className="mt-2 text-muted">{t('offers.coins.example', values)}</p>}
                  </li>
                ))}
              </ul>
            </div>
          </section>
        );
      case 'products':
        return (
          <section key={entry.section} aria-labelledby="gum-home-products" className={sectionClass}>
            <h2 id="gum-home-products" className={headingClass}>
              {t('products.heading', values)}
            </h2>
            {/* The home collection is in the first byte; another collection a merchandiser names streams in. */}
            <Suspense fallback={<p className="mt-6 text-muted">{t('loading')}</p>}>
              <Await resolve={data.products} errorElement={<></>}>
                {(products) =>
                  products && products.length > 0 ? (
                    <div className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
                      {products.map((product) => (
                        <ProductCard key={product.id} product={product} loading="lazy" />
                      ))}
                    </div>
                  ) : (
                    <p className="mt-6 text-muted">{t('products.empty', values)}</p>
                  )
                }
              </Await>
            </Suspense>
            <Link
              to={localePath(`/collections/${entry.collection ?? ''}`)}
              prefetch="intent"
              className={`mt-8 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground ${focusRing}`}
            >
              {t('products.viewAll', values)}
            </Link>
          </section>
        );
      case 'testimonials':
        return (
          testimonials.length > 0 && (
            <section key={entry.section} aria-labelledby="gum-home-testimonials" className="bg-foreground/5">
              <div className={sectionClass}>
                <h2 id="gum-home-testimonials" className={headingClass}>
                  {t('testimonials.heading', values)}
                </h2>
                <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {testimonials.map((index) => (
                    <li key={index} className={cardClass}>
                      <figure>
                        <h3 className="text-lg font-semibold">{t(`testimonials.items.${index}.title`, values)}</h3>
                        <blockquote className="mt-2">
                          <p>{t(`testimonials.items.${index}.description`, values)}</p>
                        </blockquote>
                        <figcaption className="mt-4 text-sm text-muted">
                          <span className="font-semibold text-foreground">
                            {t(`testimonials.items.${index}.name`, values)}
                          </span>
                          {' · '}
                          {t(`testimonials.items.${index}.location`, values)}
                        </figcaption>
                      </figure>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          )
        );
      case 'doctors':
        return (
          doctors.length > 0 && (
            <section key={entry.section} aria-labelledby="gum-home-doctors" className={sectionClass}>
              <h2 id="gum-home-doctors" className={headingClass}>
                {t('doctors.heading', values)}
              </h2>
              <ul className="mt-6 grid gap-4 md:grid-cols-2">
                {doctors.map((index) => (
                  <li key={index} className={cardClass}>
                    <figure>
                      <blockquote>
                        <p>{t(`doctors.items.${index}.quote`, values)}</p>
                      </blockquote>
                      <figcaption className="mt-4 text-sm">
                        <span className="block font-semibold">{t(`doctors.items.${index}.name`, values)}</span>
                        <span className="block text-muted">{t(`doctors.items.${index}.title`, values)}</span>
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </section>
          )
        );
      case 'faq':
        return (
          faq.length > 0 && (
            <section key={entry.section} aria-labelledby="gum-home-faq" className="bg-foreground/5">
              <div className={sectionClass}>
                <h2 id="gum-home-faq" className={headingClass}>
                  {t('faq.heading', values)}
                </h2>
                <div className="mt-6 max-w-3xl divide-y divide-foreground/10 border-y border-foreground/10">
                  {faq.map((index) => (
                    <details key={index}>
                      <summary className={`cursor-pointer rounded py-4 font-semibold ${focusRing}`}>
                        {t(`faq.items.${index}.question`, values)}
                      </summary>
                      <p className="pb-4">{t(`faq.items.${index}.answer`, values)}</p>
                    </details>
                  ))}
                </div>
              </div>
            </section>
          )
        );
      default:
        return null;
    }
  };

  return (
    <div className="bg-background text-foreground">
      {content.heroes.length > 0 ? (
        <HomeHeroes
          heroes={content.heroes}
          className="bg-primary text-primary-foreground"
          ctaClassName="bg-accent text-foreground focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground"
        >
          <div>
            <Link
              to={localePath('/quit-plan')}
              className="ml-0 mt-4 block w-fit font-semibold underline underline-offset-4 sm:ml-6 sm:inline-block focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground"
            >
              {t('hero.planCta', values)}
            </Link>
            <p className="mt-4 text-sm">{t('hero.ageNote', values)}</p>
          </div>
        </HomeHeroes>
      ) : (
        <section aria-labelledby="gum-home-hero" className="bg-primary text-primary-foreground">
          <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
            <h1 id="gum-home-hero" className="max-w-3xl text-4xl font-bold leading-tight md:text-5xl">
              {t('hero.title', values)}
            </h1>
            <p className="mt-4 max-w-xl text-lg">{t('hero.subtitle', values)}</p>
            <p className="mt-2 max-w-xl">{t('hero.habit', values)}</p>
            <Link
              to={collectionPath}
              prefetch="intent"
              className="mt-8 inline-block rounded-full bg-accent px-6 py-3 font-semibold text-foreground focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground"
            >
              {t('hero.cta', values)}
            </Link>
            <Link
              to={localePath('/quit-plan')}
              className="ml-0 mt-4 block w-fit font-semibold underline underline-offset-4 sm:ml-6 sm:inline-block focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground"
            >
              {t('hero.planCta', values)}
            </Link>
            <p className="mt-4 text-sm">{t('hero.ageNote', values)}</p>
          </div>
        </section>
      )}
      {content.sections.map(section)}
    </div>
  );
}
