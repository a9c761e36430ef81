import type {CodegenConfig} from '@graphql-codegen/cli';
import {getSchema, pluckConfig, preset} from '@shopify/hydrogen-codegen';

/** Types every `#graphql` document in app/ against Shopify's Storefront schema (`npm run codegen`). */
export default {
  overwrite: true,
  // Finds the `#graphql` template literals.
  pluckConfig: pluckConfig as CodegenConfig['pluckConfig'],
  generates: {
    'storefrontapi.generated.d.ts': {
      preset,
      schema: getSchema('storefront'),
      documents: ['./app/**/*.{ts,tsx}'],
    },
  },
} satisfies CodegenConfig;
