import {useCallback, useEffect, useRef, useState} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import {useToast} from '~/hooks/use-toast';
import {
  createDrawerMachine,
  isBusy,
  type CartChange,
  type DrawerEvent,
  type DrawerMachineHandlers,
} from '~/lib/cart/drawer-state';
import {checkoutBlocker} from '~/lib/cart/checkout';
import {formatRupeeAmount} from '~/lib/cart/format';
import {CART_FORM_ACTIONS, CART_FORM_INPUT_NAME, cartFormInput} from '~/lib/cart/form-protocol';
import type {CartPayloadLine} from '~/lib/cart/summary';
import {cartActionOutcome} from '~/lib/catalog/product';
import {hasSubscriptionLine} from '~/lib/catalog/selling-plans';
import {useBrand} from '~/hooks/use-brand';
import {useCart} from '~/hooks/use-cart';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useCartPostFetcher} from '~/hooks/use-personal';
import {useQuickCheckout} from '~/hooks/use-quick-checkout';

/** What the cart action is sent for each change (Hydrogen's CartForm protocol). */
function formInputOf(change: CartChange): string {
  switch (change.kind) {
    case 'quantities':
      return cartFormInput(CART_FORM_ACTIONS.LinesUpdate, {
        lines: [...change.lines].map(([id, quantity]) => ({id, quantity})),
      });
    case 'upsell':
      return cartFormInput(CART_FORM_ACTIONS.LinesAdd, {lines: [{merchandiseId: change.variantId, quantity: 1}]});
    case 'couponApply':
      return cartFormInput(CART_FORM_ACTIONS.DiscountCodesUpdate, {discountCodes: [change.code]});
    case 'couponRemoval':
      return cartFormInput(CART_FORM_ACTIONS.DiscountCodesUpdate, {discountCodes: []});
    case 'ageConfirmation':
      return cartFormInput(CART_FORM_ACTIONS.AttributesUpdateInput, {attributes: change.attributes});
  }
}

/** What the cart costs less its discount codes, from the cart the action answered. */
function discountOf(data: unknown): number {
  const cost = (data as {cart?: {cost?: {subtotalAmount?: {amount?: string}; totalAmount?: {amount?: string}}}} | null)
    ?.cart?.cost;
  const saved = Number(cost?.subtotalAmount?.amount) - Number(cost?.totalAmount?.amount);
  return Number.isFinite(saved) ? Math.max(0, Math.round(saved * 100) / 100) : 0;
}

/**
 * The cart drawer: the shopper's cart through `useCart` with their unsent
 * quantities on top, changes sent to the cart action in the order `drawerReducer`
 * decides, their outcome told in a toast, and the hand-off to checkout.
 */
