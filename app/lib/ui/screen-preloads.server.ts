import type {MetaDescriptor} from '@shopify/remix-oxygen';
import screenChunks from 'virtual:screen-chunks';

type Part = {source?: string} | null | undefined;

/**
 * Head links that fetch a page's parts in chunks of their own (brand screens, a product's plans) with
 * the route's own modules. Without them the browser asks for a part's chunk only once the route
 * module has run (brandScreensLoader): one more round trip before the page's body can come alive.
 * Each link names its part's source (`data-source`), by which the browser knows, before hydrating,
 * which of a route's on-demand parts the server drew. Empty under `vite dev`.
 */
export function screenPreloads(...screens: readonly Part[]): MetaDescriptor[] {
  const sourceOfChunk = new Map<string, string>();
  for (const screen of screens) {
    for (const href of chunksOf(screen)) if (!sourceOfChunk.has(href)) sourceOfChunk.set(href, screen!.source!);
  }
  return [...sourceOfChunk].map(([href, source]) => ({
    tagName: 'link',
    rel: 'modulepreload',
    href,
    'data-source': source,
  }));
}

/** The chunks of `screens` beyond what every page loads, once each: for the root, which has no head tags of its own. */
export function screenChunkHrefs(...screens: readonly Part[]): string[] {
  return [...new Set(screens.flatMap(chunksOf))];
}

function chunksOf(screen: Part): readonly string[] {
  return screen?.source ? (screenChunks[screen.source] ?? []) : [];
}
