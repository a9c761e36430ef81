import {useCallback} from 'react';
import {useRootData} from '~/hooks/use-root-data';
import {localizePath} from '~/lib/i18n/locale';

/** Builds links in the page's language: "/products/x" becomes "/hi/products/x" on Hindi pages. */
export function useLocalePath() {
  // By the prefix, not the locale object: that is a new object after every revalidation.
  const pathPrefix = useRootData()?.locale.pathPrefix;
  return useCallback((path: string) => (pathPrefix ? localizePath(path, {pathPrefix}) : path), [pathPrefix]);
}
