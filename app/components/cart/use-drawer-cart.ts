import {useFetcher, useRevalidator, type FetcherWithComponents} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {useTranslation} from 'react-i18next';
import {useToast} from '~/hooks/use-toast';
import {analyticsBus} from '~/lib/analytics-bus';
import {ANALYTICS_EVENTS} from '~/lib/analytics-events';
import {toCartPayload, type CartPayload} from '~/lib/cart/payload';
import {checkoutCompletedPayload, orderIdFromMessage} from '~/lib/cart/checkout';
import {formatRupeeAmount} from '~/lib/cart/format';
import {
  keepSeenCompareAt,
  summarizeCart,
  withoutSent,
  type CartPayloadLine,
  type SeenCompareAt,
} from '~/lib/cart/summary';
import {createDebouncedBatch} from '~/lib/debounced-batch';
import {cartActionOutcome} from '~/lib/product';
import {useBrand} from '~/hooks/use-brand';
import {useFetcherDone} from '~/hooks/use-fetcher-done';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useRootData} from '~/hooks/use-root-data';

/** Quiet time before a burst of stepper clicks is sent as one update (spec section 9). */
const QUANTITY_DEBOUNCE_MS = 1000;

interface CartJob {
  /** the quantities a line update sent, by line id */
  sent?: ReadonlyMap<string, number>;
  failureMessage: string;
  successMessage?: string;
  /** runs with the refreshed cart once the change is in */
  onSuccess?: (cart: CartPayload | null) => void;
  onFailure?: () => void;
}

type CartFetcher = FetcherWithComponents<unknown>;

/** One fetcher per kind of change, so a coupon removal never cancels a quantity update. */
const FETCHER_KEYS = {
  lines: 'cart-drawer-lines',
  upsell: 'cart-drawer-upsell',
  discounts: 'cart-drawer-discounts',
  attributes: 'cart-drawer-attributes',
} as const;

/** How long CHECKOUT waits for the widget's script before going to the checkout page instead. */
const WIDGET_WAIT_MS = 5000;

const seenKey = (brandId: string) => `cart-compare-at:${brandId}`;

function readSeen(brandId: string): SeenCompareAt {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(seenKey(brandId)) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as SeenCompareAt) : {};
  } catch {
    return {};
  }
}

function writeSeen(brandId: string, seen: SeenCompareAt | null) {
  try {
    if (seen && Object.keys(seen).length > 0) window.localStorage.setItem(seenKey(brandId), JSON.stringify(seen));
    else window.localStorage.removeItem(seenKey(brandId));
  } catch {
    // Private browsing without storage: compare-at prices are simply not remembered.
  }
}

/**
 * The cart drawer's state: the cart as Shopify last reported it (refreshed on opening
 * and after every change), quantities the shopper has changed but not yet sent,
 * CartForm posts through Hydrogen's cart handler, coupons, the hand-off to checkout, and
 * the order the widget reports placed.
 */
