import type {CodegenConfig} from '@graphql-codegen/cli';
import {getSchema, pluckConfig, preset} from '@shopify/hydrogen-codegen';

/** Where the Customer Account API's documents live; every other `#graphql` document is a Storefront one. */
export const CUSTOMER_ACCOUNT_DOCUMENTS = './app/graphql/customer-account/*.ts';

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
      schema: getSchema('storefront'),
      documents: ['./app/**/*.{ts,tsx}', `!${CUSTOMER_ACCOUNT_DOCUMENTS}`],
    },
    'customer-accountapi.generated.d.ts': {
      preset,
      schema: getSchema('customer-account'),
      documents: [CUSTOMER_ACCOUNT_DOCUMENTS],
    },
  },
} satisfies CodegenConfig;
