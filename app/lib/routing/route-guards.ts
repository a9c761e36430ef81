import {redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import {URL_REDIRECT_QUERY} from '~/graphql/redirects';
import {STALE_FOR_AN_HOUR} from '~/lib/storefront/cache-rules';
import {throwIfGraphqlErrors} from '~/lib/storefront/graphql-errors';
import {isLocaleParamValid} from '~/lib/i18n/locale';
import {sitePath} from '~/lib/security/safe-redirect';
import {pageOfRequest} from '~/lib/account/account-paths';
import {loginPath} from '~/lib/account/login-path';

export function notFound(): Response {
  return new Response('Not found', {status: 404});
}

/** Every page route calls this: a language prefix the brand does not offer is a 404. */
export function assertLocale(params: {locale?: string}, context: AppLoadContext): void {
  if (!isLocaleParamValid(params.locale, context.locale)) throw notFound();
}

/**
 * For a loader whose resource does not exist: follows a redirect set in the Shopify
 * admin, else a 404. server.ts does the same for whole-page requests; this also
 * covers in-app navigations, whose data requests end in `.data`.
 */
export async function notFoundOrRedirect(request: Request, context: AppLoadContext): Promise<never> {
  const path = new URL(request.url).pathname
    .replace(/\.data$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  const {urlRedirects} = await context.storefront
    .query(URL_REDIRECT_QUERY, {
      variables: {query: `path:${path}`},
      cache: context.storefront.CacheShort(STALE_FOR_AN_HOUR),
    })
    .catch(() => ({urlRedirects: null}));
  // A redirect set to another site is not followed: redirects stay on this one.
  const target = sitePath(urlRedirects?.nodes[0]?.target);
  throw target ? redirect(target, 301) : notFound();
}

/** A Storefront answer whose `Key` resource is there. */
type Found<Answer, Key extends keyof Answer> = Answer & {[K in Key]-?: NonNullable<Answer[K]>};

/**
 * A page's Storefront answer with its resource (`key`) present: errors are thrown for the
 * error boundary, a missing resource is the branded 404 (or the admin's redirect).
 */
export async function queryOrNotFound<
  Answer extends {errors?: ReadonlyArray<{message: string}>},
  Key extends keyof Answer,
>(
  {request, context}: {request: Request; context: AppLoadContext},
  key: Key,
  answer: Promise<Answer>,
): Promise<Found<Answer, Key>> {
  const found = await answer;
  throwIfGraphqlErrors(found.errors);
  if (found[key] == null) return notFoundOrRedirect(request, context);
  return found as Found<Answer, Key>;
}

/** The login page in the request's language, coming back to the page asked for (account pages when logged out). */
export function loginFirst(request: Request, context: AppLoadContext): Response {
  return redirect(loginPath(context.locale, pageOfRequest(new URL(request.url))));
}