export function useDrawerCart({open, onClose}: {open: boolean; onClose: () => void}) {
  const {t, i18n} = useTranslation();
  const toast = useToast();
  const brand = useBrand();
  const localePath = useLocalePath();
  const revalidator = useRevalidator();
  const rootData = useRootData();
  const widget = rootData?.quickCheckout ?? null;

  /** undefined until the first read */
  const [cart, setCart] = useState<CartPayload | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const [pending, setPending] = useState<ReadonlyMap<string, number>>(new Map());
  const [couponBusy, setCouponBusy] = useState(false);
  const [ageOverride, setAgeOverride] = useState<boolean | null>(null);
  const [ageError, setAgeError] = useState(false);
  const latestRead = useRef(0);

  const applyRemote = useCallback(
    (payload: CartPayload | null) => {
      if (!payload) {
        setCart(null);
        return null;
      }
      const kept = keepSeenCompareAt(payload.lines, readSeen(brand.id));
      writeSeen(brand.id, kept.seen);
      const refreshed = {...payload, lines: kept.lines};
      setCart(refreshed);
      return refreshed;
    },
    [brand.id],
  );

  /** Reads the cart from Shopify (`GET /api/cart`); an older read never overwrites a newer one. */
  const refresh = useCallback(async (): Promise<CartPayload | null | undefined> => {
    const read = ++latestRead.current;
    try {
      const response = await fetch(localePath('/api/cart'), {headers: {Accept: 'application/json'}});
      if (read !== latestRead.current) return undefined;
      // 204: no cart yet; 404: a cart Shopify has closed (its order was placed).
      if (response.status === 204 || response.status === 404) return applyRemote(null);
      if (!response.ok) throw new Error(`GET /api/cart answered ${response.status}`);
      const payload = (await response.json()) as CartPayload;
      if (read !== latestRead.current) return undefined;
      setLoadFailed(false);
      return applyRemote(payload);
    } catch (error) {
      console.error(error);
      if (read === latestRead.current) setLoadFailed(true);
      return undefined;
    }
  }, [applyRemote, localePath]);

  useEffect(() => {
    if (open) void refresh();
  }, [open, refresh]);

  // Until the first read answers, the cart the page was rendered with, so the drawer opens full.
  const pageCart = rootData?.cart;
  useEffect(() => {
    let current = true;
    void Promise.resolve(pageCart).then(
      (fromPage) => {
        if (!current || !fromPage) return;
        const payload = toCartPayload(fromPage);
        const lines = keepSeenCompareAt(payload.lines, readSeen(brand.id)).lines;
        setCart((existing) => (existing === undefined ? {...payload, lines} : existing));
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [pageCart, brand.id]);

  const cartRef = useRef(cart);
  cartRef.current = cart;

  const lineFetcher = useFetcher({key: FETCHER_KEYS.lines});
  const upsellFetcher = useFetcher({key: FETCHER_KEYS.upsell});
  const discountFetcher = useFetcher({key: FETCHER_KEYS.discounts});
  const attributeFetcher = useFetcher({key: FETCHER_KEYS.attributes});
  // By fetcher key: useFetcher hands out a new object on every render.
  const jobs = useRef(new Map<string, CartJob>());
  /** fetcher keys whose change is on its way, until the cart has been read again after it */
  const [syncing, setSyncing] = useState<ReadonlySet<string>>(new Set());

  const submit = useCallback(
    (fetcher: CartFetcher, key: string, action: string, inputs: Record<string, unknown>, job: CartJob) => {
      jobs.current.set(key, job);
      setSyncing((current) => new Set(current).add(key));
      void fetcher.submit(
        {[CartForm.INPUT_NAME]: JSON.stringify({action, inputs})},
        {method: 'POST', action: localePath('/cart')},
      );
    },
    [localePath],
  );

  const settleSent = (sent: ReadonlyMap<string, number> | undefined) => {
    if (sent) setPending((current) => withoutSent(current, sent));
  };

  const finish = (key: string) => async (data: unknown) => {
    const job = jobs.current.get(key);
    jobs.current.delete(key);
    if (cartActionOutcome(data)?.tone === 'success') {
      const refreshed = await refresh();
      settleSent(job?.sent);
      if (job?.successMessage) toast.show(job.successMessage);
      job?.onSuccess?.(refreshed ?? cartRef.current ?? null);
    } else {
      // Back to what Shopify has: the shown quantities drop the changes that failed.
      settleSent(job?.sent);
      job?.onFailure?.();
      toast.show(job?.failureMessage ?? t('cart.updateFailed'), {tone: 'error'});
      await refresh();
    }
    setSyncing((current) => {
      const next = new Set(current);
      next.delete(key);
      return next;
    });
  };
  useFetcherDone(lineFetcher, finish(FETCHER_KEYS.lines));
  useFetcherDone(upsellFetcher, finish(FETCHER_KEYS.upsell));
  useFetcherDone(discountFetcher, finish(FETCHER_KEYS.discounts));
  useFetcherDone(attributeFetcher, finish(FETCHER_KEYS.attributes));

  const busy = syncing.size > 0 || couponBusy;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  const checkoutAfterSync = useRef(false);
  const sendQuantities = useRef<(batch: Map<string, number>) => void>(() => {});
  sendQuantities.current = (batch) => {
    // Another change is still on its way: these go once it is in.
    if (busyRef.current) {
      for (const [lineId, quantity] of batch) quantityBatch.set(lineId, quantity);
      return;
    }
    submit(
      lineFetcher,
      FETCHER_KEYS.lines,
      CartForm.ACTIONS.LinesUpdate,
      {lines: [...batch].map(([id, quantity]) => ({id, quantity}))},
      {
        sent: batch,
        failureMessage: t('cart.updateFailed'),
        onSuccess: (refreshed) => {
          if (!checkoutAfterSync.current) return;
          checkoutAfterSync.current = false;
          if (refreshed) void handOver(refreshed);
        },
        onFailure: () => {
          checkoutAfterSync.current = false;
        },
      },
    );
  };
  const [quantityBatch] = useState(() =>
    createDebouncedBatch<string, number>(QUANTITY_DEBOUNCE_MS, (batch) => sendQuantities.current(batch)),
  );
  useEffect(() => () => quantityBatch.cancel(), [quantityBatch]);

  const setQuantity = useCallback(
    (line: CartPayloadLine, quantity: number) => {
      setPending((current) => new Map(current).set(line.id, quantity));
      quantityBatch.set(line.id, quantity);
    },
    [quantityBatch],
  );

  const removeLine = useCallback(
    (line: CartPayloadLine) => {
      setQuantity(line, 0);
      quantityBatch.flushNow();
    },
    [quantityBatch, setQuantity],
  );

  const addUpsell = useCallback(
    (variantId: string) =>
      submit(
        upsellFetcher,
        FETCHER_KEYS.upsell,
        CartForm.ACTIONS.LinesAdd,
        {lines: [{merchandiseId: variantId, quantity: 1}]},
        {failureMessage: t('cart.updateFailed'), successMessage: t('product.addedToCart')},
      ),
    [upsellFetcher, submit, t],
  );

  /** Applies a coupon through `POST /api/discount`; true when it was applied. */
  const applyCoupon = useCallback(
    async (rawCode: string): Promise<boolean> => {
      const code = rawCode.trim().toUpperCase();
      if (!code || !cart || busyRef.current) return false;
      setCouponBusy(true);
      try {
        const response = await fetch(localePath('/api/discount'), {
          method: 'POST',
          headers: {'Content-Type': 'application/json', Accept: 'application/json'},
          body: JSON.stringify({cart: {id: cart.id}, couponCode: code}),
        });
        const body = (await response.json()) as {
          statusCode?: number;
          message?: string;
          data?: {discountData?: {totalDiscount?: number}} | null;
        };
        if (body.statusCode === 200) {
          const saved = body.data?.discountData?.totalDiscount ?? 0;
          toast.show(t('coupon.appliedToast', {amount: formatRupeeAmount(saved, i18n.language)}));
          await refresh();
          return true;
        }
        toast.show(body.message || t('coupon.invalid'), {tone: 'error'});
        return false;
      } catch (error) {
        console.error(error);
        toast.show(t('coupon.failed'), {tone: 'error'});
        return false;
      } finally {
        setCouponBusy(false);
      }
    },
    [cart, i18n.language, localePath, refresh, t, toast],
  );

  const removeCoupons = useCallback(() => {
    if (busyRef.current) return;
    submit(
      discountFetcher,
      FETCHER_KEYS.discounts,
      CartForm.ACTIONS.DiscountCodesUpdate,
      {discountCodes: []},
      {successMessage: t('coupon.removed'), failureMessage: t('coupon.removeFailed')},
    );
  }, [discountFetcher, submit, t]);

  const ageAttribute = brand.cart.ageConfirmationAttribute;
  const ageConfirmed =
    ageOverride ?? cart?.attributes.find((attribute) => attribute.key === ageAttribute)?.value === 'yes';

  const confirmAge = useCallback(
    (confirmed: boolean) => {
      if (!ageAttribute || !cart) return;
      setAgeOverride(confirmed);
      if (confirmed) setAgeError(false);
      // The cart keeps its other attributes: Shopify replaces the whole list.
      const attributes = [
        ...cart.attributes.filter((attribute) => attribute.key !== ageAttribute),
        {key: ageAttribute, value: confirmed ? 'yes' : 'no'},
      ];
      submit(
        attributeFetcher,
        FETCHER_KEYS.attributes,
        CartForm.ACTIONS.AttributesUpdateInput,
        {attributes},
        {
          failureMessage: t('cart.updateFailed'),
          onSuccess: () => setAgeOverride(null),
          onFailure: () => setAgeOverride(null),
        },
      );
    },
    [ageAttribute, attributeFetcher, cart, submit, t],
  );

  // The widget's script is fetched once a cart is on show, so CHECKOUT rarely waits for it.
  const widgetScript = useRef<Promise<void> | null>(null);
  const loadWidget = useCallback(() => {
    if (!widget) return Promise.resolve();
    widgetScript.current ??= new Promise<void>((resolve) => {
      const script = document.createElement('script');
      script.src = widget.scriptUrl;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        // A later checkout tries again.
        script.remove();
        widgetScript.current = null;
        resolve();
      };
      document.head.append(script);
    });
    // A widget that does not answer must not strand the shopper: the checkout page is the way on.
    return Promise.race([widgetScript.current, new Promise<void>((resolve) => setTimeout(resolve, WIDGET_WAIT_MS))]);
  }, [widget]);
  const hasLines = Boolean(cart?.lines.length);
  useEffect(() => {
    if (open && hasLines) void loadWidget();
  }, [open, hasLines, loadWidget]);

  const handedOver = useRef<CartPayload | null>(null);
  const handOver = async (current: CartPayload) => {
    analyticsBus.publish(ANALYTICS_EVENTS.checkoutStarted, {cartId: current.id, ...summarizeCart(current)});
    handedOver.current = current;
    onClose();
    await loadWidget();
    const trigger: unknown = widget ? (window as unknown as Record<string, unknown>)[widget.trigger] : undefined;
    if (typeof trigger === 'function') {
      try {
        trigger(`gid://shopify/Cart/${current.id}`);
        return;
      } catch (error) {
        console.error(error);
      }
    } else if (widget) {
      console.error(`Quick checkout: window.${widget.trigger} is not available; using the checkout page.`);
    }
    window.location.assign(current.checkoutUrl);
  };

  const checkout = () => {
    const current = cart;
    if (!current?.id || summarizeCart(current, pending).itemCount === 0) {
      toast.show(t('cart.noCart'), {tone: 'error'});
      return;
    }
    if (ageAttribute && !ageConfirmed) {
      setAgeError(true);
      return;
    }
    if (quantityBatch.pendingCount > 0) {
      // Send the changes first; the hand-off follows once Shopify has them.
      checkoutAfterSync.current = true;
      quantityBatch.flushNow();
      return;
    }
    void handOver(current);
  };

  /** The order the widget last reported placed, until the shopper has read the confirmation. */
  const [placedOrder, setPlacedOrder] = useState<{orderId: string} | null>(null);
  const dismissPlacedOrder = useCallback(() => setPlacedOrder(null), []);

  // The widget reports a placed order; only messages from its own origin count.
  const onOrderPlaced = useRef<(orderId: string) => void>(() => {});
  onOrderPlaced.current = (orderId) => {
    const ordered = handedOver.current ?? cart;
    if (ordered) analyticsBus.publish(ANALYTICS_EVENTS.checkoutCompleted, checkoutCompletedPayload(ordered, orderId));
    handedOver.current = null;
    quantityBatch.cancel();
    // A read still on its way must not bring the ordered cart back.
    latestRead.current++;
    setPending(new Map());
    setCart(null);
    writeSeen(brand.id, null);
    onClose();
    setPlacedOrder({orderId});
    // Shopify closes a checked-out cart: forget it, then let the header count follow.
    void fetch(localePath('/api/cart'), {method: 'DELETE'})
      .catch((error: unknown) => console.error(error))
      .finally(() => revalidator.revalidate());
  };
  useEffect(() => {
    if (!widget) return;
    const onMessage = (event: MessageEvent) => {
      const orderId = orderIdFromMessage(event, widget.origin);
      if (orderId !== null) onOrderPlaced.current(orderId);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [widget]);

  const summary = useMemo(() => summarizeCart(cart ?? null, pending), [cart, pending]);

  return {
    cart,
    loadFailed,
    pending,
    summary,
    busy,
    refresh,
    setQuantity,
    removeLine,
    addUpsell,
    applyCoupon,
    removeCoupons,
    ageAttribute,
    ageConfirmed,
    ageError,
    confirmAge,
    checkout,
    placedOrder,
    dismissPlacedOrder,
  };
}

export type DrawerCart = ReturnType<typeof useDrawerCart>;
