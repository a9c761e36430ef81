import type {PageBrand} from '~/brands';
import {useRootData} from '~/hooks/use-root-data';

/** The brand this page is rendered for. */
export function useBrand(): PageBrand {
  const brand = useRootData()?.brand;
  // Components below the root route only render with its data.
  if (!brand) throw new Error('useBrand is called outside the root route');
  return brand;
}
