import {useEffect, useMemo, useState} from 'react';
import {toCartPayload, type CartPayload} from '~/lib/cart/payload';
import {readSeenCompareAt, writeSeenCompareAt} from '~/lib/cart/seen-compare-at';
import {keepSeenCompareAt, shownQuantity, summarizeCart} from '~/lib/cart/summary';
import {useBrand} from '~/hooks/use-brand';
import {useRootData} from '~/hooks/use-root-data';

const NOTHING_PENDING: ReadonlyMap<string, number> = new Map();

/**
 * The shopper's cart from the root loader (streamed, and read again after every cart
 * action), with the compare-at prices they have seen kept and the quantities they have
 * changed but the cart does not have yet (`pending`, by line id) shown; lines shown at 0
 * are left out. `received` is the cart as it last arrived: a new object on every arrival.
 * Both are undefined until the first arrival, null without a cart.
 */
export function useCart(pending: ReadonlyMap<string, number> = NOTHING_PENDING) {
  const brandId = useBrand().id;
  const streamed = useRootData()?.cart;
  const [received, setReceived] = useState<CartPayload | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void Promise.resolve(streamed).then(
      (cart) => {
        if (!current || cart === undefined) return;
        if (!cart?.id) {
          setReceived(null);
          return;
        }
        const payload = toCartPayload(cart);
        const kept = keepSeenCompareAt(payload.lines, readSeenCompareAt(brandId));
        writeSeenCompareAt(brandId, kept.seen);
        setReceived({...payload, lines: kept.lines});
      },
      // The root loader answers null for a cart it cannot read; a broken stream keeps the last cart.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [streamed, brandId]);

  const cart = useMemo(
    () =>
      received && {
        ...received,
        lines: received.lines
          .map((line) => ({...line, quantity: shownQuantity(line, pending)}))
          .filter((line) => line.quantity > 0),
      },
    [received, pending],
  );
  const summary = useMemo(() => summarizeCart(cart ?? null), [cart]);
  return {cart, received, summary};
}
