import {describe, expect, it, vi} from 'vitest';
import {createAnalyticsBus} from '~/lib/analytics/analytics-bus';

describe('analytics bus', () => {
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
