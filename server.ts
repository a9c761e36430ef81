// Oxygen worker entry: resolves brand and language once, then hands the request to Remix.
import * as remixBuild from 'virtual:remix/server-build';
import {storefrontRedirect} from '@shopify/hydrogen';
import {createRequestHandler} from '@shopify/remix-oxygen';
import {createAppLoadContext} from '~/lib/context.server';
import {BRAND_COOKIE} from '~/lib/brand-resolution';
import {savedLanguageRedirect} from '~/lib/language-preference';

export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    try {
      const appLoadContext = await createAppLoadContext(request, env, executionContext);
      const languageRedirect = savedLanguageRedirect(request, appLoadContext.brand, appLoadContext.locale);
      if (languageRedirect) return languageRedirect;

      const handleRequest = createRequestHandler({
        build: remixBuild,
        mode: process.env.NODE_ENV,
        getLoadContext: () => appLoadContext,
      });

      let response = await handleRequest(request);
      if (response.status === 404) {
        // Shopify admin URL redirects (old product URLs and the like) take over a 404.
        response = await storefrontRedirect({request, response, storefront: appLoadContext.storefront});
      }

      if (appLoadContext.session.isPending) {
        response.headers.append('Set-Cookie', await appLoadContext.session.commit());
      }
      if (appLoadContext.rememberBrand) {
        response.headers.append(
          'Set-Cookie',
          `${BRAND_COOKIE}=${appLoadContext.rememberBrand}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly`,
        );
      }
      return response;
    } catch (error) {
      console.error(error);
      return new Response('An unexpected error occurred', {
        status: 500,
        headers: {'Content-Type': 'text/plain; charset=utf-8'},
      });
    }
  },
};
