import {describe, expect, it} from 'vitest';
import {
  getNamedType,
  isEnumType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
} from 'graphql';
import {storefrontSchema} from '../../../emulator/executor';
import {gql, newExecutor, seeds, variantGid} from './helpers';

/**
 * Asks for every non-deprecated field (a few levels deep, connections with
 * first: 3) and expects no error: no resolver answers null for a non-null
 * field or returns an object of the wrong type.
 */
const schema = storefrontSchema();

function argumentsFor(field: GraphQLField<unknown, unknown>): string | null {
  const parts: string[] = [];
  for (const arg of field.args) {
    if (arg.name === 'first') parts.push('first: 3');
    else if (arg.name === 'identifiers') parts.push('identifiers: [{namespace: "reviews", key: "rating"}]');
    else if (arg.name === 'selectedOptions' && isNonNullType(arg.type)) parts.push('selectedOptions: []');
    else if (arg.name === 'key' && field.name === 'metafield') parts.push('namespace: "reviews", key: "rating"');
    else if (arg.name === 'key') parts.push('key: "title"');
    else if (isNonNullType(arg.type) && arg.defaultValue === undefined) return null;
  }
  return parts.length ? `(${parts.join(', ')})` : '';
}

function selection(type: GraphQLNamedType, depth: number, alias = ''): string {
  if (isUnionType(type) || isInterfaceType(type)) {
    if (depth <= 0) return '{ __typename }';
    const branches = schema
      .getPossibleTypes(type)
      .map((t) => `... on ${t.name} ${selection(t, depth - 1, `${t.name}_`)}`);
    return `{ __typename ${branches.join(' ')} }`;
  }
  if (!isObjectType(type)) return '';
  const fields = Object.values(type.getFields()).flatMap((field) => {
    const args = argumentsFor(field);
    if (field.deprecationReason || args === null) return [];
    const named = getNamedType(field.type);
    // Aliases keep same-named fields of different types apart inside union branches.
    const name = `${alias ? `${alias}${field.name}: ` : ''}${field.name}${args}`;
    if (isScalarType(named) || isEnumType(named)) return [name];
    return depth > 0 ? [`${name} ${selection(named, depth - 1)}`] : [];
  });
  return `{ __typename ${fields.join(' ')} }`;
}

const everything = (root: string, type: string, depth: number) =>
  `query { ${root} ${selection(schema.getType(type)!, depth)} }`;

describe('every field resolves', () => {
  const executor = newExecutor();
  const product = seeds.groom.products.find((p) => p.options.length > 1)!;
  const subscribable = seeds.gum.products.find((p) => p.sellingPlanGroups?.length)!;

  it.each([
    ['groom', `product(handle: "${product.handle}")`, 'Product', 4],
    ['gum', `product(handle: "${subscribable.handle}")`, 'Product', 5],
    ['groom', `collection(handle: "${seeds.groom.collections[0].handle}")`, 'Collection', 3],
    ['gum', 'shop', 'Shop', 2],
    ['gum', 'localization', 'Localization', 3],
    ['gum', `menu(handle: "${seeds.gum.menus[0].handle}")`, 'Menu', 3],
    ['gum', `blog(handle: "${seeds.gum.blogs[0].handle}")`, 'Blog', 3],
    ['groom', 'pages(first: 3)', 'PageConnection', 3],
    ['groom', `metaobjects(type: "${seeds.groom.metaobjects[0].type}", first: 3)`, 'MetaobjectConnection', 4],
    ['groom', 'search(query: "razor", first: 3)', 'SearchResultItemConnection', 3],
    ['gum', 'predictiveSearch(query: "gum")', 'PredictiveSearchResult', 2],
  ] as const)('%s %s', async (brand, root, type, depth) => {
    await gql(executor, brand, everything(root, type, depth));
  });

  it('on a cart with a discount and on a customer with orders', async () => {
    const sku = product.variants.find((v) => v.quantityAvailable > 0)!.sku;
    const {cartCreate} = await gql(
      executor,
      'groom',
      `mutation ($id: ID!, $code: String!) {
        cartCreate(input: {lines: [{merchandiseId: $id, quantity: 2}], discountCodes: [$code]}) { cart { id } }
      }`,
      {
        id: variantGid('groom', sku),
        code: seeds.groom.discountRules.find((r) => !r.minSubtotal && !r.minQuantity)!.code,
      },
    );
    const cart = await gql(executor, 'groom', everything(`cart(id: "${cartCreate.cart.id}")`, 'Cart', 3));
    expect(cart.cart.discountAllocations).toHaveLength(1);

    const customer = seeds.groom.customers[0];
    const {customerAccessTokenCreate} = await gql(
      executor,
      'groom',
      `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
      {input: {email: customer.email, password: customer.password}},
    );
    const token = customerAccessTokenCreate.customerAccessToken.accessToken;
    await gql(executor, 'groom', everything(`customer(customerAccessToken: "${token}")`, 'Customer', 4));
  });
});
