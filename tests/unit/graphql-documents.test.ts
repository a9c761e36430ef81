import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {generate} from '@graphql-codegen/cli';
import {
  buildClientSchema,
  NoDeprecatedCustomRule,
  parse,
  specifiedRules,
  validate,
  type IntrospectionQuery,
} from 'graphql';
import {describe, expect, it} from 'vitest';
import codegenConfig, {schemaPath} from '../../codegen';

// The schemas of the versions the store asks for (tests/unit/api-versions.test.ts holds them together).
const schemaOf = (api: 'storefront' | 'customer-account') =>
  buildClientSchema(JSON.parse(readFileSync(schemaPath(api), 'utf8')) as IntrospectionQuery);
const schema = schemaOf('storefront');
const customerAccountSchema = schemaOf('customer-account');
// Our documents use no deprecated field, argument or enum value: the next version may remove it.
const rules = [...specifiedRules, NoDeprecatedCustomRule];

const modules = import.meta.glob<Record<string, unknown>>('../../app/graphql/*.ts', {eager: true});
const customerAccountModules = import.meta.glob<Record<string, unknown>>('../../app/graphql/customer-account/*.ts', {
  eager: true,
});

const isOperation = (document: string) => /^\s*(query|mutation)\b/m.test(document);

/** Hydrogen's cart handler wraps CART_QUERY_FRAGMENT in a query like this one. */
function asOperation(name: string, document: string): string {
  if (isOperation(document)) return document;
  return `query ${name}Check($cartId: ID!, $numCartLines: Int = 100, $country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
      cart(id: $cartId) { ...CartApiQuery }
    }
    ${document}`;
}

const documentsOf = (files: Record<string, Record<string, unknown>>) =>
  Object.entries(files).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].includes('#graphql'))
      .map(([name, document]) => ({file, name, document})),
  );
const documents = documentsOf(modules);
const customerAccountDocuments = documentsOf(customerAccountModules);

describe('Storefront GraphQL documents', () => {
  it('finds the documents', () => {
    expect(documents.map(({name}) => name)).toEqual(
      expect.arrayContaining(['CART_QUERY_FRAGMENT', 'HEADER_QUERY', 'FOOTER_QUERY', 'PRODUCT_QUERY']),
    );
  });

  // Other fragments are checked inside the operations that spread them.
  const validated = documents.filter(({name, document}) => isOperation(document) || name === 'CART_QUERY_FRAGMENT');

  it('uses every shared fragment in some operation', () => {
    for (const {name, document} of documents.filter((entry) => !validated.includes(entry))) {
      const spreads = documents.some((other) => isOperation(other.document) && other.document.includes(document));
      expect(spreads, `${name} is not spread by any query`).toBe(true);
    }
  });

  it.each(validated)(
    '$name in $file validates against the Storefront schema, with no deprecated field',
    ({name, document}) => {
      const errors = validate(schema, parse(asOperation(name, document)), rules);
      expect(errors.map((error) => error.message)).toEqual([]);
    },
  );
});

describe('Customer Account API documents', () => {
  it('finds the documents', () => {
    expect(customerAccountDocuments.map(({name}) => name)).toEqual(
      expect.arrayContaining(['CUSTOMER_ACCOUNT_ORDERS_QUERY', 'CUSTOMER_ACCOUNT_ORDER_QUERY']),
    );
  });

  it.each(customerAccountDocuments)(
    '$name in $file validates against the Customer Account schema, with no deprecated field',
    ({document}) => {
      const errors = validate(customerAccountSchema, parse(document), rules);
      expect(errors.map((error) => error.message)).toEqual([]);
    },
  );
});

describe('generated types', () => {
  it('storefrontapi.generated.d.ts and customer-accountapi.generated.d.ts are what `npm run codegen` writes today', async () => {
    const outputs: Array<{filename: string; content: string}> = await generate(
      {...codegenConfig, cwd: resolve(import.meta.dirname, '../..')},
      false,
    );
    expect(outputs.map((output) => output.filename).sort()).toEqual(Object.keys(codegenConfig.generates).sort());
    for (const output of outputs) {
      const committed = readFileSync(resolve(import.meta.dirname, '../..', output.filename), 'utf8');
      expect(output.content.trim(), `run \`npm run codegen\` and commit ${output.filename}`).toBe(committed.trim());
    }
  });
});
