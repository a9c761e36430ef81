import {createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import {ChunkBoundary} from '~/components/ChunkBoundary';
import {useLocalePath} from '~/hooks/use-locale-path';
import {whenPageSettles} from '~/lib/when-page-settles';

const loadDrawer = () => import('./CartDrawer');
// Not in the first-load bundle: fetched once the page is idle, or when the shopper reaches for the cart.
const CartDrawer = lazy(loadDrawer);

interface CartDrawerApi {
  isOpen: boolean;
  open(): void;
  close(): void;
  /** starts fetching the drawer's code (pointer over or focus on the cart icon) */
  preload(): void;
}

const CartDrawerContext = createContext<CartDrawerApi>({
  isOpen: false,
  open: () => {},
  close: () => {},
  preload: () => {},
});

export function useCartDrawer(): CartDrawerApi {
  return useContext(CartDrawerContext);
}

/** Holds the cart drawer's open state; the drawer stays mounted after its first opening so its cart state lives on. */
export function CartDrawerProvider({children}: {children: ReactNode}) {
  const [isOpen, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const localePath = useLocalePath();

  // After the first view, so the drawer's code never competes with what the page needs first.
  useEffect(() => whenPageSettles(() => void loadDrawer()), []);

  const api = useMemo<CartDrawerApi>(
    () => ({
      isOpen,
      open: () => {
        setMounted(true);
        setOpen(true);
      },
      close: () => setOpen(false),
      preload: () => void loadDrawer(),
    }),
    [isOpen],
  );

  return (
    <CartDrawerContext.Provider value={api}>
      {children}
      {mounted && (
        // Without its code the drawer cannot open; the cart page works without it.
        <ChunkBoundary onError={() => window.location.assign(localePath('/cart'))}>
          <Suspense fallback={null}>
            <CartDrawer open={isOpen} onClose={api.close} />
          </Suspense>
        </ChunkBoundary>
      )}
    </CartDrawerContext.Provider>
  );
}
