import {withoutSent} from '~/lib/cart/summary';

/** Quiet time before a burst of stepper clicks is sent as one update (spec section 9). */
export const QUANTITY_QUIET_MS = 1000;

/** One change the drawer sends to the cart action; one is on its way at a time. */
export type CartChange =
  | {kind: 'quantities'; lines: ReadonlyMap<string, number>}
  | {kind: 'upsell'; variantId: string}
  | {kind: 'couponApply'; code: string}
  | {kind: 'couponRemoval'}
  | {kind: 'ageConfirmation'; confirmed: boolean; attributes: ReadonlyArray<{key: string; value: string}>};

export interface DrawerState {
  /** quantities the shopper sees but the cart does not have yet, by line id */
  pending: ReadonlyMap<string, number>;
  /** the part of `pending` not sent yet */
  unsent: ReadonlyMap<string, number>;
  /** the quiet period ended while another change was on its way: send `unsent` once it is in */
  sendWhenFree: boolean;
  inFlight: CartChange | null;
  /** quantities the cart took, still shown from `pending` until the cart that arrives has them */
  awaitingCart: ReadonlyMap<string, number>;
  /** the age answer the shopper gave, until the cart shows it (or refuses it) */
  ageAnswer: boolean | null;
  /** CHECKOUT was pressed with changes unsent or on their way: hand over once they are in */
  checkoutAfterSync: boolean;
}

export type DrawerEvent =
  | {type: 'quantityChanged'; lineId: string; quantity: number}
  | {type: 'lineRemoved'; lineId: string}
  | {type: 'quietPeriodEnded'}
  | {type: 'changeRequested'; change: Exclude<CartChange, {kind: 'quantities'}>}
  | {type: 'changeFinished'; ok: boolean}
  /** the cart after a change has arrived (the post's answer, or the personal route's) */
  | {type: 'cartArrived'}
  | {type: 'checkoutRequested'}
  | {type: 'orderPlaced'};

export type DrawerEffect =
  | {type: 'send'; change: CartChange}
  | {type: 'startQuietPeriod'}
  | {type: 'stopQuietPeriod'}
  | {type: 'finished'; change: CartChange; ok: boolean}
  | {type: 'handOver'};

export const initialDrawerState: DrawerState = {
  pending: new Map(),
  unsent: new Map(),
  sendWhenFree: false,
  inFlight: null,
  awaitingCart: new Map(),
  ageAnswer: null,
  checkoutAfterSync: false,
};

type Step = {state: DrawerState; effects: DrawerEffect[]};

const withEntry = (map: ReadonlyMap<string, number>, key: string, value: number) => new Map(map).set(key, value);

/** Sends the unsent quantities now, or as soon as the change on its way is in. */
function flush(state: DrawerState, effects: DrawerEffect[] = []): Step {
  if (state.unsent.size === 0) return {state: {...state, sendWhenFree: false}, effects};
  if (state.inFlight) return {state: {...state, sendWhenFree: true}, effects};
  const change: CartChange = {kind: 'quantities', lines: state.unsent};
  return {
    state: {...state, unsent: new Map(), sendWhenFree: false, inFlight: change},
    effects: [...effects, {type: 'send', change}],
  };
}

/**
 * The cart drawer's sequencing, without React or timers: which change goes to the cart
 * action when, what the shopper sees meanwhile, and when checkout may proceed. Time
 * passes as `quietPeriodEnded` events that the `startQuietPeriod` effect asks for.
 */
