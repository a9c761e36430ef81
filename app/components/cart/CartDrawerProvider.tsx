import {lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {ChunkBoundary} from '~/components/ChunkBoundary';
import {CartDrawerContext, type CartDrawerApi} from '~/hooks/use-cart-drawer';
import {useLocalePath} from '~/hooks/use-locale-path';
import type {CartSummary} from '~/lib/cart/summary';
import type {Loadable} from '~/lib/ui/loadable';
import {whenPageSettles} from '~/lib/ui/when-page-settles';

const loadDrawer = () => import('./CartDrawer');
// Not in the first-load bundle: fetched once the page is idle, or when the shopper reaches for the cart.
const CartDrawer = lazy(loadDrawer);

/**
 * Holds the cart drawer's open state; the drawer stays mounted after its first opening so its cart
 * state lives on. The state is a store, not the context's value: a context that changes on a click
 * reaches every part of the page still hydrating below it, and React throws their server HTML away
 * (error 421). The context's value never changes.
 */
export function CartDrawerProvider({
  children,
  CartExtras,
}: {
  children: ReactNode;
  /** what the brand shows above the drawer's total (app/brands/screens.ts, through the root) */
  CartExtras?: Loadable<{summary: CartSummary}> | null;
}) {
  // The brand's extras load with the drawer, side by side.
  const [api] = useState(() => createDrawerState(() => void Promise.all([loadDrawer(), CartExtras?.load()])));
  const isOpen = useSyncExternalStore(api.subscribe, api.isOpen, () => false);
  // Once opened, the drawer stays mounted.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (isOpen) setOpened(true);
  }, [isOpen]);
  const localePath = useLocalePath();

  // After the first view, so the drawer's code never competes with what the page needs first.
  useEffect(() => whenPageSettles(api.preload), [api]);

  return (
    <CartDrawerContext.Provider value={api}>
      {children}
      {(opened || isOpen) && (
        // Without its code the drawer cannot open; the cart page works without it.
        <ChunkBoundary onError={() => window.location.assign(localePath('/cart'))}>
          <Suspense fallback={null}>
            <CartDrawer open={isOpen} onClose={api.close} Extras={CartExtras ?? null} />
          </Suspense>
        </ChunkBoundary>
      )}
    </CartDrawerContext.Provider>
  );
}

function createDrawerState(preload: () => void): CartDrawerApi {
  let open = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (open === next) return;
    open = next;
    listeners.forEach((listener) => listener());
  };
  return {
    open: () => set(true),
    close: () => set(false),
    preload,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    isOpen: () => open,
  };
}
