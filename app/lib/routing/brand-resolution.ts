/**
 * lib/routing/: which brand and page a request is for: the brand from its host, `?brand=` or cookie
 * (this file), and the guards every route calls (a language the brand lacks, a redirect or a 404).
 */

import {BRAND_IDS, brands, DEFAULT_BRAND_ID, isBrandId, type BrandConfig, type BrandId} from '~/brands';

/** Hosts every deployment knows (`<brand id>.localhost`), so `npm run dev` serves every brand without set-up. */
const BUILT_IN_HOSTS: Record<string, BrandId> = Object.fromEntries(BRAND_IDS.map((id) => [`${id}.localhost`, id]));

export const BRAND_QUERY_PARAM = 'brand';
export const BRAND_COOKIE = 'brand';

/** The parsed settings seen last: a worker has one, tests a few. */
const parsedBrandHosts = new Map<string, Readonly<Record<string, BrandId>>>();
const PARSED_BRAND_HOSTS_KEPT = 8;

/**
 * Parses `BRAND_HOSTS` ("shop.a.in=groom,shop.b.in=gum"); malformed entries are skipped. Every request
 * asks several times for the same setting, so the answer is parsed once and frozen.
 */
export function parseBrandHosts(value: string | undefined): Readonly<Record<string, BrandId>> {
  const setting = value ?? '';
  let hosts = parsedBrandHosts.get(setting);
  if (!hosts) {
    const parsed: Record<string, BrandId> = {};
    for (const entry of setting.split(',')) {
      const [host, brand] = entry.split('=').map((part) => part.trim().toLowerCase());
      if (host && isBrandId(brand)) parsed[host] = brand;
    }
    if (parsedBrandHosts.size >= PARSED_BRAND_HOSTS_KEPT) parsedBrandHosts.clear();
    parsedBrandHosts.set(setting, (hosts = Object.freeze(parsed)));
  }
  return hosts;
}

export interface BrandResolutionInput {
  /** host of the request URL, possibly with a port */
  host: string | null;
  /** value of ?brand= */
  queryBrand: string | null;
  /** value of the brand cookie */
  cookieBrand: string | null;
  brandHosts?: string;
  defaultBrand?: string;
}

export interface BrandResolution {
  brand: BrandId;
  /**
   * what chose it: only a brand the host names may share a page in the edge cache, since `?brand=`
   * and the cookie are per merchandiser (Oxygen preview URLs) and the default stands in for them
   */
  source: 'host' | 'query' | 'cookie' | 'default';
  /** a valid ?brand= to remember in the cookie (Oxygen preview URLs have random hosts) */
  rememberBrand?: BrandId;
}

/** Host map first, then ?brand= (remembered in a cookie), then DEFAULT_BRAND, then groom. */
export function resolveBrand(input: BrandResolutionInput): BrandResolution {
  const hostname = (input.host ?? '').toLowerCase().replace(/:\d+$/, '');
  const configured = parseBrandHosts(input.brandHosts);
  const hostBrand = Object.hasOwn(configured, hostname)
    ? configured[hostname]
    : Object.hasOwn(BUILT_IN_HOSTS, hostname)
      ? BUILT_IN_HOSTS[hostname]
      : undefined;
  if (hostBrand) return {brand: hostBrand, source: 'host'};

  const queryBrand = input.queryBrand?.trim().toLowerCase();
  if (isBrandId(queryBrand)) return {brand: queryBrand, source: 'query', rememberBrand: queryBrand};
  if (isBrandId(input.cookieBrand)) return {brand: input.cookieBrand, source: 'cookie'};

  const defaultBrand = input.defaultBrand?.trim().toLowerCase();
  return {brand: isBrandId(defaultBrand) ? defaultBrand : DEFAULT_BRAND_ID, source: 'default'};
}

export function getBrandConfig(brand: BrandId): BrandConfig {
  return brands[brand];
}

/**
 * The hosts that serve a brand: those `BRAND_HOSTS` gives it, and `<brand>.localhost`. A link a
 * merchandiser types may lead to these (lib/content/merchandising.ts).
 */
export function ownHostsOf(brand: BrandId, brandHostsSetting?: string): string[] {
  const configured = parseBrandHosts(brandHostsSetting);
  return [...Object.keys(configured).filter((host) => configured[host] === brand), `${brand}.localhost`];
}

/**
 * The origin of this site's absolute URLs (structured data, canonical links). The request's own
 * origin only when its host is one this deployment knows: a forged Host header must not end up in
 * a page. Otherwise the brand's configured host, else the built-in `<brand>.localhost` (local runs).
 */
export function siteOriginFor(url: URL, brand: BrandId, brandHostsSetting?: string): string {
  const configured = parseBrandHosts(brandHostsSetting);
  const hostname = url.hostname.toLowerCase();
  if (Object.hasOwn(configured, hostname) || Object.hasOwn(BUILT_IN_HOSTS, hostname)) return url.origin;
  const brandHost = Object.keys(configured).find((host) => configured[host] === brand);
  if (brandHost) return `https://${brandHost}`;
  return `${url.protocol}//${brand}.localhost${url.port ? `:${url.port}` : ''}`;
}
