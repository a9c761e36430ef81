// Types of the server build that Remix's Vite plugin provides to server.ts.
declare module 'virtual:remix/server-build' {
  import type {ServerBuild} from '@shopify/remix-oxygen';
  export const assets: ServerBuild['assets'];
  export const assetsBuildDirectory: ServerBuild['assetsBuildDirectory'];
  export const basename: ServerBuild['basename'];
  export const entry: ServerBuild['entry'];
  export const future: ServerBuild['future'];
  export const isSpaMode: ServerBuild['isSpaMode'];
  export const mode: ServerBuild['mode'];
  export const publicPath: ServerBuild['publicPath'];
  export const routes: ServerBuild['routes'];
}

// The asset cache's service worker and manifest (scripts/lib/vite-asset-cache.ts).
declare module 'virtual:service-worker' {
  const source: string;
  export default source;
}
declare module 'virtual:cache-manifest' {
  import type {CacheManifest} from '~/lib/asset-cache/manifest';
  const manifest: CacheManifest;
  export default manifest;
}

// Each brand screen's client chunks, by source path (scripts/lib/vite-screen-chunks.ts).
declare module 'virtual:screen-chunks' {
  const chunks: Readonly<Record<string, readonly string[]>>;
  export default chunks;
}
