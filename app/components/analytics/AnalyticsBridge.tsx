import {Analytics, useAnalytics} from '@shopify/hydrogen';
import {useEffect, useSyncExternalStore, type ComponentProps} from 'react';
import {analyticsBus} from '~/lib/analytics-bus';

const VIEW_COMPONENTS = {search_viewed: Analytics.SearchView};

/** Reaches subscribers only once Hydrogen's analytics are ready (consent and Shopify's scripts loaded). */
const BUS_READY_EVENT = 'custom_analytics_bus_ready';

/** Passes events from `analyticsBus` to the provider, and renders the views pages have asked for inside it. */
function BusConnection() {
  const {publish, subscribe} = useAnalytics();
  useEffect(() => {
    // Until it is ready Hydrogen keeps one event per name, so the queue is let through only then.
    let disconnect = () => {};
    subscribe(BUS_READY_EVENT, () => {
      disconnect = analyticsBus.connect(publish as (event: string, payload: Record<string, unknown>) => void);
    });
    publish(BUS_READY_EVENT, {});
    return () => disconnect();
  }, [publish, subscribe]);
  const views = useSyncExternalStore(analyticsBus.subscribeToViews, analyticsBus.views, analyticsBus.views);
  return (
    <>
      {views.map((view, index) => {
        const View = VIEW_COMPONENTS[view.type];
        return <View key={`${view.type}-${index}`} data={view.data} />;
      })}
    </>
  );
}

/** Hydrogen's analytics provider (loaded after the page, see DeferredAnalytics). */
export default function AnalyticsBridge(props: Omit<ComponentProps<typeof Analytics.Provider>, 'children'>) {
  return (
    <Analytics.Provider {...props}>
      <BusConnection />
    </Analytics.Provider>
  );
}
