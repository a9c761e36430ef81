import type {Consent} from '../consent';
import type {Destination} from '../runtime';
import type {AnalyticsDestinations} from '../setup.server';

/**
 * The destinations a consent allows among those the brand's env switches on, each loaded (its
 * module, its vendor's script) on first use and kept for the page's life. One that fails to load
 * is left out; the others still get every event.
 */
export async function loadDestinations(
  config: AnalyticsDestinations,
  consent: Consent,
  brand: string,
): Promise<Destination[]> {
  const loads: Array<Promise<Destination>> = [];
  if (consent.analytics && config.collectorUrl) {
    const url = config.collectorUrl;
    loads.push(import('./collector').then((module) => module.collectorDestination(url, brand)));
  }
  if (consent.analytics && config.posthog) {
    const posthog = config.posthog;
    loads.push(import('./posthog-loader').then((module) => module.postHogDestination(posthog)));
  }
  if (consent.analytics && config.ga4) {
    const ga4 = config.ga4;
    loads.push(import('./ga4-loader').then((module) => module.ga4Destination(ga4.measurementId)));
  }
  if (consent.marketing && config.metaPixel) {
    const pixel = config.metaPixel;
    loads.push(import('./meta-pixel-loader').then((module) => module.metaPixelDestination(pixel.pixelId)));
  }
  const settled = await Promise.allSettled(loads);
  return settled.flatMap((result) => {
    if (result.status === 'fulfilled') return [result.value];
    console.error('An analytics destination failed to load:', result.reason);
    return [];
  });
}

/** Adds a vendor's script once; resolves when it has loaded. */
export function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}
