import type {CodegenConfig} from '@graphql-codegen/cli';
import {createRequire} from 'node:module';
import {pluckConfig, preset} from '@shopify/hydrogen-codegen';

/** Where the Customer Account API's documents live; every other `#graphql` document is a Storefront one. */
export const CUSTOMER_ACCOUNT_DOCUMENTS = './app/graphql/customer-account/*.ts';

/**
 * The schemas of the API versions the store asks for by default (app/lib/storefront/api-versions.ts):
 * the dev dependency `shopify-api-schemas` is @shopify/hydrogen-react of that release.
 */
export const schemaPath = (api: 'storefront' | 'customer-account') =>
  createRequire(import.meta.url).resolve(`shopify-api-schemas/${api}.schema.json`);

/**
 * Types every `#graphql` document in app/ against Shopify's schemas (`npm run codegen`): the
 * Storefront API's, and the Customer Account API's for app/graphql/customer-account/.
 */
export default {
  overwrite: true,
  // Finds the `#graphql` template literals.
  pluckConfig: pluckConfig as CodegenConfig['pluckConfig'],
  generates: {
    'storefrontapi.generated.d.ts': {
      preset,
      schema: schemaPath('storefront'),
      documents: ['./app/**/*.{ts,tsx}', `!${CUSTOMER_ACCOUNT_DOCUMENTS}`],
    },
    'customer-accountapi.generated.d.ts': {
      preset,
      schema: schemaPath('customer-account'),
      documents: [CUSTOMER_ACCOUNT_DOCUMENTS],
    },
  },
} satisfies CodegenConfig;
