/// <reference types="vite/client" />
/// <reference types="@remix-run/react" />
/// <reference types="@shopify/remix-oxygen" />
/// <reference types="@shopify/oxygen-workers-types" />

import type {HydrogenEnv} from '@shopify/hydrogen';
import type {AppLoadContext as AppContext} from '~/lib/context.server';

declare global {
  /** Values the worker reads from its environment; see .env.example. */
  interface Env extends HydrogenEnv {
    /** "emulator" forces the local Storefront API stand-in */
    STOREFRONT?: string;
    /** base URL of the stand-in, default http://127.0.0.1:4100 */
    EMULATOR_URL?: string;
    /** "host=brand,host=brand" */
    BRAND_HOSTS?: string;
    DEFAULT_BRAND?: string;
    /** API versions, `GROOM_`/`GUM_` overrides too; defaults in app/lib/storefront/api-versions.ts */
    PUBLIC_STOREFRONT_API_VERSION?: string;
    PUBLIC_CUSTOMER_ACCOUNT_API_VERSION?: string;
    /** both set: the Customer Account API (hosted login); neither: legacy customer accounts */
    PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID?: string;
    SHOP_ID?: string;
    /** the phone-login provider: script URL, merchant id, merchant key (32 bytes, base64) */
    KWIKPASS_SCRIPT_URL?: string;
    KWIKPASS_MERCHANT_ID?: string;
    KWIKPASS_MERCHANT_KEY?: string;
    [perBrandOverride: `${'GROOM' | 'GUM'}_${string}`]: string | undefined;
  }
}

declare module '@shopify/remix-oxygen' {
  // An interface, not a type alias: declaration merging is how Remix learns the context's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}

declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true;
  }
}
