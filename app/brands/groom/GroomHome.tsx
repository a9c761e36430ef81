import {Link} from '@remix-run/react';
import {useTranslation} from 'react-i18next';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {ProductCard} from '~/components/ProductCard';
import {useLocalePath} from '~/lib/use-locale-path';

/** Kestrel Men's front page: hero and best sellers (issue 3 adds categories, new arrivals, gifting). */
export function GroomHome({products}: {products: ProductCardFragment[]}) {
  const {t} = useTranslation('groom');
  const localePath = useLocalePath();
  return (
    <>
      <section className="bg-foreground/5">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h1 className="max-w-2xl text-4xl font-bold leading-tight md:text-5xl">{t('hero.title')}</h1>
          <p className="mt-4 max-w-xl text-lg text-muted">{t('hero.subtitle')}</p>
          <Link
            to={localePath('/collections/best-seller')}
            className="mt-8 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground"
          >
            {t('hero.cta')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="home-products" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="home-products" className="text-2xl font-bold">
          {t('home.productsHeading')}
        </h2>
        <div className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4">
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} loading={index < 4 ? 'eager' : 'lazy'} />
          ))}
        </div>
      </section>
    </>
  );
}
