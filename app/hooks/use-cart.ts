import {useEffect, useMemo, useState} from 'react';
import {toCartPayload, type CartPayload} from '~/lib/cart/payload';
import {readSeenCompareAt, writeSeenCompareAt} from '~/lib/cart/seen-compare-at';
import {keepSeenCompareAt, shownQuantity, summarizeCart} from '~/lib/cart/summary';
import {useBrand} from '~/hooks/use-brand';
import {usePersonal} from '~/hooks/use-personal';

const NOTHING_PENDING: ReadonlyMap<string, number> = new Map();

/**
 * The shopper's cart from the personal route (asked once the page runs), and after each cart post
 * from the post's answer (decision 040), with the compare-at prices they have seen kept and the quantities they have
 * changed but the cart does not have yet (`pending`, by line id) shown; lines shown at 0
 * are left out. `received` is the cart as it last arrived: a new object on every arrival.
 * Both are undefined until the first arrival, null without a cart.
 */
export function useCart(pending: ReadonlyMap<string, number> = NOTHING_PENDING) {
  const brandId = useBrand().id;
  const arrived = usePersonal()?.cart;
  const [received, setReceived] = useState<CartPayload | null | undefined>(undefined);

  useEffect(() => {
    if (arrived === undefined) return;
    if (!arrived?.id) {
      setReceived(null);
      return;
    }
    const payload = toCartPayload(arrived);
    const kept = keepSeenCompareAt(payload.lines, readSeenCompareAt(brandId));
    writeSeenCompareAt(brandId, kept.seen);
    setReceived({...payload, lines: kept.lines});
  }, [arrived, brandId]);

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
