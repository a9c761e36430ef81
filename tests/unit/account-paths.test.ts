import {describe, expect, it} from 'vitest';
import {pageOfRequest, returnPath} from '~/lib/account/account-paths';
import {loginPath} from '~/lib/account/login-path';

describe('account paths', () => {
  it('builds the login page in the page language with where to come back to', () => {
    expect(loginPath({pathPrefix: ''}, '/account')).toBe('/account/login?redirect=%2Faccount');
    expect(loginPath({pathPrefix: 'hi'}, '/hi/account/orders/3')).toBe(
      '/hi/account/login?redirect=%2Fhi%2Faccount%2Forders%2F3',
    );
    expect(loginPath({pathPrefix: 'hi'})).toBe('/hi/account/login');
  });

  it('reads the page of a single-fetch data request', () => {
    expect(
      pageOfRequest(new URL('http://x/hi/account.data?_routes=routes%2F(%24locale).account._index&cursor=a')),
    ).toBe('/hi/account?cursor=a');
  });

  it('returns only to paths on this site, and never to the login page', () => {
    expect(returnPath('/products/razor?x=1', {pathPrefix: ''})).toBe('/products/razor?x=1');
    expect(returnPath('//evil.example/x', {pathPrefix: ''})).toBe('/account');
    expect(returnPath('https://evil.example/', {pathPrefix: 'hi'})).toBe('/hi/account');
    expect(returnPath('/hi/account/login', {pathPrefix: 'hi'})).toBe('/hi/account');
    expect(returnPath(null, {pathPrefix: ''})).toBe('/account');
  });
});
