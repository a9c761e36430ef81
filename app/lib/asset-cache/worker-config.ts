import {escapeHtml} from '~/lib/security/html';

/**
 * What the worker that answers /sw.js tells the service worker about the site, ahead of its code:
 * the debug flag and what the offline page shows, in the brand's colours and each of its languages.
 */
export interface ServiceWorkerConfig {
  debug: boolean;
  offline: {
    brandName: string;
    logo: {src: string; width: number; height: number};
    icon: string;
    colors: {background: string; foreground: string; primary: string; primaryForeground: string};
    /** the brand's languages: a path starting with `/<pathPrefix>` is in that language ('' for the default) */
    locales: Array<{pathPrefix: string; lang: string; title: string; message: string; retry: string; fontUrl?: string}>;
  };
}

/** The global the config is assigned to, before the service worker's code. */
export const SERVICE_WORKER_CONFIG_GLOBAL = '__STOREFRONT_SERVICE_WORKER__';

/** The language of a path: the locale whose prefix starts it, else the default (prefix ''). */
export function offlineLocaleFor(config: ServiceWorkerConfig['offline'], pathname: string) {
  const segment = pathname.split('/')[1] ?? '';
  return (
    config.locales.find((locale) => locale.pathPrefix !== '' && locale.pathPrefix === segment) ??
    config.locales.find((locale) => locale.pathPrefix === '') ??
    config.locales[0]!
  );
}

/**
 * The page a navigation gets when the network is gone: the brand's logo and colours, in the page's
 * language, with a link that tries the same address again. No script: it works under any policy.
 */
export function offlinePageHtml(config: ServiceWorkerConfig['offline'], url: string): string {
  const {pathname} = new URL(url);
  const locale = offlineLocaleFor(config, pathname);
  const {colors, logo} = config;
  const font = locale.fontUrl
    ? `@font-face{font-family:"Offline Script";src:url(${JSON.stringify(locale.fontUrl)}) format("woff2");font-display:swap}`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(locale.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(locale.title)} · ${escapeHtml(config.brandName)}</title><link rel="icon" type="image/svg+xml" href="${escapeHtml(config.icon)}">
<style>${font}body{margin:0;min-height:100vh;display:grid;place-items:center;background:rgb(${colors.background});color:rgb(${colors.foreground});font-family:${locale.fontUrl ? '"Offline Script",' : ''}ui-sans-serif,system-ui,sans-serif}main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.5rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:999px;background:rgb(${colors.primary});color:rgb(${colors.primaryForeground});font-weight:600;text-decoration:none}</style>
</head><body><main>
<img src="${escapeHtml(logo.src)}" alt="${escapeHtml(config.brandName)}" width="${logo.width}" height="${logo.height}">
<h1>${escapeHtml(locale.title)}</h1>
<p>${escapeHtml(locale.message)}</p>
<a href="${escapeHtml(url)}">${escapeHtml(locale.retry)}</a>
</main></body></html>`;
}
