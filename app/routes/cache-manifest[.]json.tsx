import {cacheManifest} from '~/lib/asset-cache/build-assets.server';

/** `GET /cache-manifest.json`: the build's assets with their types, sizes and versions (lib/asset-cache/manifest). */
export async function loader() {
  return new Response(JSON.stringify(cacheManifest), {
    headers: {'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache'},
  });
}
