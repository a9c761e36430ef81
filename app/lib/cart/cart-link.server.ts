import {cartSetIdDefault, createCartHandler, type HydrogenCart, type HydrogenSession} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {BrandConfig, BrandLocale} from '~/brands';
import {takeFromSession} from '~/lib/account/session.server';
import {CART_QUERY_FRAGMENT} from '~/graphql/cart';
import {DISCOUNT_CODE} from '~/lib/cart/action.server';
import {isCartLinkPath, type CartLinkNotice, type DiscountLinkOutcome} from '~/lib/cart/cart-link';
import {applyDiscountCodes, setDiscountCodes} from '~/lib/cart/discount.server';
import {variantGid, type PermalinkLine} from '~/lib/cart/permalink';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {localizePath} from '~/lib/i18n/locale';
import {refusalResponse} from '~/lib/security/request-guard.server';
import {sitePath} from '~/lib/security/safe-redirect';

/**
 * Throws a 403 unless the request is a page load: whatever the browser says it is for
 * (`Sec-Fetch-Mode`, `Sec-Fetch-Dest`) must be a navigation of the whole page. A link in an
 * <img>, a script, a fetch, an iframe or a prefetch on another site must not change the
 * shopper's cart. Requests that say nothing (older browsers, mail scanners) are let through:
 * SameSite=Lax keeps the shopper's cookies off other sites' subresource loads anyway.
 * In-app data requests (`.data`) for these links are refused before Remix (request-guard.server.ts).
 */
export function assertPageLoad(request: Request, brand: BrandConfig): void {
  const mode = request.headers.get('Sec-Fetch-Mode');
  const destination = request.headers.get('Sec-Fetch-Dest');
  const purpose = `${request.headers.get('Sec-Purpose') ?? ''} ${request.headers.get('Purpose') ?? ''}`;
  // A page load the service worker passes on without navigation preload keeps its mode but loses
  // its destination (Chromium sends `navigate` with `empty`); no page script can send `navigate`.
  const pageDestination =
    destination === null || destination === 'document' || (mode === 'navigate' && destination === 'empty');
  const refused = (mode !== null && mode !== 'navigate') || !pageDestination || /prefetch|prerender/i.test(purpose);
  if (refused) throw refusalResponse('notPageLoad', request, brand);
}

/** Where a discount link sends the shopper: its `redirect` when that is a page of this site, else the home page. */
export function discountLinkTarget(redirect: string | null, request: Request, locale: BrandLocale): string {
  const target = sitePath(redirect, new URL(request.url).origin);
  // Another cart link would change the cart again (or go round in circles).
  return target && !isCartLinkPath(target) ? target : localizePath('/', locale);
}

/** The code as the cart action takes it (trimmed, upper-cased), or null when it cannot be a discount code. */
export function discountCodeOf(raw: string | null | undefined): string | null {
  const code = (raw ?? '').trim();
  return DISCOUNT_CODE.test(code) ? code.toUpperCase() : null;
}

type CartLinkContext = Pick<AppLoadContext, 'cart' | 'storefront'>;

/**
 * Puts a discount link's code on the shopper's cart, making one when there is none, with the
 * cart action's rules: the codes the cart applies stay, and a code Shopify does not apply to the
 * cart's items is taken off again. A cart without items cannot tell: the code stays there, and
 * Shopify applies it once the shopper adds items it covers. Answers the cart to keep in the
 * cookie; throws when the store does not answer.
 */
