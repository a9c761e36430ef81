import {useCallback} from 'react';
import {useRootLoaderData} from '~/root';
import {localizePath} from '~/lib/brand-resolution';

/** Builds links in the page's language: "/products/x" becomes "/hi/products/x" on Hindi pages. */
export function useLocalePath() {
  const locale = useRootLoaderData()?.locale;
  return useCallback((path: string) => (locale ? localizePath(path, locale) : path), [locale]);
}
