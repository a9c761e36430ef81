import {serverTranslator} from '~/lib/i18n/i18n.server';
import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CartForm, Image} from '@shopify/hydrogen';
import {FormattedMoney} from '~/components/FormattedMoney';
import {useTranslation} from '~/hooks/use-translation';
import {CartInputError, readCartForm, runCartAction} from '~/lib/cart/action.server';
import {expiredCartCookie} from '~/lib/cart/cookie';
import {FORGET_CART_ACTION} from '~/lib/cart/form-protocol';
import {assertLocale} from '~/lib/routing/route-guards';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useCartViewAnalytics} from '~/hooks/use-cart-view-analytics';
import {pageMeta} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';
import {imageUrl} from '~/lib/ui/image-url';

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

/**
 * Every cart write: the add-to-cart forms, the drawer (lines, coupons, the age answer),
 * this page's forms without JavaScript. Answers `{cart, errors, warnings}`; the root
 * loader then reads the cart again for every page.
 */
export async function action({request, context, params}: ActionFunctionArgs) {
  assertLocale(params, context);
  const {cart} = context;
  const t = serverTranslator(context.locale);
  try {
    const input = await readCartForm(request);
    if (input.action === FORGET_CART_ACTION) {
      const secure = new URL(request.url).protocol === 'https:';
      return data(
        {cart: null, errors: [], warnings: []},
        {headers: {'Set-Cookie': expiredCartCookie(context.brand.id, secure)}},
      );
    }
    const result = await runCartAction(context, input);
    const headers = result.cart?.id ? cart.setCartId(result.cart.id) : new Headers();
    // The cart API's own refusals (sold out, unknown variant) leave the cart as it was.
    const errors = [...(result.userErrors ?? []), ...(result.errors ?? [])].map(({message}) => ({message}));
    return data(
      {cart: result.cart, errors, warnings: result.warnings ?? []},
      {status: errors.length > 0 ? 400 : 200, headers},
    );
  } catch (error) {
    if (error instanceof CartInputError) {
      return data(
        {
          cart: null,
          errors: [{message: t(error.shopperMessageKey, error.shopperMessageValues), detail: error.message}],
          warnings: [],
        },
        {status: 400},
      );
    }
    // The store did not answer: the cart is as it was, and the shopper can try again.
    console.error(error);
    return data({cart: null, errors: [{message: t('cart.updateFailed')}], warnings: []}, {status: 502});
  }
}

export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  const seoRoot = seoRootOf(context);
  const cart = await context.cart.get();
  const root = await seoRoot;
  return {cart, seo: pageMeta(root, request, {title: root.text('cart.pageTitle'), noIndex: true})};
}

export default function CartPage() {
  const {cart} = useLoaderData<typeof loader>();
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const lines = cart?.lines.nodes ?? [];
  useCartViewAnalytics(true, {
    cartValue: Number(cart?.cost.totalAmount.amount ?? 0),
    itemCount: cart?.totalQuantity ?? 0,
  });

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('cart.title', {count: cart?.totalQuantity ?? 0})}</h1>
      {lines.length === 0 ? (
        <div className="mt-8">
          <p>{t('cart.empty')}</p>
          <Link to={localePath('/')} className="mt-4 inline-block underline">
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-8 divide-y divide-foreground/10">
            {lines.map((line) => (
              <li key={line.id} className="flex items-center gap-4 py-4">
                {line.merchandise.image && (
                  <Image loader={imageUrl} data={line.merchandise.image} width={80} height={80} className="rounded" />
                )}
                <div className="flex-1">
                  <Link to={localePath(`/products/${line.merchandise.product.handle}`)} className="font-medium">
                    {line.merchandise.product.title}
                  </Link>
                  <p className="text-sm text-muted">{t('cart.quantity', {count: line.quantity})}</p>
                </div>
                <FormattedMoney data={line.cost.totalAmount} as="div" />
                <CartForm
                  route={localePath('/cart')}
                  action={CartForm.ACTIONS.LinesRemove}
                  inputs={{lineIds: [line.id]}}
                >
                  <button type="submit" className="text-sm underline">
                    {t('cart.remove')}
                  </button>
                </CartForm>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex items-center justify-between border-t border-foreground/10 pt-6">
            <p className="font-semibold">{t('cart.subtotal')}</p>
            {cart && <FormattedMoney data={cart.cost.subtotalAmount} as="div" />}
          </div>
          {cart && (
            <a
              href={cart.checkoutUrl}
              className="mt-6 block rounded-full bg-primary px-6 py-3 text-center font-semibold text-primary-foreground"
            >
              {t('cart.checkout')}
            </a>
          )}
        </>
      )}
    </section>
  );
}
