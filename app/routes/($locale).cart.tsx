import {useLoaderData, type MetaFunction} from '@remix-run/react';
import type {ActionFunctionArgs, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {CartPageContents} from '~/components/cart/CartPageContents';
import {answerCartAction} from '~/lib/cart/action.server';
import {assertLocale} from '~/lib/routing/route-guards';
import {pageMeta} from '~/lib/seo/meta';
import {seoRootOf} from '~/lib/seo/seo-root.server';

export const meta: MetaFunction<typeof loader> = ({data}) => data?.seo ?? [];

/**
 * Every cart write: the add-to-cart forms, the drawer (lines, coupons, the age answer),
 * this page's forms without JavaScript. Answers `{cart, errors, warnings}`; the root
 * loader then reads the cart again for every page.
 */
export async function action({request, context, params}: ActionFunctionArgs) {
  assertLocale(params, context);
  return answerCartAction(request, context);
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
  return <CartPageContents cart={cart} />;
}
