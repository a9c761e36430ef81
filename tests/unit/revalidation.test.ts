import {describe, expect, it} from 'vitest';
import {isCartPost, keepDataAfterCartPost} from '~/lib/routing/revalidation';

type Args = Parameters<typeof keepDataAfterCartPost>[0];
const submission = (formAction: string | undefined, formMethod: string | undefined): Args =>
  ({
    currentUrl: new URL('http://groom.localhost/products/kestrel-6-blade-razor'),
    nextUrl: new URL('http://groom.localhost/products/kestrel-6-blade-razor'),
    currentParams: {},
    nextParams: {},
    formAction,
    formMethod,
    defaultShouldRevalidate: true,
  }) as unknown as Args;

describe('keeping a page’s data after a cart post', () => {
  it('knows a post to the cart action in every language, and nothing else', () => {
    expect(isCartPost('/cart', 'POST')).toBe(true);
    expect(isCartPost('/hi/cart', 'post')).toBe(true);
    expect(isCartPost('/cart?index', 'POST')).toBe(true);
    expect(isCartPost('/cart', 'GET')).toBe(false);
    expect(isCartPost('/cart/gid-1:2', 'POST')).toBe(false);
    expect(isCartPost('/api/newsletter/subscribe', 'POST')).toBe(false);
    expect(isCartPost('/account/login', 'POST')).toBe(false);
    expect(isCartPost(undefined, undefined)).toBe(false);
  });

  it('revalidates as Remix decides after anything but a cart post', () => {
    expect(keepDataAfterCartPost(submission('/hi/cart', 'POST'))).toBe(false);
    expect(keepDataAfterCartPost(submission('/account/login', 'POST'))).toBe(true);
    expect(keepDataAfterCartPost(submission(undefined, undefined))).toBe(true);
    expect(keepDataAfterCartPost({...submission(undefined, undefined), defaultShouldRevalidate: false})).toBe(false);
  });
});
