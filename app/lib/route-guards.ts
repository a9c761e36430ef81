import type {AppLoadContext} from '@shopify/remix-oxygen';
import {isLocaleParamValid} from '~/lib/brand-resolution';

export function notFound(): Response {
  return new Response('Not found', {status: 404});
}

/** Every page route calls this: a language prefix the brand does not offer is a 404. */
export function assertLocale(params: {locale?: string}, context: AppLoadContext): void {
  if (!isLocaleParamValid(params.locale, context.locale)) throw notFound();
}