export async function applyDiscountLink(
  {cart, storefront}: CartLinkContext,
  code: string,
): Promise<{discount: DiscountLinkOutcome; cartId: string | null}> {
  const current = cart.getCartId() ? await cart.get() : null;
  // A failed read is no evidence the cart is gone: it must not make the shopper a new one.
  throwIfGraphqlErrors(current?.errors);
  if (current?.id && current.lines.nodes.length > 0) {
    const applied = await applyDiscountCodes({cart, storefront}, [code]);
    if (applied.outcome === 'applied') return {discount: {outcome: 'applied', code}, cartId: current.id};
    if (applied.outcome === 'refused') return {discount: {outcome: 'notApplied'}, cartId: current.id};
    // The cart went away meanwhile (its order was placed): the code starts a new one.
  }
  const held = current?.id ? current.discountCodes.map((discount) => discount.code.toUpperCase()) : [];
  const saved =
    current?.id && current.lines.nodes.length === 0
      ? await setDiscountCodes(storefront, current.id, [...new Set([...held, code])])
      : await cart.create({discountCodes: [code]});
  throwIfGraphqlErrors(saved.errors);
  if (!saved.cart?.id || saved.userErrors?.length)
    return {discount: {outcome: 'notApplied'}, cartId: current?.id ?? null};
  return {discount: {outcome: 'saved'}, cartId: saved.cart.id};
}

/** The permalink's cart, or which of its variants the store would not put in it. */
export type PermalinkCartResult =
  {outcome: 'created'; cartId: string; discount: DiscountLinkOutcome | null} | {outcome: 'refused'};

/**
 * A new cart holding exactly the permalink's lines (and its discount code), as Shopify's
 * permalinks make. It is made apart from the shopper's cart: when the store refuses a line
 * (an unknown or sold-out variant), the caller keeps the shopper's cart, and this request's
 * other reads (the page's header) still see it. Throws when the store does not answer.
 */
export async function createPermalinkCart(
  context: Pick<AppLoadContext, 'storefront' | 'customerAccount'>,
  lines: readonly PermalinkLine[],
  code: string | null,
): Promise<PermalinkCartResult> {
  const cart: HydrogenCart = createCartHandler({
    storefront: context.storefront,
    customerAccount: context.customerAccount,
    getCartId: () => undefined,
    setCartId: cartSetIdDefault(),
    cartQueryFragment: CART_QUERY_FRAGMENT,
  });
  const created = await cart.create({
    lines: lines.map(({variant, quantity}) => ({merchandiseId: variantGid(variant), quantity})),
    discountCodes: code ? [code] : [],
  });
  throwIfGraphqlErrors(created.errors);
  if (!created.cart?.id || created.userErrors?.length) return {outcome: 'refused'};

  const made = await cart.get();
  throwIfGraphqlErrors(made?.errors);
  if (!made?.id) return {outcome: 'refused'};
  // A store may make the cart and leave out what it cannot sell, with only a warning.
  const held = new Set(made.lines.nodes.map((line) => line.merchandise.id));
  if (!lines.every(({variant}) => held.has(variantGid(variant)))) return {outcome: 'refused'};
  const applies = made.discountCodes.some((discount) => discount.code.toUpperCase() === code && discount.applicable);
  return {
    outcome: 'created',
    cartId: made.id,
    discount: code === null ? null : applies ? {outcome: 'applied', code} : {outcome: 'notApplied'},
  };
}

/** Where the session keeps, until the next page reads it, what a cart link asked that page to do. */
const CART_LINK_KEY = 'cartLink';

/** For the page the cart link redirects to. */
export function rememberCartLink(session: HydrogenSession, notice: CartLinkNotice): void {
  session.set(CART_LINK_KEY, notice);
}

/** What a cart link asked the page it led to do, once (the personal route hands it over). */
export function takeCartLink(session: HydrogenSession): CartLinkNotice | null {
  const notice = takeFromSession(session, CART_LINK_KEY);
  return isNotice(notice) ? notice : null;
}

const OUTCOMES = new Set(['applied', 'saved', 'notApplied', 'failed']);

/** The session is signed, but one written by an older release may hold another shape. */
function isNotice(value: unknown): value is CartLinkNotice {
  if (!value || typeof value !== 'object') return false;
  const {openCart, discount} = value as Partial<CartLinkNotice>;
  if (typeof openCart !== 'boolean') return false;
  if (discount === null) return true;
  return (
    typeof discount === 'object' &&
    OUTCOMES.has(discount.outcome) &&
    (discount.outcome !== 'applied' || typeof discount.code === 'string')
  );
}
