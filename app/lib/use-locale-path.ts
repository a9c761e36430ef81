import {useCallback} from 'react';
import {useRootLoaderData} from '~/root';
import {localizePath} from '~/lib/brand-resolution';

/** Builds links in the page's language: "/products/x" becomes "/hi/products/x" on Hindi pages. */
export function useLocalePath() {
  // By the prefix, not the locale object: that is a new object after every revalidation.
  const pathPrefix = useRootLoaderData()?.locale.pathPrefix;
  return useCallback((path: string) => (pathPrefix ? localizePath(path, {pathPrefix}) : path), [pathPrefix]);
}
