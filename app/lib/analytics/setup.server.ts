import type {BrandId} from '~/brands/types';
import {brandValue} from '~/lib/storefront/storefront-credentials.server';

/** The destinations a brand's env switches on; what the page loads once the shopper consents. */
export interface AnalyticsDestinations {
  /** the first-party collector: the stand-in's on the embedded default */
  collectorUrl: string | null;
  posthog: {projectKey: string; apiHost: string} | null;
  ga4: {measurementId: string} | null;
  metaPixel: {pixelId: string} | null;
}

/** Content-Security-Policy sources the configured destinations need (none for those switched off). */
export interface AnalyticsSources {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
}

const GA4_ID = /^G-[A-Z0-9]{4,20}$/;
const META_PIXEL_ID = /^\d{6,20}$/;

function httpsOrigin(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Each destination by its env (per brand with `GROOM_`/`GUM_` in front): `PUBLIC_ANALYTICS_COLLECTOR_URL`,
 * `PUBLIC_POSTHOG_KEY` and `PUBLIC_POSTHOG_HOST`, `PUBLIC_GA4_MEASUREMENT_ID`, `PUBLIC_META_PIXEL_ID`.
 * A value that is not well formed leaves that destination off. On the stand-in the collector is the
 * stand-in's unless another is set.
 */
export function analyticsDestinations(
  env: object,
  brand: BrandId,
  store: {emulated: boolean; storefrontOrigin: string},
): AnalyticsDestinations {
  const collector = brandValue(env, brand, 'PUBLIC_ANALYTICS_COLLECTOR_URL');
  const collectorUrl = collector
    ? httpsOrigin(collector) && collector
    : store.emulated
      ? `${store.storefrontOrigin}/analytics/collect`
      : null;
  const posthogKey = brandValue(env, brand, 'PUBLIC_POSTHOG_KEY');
  const posthogHost = httpsOrigin(brandValue(env, brand, 'PUBLIC_POSTHOG_HOST') ?? 'https://us.i.posthog.com');
  const ga4 = brandValue(env, brand, 'PUBLIC_GA4_MEASUREMENT_ID');
  const pixel = brandValue(env, brand, 'PUBLIC_META_PIXEL_ID');
  return {
    collectorUrl,
    posthog: posthogKey && posthogHost ? {projectKey: posthogKey, apiHost: posthogHost} : null,
    ga4: ga4 && GA4_ID.test(ga4) ? {measurementId: ga4} : null,
    metaPixel: pixel && META_PIXEL_ID.test(pixel) ? {pixelId: pixel} : null,
  };
}

export function analyticsSources(destinations: AnalyticsDestinations): AnalyticsSources {
  const sources: AnalyticsSources = {scriptSrc: [], connectSrc: [], imgSrc: []};
  if (destinations.collectorUrl) sources.connectSrc.push(new URL(destinations.collectorUrl).origin);
  if (destinations.posthog) sources.connectSrc.push(destinations.posthog.apiHost);
  if (destinations.ga4) {
    sources.scriptSrc.push('https://www.googletagmanager.com');
    sources.connectSrc.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    );
    sources.imgSrc.push('https://*.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (destinations.metaPixel) {
    sources.scriptSrc.push('https://connect.facebook.net');
    sources.connectSrc.push('https://www.facebook.com', 'https://connect.facebook.net');
    sources.imgSrc.push('https://www.facebook.com');
  }
  return sources;
}
