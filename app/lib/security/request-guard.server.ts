/**
 * lib/security/: what the worker refuses, and how it answers. The request guard (this file), request
 * limits and bodies, the refusal log, redirects that stay on the site, security headers and CSP
 * reports, form tokens, HTML escaping, image hosts and repaired URLs.
 */

import {isCartLinkPath} from '~/lib/cart/cart-link';
import type {BrandConfig, BrandLocale} from '~/brands';
import {serverTranslator} from '~/lib/i18n/i18n.server';
import {escapeHtml} from '~/lib/security/html';
import {resolveLocale} from '~/lib/i18n/locale';
import {MALFORMED_URL_HEADER} from '~/lib/security/malformed-url';
import {
  MAX_PATH_LENGTH,
  MAX_PATH_SEGMENTS,
  MAX_QUERY_LENGTH,
  MAX_REQUEST_BODY_BYTES,
} from '~/lib/security/request-limits';

const READ_METHODS = new Set(['GET', 'HEAD']);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bodies a state-changing request may carry: HTML forms, JSON, and browsers' CSP reports. */
const ACCEPTED_BODY_TYPES = [
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json',
  'application/csp-report',
  'application/reports+json',
];

export type RefusalKey =
  | 'badRequest'
  | 'crossSite'
  | 'methodNotAllowed'
  | 'notPageLoad'
  | 'payloadTooLarge'
  | 'uriTooLong'
  | 'unsupportedMediaType';

const STATUS: Record<RefusalKey, number> = {
  badRequest: 400,
  crossSite: 403,
  methodNotAllowed: 405,
  notPageLoad: 403,
  payloadTooLarge: 413,
  uriTooLong: 414,
  unsupportedMediaType: 415,
};

/**
 * The reason to refuse a request before any app code runs, or null to let it through: an address
 * too long, with a broken %-escape or asking for data the old Remix way, a method the store does not serve, a write another site
 * asked for (by `Origin` or `Sec-Fetch-Site`), or a body in a format no endpoint reads or larger
 * than any endpoint takes.
 */
export function refusalFor(request: Request): RefusalKey | null {
  const url = new URL(request.url);
  if (url.pathname.length > MAX_PATH_LENGTH || url.search.length > MAX_QUERY_LENGTH) return 'uriTooLong';
  if (url.pathname.split('/').length - 1 > MAX_PATH_SEGMENTS) return 'uriTooLong';
  if (request.headers.has(MALFORMED_URL_HEADER) || !decodes(url.pathname) || !queryDecodes(url.search)) {
    return 'badRequest';
  }
  // `?_data=` is how Remix loaded route data before single fetch. This store's router never asks that
  // way, and Remix would log every such request as an error before answering it: one refusal line instead.
  if (url.searchParams.has('_data')) return 'badRequest';

  const method = request.method.toUpperCase();
  // A cart link changes the cart on a page load only (cart-link.server.ts); an in-app data request
  // for one is never that, and Remix takes `.data` off before its loader could tell.
  if (READ_METHODS.has(method)) {
    const dataRequest = url.pathname.endsWith('.data');
    return dataRequest && isCartLinkPath(url.pathname.slice(0, -'.data'.length)) ? 'notPageLoad' : null;
  }
  if (!WRITE_METHODS.has(method)) return 'methodNotAllowed';
  if (isCrossSite(request, url)) return 'crossSite';
  const contentType = request.headers.get('Content-Type');
  if (contentType !== null && !ACCEPTED_BODY_TYPES.includes(mediaTypeOf(contentType))) return 'unsupportedMediaType';
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_REQUEST_BODY_BYTES) return 'payloadTooLarge';
  return null;
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Each name and value of a query decodes: a cut-short Hindi letter ("%E0%A4") does not. */
function queryDecodes(search: string): boolean {
  return search
    .slice(1)
    .split(/[&=]/)
    .every((part) => decodes(part.replace(/\+/g, ' ')));
}

function mediaTypeOf(contentType: string): string {
  return contentType.split(';')[0].trim().toLowerCase();
}

/**
 * Browsers say where a request comes from; requests without those headers (scripts, the spec's
 * outside API callers) carry no shopper's cookies by accident and are let through.
 */
function isCrossSite(request: Request, url: URL): boolean {
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.get('Origin');
  return origin !== null && origin !== url.origin;
}

/** Answers in JSON for API and data requests, as a branded page in the page's language otherwise. */
export function refusalResponse(key: RefusalKey, request: Request, brand: BrandConfig): Response {
  const url = new URL(request.url);
  // A refused address may be megabytes long: read the language from its start only.
  const locale = resolveLocale(brand, url.pathname.slice(0, 64));
  const t = serverTranslator(locale, 'requests');
  const status = STATUS[key];
  const headers = new Headers({'Cache-Control': 'no-store'});
  if (key === 'methodNotAllowed') headers.set('Allow', [...READ_METHODS, ...WRITE_METHODS].join(', '));

  if (wantsJson(request, url)) {
    return Response.json({error: t(`${key}.body`)}, {status, headers});
  }
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'");
  const body =
    request.method === 'HEAD' ? null : refusalPage(brand, locale, t(`${key}.title`), t(`${key}.body`), t('backHome'));
  return new Response(body, {status, headers});
}

function wantsJson(request: Request, url: URL): boolean {
  const path = url.pathname.slice(0, 64);
  return (
    /^(\/[a-z]{2})?\/api\//.test(path) ||
    url.pathname.endsWith('.data') ||
    (request.headers.get('Accept') ?? '').includes('application/json') ||
    mediaTypeOf(request.headers.get('Content-Type') ?? '') === 'application/json'
  );
}

/** A page without the app: no scripts, no store data, so it renders whatever state the worker is in. */
function refusalPage(brand: BrandConfig, locale: BrandLocale, title: string, body: string, backHome: string): string {
  const {colors, fontFamily} = brand.theme;
  const home = locale.pathPrefix ? `/${locale.pathPrefix}` : '/';
  return `<!doctype html>
<html lang="${locale.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(brand.name)}</title>
<link rel="icon" type="image/svg+xml" href="/brands/${brand.id}/favicon.svg">
<style>body{margin:0;font-family:${fontFamily};background:${colors.background};color:${colors.foreground}}
header{padding:16px 24px;background:${colors.primary};color:${colors.primaryForeground};font-weight:700}
main{max-width:40rem;margin:0 auto;padding:48px 24px}a{color:inherit}</style></head>
<body><header>${escapeHtml(brand.name)}</header>
<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="${home}">${escapeHtml(backHome)}</a></p></main>
</body></html>`;
}
