import type {MetaDescriptor} from '@shopify/remix-oxygen';
import screenChunks from 'virtual:screen-chunks';

type Part = {source?: string} | null | undefined;

/**
 * Head links that fetch a page's parts in chunks of their own (brand screens, a product's plans) with
 * the route's own modules. Without them the browser asks for a part's chunk only once the route
 * module has run (brandScreensLoader): one more round trip before the page's body can come alive.
 * A part's first link names its source (`data-source`), by which the browser knows, before hydrating,
 * which of a route's on-demand parts the server drew; one per part, since the page and its loader data
 * each carry every link. Empty under `vite dev`.
 */
export function screenPreloads(...screens: readonly Part[]): MetaDescriptor[] {
  const links = new Map<string, MetaDescriptor>();
  for (const screen of screens) {
    const hrefs = chunksOf(screen).filter((href) => !links.has(href));
    hrefs.forEach((href, index) =>
      links.set(href, {
        tagName: 'link',
        rel: 'modulepreload',
        href,
        ...(index === 0 ? {'data-source': screen!.source!} : {}),
      }),
    );
  }
  return [...links.values()];
}

/** The chunks of `screens` beyond what every page loads, once each: for the root, which has no head tags of its own. */
export function screenChunkHrefs(...screens: readonly Part[]): string[] {
  return [...new Set(screens.flatMap(chunksOf))];
}

function chunksOf(screen: Part): readonly string[] {
  return screen?.source ? (screenChunks[screen.source] ?? []) : [];
}
