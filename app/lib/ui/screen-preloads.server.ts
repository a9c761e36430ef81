import type {MetaDescriptor} from '@shopify/remix-oxygen';
import screenChunks from 'virtual:screen-chunks';

/**
 * Head links that fetch a page's brand screens with the route's own modules. Without them the
 * browser asks for a screen's chunk only once the route module has run (brandScreensLoader): one
 * more round trip before the page's body can come alive. Empty under `vite dev`.
 */
export function screenPreloads(...screens: ReadonlyArray<{source?: string} | null | undefined>): MetaDescriptor[] {
  return screenChunkHrefs(...screens).map((href) => ({tagName: 'link', rel: 'modulepreload', href}));
}

/** The chunks of `screens` beyond what every page loads, once each: for the root, which has no head tags of its own. */
export function screenChunkHrefs(...screens: ReadonlyArray<{source?: string} | null | undefined>): string[] {
  return [...new Set(screens.flatMap((screen) => (screen?.source ? (screenChunks[screen.source] ?? []) : [])))];
}
