/**
 * Plays the third-party quick-checkout widget the storefront hands its carts
 * to: the widget script (an overlay with the checkout page in an iframe that
 * reports back by postMessage), the checkout page, and order placement, which
 * records the order in the brand's shop and closes the cart as a completed
 * Shopify checkout does. A cart's own checkoutUrl serves the same page, with
 * no parent window to report to.
 */
import {createHash, randomBytes} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {findCart, type Cart} from './cart';
import type {Ctx} from './context';
import type {StorefrontExecutor} from './executor';
import {HttpError, readJsonObject, sendJson} from './http';
import type {BrandStore} from './store';
import type {PlacedOrder} from './types';

const CART_GID_PREFIX = 'gid://shopify/Cart/';
const CANNOT_CHECK_OUT = 'This cart cannot be checked out.';

const rupees = (paise: number) => paise / 100;

/** ₹ with Indian digit grouping (₹1,23,456), paise only when there are some. */
function formatRupees(paise: number): string {
  const digits = paise % 100 === 0 ? 0 : 2;
  const text = rupees(Math.abs(paise)).toLocaleString('en-IN', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${paise < 0 ? '−' : ''}₹${text}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON that cannot end the <script> element it is written into. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function shopFor(executor: StorefrontExecutor, brand: string): BrandStore {
  const store = executor.shop(brand);
  if (!store) throw new HttpError(404, `No quick checkout for brand "${brand}"`);
  return store;
}

/** The cart a checkout names by token or gid, in any brand's shop. */
function findCartInAnyShop(executor: StorefrontExecutor, token: string): {store: BrandStore; cart: Cart} | null {
  for (const brand of executor.brands) {
    const store = shopFor(executor, brand);
    const cart = findCart(store, token);
    if (cart) return {store, cart};
  }
  return null;
}

// ---------------------------------------------------------------------------
// orders
// ---------------------------------------------------------------------------

/** Records the cart as an order and removes the cart: Shopify answers `cart(id:)` with null after checkout. */
export function placeOrder(store: BrandStore, cart: Cart): PlacedOrder {
  const ctx: Ctx = {store, lang: 'EN'};
  const {subtotal, discount, applied} = cart.pricing();
  const number = store.nextOrderNumber();
  const order: PlacedOrder = {
    merchant_order_id: `${store.brand.toUpperCase()}-${number}`,
    order_id: `qco_${createHash('sha256').update(`${store.brand}:order:${number}`).digest('hex').slice(0, 20)}`,
    cart_token: cart.token,
    created_at: new Date().toISOString(),
    subtotal_amount: rupees(subtotal),
    discount_amount: rupees(discount),
    total_amount: rupees(subtotal - discount),
    currency: 'INR',
    item_count: cart.totalQuantity,
    discount_codes: applied && discount > 0 ? [applied.code] : [],
    attributes: cart.attributes.map(({key, value}) => ({key, value})),
    note: cart.note,
    lines: cart.lineList.map((line) => ({
      sku: line.merchandise.sku,
      product_title: line.merchandise.product.title(null, ctx),
      variant_title: line.merchandise.title(null, ctx),
      quantity: line.quantity,
      unit_price: rupees(line.unitPaise),
    })),
  };
  store.placedOrders.push(order);
  store.carts.delete(cart.token);
  return order;
}

/** `GET /__emulator/orders?brand=`: the brand's placed orders, oldest first. */
export function placedOrders(executor: StorefrontExecutor, brand: string | null): PlacedOrder[] {
  const store = brand === null ? null : executor.shop(brand);
  if (!store) throw new HttpError(400, `"brand" must be one of ${executor.brands.join(', ')}`);
  return store.placedOrders;
}

async function createOrder({req, res, executor}: QuickCheckoutRequest, brand: string) {
  const store = shopFor(executor, brand);
  const {cartId} = await readJsonObject(req);
  if (typeof cartId !== 'string' || !cartId) throw new HttpError(400, '"cartId" is required');
  const cart = findCart(store, cartId);
  if (!cart) throw new HttpError(404, `No cart ${cartId}`);
  if (cart.lineList.length === 0) throw new HttpError(400, 'The cart has no lines');
  const {merchant_order_id, order_id, total_amount, currency, item_count, attributes} = placeOrder(store, cart);
  sendJson(res, 201, {merchant_order_id, order_id, total_amount, currency, item_count, attributes});
}

// ---------------------------------------------------------------------------
// widget script
// ---------------------------------------------------------------------------

/**
 * Defines `window.openQuickCheckout(cartId)`. Messages count only from this
 * widget's own iframe, and are left to propagate: the page listens for
 * orderSuccess too.
 */
function widgetScript(origin: string, brand: string): string {
  return `(function () {
  'use strict';
  var ORIGIN = ${scriptJson(origin)};
  var CHECKOUT_URL = ${scriptJson(`${origin}/quick-checkout/${brand}/checkout`)};
  var CART_GID_PREFIX = ${scriptJson(CART_GID_PREFIX)};
  var overlay = null;
  var frame = null;

  window.addEventListener('message', function (event) {
    if (!frame || event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
    var type = event.data && event.data.type;
    if (type !== 'orderSuccess' && type !== 'checkoutClosed') return;
    overlay.remove();
    overlay = null;
    frame = null;
  });

  window.openQuickCheckout = function (cartId) {
    if (overlay) return;
    var id = String(cartId);
    // A Storefront cart id is gid://shopify/Cart/<token>?key=<key>; the checkout wants the token.
    var token = (id.indexOf(CART_GID_PREFIX) === 0 ? id.slice(CART_GID_PREFIX.length) : id).split('?')[0];
    overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Quick checkout');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;' +
      'justify-content:center;padding:16px;box-sizing:border-box;background:rgba(17,17,17,0.6)';
    frame = document.createElement('iframe');
    frame.title = 'Quick checkout';
    frame.src = CHECKOUT_URL + '?cart=' + encodeURIComponent(token) + '&parent=' + encodeURIComponent(location.origin);
    frame.style.cssText = 'width:100%;max-width:480px;height:100%;max-height:640px;border:0;border-radius:12px;' +
      'background:#fff;box-shadow:0 12px 40px rgba(0,0,0,0.35)';
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
  };
})();
`;
}

function serveWidget({res, executor, origin}: QuickCheckoutRequest, brand: string) {
  shopFor(executor, brand);
  res.writeHead(200, {
    'Content-Type': 'application/javascript; charset=utf-8',
    'Cache-Control': 'no-store',
    // Lets the storefront load it with crossorigin="anonymous" too.
    'Access-Control-Allow-Origin': '*',
  });
  res.end(widgetScript(origin, brand));
}

// ---------------------------------------------------------------------------
// checkout page
// ---------------------------------------------------------------------------

const PAGE_STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
  main{max-width:480px;margin:0 auto;padding:24px}
  h1{margin:0 0 4px;font-size:1.5rem}
  .shop{margin:0 0 16px;color:#555}
  table{width:100%;border-collapse:collapse;margin-bottom:16px}
  th,td{padding:8px 0;border-bottom:1px solid #e5e5e5;text-align:left;vertical-align:top}
  td{text-align:right;padding-left:12px;white-space:nowrap}
  thead th{font-size:.8rem;color:#555;font-weight:600}
  thead th+th{text-align:right}
  .variant,.plan{display:block;font-weight:400;color:#555;font-size:.9rem}
  dl{display:grid;grid-template-columns:1fr auto;gap:4px 12px;margin:0 0 16px}
  dd{margin:0;text-align:right}
  .total{font-weight:700}
  .actions{display:flex;gap:12px}
  button{flex:1;padding:12px;font:inherit;border-radius:8px;border:1px solid #1a1a1a;cursor:pointer}
  #place-order{background:#1a1a1a;color:#fff}
  #cancel{background:#fff;color:#1a1a1a}
  button:disabled{opacity:.6;cursor:progress}
  #status{min-height:1.5em}
  #status.error{color:#b00020}
`;

/** Runs in the checkout page (and so in the widget's iframe). */
function pageScript(config: {ordersUrl: string | null; cartId: string | null; parentOrigin: string | null}): string {
  return `(function () {
  'use strict';
  var config = ${scriptJson(config)};
  var placeOrder = document.getElementById('place-order');
  var cancel = document.getElementById('cancel');
  var status = document.getElementById('status');

  function tellParent(message) {
    if (config.parentOrigin) window.parent.postMessage(message, config.parentOrigin);
  }

  cancel.addEventListener('click', function () {
    if (config.parentOrigin) tellParent({type: 'checkoutClosed'});
    else history.back();
  });

  if (!placeOrder) return;
  placeOrder.addEventListener('click', async function () {
    placeOrder.disabled = true;
    status.className = '';
    status.textContent = 'Placing order…';
    try {
      var response = await fetch(config.ordersUrl, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({cartId: config.cartId}),
      });
      var body = await response.json().catch(function () { return null; });
      if (!response.ok) {
        var reason = body && body.errors && body.errors[0] && body.errors[0].message;
        throw new Error(reason || 'The order could not be placed (HTTP ' + response.status + ').');
      }
      status.textContent = 'Order placed: ' + body.merchant_order_id;
      placeOrder.hidden = true;
      tellParent({
        type: 'orderSuccess',
        merchant_order_id: body.merchant_order_id,
        order_id: body.order_id,
        total_amount: body.total_amount,
        currency: body.currency,
        item_count: body.item_count,
      });
    } catch (error) {
      status.className = 'error';
      status.textContent = error instanceof Error ? error.message : String(error);
      placeOrder.disabled = false;
    }
  });
})();
`;
}

function cartSummary(store: BrandStore, cart: Cart): string {
  const ctx: Ctx = {store, lang: 'EN'};
  const {subtotal, discount, applied} = cart.pricing();
  const rows = cart.lineList.map((line) => {
    const variantTitle = line.merchandise.title(null, ctx);
    // Shopify's checkout hides the placeholder title of a product without options.
    const variant = variantTitle === 'Default Title' ? '' : `<span class="variant">${escapeHtml(variantTitle)}</span>`;
    // A subscription line names its plan, as Shopify's checkout does.
    const plan = line.sellingPlan ? `<span class="plan">${escapeHtml(line.sellingPlan.name(null, ctx))}</span>` : '';
    return `<tr><th scope="row">${escapeHtml(line.merchandise.product.title(null, ctx))}${variant}${plan}</th><td>${
      line.quantity
    }</td><td>${formatRupees(line.subtotalPaise)}</td></tr>`;
  });
  const discountRow =
    applied && discount > 0 ? `<dt>Discount (${escapeHtml(applied.code)})</dt><dd>${formatRupees(-discount)}</dd>` : '';
  return `<table>
<thead><tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Total</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
<dl>
<dt>Subtotal</dt><dd>${formatRupees(subtotal)}</dd>
${discountRow}
<dt class="total">Total</dt><dd class="total">${formatRupees(subtotal - discount)}</dd>
</dl>`;
}

/**
 * The page for a cart (or the refusal for a missing or empty one); with a
 * parent origin it reports to the widget, without one it stands alone.
 */
function sendCheckoutPage(
  res: ServerResponse,
  found: {store: BrandStore; cart: Cart} | null,
  parentOrigin: string | null,
) {
  const payable = found && found.cart.lineList.length > 0 ? found : null;
  const nonce = randomBytes(16).toString('base64');
  const config = {
    ordersUrl: payable ? `/quick-checkout/${payable.store.brand}/orders` : null,
    cartId: payable?.cart.token ?? null,
    parentOrigin,
  };
  const body = payable
    ? `${cartSummary(payable.store, payable.cart)}
<p id="status" role="status"></p>
<div class="actions"><button type="button" id="place-order">Place order</button><button type="button" id="cancel">Cancel</button></div>`
    : `<p>${CANNOT_CHECK_OUT}</p>
<p id="status" role="status"></p>
<div class="actions"><button type="button" id="cancel">Cancel</button></div>`;
  const shopName = found ? `<p class="shop">${escapeHtml(found.store.shop.name)}</p>` : '';
  res.writeHead(found ? 200 : 404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // Nothing but the inline style and script, and the order POST, may run.
    'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'`,
  });
  res.end(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quick checkout</title>
<style nonce="${nonce}">${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>Quick checkout</h1>
${shopName}
${body}
</main>
<script nonce="${nonce}">${pageScript(config)}</script>
</body>
</html>
`);
}

/** `parent` as an http(s) origin exactly (what `location.origin` gives), or a 400. */
function parentOriginOf(value: string | null): string {
  let url: URL | null = null;
  try {
    url = value ? new URL(value) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value) {
    throw new HttpError(400, '"parent" must be an http(s) origin, such as https://shop.example.in');
  }
  return url.origin;
}

function serveCheckout({res, url, executor}: QuickCheckoutRequest, brand: string) {
  const store = shopFor(executor, brand);
  const parentOrigin = parentOriginOf(url.searchParams.get('parent'));
  const cartId = url.searchParams.get('cart');
  const cart = cartId ? findCart(store, cartId) : null;
  sendCheckoutPage(res, cart && {store, cart}, parentOrigin);
}

function serveCartCheckout({res, executor}: QuickCheckoutRequest, token: string) {
  sendCheckoutPage(res, findCartInAnyShop(executor, token), null);
}

// ---------------------------------------------------------------------------
// routing
// ---------------------------------------------------------------------------

export interface QuickCheckoutRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  executor: StorefrontExecutor;
  /** the emulator's own origin, where the widget's iframe and its messages come from */
  origin: string;
}

type Handler = (request: QuickCheckoutRequest, param: string) => void | Promise<void>;

const ROUTES: Array<{method: 'GET' | 'POST'; path: RegExp; handler: Handler}> = [
  {method: 'GET', path: /^\/quick-checkout\/([^/]+)\/widget\.js$/, handler: serveWidget},
  {method: 'GET', path: /^\/quick-checkout\/([^/]+)\/checkout$/, handler: serveCheckout},
  {method: 'POST', path: /^\/quick-checkout\/([^/]+)\/orders$/, handler: createOrder},
  {method: 'GET', path: /^\/checkouts\/cn\/([^/]+)$/, handler: serveCartCheckout},
];

/** Serves a quick-checkout or cart-checkout route; false when the request is for none of them. */
export async function handleQuickCheckout(request: QuickCheckoutRequest): Promise<boolean> {
  // Node leaves the body out of a HEAD answer by itself.
  const method = request.req.method === 'HEAD' ? 'GET' : request.req.method;
  for (const route of ROUTES) {
    const match = route.method === method ? route.path.exec(request.url.pathname) : null;
    if (match) {
      await route.handler(request, match[1]);
      return true;
    }
  }
  return false;
}
