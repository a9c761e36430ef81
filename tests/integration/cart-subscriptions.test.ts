import {CartForm} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {action as cartAction} from '~/routes/($locale).cart';
import {appContextFor, executor, storefrontRequests, useStorefrontStandIn} from './support/storefront';

useStorefrontStandIn();

type CartActionResult = {
  data: {
    cart: {id: string} | null;
    errors: Array<{message: string}>;
  };
  init: ResponseInit | null;
};

const FROSTY_MINT = 'nicotine-gum-frosty-mint-2mg-4mg';
const PUDINA_PUNCH = 'nicotine-gum-pudina-punch-2mg-4mg';

async function postLinesAdd(url: string, lines: unknown[], cookie = ''): Promise<CartActionResult> {
  const {context} = await appContextFor(url, cookie ? {Cookie: cookie} : {});
  const form = new FormData();
  form.set(CartForm.INPUT_NAME, JSON.stringify({action: CartForm.ACTIONS.LinesAdd, inputs: {lines}}));
  const request = new Request(url, {method: 'POST', body: form});
  const params = new URL(url).pathname.startsWith('/hi/') ? {locale: 'hi'} : {};
  return (await cartAction({request, context, params} as Parameters<
    typeof cartAction
  >[0])) as unknown as CartActionResult;
}

const cookieOf = (result: CartActionResult) => new Headers(result.init?.headers).get('Set-Cookie')!.split(';')[0];

/** A gum product's first in-stock variant and its plans, as the product page reads them. */
async function productWithPlans(handle: string) {
  const result = await executor.execute({
    brand: 'gum',
    query: `query ($handle: String!) { product(handle: $handle) {
      variants(first: 1) { nodes { id } }
      sellingPlanGroups(first: 1) { nodes { sellingPlans(first: 5) { nodes { id name } } } }
    } }`,
    variables: {handle},
  });
  const product = (
    result.data as {
      product: {
        variants: {nodes: Array<{id: string}>};
        sellingPlanGroups: {nodes: Array<{sellingPlans: {nodes: Array<{id: string; name: string}>}}>};
      };
    }
  ).product;
  return {variantId: product.variants.nodes[0].id, plans: product.sellingPlanGroups.nodes[0].sellingPlans.nodes};
}

type StoredLine = {quantity: number; sellingPlanAllocation: {sellingPlan: {name: string}} | null};

async function linesOf(cartId: string): Promise<StoredLine[]> {
  const result = await executor.execute({
    brand: 'gum',
    query: `query ($id: ID!) { cart(id: $id) {
      lines(first: 10) { nodes { quantity sellingPlanAllocation { sellingPlan { name } } } }
    } }`,
    variables: {id: cartId},
  });
  return (result.data as {cart: {lines: {nodes: StoredLine[]}}}).cart.lines.nodes;
}

describe('adding a subscription through the cart action', () => {
  it('puts the line in the cart on the chosen plan', async () => {
    const {variantId, plans} = await productWithPlans(FROSTY_MINT);
    const added = await postLinesAdd('http://gum.localhost/cart', [
      {merchandiseId: variantId, quantity: 1, sellingPlanId: plans[0].id},
    ]);
    expect(added.init?.status ?? 200).toBe(200);
    expect(added.data.errors).toEqual([]);
    expect(await linesOf(added.data.cart!.id)).toEqual([
      {quantity: 1, sellingPlanAllocation: {sellingPlan: {name: 'Delivered every month'}}},
    ]);
  });

  it.each([
    ['http://gum.localhost/cart', 'That delivery plan isn’t offered for this product.'],
    ['http://gum.localhost/hi/cart', 'यह डिलीवरी प्लान इस प्रोडक्ट के लिए उपलब्ध नहीं है।'],
  ])("refuses another product's plan with a 400 in the page's language (%s), the cart unchanged", async (url, text) => {
    const mint = await productWithPlans(FROSTY_MINT);
    const pudina = await productWithPlans(PUDINA_PUNCH);
    const first = await postLinesAdd(url, [{merchandiseId: mint.variantId, quantity: 1}]);
    const cookie = cookieOf(first);
    const cartId = first.data.cart!.id;

    const refused = await postLinesAdd(
      url,
      [{merchandiseId: mint.variantId, quantity: 1, sellingPlanId: pudina.plans[0].id}],
      cookie,
    );
    expect(refused.init?.status).toBe(400);
    expect(refused.data.errors).toEqual([{message: expect.stringContaining(text)}]);
    expect(await linesOf(cartId)).toEqual([{quantity: 1, sellingPlanAllocation: null}]);
  });

  it('refuses a malformed plan id with a 400 before asking Shopify', async () => {
    const {variantId} = await productWithPlans(FROSTY_MINT);
    storefrontRequests.length = 0;
    for (const sellingPlanId of ['gid://shopify/SellingPlan/', 'gid://shopify/ProductVariant/1', '1', {id: 1}, null]) {
      const refused = await postLinesAdd('http://gum.localhost/cart', [
        {merchandiseId: variantId, quantity: 1, sellingPlanId},
      ]);
      expect(refused.init?.status).toBe(400);
      expect(refused.data.errors[0].message).toBe('This detail cannot be saved with your cart.');
    }
    expect(storefrontRequests).toEqual([]);
  });
});
