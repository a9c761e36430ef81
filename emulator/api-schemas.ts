import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {
  buildClientSchema,
  GraphQLError,
  NoDeprecatedCustomRule,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import {CUSTOMER_ACCOUNT_API_VERSION, STOREFRONT_API_VERSION, versionsUpTo} from '../app/lib/storefront/api-versions';

/**
 * The Shopify schemas the stand-in executes against: those of the versions the store asks for by
 * default (`shopify-api-schemas`, @shopify/hydrogen-react of that release; tests/unit/api-versions.test.ts
 * holds the two together).
 */
export const SCHEMA_VERSIONS = {storefront: STOREFRONT_API_VERSION, customerAccount: CUSTOMER_ACCOUNT_API_VERSION};

/**
 * Whether the stand-in answers this version: the year of stable versions up to its schema's, each
 * with that schema (Shopify's skeleton, which the benchmarks run beside the store, asks for an older
 * one). An older or unknown version is refused, as a version past Shopify's support is not to be used.
 */
export function servesVersion(version: string, api: keyof typeof SCHEMA_VERSIONS = 'storefront'): boolean {
  return versionsUpTo(SCHEMA_VERSIONS[api]).includes(version);
}

/** The stand-in's answer for a version other than its schema's (Shopify would serve it; the stand-in cannot). */
export function unservedVersion(version: string, api: keyof typeof SCHEMA_VERSIONS = 'storefront') {
  const setting = api === 'storefront' ? 'PUBLIC_STOREFRONT_API_VERSION' : 'PUBLIC_CUSTOMER_ACCOUNT_API_VERSION';
  return {
    errors: [
      {
        message: `The stand-in serves API versions ${versionsUpTo(SCHEMA_VERSIONS[api]).join(', ')} (the year up to its schema's, ${SCHEMA_VERSIONS[api]}), not ${version}: leave ${setting} unset, or move the schemas with it (README, "API versions").`,
      },
    ],
  };
}

const schemas = new Map<string, GraphQLSchema>();

/** Built once per process: the introspection JSON is large. */
export function apiSchema(api: 'storefront' | 'customer-account'): GraphQLSchema {
  let schema = schemas.get(api);
  if (!schema) {
    const path = createRequire(import.meta.url).resolve(`shopify-api-schemas/${api}.schema.json`);
    const json = JSON.parse(readFileSync(path, 'utf8')) as {data?: IntrospectionQuery} & IntrospectionQuery;
    schema = buildClientSchema(json.data ?? json);
    schemas.set(api, schema);
  }
  return schema;
}

/**
 * Deprecated fields the stand-in still serves, each because a document of Hydrogen's own (not ours)
 * reads it and Shopify still answers it: "Type.field" and why. Everything else deprecated is refused,
 * so our documents never come to lean on a field the next version removes.
 */
export const DEPRECATED_BUT_SERVED: Readonly<Record<string, string>> = {};

/** "Cart.totalTaxAmount" in graphql-js's message for a deprecated field, argument, input field or enum value. */
const DEPRECATED_NAME = /([A-Za-z_]\w*\.[A-Za-z_]\w*)/;

/**
 * Errors for the deprecated fields, arguments and enum values a document uses, apart from those in
 * DEPRECATED_BUT_SERVED. Shopify itself still answers them; the stand-in is stricter on purpose.
 */
export function deprecationErrors(schema: GraphQLSchema, document: DocumentNode): GraphQLError[] {
  return validate(schema, document, [NoDeprecatedCustomRule])
    .filter((error) => !Object.hasOwn(DEPRECATED_BUT_SERVED, DEPRECATED_NAME.exec(error.message)?.[1] ?? ''))
    .map(
      (error) =>
        new GraphQLError(`${error.message} The stand-in refuses deprecated fields: use their replacement.`, {
          nodes: error.nodes,
          extensions: {code: 'deprecatedField'},
        }),
    );
}
