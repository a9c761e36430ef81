import type {ProductCardFragment} from 'storefrontapi.generated';
import {describe, expect, it} from 'vitest';
import {loader as homeLoader} from '~/routes/($locale)._index';
import {CUSTOMER_ACCOUNT_API_VERSION, STOREFRONT_API_VERSION} from '~/lib/storefront/api-versions';
import {loadRoute} from './support/route-calls';
import {appContextFor, storefrontRequests, useStorefrontStandIn} from './support/storefront';

useStorefrontStandIn();

const CUSTOMER_ACCOUNT_ENV = {PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'client-id', SHOP_ID: '90000000001'};

describe('API versions', () => {
  it('asks for the default versions, which the stand-in serves', async () => {
    const home = await loadRoute(homeLoader, 'http://gum.localhost:3000/');
    expect((home.data.products as ProductCardFragment[]).length).toBeGreaterThan(0);
    expect(new Set(storefrontRequests.map((request) => request.version))).toEqual(new Set([STOREFRONT_API_VERSION]));
    const {context} = await appContextFor('http://gum.localhost:3000/', {}, CUSTOMER_ACCOUNT_ENV);
    expect(context.customerAccount.getApiUrl()).toContain(
      `/account/customer/api/${CUSTOMER_ACCOUNT_API_VERSION}/graphql`,
    );
  });

  it('moves one brand to another version by its own setting, the others staying on theirs', async () => {
    const env = {
      ...CUSTOMER_ACCOUNT_ENV,
      GUM_PUBLIC_STOREFRONT_API_VERSION: '2026-01',
      GUM_PUBLIC_CUSTOMER_ACCOUNT_API_VERSION: '2026-01',
    };
    const gum = await appContextFor('http://gum.localhost:3000/', {}, env);
    const {shop: gumShop} = await gum.context.storefront.query('query ShopName { shop { name } }');
    expect(gumShop.name).toBeTruthy();
    expect(storefrontRequests.map((request) => [request.brand, request.version])).toEqual([['gum', '2026-01']]);
    expect(gum.context.customerAccount.getApiUrl()).toContain('/account/customer/api/2026-01/graphql');

    const groom = await appContextFor('http://groom.localhost:3000/', {}, env);
    const {shop} = await groom.context.storefront.query('query ShopName { shop { name } }');
    expect(shop.name).toBeTruthy();
    expect(storefrontRequests.at(-1)).toMatchObject({brand: 'groom', version: STOREFRONT_API_VERSION});
    expect(groom.context.customerAccount.getApiUrl()).toContain(`/api/${CUSTOMER_ACCOUNT_API_VERSION}/graphql`);
  });

  it('ignores a setting that is not a version', async () => {
    const {context} = await appContextFor('http://gum.localhost:3000/', {}, {PUBLIC_STOREFRONT_API_VERSION: 'latest'});
    await context.storefront.query('query ShopName { shop { name } }');
    expect(storefrontRequests.map((request) => request.version)).toEqual([STOREFRONT_API_VERSION]);
  });
});
