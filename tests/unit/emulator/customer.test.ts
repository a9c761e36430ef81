import {beforeEach, describe, expect, it} from 'vitest';
import {encodeMultipassToken} from '../../../emulator/customer';
import type {SeedCustomer} from '../../../emulator/seed/types';
import {gql, newExecutor, seeds} from './helpers';

const executor = newExecutor();
beforeEach(() => executor.reset());

const CREATE = `mutation ($input: CustomerCreateInput!) {
  customerCreate(input: $input) {
    customer { id email firstName lastName acceptsMarketing }
    customerUserErrors { code field message }
  }
}`;
const LOGIN = `mutation ($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) {
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { code field message }
  }
}`;
const MULTIPASS = `mutation ($token: String!) {
  customerAccessTokenCreateWithMultipass(multipassToken: $token) {
    customerAccessToken { accessToken }
    customerUserErrors { code message }
  }
}`;
const CUSTOMER = `query ($token: String!) {
  customer(customerAccessToken: $token) {
    id email firstName lastName displayName phone acceptsMarketing numberOfOrders
    orders(first: 10, sortKey: PROCESSED_AT, reverse: true) {
      totalCount
      nodes {
        id name orderNumber processedAt financialStatus fulfillmentStatus statusUrl
        currentTotalPrice { amount currencyCode }
        totalPrice { amount }
        subtotalPrice { amount }
        lineItems(first: 10) {
          nodes { title quantity variant { sku } originalTotalPrice { amount } discountedTotalPrice { amount } }
        }
      }
    }
  }
}`;

// A customer with a password (invited ones have none until they activate).
const seededCustomer = seeds.groom.customers.find(
  (c): c is SeedCustomer & {password: string} => c.password !== null && c.orders.length > 1,
)!;

async function login(email: string, password: string, brand: 'groom' | 'gum' = 'groom') {
  const data = await gql(executor, brand, LOGIN, {input: {email, password}});
  return data.customerAccessTokenCreate;
}

