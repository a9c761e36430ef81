import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {generate} from '@graphql-codegen/cli';
import {buildClientSchema, parse, validate, type IntrospectionQuery} from 'graphql';
import {describe, expect, it} from 'vitest';
import codegenConfig from '../../codegen';

const schema = buildClientSchema(
  JSON.parse(
    readFileSync(
      resolve(import.meta.dirname, '../../node_modules/@shopify/hydrogen-react/storefront.schema.json'),
      'utf8',
    ),
  ) as IntrospectionQuery,
);

const modules = import.meta.glob<Record<string, unknown>>('../../app/graphql/*.ts', {eager: true});

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

const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].includes('#graphql'))
    .map(([name, document]) => ({file, name, document})),
);

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

  it.each(validated)('$name in $file validates against the Storefront schema', ({name, document}) => {
    const errors = validate(schema, parse(asOperation(name, document)));
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});

describe('generated types', () => {
  it('storefrontapi.generated.d.ts is what `npm run codegen` writes today', async () => {
    const [output] = await generate({...codegenConfig, cwd: resolve(import.meta.dirname, '../..')}, false);
    const committed = readFileSync(resolve(import.meta.dirname, '../../storefrontapi.generated.d.ts'), 'utf8');
    expect(output.content.trim(), 'run `npm run codegen` and commit the result').toBe(committed.trim());
  });
});
