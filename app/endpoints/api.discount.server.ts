import {serverTranslator} from '~/lib/i18n/i18n.server';
import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {CART_TOKEN} from '~/lib/cart/cookie';
import {applyDiscountCodes} from '~/lib/cart/discount.server';
import {cartHandlerFor} from '~/lib/cart/for-id.server';
import {readRequestBody} from '~/lib/security/request-body.server';
import {assertLocale} from '~/lib/routing/route-guards';

const COUPON_CODE = /^[A-Z0-9_-]{1,50}$/;

/**
 * `POST /api/discount` with `{cart, couponCode}`: applies the code to the Shopify cart
 * and answers `{statusCode, message, data: {discountData: {title, totalDiscount, totalPrice}}}`,
 * the message in the page's language. A code the cart cannot use is taken off again, so a
 * refused coupon changes nothing. The drawer applies codes through the cart action
 * (DiscountCodesUpdate), which shares this logic.
 */
export async function action({request, params, context}: ActionFunctionArgs) {
  assertLocale(params, context);
  const t = serverTranslator(context.locale);
  const answer = (statusCode: number, message: string, data: unknown = null) =>
    Response.json({statusCode, message, data}, {status: statusCode, headers: {'Cache-Control': 'no-store'}});

  const body = await readRequestBody(request);
  if ('error' in body) return answer(body.status, serverTranslator(context.locale, 'api')(body.error));
  const {cart: cartPayload, couponCode} = (body.value ?? {}) as {cart?: {id?: unknown}; couponCode?: unknown};
  const code = typeof couponCode === 'string' ? couponCode.trim().toUpperCase() : '';
  if (!code) return answer(400, t('coupon.required'));
  if (!COUPON_CODE.test(code)) return answer(400, t('coupon.invalid'));

  const token = typeof cartPayload?.id === 'string' ? cartPayload.id : undefined;
  if (token !== undefined && !CART_TOKEN.test(token)) return answer(400, t('coupon.noCart'));
  const cart = cartHandlerFor(context, token ? `gid://shopify/Cart/${token}` : undefined);
  if (!cart.getCartId()) return answer(400, t('coupon.noCart'));

  try {
    const applied = await applyDiscountCodes({cart, storefront: context.storefront}, [code]);
    if (applied.outcome === 'noCart') return answer(404, t('coupon.noCart'));
    if (applied.outcome === 'refused') return answer(400, t('coupon.invalid'));
    return answer(200, t('coupon.applied'), {
      discountData: {title: code, totalDiscount: applied.totalDiscount, totalPrice: applied.totalPrice},
    });
  } catch (error) {
    console.error(error);
    return answer(502, t('coupon.failed'));
  }
}
