import type {Image} from '@shopify/hydrogen';
import type {ComponentProps} from 'react';

type LoaderParams = Parameters<NonNullable<ComponentProps<typeof Image>['loader']>>[0];

/**
 * An image's URL at a size, for `<Image loader={imageUrl}>`: the URL Hydrogen's own loader writes
 * (Shopify's CDN reads `width`, `height` and `crop`), built as a string. Hydrogen's parses the URL
 * for every size of every image, a few hundred times on a home page, which on the worker costs more
 * than the rest of the image's render.
 */
export function imageUrl({src, width, height, crop}: LoaderParams): string {
  if (!src) return '';
  let params = '';
  if (width) params += `&width=${Math.round(width)}`;
  if (height) params += `&height=${Math.round(height)}`;
  if (crop) params += `&crop=${crop}`;
  if (!params) return src;
  const hash = src.indexOf('#');
  const [base, fragment] = hash === -1 ? [src, ''] : [src.slice(0, hash), src.slice(hash)];
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${params.slice(1)}${fragment}`;
}

/**
 * `<Image>` props that have the browser fetch this picture ahead of the page's others: the one
 * likely to be the largest on the first screen. React 18 does not know the camel-case
 * `fetchPriority` prop yet; the lowercase attribute reaches the HTML as is.
 */
export function fetchedFirst(first: boolean): {fetchpriority?: 'high'} {
  return first ? {fetchpriority: 'high'} : {};
}
