/**
 * Which answers Oxygen's full-page cache may keep, and for how long: the one place the worker's cache
 * headers come from (decision 027). A page is shared by every shopper of its host, path and query, so
 * only pages whose HTML depends on nothing else qualify; everything personal reaches them from the
 * personal route after they load.
 */
import type {BrandConfig} from '~/brands';
import {pagePathname, pathInLocale, resolveLocale} from '~/lib/i18n/locale';
import type {BrandResolution} from '~/lib/routing/brand-resolution';

/** How long the edge keeps a page fresh, and how long after that it may still serve it while it asks again. */
export interface PageLifetime {
  /** the kind of page, for the README's table and the benchmark */
  kind: 'catalogue' | 'search' | 'content';
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
}

/**
 * Prices, stock and collections: a merchant's change reaches every shopper within 15 minutes (fresh for 5,
 * then one stale answer while the edge asks again, for at most 10 more). The cart and checkout always
 * ask Shopify, so the price a shopper pays is never the cached one.
 */
const CATALOGUE: PageLifetime = {kind: 'catalogue', maxAgeSeconds: 300, staleWhileRevalidateSeconds: 600};
/** Search results follow the catalogue. */
const SEARCH: PageLifetime = {kind: 'search', maxAgeSeconds: 300, staleWhileRevalidateSeconds: 600};
/** Pages, blog posts and policies change seldom: an hour fresh, a day stale at most. */
const CONTENT: PageLifetime = {kind: 'content', maxAgeSeconds: 3600, staleWhileRevalidateSeconds: 86_400};

/** Paths without their language prefix; every other page (cart, account, login, endpoints) is personal or an action. */
const SHARED_PAGES: ReadonlyArray<readonly [RegExp, PageLifetime]> = [
  [/^\/$/, CATALOGUE],
  [/^\/collections(?:\/[^/]+)?$/, CATALOGUE],
  [/^\/products\/[^/]+$/, CATALOGUE],
  [/^\/productbundle\/[^/]+$/, CATALOGUE],
  [/^\/search$/, SEARCH],
  // The gums and their prices; the shopper's answers never reach the server with JavaScript, and a
  // form post (without it) is never shared.
  [/^\/quit-plan$/, CATALOGUE],
  [/^\/pages\/[^/]+$/, CONTENT],
  [/^\/blogs(?:\/[^/]+){0,2}$/, CONTENT],
  [/^\/policies(?:\/[^/]+)?$/, CONTENT],
];

/**
 * The lifetime of the page a request asks for (a single-fetch data request stands for its page), or null
 * when its answer is never shared: not a GET, a brand that `?brand=`, the brand cookie or the default
 * chose (a merchandiser's preview), or a page that is personal or does not exist.
 */
export function sharedPageLifetime(
  request: Pick<Request, 'method' | 'url'>,
  brand: BrandConfig,
  brandSource: BrandResolution['source'],
): PageLifetime | null {
  if (request.method !== 'GET' || brandSource !== 'host') return null;
  const pathname = pagePathname(new URL(request.url).pathname);
  const path = pathInLocale(pathname, resolveLocale(brand, pathname), brand.locales[0]);
  return SHARED_PAGES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

export const PRIVATE_NO_STORE = 'private, no-store';

/** What requests may share a cached page: only the encoding the edge compressed it in. */
const SHARED_VARY = 'Accept-Encoding';

/** Facts about one answer that decide whether it may be shared. */
export interface AnswerFacts {
  status: number;
  /** its headers as it leaves the worker, the cookies the worker sets on it (Set-Cookie) among them */
  headers: Headers;
  /** a Storefront API call failed while it was made: a page missing parts must not be kept */
  degraded: boolean;
  /** when what the page shows next changes by itself (an announcement's start or end, epoch ms), if it does */
  contentChangesAt?: number | null;
  /** the time of the answer, epoch ms */
  now?: number;
}

/**
 * A lifetime that ends, stale time included, by the time the page's content changes by itself: a kept
 * page never shows a message past its end, nor misses one past its start. Null when that is under a second away.
 */
export function lifetimeUntil(
  lifetime: PageLifetime,
  changesAt: number | null | undefined,
  now: number,
): PageLifetime | null {
  if (changesAt === null || changesAt === undefined) return lifetime;
  const seconds = Math.floor((changesAt - now) / 1000);
  if (seconds < 1) return null;
  const maxAgeSeconds = Math.min(lifetime.maxAgeSeconds, seconds);
  return {
    ...lifetime,
    maxAgeSeconds,
    staleWhileRevalidateSeconds: Math.min(lifetime.staleWhileRevalidateSeconds, seconds - maxAgeSeconds),
  };
}

function sharable(lifetime: PageLifetime | null, answer: AnswerFacts): lifetime is PageLifetime {
  if (!lifetime || answer.degraded || answer.headers.has('Set-Cookie')) return false;
  if (answer.status < 200 || answer.status >= 400) return false;
  return !/\b(?:private|no-store)\b/i.test(answer.headers.get('Cache-Control') ?? '');
}

/** A public, immutable policy: an answer whose address names its version. */
function isVersionedFile(cacheControl: string): boolean {
  return /\bpublic\b/i.test(cacheControl) && /\bimmutable\b/i.test(cacheControl) && !/\bprivate\b/i.test(cacheControl);
}

/**
 * The cache headers of an answer. Shared pages: `Oxygen-Cache-Control` for the edge, a browser
 * revalidates every time (the edge answers fast, and a stale tab never shows an old price after a
 * reload). Everything that sets a cookie, and every answer on a path that is not shared and that has
 * no policy of its own (sitemaps, robots.txt and static files keep theirs), is `private, no-store`.
 */
export function cacheHeadersFor(lifetime: PageLifetime | null, answer: AnswerFacts): Headers {
  const headers = new Headers();
  const kept = lifetime && lifetimeUntil(lifetime, answer.contentChangesAt, answer.now ?? Date.now());
  if (sharable(kept, answer)) {
    headers.set(
      'Oxygen-Cache-Control',
      `public, max-age=${kept.maxAgeSeconds}, stale-while-revalidate=${kept.staleWhileRevalidateSeconds}`,
    );
    headers.set('Cache-Control', 'public, max-age=0, must-revalidate');
    headers.set('Vary', SHARED_VARY);
    return headers;
  }
  const ownPolicy = answer.headers.get('Cache-Control') ?? '';
  if (lifetime === null && answer.status === 200 && !answer.headers.has('Set-Cookie') && isVersionedFile(ownPolicy)) {
    // A versioned file (a translation file): its address changes with its content, so the edge keeps it as long.
    headers.set('Oxygen-Cache-Control', ownPolicy);
    return headers;
  }
  const personal = answer.headers.has('Set-Cookie') || lifetime !== null;
  if (personal || !answer.headers.has('Cache-Control')) headers.set('Cache-Control', PRIVATE_NO_STORE);
  return headers;
}

/** `response` with the headers cacheHeadersFor chose: an `Oxygen-Cache-Control` it did not choose is removed. */
export function applyCacheHeaders(response: Response, chosen: Headers): void {
  if (!chosen.has('Oxygen-Cache-Control')) response.headers.delete('Oxygen-Cache-Control');
  chosen.forEach((value, name) => response.headers.set(name, value));
}
