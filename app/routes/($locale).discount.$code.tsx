import {redirectDocument, type ClientLoaderFunctionArgs} from '@remix-run/react';
import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {DiscountLinkOutcome} from '~/lib/cart/cart-link';
import {
  applyDiscountLink,
  assertPageLoad,
  discountCodeOf,
  discountLinkTarget,
  rememberCartLink,
} from '~/lib/cart/cart-link.server';
import {assertLocale} from '~/lib/routing/route-guards';

/**
 * `/discount/<code>?redirect=<path>`, Shopify's discount link: puts the code on the shopper's
 * cart and sends them on to the page, which says in a toast whether the code applied. The
 * shopper always lands, whatever became of the code.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  assertPageLoad(request, context.brand);
  const target = discountLinkTarget(new URL(request.url).searchParams.get('redirect'), request, context.locale);
  const headers = new Headers({'Cache-Control': 'no-store'});
  // A HEAD (a link checker) learns where the link leads and changes nothing.
  if (request.method === 'HEAD') return redirect(target, {status: 303, headers});

  const code = discountCodeOf(params.code);
  let discount: DiscountLinkOutcome = {outcome: 'notApplied'};
  if (code) {
    try {
      const applied = await applyDiscountLink(context, code);
      discount = applied.discount;
      if (applied.cartId) context.cart.setCartId(applied.cartId).forEach((value, name) => headers.append(name, value));
    } catch (error) {
      console.error(error);
      discount = {outcome: 'failed'};
    }
  }
  rememberCartLink(context.session, {openCart: false, discount});
  return redirect(target, {status: 303, headers});
}

/** The app's own navigations to a discount link become page loads: only those change the cart. */
export const clientLoader = ({request}: ClientLoaderFunctionArgs) => redirectDocument(request.url);
