import {
  Link,
  redirectDocument,
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import {data, redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {useTranslation} from '~/hooks/use-translation';
import {useLocalePath} from '~/hooks/use-locale-path';
import type {DiscountLinkOutcome} from '~/lib/cart/cart-link';
import {assertPageLoad, createPermalinkCart, discountCodeOf, rememberCartLink} from '~/lib/cart/cart-link.server';
import {parseCartPermalink} from '~/lib/cart/permalink';
import {localizePath} from '~/lib/i18n/locale';
import {rootDataOf} from '~/lib/root-data';
import {assertLocale} from '~/lib/routing/route-guards';
import {titleFor} from '~/lib/seo/meta';

export const meta: MetaFunction<typeof loader> = ({data: problem, matches}) => [
  {title: titleFor(rootDataOf(matches), `cartLink.${problem?.problem ?? 'invalid'}Title`)},
  {name: 'robots', content: 'noindex'},
];

const noStore = {'Cache-Control': 'no-store'};

/**
 * `/cart/<variant>:<quantity>,...?discount=<code>`, a cart permalink as Shopify makes them: a
 * new cart with exactly these lines becomes the shopper's, and the home page opens it in the
 * drawer. A link that cannot be used gets a page saying why, and the shopper's cart stays.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  assertPageLoad(request, context.brand);
  const parsed = parseCartPermalink(params.lines ?? '');
  if (!parsed.ok) {
    const {reason, ...values} = parsed.error;
    return data({problem: 'invalid' as const, reason, values}, {status: 400, headers: noStore});
  }
  const home = localizePath('/', context.locale);
  // A HEAD (a link checker) learns where the link leads and changes nothing.
  if (request.method === 'HEAD') return redirect(home, {status: 303, headers: noStore});

  const discountParam = new URL(request.url).searchParams.get('discount');
  const code = discountCodeOf(discountParam);
  let made;
  try {
    made = await createPermalinkCart(context, parsed.lines, code);
  } catch (error) {
    console.error(error);
    return data({problem: 'failed' as const, reason: 'failed', values: {}}, {status: 502, headers: noStore});
  }
  if (made.outcome === 'refused') {
    return data({problem: 'unavailable' as const, reason: 'unavailable', values: {}}, {status: 404, headers: noStore});
  }
  const discount: DiscountLinkOutcome | null = made.discount ?? (discountParam ? {outcome: 'notApplied'} : null);
  rememberCartLink(context.session, {openCart: true, discount});
  const headers = context.cart.setCartId(made.cartId);
  headers.set('Cache-Control', 'no-store');
  return redirect(home, {status: 303, headers});
}

/** The app's own navigations to a permalink become page loads: only those change the cart. */
export const clientLoader = ({request}: ClientLoaderFunctionArgs) => redirectDocument(request.url);

/** The page says why the link cannot be used; nothing the shopper does here changes that. */
export const shouldRevalidate = () => false;

export default function CartPermalinkProblem() {
  const {problem, reason, values} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const localePath = useLocalePath();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t(`cartLink.${problem}Title`)}</h1>
      <p className="mt-4">{t(`cartLink.reasons.${reason}`, values)}</p>
      <p className="mt-2 text-muted">{t('cartLink.keptCart')}</p>
      <Link
        to={localePath('/')}
        className="mt-8 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground"
      >
        {t('cartLink.shop')}
      </Link>
    </section>
  );
}
