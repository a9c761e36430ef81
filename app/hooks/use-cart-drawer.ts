import {createContext, useContext, useSyncExternalStore} from 'react';

export interface CartDrawerApi {
  open(): void;
  close(): void;
  /** starts fetching the drawer's code (pointer over or focus on the cart icon) */
  preload(): void;
  subscribe(onChange: () => void): () => void;
  isOpen(): boolean;
}

/** Provided by `CartDrawerProvider` (components/cart); a no-op outside it, e.g. in tests of one component. */
export const CartDrawerContext = createContext<CartDrawerApi>({
  open: () => {},
  close: () => {},
  preload: () => {},
  subscribe: () => () => {},
  isOpen: () => false,
});

/** Opens and closes the drawer; the same object for the page's life, so using it re-renders nothing. */
export function useCartDrawer(): CartDrawerApi {
  return useContext(CartDrawerContext);
}

/** Whether the drawer is open; only the components that call this re-render when it opens or closes. */
export function useCartDrawerIsOpen(): boolean {
  const drawer = useContext(CartDrawerContext);
  return useSyncExternalStore(drawer.subscribe, drawer.isOpen, () => false);
}
