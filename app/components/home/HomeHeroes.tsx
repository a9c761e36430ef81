import {Image} from '@shopify/hydrogen';
import type {ReactNode} from 'react';
import type {HomeHero} from '~/lib/content/merchandising';
import {fetchedFirst, imageUrlFor} from '~/lib/ui/image-url';
import {ContentLinkTo} from '~/components/ContentLinkTo';

/** A hero's picture: half the page beside its text from 768 px, the page's width under it. */
const HERO_SIZES = '(min-width: 768px) 50vw, 100vw';
const BANNER_SIZES = '(min-width: 768px) 33vw, 100vw';

interface HomeHeroesProps {
  /** the shop's heroes; the first is the page's main heading */
  heroes: readonly HomeHero[];
  /** the section's colours (the brand's) */
  className: string;
  /** the call to action's colours */
  ctaClassName: string;
  /** under the first hero's call to action (a brand's own links and notes) */
  children?: ReactNode;
}

/**
 * The home's heroes from the shop's `home_hero` metaobjects: the first as the page's banner, with its
 * picture as the page's first image; any further ones as smaller banners under it.
 */
export function HomeHeroes({heroes, className, ctaClassName, children}: HomeHeroesProps) {
  const [first, ...more] = heroes;
  if (!first) return null;
  return (
    <section aria-labelledby="home-hero" className={className}>
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-16 md:grid-cols-2 md:py-24">
        <div className={first.image ? undefined : 'md:col-span-2'}>
          <h1 id="home-hero" className="max-w-2xl text-4xl font-bold leading-tight md:text-5xl">
            {first.heading}
          </h1>
          {first.text && <p className="mt-4 max-w-xl whitespace-pre-line text-lg">{first.text}</p>}
          {first.cta && (
            <ContentLinkTo
              link={first.cta.link}
              className={`mt-8 inline-block rounded-full px-6 py-3 font-semibold ${ctaClassName}`}
            >
              {first.cta.label}
            </ContentLinkTo>
          )}
          {children}
        </div>
        {first.image && (
          <Image
            loader={imageUrlFor(first.image)}
            data={first.image}
            alt={first.image.altText}
            sizes={HERO_SIZES}
            loading="eager"
            {...fetchedFirst(true)}
            className="h-auto w-full rounded-lg"
          />
        )}
      </div>
      {more.length > 0 && (
        <ul className="mx-auto grid max-w-7xl gap-4 px-4 pb-12 md:grid-cols-3">
          {more.map((hero, index) => (
            <li key={index} className="flex flex-col gap-3 rounded-lg bg-background/10 p-4">
              {hero.image && (
                <Image
                  loader={imageUrlFor(hero.image)}
                  data={hero.image}
                  alt={hero.image.altText}
                  sizes={BANNER_SIZES}
                  loading="lazy"
                  className="h-auto w-full rounded"
                />
              )}
              <h2 className="text-xl font-bold">{hero.heading}</h2>
              {hero.text && <p className="whitespace-pre-line">{hero.text}</p>}
              {hero.cta && (
                <ContentLinkTo link={hero.cta.link} className="w-fit font-semibold underline underline-offset-4">
                  {hero.cta.label}
                </ContentLinkTo>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