describe('customerCreate', () => {
  it('creates a customer, then answers TAKEN for the same email', async () => {
    const input = {email: 'new.person@example.com', password: 'secret-1', firstName: 'New', lastName: 'Person'};
    const created = (await gql(executor, 'groom', CREATE, {input})).customerCreate;
    expect(created.customerUserErrors).toEqual([]);
    expect(created.customer).toMatchObject({email: input.email, firstName: 'New', acceptsMarketing: false});
    expect(created.customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);

    const again = (await gql(executor, 'groom', CREATE, {input: {...input, email: 'NEW.person@example.com'}}))
      .customerCreate;
    expect(again.customer).toBeNull();
    expect(again.customerUserErrors).toEqual([
      {code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken'},
    ]);
    // The account works straight away.
    expect((await login(input.email, input.password)).customerAccessToken.accessToken).toMatch(/\w+/);
  });

  it('answers TAKEN for a seeded email, INVALID for a bad email and TOO_SHORT for a short password', async () => {
    const taken = (await gql(executor, 'groom', CREATE, {input: {email: seededCustomer.email, password: 'whatever'}}))
      .customerCreate;
    expect(taken.customerUserErrors[0].code).toBe('TAKEN');
    const invalid = (await gql(executor, 'groom', CREATE, {input: {email: 'not-an-email', password: 'whatever'}}))
      .customerCreate;
    expect(invalid.customerUserErrors).toEqual([expect.objectContaining({code: 'INVALID', field: ['input', 'email']})]);
    const short = (await gql(executor, 'groom', CREATE, {input: {email: 'short@example.com', password: 'abc'}}))
      .customerCreate;
    expect(short.customerUserErrors).toEqual([
      expect.objectContaining({code: 'TOO_SHORT', field: ['input', 'password']}),
    ]);
  });

  it('accepts a newsletter sign-up (email, generated password, acceptsMarketing)', async () => {
    const input = {email: 'news@example.com', password: crypto.randomUUID(), acceptsMarketing: true};
    const created = (await gql(executor, 'gum', CREATE, {input})).customerCreate;
    expect(created.customer).toMatchObject({email: input.email, acceptsMarketing: true, firstName: null});
  });

  it('forgets created customers on reset', async () => {
    const input = {email: 'temp@example.com', password: 'secret-1'};
    await gql(executor, 'groom', CREATE, {input});
    executor.reset();
    const again = (await gql(executor, 'groom', CREATE, {input})).customerCreate;
    expect(again.customerUserErrors).toEqual([]);
  });
});

describe('access tokens and the customer query', () => {
  it('logs a seeded customer in and serves their orders', async () => {
    const {customerAccessToken, customerUserErrors} = await login(seededCustomer.email, seededCustomer.password);
    expect(customerUserErrors).toEqual([]);
    expect(Date.parse(customerAccessToken.expiresAt)).toBeGreaterThan(Date.now());
    const {customer} = await gql(executor, 'groom', CUSTOMER, {token: customerAccessToken.accessToken});
    expect(customer).toMatchObject({
      email: seededCustomer.email,
      firstName: seededCustomer.firstName,
      displayName: `${seededCustomer.firstName} ${seededCustomer.lastName}`,
      numberOfOrders: String(seededCustomer.orders.length),
    });
    const newestFirst = [...seededCustomer.orders].sort((x, y) => y.processedAt.localeCompare(x.processedAt));
    expect(customer.orders.totalCount).toBe(String(newestFirst.length));
    expect(customer.orders.nodes.map((o: {name: string}) => o.name)).toEqual(
      newestFirst.map((o) => `#${o.orderNumber}`),
    );

    const variants = seeds.groom.products.flatMap((p) => p.variants);
    const order = customer.orders.nodes[0];
    const total = newestFirst[0].lines.reduce(
      (sum, l) => sum + Math.round(Number(variants.find((v) => v.sku === l.sku)!.price) * 100) * l.quantity,
      0,
    );
    expect(Math.round(Number(order.totalPrice.amount) * 100)).toBe(total);
    expect(order.currentTotalPrice.currencyCode).toBe('INR');
    expect(
      order.lineItems.nodes.map((l: {variant: {sku: string}; quantity: number}) => [l.variant.sku, l.quantity]),
    ).toEqual(newestFirst[0].lines.map((l) => [l.sku, l.quantity]));
  });

  it('answers UNIDENTIFIED_CUSTOMER for a wrong password and null for an unknown token', async () => {
    const bad = await login(seededCustomer.email, 'wrong-password');
    expect(bad.customerAccessToken).toBeNull();
    expect(bad.customerUserErrors).toEqual([
      {code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer'},
    ]);
    expect((await gql(executor, 'groom', CUSTOMER, {token: 'nope'})).customer).toBeNull();
    // Customers belong to one shop.
    expect((await login(seededCustomer.email, seededCustomer.password, 'gum')).customerAccessToken).toBeNull();
  });

  it('deletes a token', async () => {
    const {customerAccessToken} = await login(seededCustomer.email, seededCustomer.password);
    const deleted = await gql(
      executor,
      'groom',
      `mutation ($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken userErrors { message } } }`,
      {t: customerAccessToken.accessToken},
    );
    expect(deleted.customerAccessTokenDelete.deletedAccessToken).toBe(customerAccessToken.accessToken);
    expect((await gql(executor, 'groom', CUSTOMER, {token: customerAccessToken.accessToken})).customer).toBeNull();
  });
});

describe('multipass', () => {
  const secret = seeds.gum.shop.multipassSecret;
  const multipass = async (token: string) =>
    (await gql(executor, 'gum', MULTIPASS, {token})).customerAccessTokenCreateWithMultipass;

  it('logs an existing customer in', async () => {
    const existing = seeds.gum.customers[0];
    const result = await multipass(encodeMultipassToken(secret, {email: existing.email}));
    expect(result.customerUserErrors).toEqual([]);
    const {customer} = await gql(executor, 'gum', CUSTOMER, {token: result.customerAccessToken.accessToken});
    expect(customer.email).toBe(existing.email);
    expect(customer.orders.nodes).toHaveLength(existing.orders.length);
  });

  it('creates a customer for an unknown email', async () => {
    const result = await multipass(
      encodeMultipassToken(secret, {
        email: 'phone.login@example.com',
        first_name: 'Asha',
        created_at: new Date().toISOString(),
      }),
    );
    const {customer} = await gql(executor, 'gum', CUSTOMER, {token: result.customerAccessToken.accessToken});
    expect(customer).toMatchObject({email: 'phone.login@example.com', firstName: 'Asha'});
  });

  it('rejects tampered tokens, other secrets and garbage', async () => {
    const token = encodeMultipassToken(secret, {email: 'x@example.com'});
    const tampered = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    for (const bad of [tampered, encodeMultipassToken('another-secret', {email: 'x@example.com'}), 'garbage', '']) {
      const result = await multipass(bad);
      expect(result.customerAccessToken).toBeNull();
      expect(result.customerUserErrors[0].code).toBe('INVALID_MULTIPASS_REQUEST');
    }
    // A token without an email is no login either.
    const noEmail = await multipass(encodeMultipassToken(secret, {first_name: 'Nobody'}));
    expect(noEmail.customerUserErrors[0].code).toBe('INVALID_MULTIPASS_REQUEST');
  });
});

describe('customerActivateByUrl', () => {
  const ACTIVATE = `mutation ($url: URL!, $password: String!) {
    customerActivateByUrl(activationUrl: $url, password: $password) {
      customer { email }
      customerAccessToken { accessToken }
      customerUserErrors { code field message }
    }
  }`;

  it('activates an invited customer once', async () => {
    const url = executor.createActivationUrl('groom', 'invited@example.com');
    expect(url).toMatch(/^http:\/\/emulator\.test\/account\/activate\/\d+\/\w+$/);
    // Not active yet: no password works.
    expect((await login('invited@example.com', '')).customerAccessToken).toBeNull();
    const activated = (await gql(executor, 'groom', ACTIVATE, {url, password: 'new-pass-1'})).customerActivateByUrl;
    expect(activated.customerUserErrors).toEqual([]);
    expect(activated.customer.email).toBe('invited@example.com');
    expect(activated.customerAccessToken.accessToken).toMatch(/\w+/);
    expect((await login('invited@example.com', 'new-pass-1')).customerAccessToken).not.toBeNull();

    const reused = (await gql(executor, 'groom', ACTIVATE, {url, password: 'new-pass-1'})).customerActivateByUrl;
    expect(reused.customerUserErrors[0].code).toBe('INVALID');
  });

  it('rejects an unknown URL', async () => {
    const result = (
      await gql(executor, 'groom', ACTIVATE, {url: 'http://emulator.test/account/activate/1/nope', password: 'x12345'})
    ).customerActivateByUrl;
    expect(result.customer).toBeNull();
    expect(result.customerUserErrors[0].code).toBe('INVALID');
  });
});