export function useDrawerCart({open, onClose}: {open: boolean; onClose: () => void}) {
  const {t} = useTranslation();
  const toast = useToast();
  const brand = useBrand();
  const localePath = useLocalePath();

  const handlers = useRef<DrawerMachineHandlers>(null!);
  const [machine] = useState(() =>
    createDrawerMachine({
      onState: (next) => handlers.current.onState(next),
      send: (change) => handlers.current.send(change),
      finished: (change, ok) => handlers.current.finished(change, ok),
      handOver: () => handlers.current.handOver(),
    }),
  );
  useEffect(() => () => machine.dispose(), [machine]);
  const [state, setState] = useState(machine.state);
  const dispatch = useCallback((event: DrawerEvent) => machine.dispatch(event), [machine]);

  const quickCheckout = useQuickCheckout(() => {
    dispatch({type: 'orderPlaced'});
    onClose();
  });
  const {cart: shown, received, summary} = useCart(state.pending);
  const cart = shown && shown.id === quickCheckout.orderedCartId ? null : shown;
  useEffect(() => {
    if (received !== undefined) dispatch({type: 'cartArrived'});
  }, [received, dispatch]);

  /** Settles the promise of the change on its way (a coupon the shopper is waiting on). */
  const settle = useRef<((ok: boolean) => void) | null>(null);
  /** the action's answer to the change on its way */
  const answer = useRef<unknown>(null);
  const fetcher = useCartPostFetcher('drawer', (data) => {
    answer.current = data;
    dispatch({type: 'changeFinished', ok: cartActionOutcome(data)?.tone === 'success'});
  });

  const cartRef = useRef(cart);
  cartRef.current = cart;
  handlers.current = {
    onState: setState,
    send: (change) =>
      void fetcher.submit({[CART_FORM_INPUT_NAME]: formInputOf(change)}, {method: 'POST', action: localePath('/cart')}),
    finished: (change, ok) => {
      settle.current?.(ok);
      settle.current = null;
      if (ok) {
        if (change.kind === 'upsell') toast.show(t('product.addedToCart'));
        if (change.kind === 'couponRemoval') toast.show(t('coupon.removed'));
        if (change.kind === 'couponApply') {
          const amount = formatRupeeAmount(discountOf(answer.current));
          toast.show(t('coupon.appliedToast', {amount}));
        }
        return;
      }
      // The action's refusal says why, in the shopper's language (an invalid coupon, say).
      const outcome = cartActionOutcome(answer.current);
      const refusal = outcome?.tone === 'error' ? outcome.message : null;
      const message =
        change.kind === 'couponApply'
          ? (refusal ?? t('coupon.failed'))
          : change.kind === 'couponRemoval'
            ? t('coupon.removeFailed')
            : t('cart.updateFailed');
      toast.show(message, {tone: 'error'});
    },
    handOver: () => {
      const current = cartRef.current;
      if (!current) return;
      onClose();
      void quickCheckout.handOver(current);
    },
  };

  const requestChange = useCallback(
    (change: Exclude<CartChange, {kind: 'quantities'}>) =>
      new Promise<boolean>((resolve) => {
        const effects = dispatch({type: 'changeRequested', change});
        if (effects.some((effect) => effect.type === 'send')) settle.current = resolve;
        else resolve(false);
      }),
    [dispatch],
  );

  const setQuantity = useCallback(
    (line: CartPayloadLine, quantity: number) => dispatch({type: 'quantityChanged', lineId: line.id, quantity}),
    [dispatch],
  );
  const removeLine = useCallback(
    (line: CartPayloadLine) => dispatch({type: 'lineRemoved', lineId: line.id}),
    [dispatch],
  );
  const addUpsell = useCallback(
    (variantId: string) => void requestChange({kind: 'upsell', variantId}),
    [requestChange],
  );

  /** Applies a coupon; true once the cart has it. */
  const applyCoupon = useCallback(
    (rawCode: string) => {
      const code = rawCode.trim().toUpperCase();
      return code && cartRef.current ? requestChange({kind: 'couponApply', code}) : Promise.resolve(false);
    },
    [requestChange],
  );
  const removeCoupons = useCallback(() => void requestChange({kind: 'couponRemoval'}), [requestChange]);

  const ageAttribute = brand.cart.ageConfirmationAttribute;
  const ageConfirmed =
    state.ageAnswer ?? cart?.attributes.find((attribute) => attribute.key === ageAttribute)?.value === 'yes';
  const [ageError, setAgeError] = useState(false);
  const confirmAge = useCallback(
    (confirmed: boolean) => {
      const current = cartRef.current;
      if (!ageAttribute || !current) return;
      if (confirmed) setAgeError(false);
      // The cart keeps its other attributes: Shopify replaces the whole list.
      const attributes = [
        ...current.attributes
          .filter((attribute) => attribute.key !== ageAttribute)
          .map(({key, value}) => ({key, value: value ?? ''})),
        {key: ageAttribute, value: confirmed ? 'yes' : 'no'},
      ];
      void requestChange({kind: 'ageConfirmation', confirmed, attributes});
    },
    [ageAttribute, requestChange],
  );

  // The widget's script is fetched once a cart is on show, so CHECKOUT rarely waits for it; a cart with a
  // subscription checks out on Shopify's checkout instead, and needs no widget.
  const widgetCart = Boolean(cart?.lines.length) && !hasSubscriptionLine(cart?.lines ?? []);
  const {preload} = quickCheckout;
  useEffect(() => {
    if (open && widgetCart) void preload();
  }, [open, widgetCart, preload]);

  const checkout = () => {
    const blocker = checkoutBlocker(cart, summary.itemCount, {attribute: ageAttribute, confirmed: ageConfirmed});
    if (blocker === 'noCart') {
      toast.show(t('cart.noCart'), {tone: 'error'});
      return;
    }
    if (blocker === 'ageRequired') {
      setAgeError(true);
      return;
    }
    dispatch({type: 'checkoutRequested'});
  };

  return {
    cart,
    summary,
    busy: isBusy(state),
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
    placedOrder: quickCheckout.placedOrder,
    dismissPlacedOrder: quickCheckout.dismissPlacedOrder,
  };
}

export type DrawerCart = ReturnType<typeof useDrawerCart>;