export function drawerReducer(state: DrawerState, event: DrawerEvent): Step {
  switch (event.type) {
    case 'quantityChanged':
      return {
        state: {
          ...state,
          pending: withEntry(state.pending, event.lineId, event.quantity),
          unsent: withEntry(state.unsent, event.lineId, event.quantity),
          sendWhenFree: false,
        },
        effects: [{type: 'startQuietPeriod'}],
      };
    case 'lineRemoved':
      // A removal does not wait for the quiet period; it takes other unsent quantities along.
      return flush(
        {
          ...state,
          pending: withEntry(state.pending, event.lineId, 0),
          unsent: withEntry(state.unsent, event.lineId, 0),
        },
        [{type: 'stopQuietPeriod'}],
      );
    case 'quietPeriodEnded':
      return flush(state);
    case 'changeRequested': {
      // The drawer's controls are disabled while a change is on its way; a late click is dropped.
      if (state.inFlight) return {state, effects: []};
      const {change} = event;
      return {
        state: {
          ...state,
          inFlight: change,
          ageAnswer: change.kind === 'ageConfirmation' ? change.confirmed : state.ageAnswer,
        },
        effects: [{type: 'send', change}],
      };
    }
    case 'changeFinished': {
      const change = state.inFlight;
      if (!change) return {state, effects: []};
      let next: DrawerState = {...state, inFlight: null};
      if (change.kind === 'quantities') {
        next = event.ok
          ? {...next, awaitingCart: new Map([...next.awaitingCart, ...change.lines])}
          : // Back to what the cart has: the shown quantities drop the changes it refused.
            {...next, pending: withoutSent(next.pending, change.lines)};
      }
      if (change.kind === 'ageConfirmation' && !event.ok) next = {...next, ageAnswer: null};
      const effects: DrawerEffect[] = [{type: 'finished', change, ok: event.ok}];
      if (next.checkoutAfterSync && !event.ok) next = {...next, checkoutAfterSync: false};
      if (next.sendWhenFree || (next.checkoutAfterSync && next.unsent.size > 0)) return flush(next, effects);
      if (next.checkoutAfterSync) {
        return {state: {...next, checkoutAfterSync: false}, effects: [...effects, {type: 'handOver'}]};
      }
      return {state: next, effects};
    }
    case 'cartArrived':
      return {
        state: {
          ...state,
          pending: withoutSent(state.pending, state.awaitingCart),
          awaitingCart: new Map(),
          ageAnswer: state.inFlight?.kind === 'ageConfirmation' ? state.ageAnswer : null,
        },
        effects: [],
      };
    case 'checkoutRequested':
      if (state.unsent.size === 0 && !state.inFlight) return {state, effects: [{type: 'handOver'}]};
      // Send the changes first; the hand-off follows once the cart has them.
      return flush({...state, checkoutAfterSync: true}, [{type: 'stopQuietPeriod'}]);
    case 'orderPlaced':
      return {state: initialDrawerState, effects: [{type: 'stopQuietPeriod'}]};
  }
}

/** True while a change is on its way: the drawer's controls wait for it. */
export const isBusy = (state: DrawerState) => state.inFlight !== null;

export interface DrawerMachineHandlers {
  onState(state: DrawerState): void;
  send(change: CartChange): void;
  finished(change: CartChange, ok: boolean): void;
  handOver(): void;
}

/**
 * Runs `drawerReducer`: holds the state, keeps the quiet-period timer its effects ask
 * for, and hands the other effects to `handlers`. Returns the effects of each event.
 */
export function createDrawerMachine(handlers: DrawerMachineHandlers, quietMs = QUANTITY_QUIET_MS) {
  let state = initialDrawerState;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const dispatch = (event: DrawerEvent): DrawerEffect[] => {
    const step = drawerReducer(state, event);
    state = step.state;
    handlers.onState(state);
    for (const effect of step.effects) {
      if (effect.type === 'startQuietPeriod') {
        stopTimer();
        timer = setTimeout(() => dispatch({type: 'quietPeriodEnded'}), quietMs);
      } else if (effect.type === 'stopQuietPeriod') stopTimer();
      else if (effect.type === 'send') handlers.send(effect.change);
      else if (effect.type === 'finished') handlers.finished(effect.change, effect.ok);
      else handlers.handOver();
    }
    return step.effects;
  };

  return {
    dispatch,
    get state() {
      return state;
    },
    /** stops the timer (the drawer goes away) */
    dispose: stopTimer,
  };
}
