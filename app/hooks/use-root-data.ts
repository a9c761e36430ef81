import {useRouteLoaderData} from '@remix-run/react';
import type {RootData} from '~/lib/root-data';

/** The root loader's data (brand, locale, menus, streamed cart); undefined only outside the root route. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
