import type {Image} from '@shopify/hydrogen';
import type {ComponentProps} from 'react';

type LoaderParams = Parameters<NonNullable<ComponentProps<typeof Image>['loader']>>[0];

/**
 * An image's URL at a size, for `<Image loader={imageUrlFor(image)}>`: the URL Hydrogen's own loader writes
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

/** How far a picture's shape may differ from its box's and still be sent uncropped: 0.5%, less than a pixel in a card. */
const SAME_SHAPE_TOLERANCE = 0.005;

/**
 * One loader per picture shape, so a picture rendered again gets the same function and Hydrogen's Image
 * keeps its memoised `srcset` (it recomputes whenever its loader changes). A catalogue's photos come in
 * a few shapes; past this many, a loader is made for each render rather than kept.
 */
const MAX_KEPT_SHAPES = 32;
const loadersByShape = new Map<number, (params: LoaderParams) => string>();

/**
 * The loader for one picture: `imageUrl`, without `height` and `crop` where the picture already has
 * the shape of the size asked for. Hydrogen asks for both whenever it knows an aspect ratio, which on
 * a square product photo in a square card names the same picture the width alone does, some 30
 * bytes more in every URL of every `srcset` (two hundred of them on a home page).
 */
export function imageUrlFor(source: {url?: string; width?: number | null; height?: number | null} | null | undefined) {
  const ratio = source?.width && source.height ? source.width / source.height : undefined;
  if (!ratio) return imageUrl;
  let loader = loadersByShape.get(ratio);
  if (!loader) {
    loader = (params: LoaderParams): string => {
      const {width, height} = params;
      const sameShape = Boolean(width && height && Math.abs(width / height / ratio - 1) <= SAME_SHAPE_TOLERANCE);
      return imageUrl(sameShape ? {src: params.src, width} : params);
    };
    if (loadersByShape.size < MAX_KEPT_SHAPES) loadersByShape.set(ratio, loader);
  }
  return loader;
}

/**
 * `<Image>` props that have the browser fetch this picture ahead of the page's others: the one
 * likely to be the largest on the first screen. React 18 does not know the camel-case
 * `fetchPriority` prop yet; the lowercase attribute reaches the HTML as is.
 */
export function fetchedFirst(first: boolean): {fetchpriority?: 'high'} {
  return first ? {fetchpriority: 'high'} : {};
}
