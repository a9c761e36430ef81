import type {HydrogenCart, Storefront} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {applyDiscountCodes, DISCOUNT_ATTEMPTS, DiscountConflictError} from '~/lib/cart/discount.server';

/**
 * A cart on a stand-in shop where the codes in `valid` apply. `onWrite` runs after each
 * write of the codes, to play another request's change landing in between.
 */
function fakeShop(held: string[], {valid = ['WELCOME10', 'FLAT100'], onWrite = (_codes: string[]) => {}} = {}) {
  const shop = {codes: held, writes: [] as string[][], known: true};
  const discountCodes = () => shop.codes.map((code) => ({code, applicable: valid.includes(code)}));
  const cart = {
    getCartId: () => 'gid://shopify/Cart/c1',
    get: async () =>
      shop.known
        ? {
            id: 'gid://shopify/Cart/c1',
            discountCodes: discountCodes(),
            cost: {
              subtotalAmount: {amount: '1000.0'},
              totalAmount: {amount: shop.codes.some((code) => valid.includes(code)) ? '900.0' : '1000.0'},
            },
          }
        : null,
  } as unknown as HydrogenCart;
  const storefront = {
    mutate: async (_document: string, {variables}: {variables: {discountCodes: string[]}}) => {
      if (!shop.known) return {cartDiscountCodesUpdate: {cart: null, userErrors: [{message: 'No cart'}]}};
      shop.codes = variables.discountCodes;
      shop.writes.push(variables.discountCodes);
      const answer = {cartDiscountCodesUpdate: {cart: {id: 'gid://shopify/Cart/c1', discountCodes: discountCodes()}}};
      onWrite(variables.discountCodes);
      return answer;
    },
  } as unknown as Storefront;
  return {shop, target: {cart, storefront}};
}

describe('applyDiscountCodes', () => {
  it('puts the code beside the codes that apply, leaving out those that do not, and answers the saving', async () => {
    const {shop, target} = fakeShop(['WELCOME10', 'EXPIRED']);
    const outcome = await applyDiscountCodes(target, ['FLAT100']);
    expect(outcome).toMatchObject({outcome: 'applied', totalDiscount: 100, totalPrice: 900});
    expect(shop.writes).toEqual([['WELCOME10', 'FLAT100']]);
  });

  it('writes nothing for a code the cart already applies', async () => {
    const {shop, target} = fakeShop(['WELCOME10']);
    expect(await applyDiscountCodes(target, ['WELCOME10'])).toMatchObject({outcome: 'applied'});
    expect(shop.writes).toEqual([]);
  });

  it('refuses a code that does not apply and puts back the codes that did', async () => {
    const {shop, target} = fakeShop(['WELCOME10']);
    expect(await applyDiscountCodes(target, ['NOPE'])).toEqual({outcome: 'refused'});
    expect(shop.writes).toEqual([['WELCOME10', 'NOPE'], ['WELCOME10']]);
  });

  it("judges the code on the mutation's own answer, whatever another request writes right after", async () => {
    // Another request's refused code replaces the list as soon as ours is written.
    const {shop, target} = fakeShop(['WELCOME10'], {
      onWrite: (codes) => {
        if (codes.includes('NOPE')) shop.codes = ['WELCOME10', 'OTHER'];
      },
    });
    expect(await applyDiscountCodes(target, ['NOPE'])).toEqual({outcome: 'refused'});
    expect(shop.codes).toEqual(['WELCOME10']);
  });

  it('applies the code again when another request dropped it after it was written', async () => {
    let dropped = false;
    const {shop, target} = fakeShop(['WELCOME10'], {
      onWrite: () => {
        if (dropped) return;
        dropped = true;
        shop.codes = ['WELCOME10'];
      },
    });
    expect(await applyDiscountCodes(target, ['FLAT100'])).toMatchObject({outcome: 'applied'});
    expect(shop.writes).toEqual([
      ['WELCOME10', 'FLAT100'],
      ['WELCOME10', 'FLAT100'],
    ]);
    expect(shop.codes).toEqual(['WELCOME10', 'FLAT100']);
  });

  it('takes a refused code off again when another request brought it back', async () => {
    let broughtBack = false;
    const {shop, target} = fakeShop(['WELCOME10'], {
      onWrite: (codes) => {
        if (broughtBack || codes.includes('NOPE')) return;
        broughtBack = true;
        shop.codes = ['WELCOME10', 'NOPE'];
      },
    });
    expect(await applyDiscountCodes(target, ['NOPE'])).toEqual({outcome: 'refused'});
    expect(shop.codes).toEqual(['WELCOME10']);
    expect(shop.writes.at(-1)).toEqual(['WELCOME10']);
  });

  it('gives up after a bounded number of attempts when every write is undone', async () => {
    const {shop, target} = fakeShop(['WELCOME10'], {
      onWrite: () => {
        shop.codes = ['WELCOME10'];
      },
    });
    await expect(applyDiscountCodes(target, ['FLAT100'])).rejects.toBeInstanceOf(DiscountConflictError);
    expect(shop.writes).toHaveLength(DISCOUNT_ATTEMPTS);
  });

  it('answers noCart without a cart id, or for a cart Shopify does not know', async () => {
    const {shop, target} = fakeShop([]);
    shop.known = false;
    expect(await applyDiscountCodes(target, ['WELCOME10'])).toEqual({outcome: 'noCart'});
    const noId = {...target, cart: {...target.cart, getCartId: () => undefined} as unknown as HydrogenCart};
    expect(await applyDiscountCodes(noId, ['WELCOME10'])).toEqual({outcome: 'noCart'});
  });
});
