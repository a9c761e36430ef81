import {CartForm} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {action as cartAction} from '~/routes/($locale).cart';
import {appContextFor, executor, useStorefrontStandIn} from './support/storefront';

useStorefrontStandIn();

type CartActionResult = {
  data: {cart: {id: string; checkoutUrl: string} | null; errors: Array<{message: string}>};
  init: ResponseInit | null;
};

async function post(url: string, action: string, inputs: object, fields: Record<string, string>, cookie = '') {
  const {context} = await appContextFor(url, cookie ? {Cookie: cookie} : {});
  const form = new FormData();
  form.set(CartForm.INPUT_NAME, JSON.stringify({action, inputs}));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request(url, {method: 'POST', body: form});
  const params = new URL(url).pathname.startsWith('/hi/') ? {locale: 'hi'} : {};
  return (await cartAction({request, context, params} as Parameters<
    typeof cartAction
  >[0])) as unknown as CartActionResult;
}

async function gumCart() {
  const found = await executor.execute({
    brand: 'gum',
    query: `{ product(handle: "nicotine-gum-frosty-mint-2mg-4mg") { variants(first: 1) { nodes { id } } } }`,
  });
  const variantId = (found.data as {product: {variants: {nodes: Array<{id: string}>}}}).product.variants.nodes[0].id;
  const added = await post(
    'http://gum.localhost/cart',
    CartForm.ACTIONS.LinesAdd,
    {lines: [{merchandiseId: variantId, quantity: 1}]},
    {},
  );
  return {cookie: new Headers(added.init?.headers).get('Set-Cookie')!.split(';')[0], cartId: added.data.cart!.id};
}

async function ageAttribute(cartId: string) {
  const result = await executor.execute({
    brand: 'gum',
    query: `query ($id: ID!) { cart(id: $id) { attribute(key: "age_confirmed_18_plus") { value } } }`,
    variables: {id: cartId},
  });
  return (result.data as {cart: {attribute: {value: string} | null}}).cart.attribute?.value ?? null;
}

describe("the cart page's checkout asks gum's age question, as the drawer does", () => {
  it('refuses an unticked box in the page’s language and leaves the cart as it was', async () => {
    const {cookie, cartId} = await gumCart();
    const answer = await post('http://gum.localhost/hi/cart', 'CustomAgeConfirmation', {}, {}, cookie);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.errors[0].message).toBe('आगे बढ़ने से पहले कृपया टिक करें');
    // A value other than a ticked box's is no tick.
    const forged = await post('http://gum.localhost/cart', 'CustomAgeConfirmation', {}, {ageConfirmed: 'yes'}, cookie);
    expect(forged.data.errors[0].message).toBe('Please tick before proceeding');
    expect(await ageAttribute(cartId)).toBeNull();
  });

  it('saves a ticked box on the cart and answers with the checkout address', async () => {
    const {cookie, cartId} = await gumCart();
    const answer = await post('http://gum.localhost/cart', 'CustomAgeConfirmation', {}, {ageConfirmed: 'on'}, cookie);
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data.cart?.checkoutUrl).toMatch(/\/checkouts\/cn\//);
    expect(await ageAttribute(cartId)).toBe('yes');
  });

  it('has nothing to confirm without a cart, or for a brand that asks no age', async () => {
    const noCart = await post('http://gum.localhost/cart', 'CustomAgeConfirmation', {}, {ageConfirmed: 'on'});
    expect(noCart.init?.status).toBe(400);
    expect(noCart.data.errors[0].message).toBe('No cart available to create checkout');
    const groom = await post('http://groom.localhost/cart', 'CustomAgeConfirmation', {}, {ageConfirmed: 'on'});
    expect(groom.init?.status).toBe(400);
  });
});
