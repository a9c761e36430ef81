import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  createDrawerMachine,
  drawerReducer,
  initialDrawerState,
  isBusy,
  QUANTITY_QUIET_MS,
  type CartChange,
  type DrawerEvent,
  type DrawerState,
} from '~/lib/cart/drawer-state';

/** Runs events through the reducer from `state`, collecting every effect. */
function run(events: DrawerEvent[], state: DrawerState = initialDrawerState) {
  const effects = [];
  for (const event of events) {
    const step = drawerReducer(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return {state, effects};
}

const sends = (effects: ReturnType<typeof run>['effects']) =>
  effects.flatMap((effect) => (effect.type === 'send' ? [effect.change] : []));

const quantities = (change: CartChange | undefined) =>
  change?.kind === 'quantities' ? Object.fromEntries(change.lines) : null;

describe('drawerReducer', () => {
  it('shows a stepped quantity at once and sends it only when the quiet period ends', () => {
    const stepped = run([
      {type: 'quantityChanged', lineId: 'a', quantity: 2},
      {type: 'quantityChanged', lineId: 'a', quantity: 3},
    ]);
    expect(stepped.state.pending.get('a')).toBe(3);
    expect(sends(stepped.effects)).toEqual([]);
    expect(stepped.effects).toContainEqual({type: 'startQuietPeriod'});

    const sent = run([{type: 'quietPeriodEnded'}], stepped.state);
    expect(sends(sent.effects).map(quantities)).toEqual([{a: 3}]);
    expect(isBusy(sent.state)).toBe(true);
  });

  it('keeps showing a sent quantity the cart took until the root loader’s cart has it', () => {
    const {state} = run([
      {type: 'quantityChanged', lineId: 'a', quantity: 4},
      {type: 'quietPeriodEnded'},
      {type: 'changeFinished', ok: true},
    ]);
    expect(isBusy(state)).toBe(false);
    expect(state.pending.get('a')).toBe(4);
    expect(run([{type: 'cartArrived'}], state).state.pending.size).toBe(0);
  });

  it('drops a refused quantity at once, so the cart’s own shows, and says it failed', () => {
    const {state, effects} = run([
      {type: 'quantityChanged', lineId: 'a', quantity: 2},
      {type: 'quietPeriodEnded'},
      {type: 'changeFinished', ok: false},
    ]);
    expect(state.pending.size).toBe(0);
    expect(effects).toContainEqual({
      type: 'finished',
      change: {kind: 'quantities', lines: new Map([['a', 2]])},
      ok: false,
    });
  });

  it('keeps a quantity the shopper changed again while the earlier one was on its way', () => {
    const {state, effects} = run([
      {type: 'quantityChanged', lineId: 'a', quantity: 2},
      {type: 'quietPeriodEnded'},
      {type: 'quantityChanged', lineId: 'a', quantity: 5},
      {type: 'quietPeriodEnded'},
      {type: 'changeFinished', ok: true},
      {type: 'cartArrived'},
    ]);
    // The second batch waited for the first, then went out; 5 is still the shown quantity.
    expect(sends(effects).map(quantities)).toEqual([{a: 2}, {a: 5}]);
    expect(state.pending.get('a')).toBe(5);
  });

  it('sends a removal at once, with the other quantities still waiting', () => {
    const {effects} = run([
      {type: 'quantityChanged', lineId: 'a', quantity: 3},
      {type: 'lineRemoved', lineId: 'b'},
    ]);
    expect(sends(effects).map(quantities)).toEqual([{a: 3, b: 0}]);
    expect(effects).toContainEqual({type: 'stopQuietPeriod'});
  });

  it('sends one change at a time and drops a click that comes while one is on its way', () => {
    const first = run([{type: 'changeRequested', change: {kind: 'upsell', variantId: 'v1'}}]);
    expect(sends(first.effects)).toEqual([{kind: 'upsell', variantId: 'v1'}]);
    const second = run([{type: 'changeRequested', change: {kind: 'couponRemoval'}}], first.state);
    expect(second.effects).toEqual([]);
    expect(second.state.inFlight).toEqual({kind: 'upsell', variantId: 'v1'});
  });

  it('shows the age answer from the click until the cart has it, or drops it when refused', () => {
    const change: CartChange = {kind: 'ageConfirmation', confirmed: true, attributes: [{key: 'age', value: 'yes'}]};
    const asked = run([{type: 'changeRequested', change}]);
    expect(asked.state.ageAnswer).toBe(true);
    const taken = run([{type: 'changeFinished', ok: true}], asked.state);
    expect(taken.state.ageAnswer).toBe(true);
    expect(run([{type: 'cartArrived'}], taken.state).state.ageAnswer).toBeNull();
    expect(run([{type: 'changeFinished', ok: false}], asked.state).state.ageAnswer).toBeNull();
  });

  it('hands over at once when everything is in, and after the sync when quantities are unsent', () => {
    expect(run([{type: 'checkoutRequested'}]).effects).toEqual([{type: 'handOver'}]);

    const waiting = run([{type: 'quantityChanged', lineId: 'a', quantity: 2}, {type: 'checkoutRequested'}]);
    expect(sends(waiting.effects).map(quantities)).toEqual([{a: 2}]);
    expect(waiting.effects).not.toContainEqual({type: 'handOver'});
    expect(run([{type: 'changeFinished', ok: true}], waiting.state).effects).toContainEqual({type: 'handOver'});

    const refused = run([{type: 'changeFinished', ok: false}], waiting.state);
    expect(refused.effects).not.toContainEqual({type: 'handOver'});
    expect(refused.state.checkoutAfterSync).toBe(false);
  });

  it('waits for a change on its way before handing over', () => {
    const {state, effects} = run([
      {type: 'changeRequested', change: {kind: 'couponRemoval'}},
      {type: 'checkoutRequested'},
    ]);
    expect(effects).not.toContainEqual({type: 'handOver'});
    expect(run([{type: 'changeFinished', ok: true}], state).effects).toContainEqual({type: 'handOver'});
  });

  it('starts afresh once the order is placed', () => {
    const {state} = run([{type: 'quantityChanged', lineId: 'a', quantity: 2}, {type: 'orderPlaced'}]);
    expect(state).toEqual(initialDrawerState);
  });
});

describe('createDrawerMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const machineWith = () => {
    const sent: CartChange[] = [];
    const handOver = vi.fn();
    const machine = createDrawerMachine({
      onState: () => {},
      send: (change) => sent.push(change),
      finished: () => {},
      handOver,
    });
    return {machine, sent, handOver};
  };

  it('sends five quick quantity steps as one update with the final quantity', () => {
    const {machine, sent} = machineWith();
    for (let quantity = 2; quantity <= 6; quantity++) {
      machine.dispatch({type: 'quantityChanged', lineId: 'a', quantity});
      vi.advanceTimersByTime(200);
    }
    vi.advanceTimersByTime(QUANTITY_QUIET_MS - 201);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent.map(quantities)).toEqual([{a: 6}]);
    vi.advanceTimersByTime(5 * QUANTITY_QUIET_MS);
    expect(sent).toHaveLength(1);
  });

  it('sends unsent quantities on checkout without waiting, and hands over once they are in', () => {
    const {machine, sent, handOver} = machineWith();
    machine.dispatch({type: 'quantityChanged', lineId: 'a', quantity: 2});
    machine.dispatch({type: 'checkoutRequested'});
    expect(sent.map(quantities)).toEqual([{a: 2}]);
    vi.advanceTimersByTime(5 * QUANTITY_QUIET_MS);
    expect(sent).toHaveLength(1);
    expect(handOver).not.toHaveBeenCalled();
    machine.dispatch({type: 'changeFinished', ok: true});
    expect(handOver).toHaveBeenCalledTimes(1);
  });

  it('sends nothing after the order is placed or the drawer goes away', () => {
    const {machine, sent} = machineWith();
    machine.dispatch({type: 'quantityChanged', lineId: 'a', quantity: 2});
    machine.dispatch({type: 'orderPlaced'});
    machine.dispatch({type: 'quantityChanged', lineId: 'b', quantity: 3});
    machine.dispose();
    vi.advanceTimersByTime(5 * QUANTITY_QUIET_MS);
    expect(sent).toEqual([]);
  });
});
