import {describe, expect, it, vi} from 'vitest';
import {createAnalyticsBus} from '~/lib/analytics-bus';

describe('analytics bus', () => {
  it('holds events until the provider connects, then sends them in order and the rest straight through', () => {
    const bus = createAnalyticsBus();
    bus.publish('custom_search', {searchQuery: 'razor'});
    bus.publish('custom_checkout_started', {cartId: 'c1'});
    const sink = vi.fn();
    const disconnect = bus.connect(sink);
    expect(sink.mock.calls).toEqual([
      ['custom_search', {searchQuery: 'razor'}],
      ['custom_checkout_started', {cartId: 'c1'}],
    ]);
    bus.publish('custom_checkout_completed', {orderId: 'GROOM-1001'});
    expect(sink).toHaveBeenCalledTimes(3);

    disconnect();
    bus.publish('custom_search', {searchQuery: 'trimmer'});
    expect(sink).toHaveBeenCalledTimes(3);
    const next = vi.fn();
    bus.connect(next);
    expect(next).toHaveBeenCalledWith('custom_search', {searchQuery: 'trimmer'});
  });

  it('keeps the views a page shows until it hides them, and tells listeners', () => {
    const bus = createAnalyticsBus();
    const listener = vi.fn();
    bus.subscribeToViews(listener);
    const hide = bus.showView({type: 'search_viewed', data: {searchTerm: 'razor'}});
    expect(bus.views()).toEqual([{type: 'search_viewed', data: {searchTerm: 'razor'}}]);
    hide();
    expect(bus.views()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
