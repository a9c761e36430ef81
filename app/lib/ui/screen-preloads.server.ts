import type {MetaDescriptor} from '@shopify/remix-oxygen';
import screenChunks from 'virtual:screen-chunks';

/**
 * Head links that fetch a page's brand screens with the route's own modules. Without them the
 * browser asks for a screen's chunk only once the route module has run (brandScreensLoader): one
 * more round trip before the page's body can come alive. Empty under `vite dev`.
 */
export function screenPreloads(...screens: ReadonlyArray<{source?: string} | null | undefined>): MetaDescriptor[] {
  const files = new Set(screens.flatMap((screen) => (screen?.source ? (screenChunks[screen.source] ?? []) : [])));
  return [...files].map((href) => ({tagName: 'link', rel: 'modulepreload', href}));
}
