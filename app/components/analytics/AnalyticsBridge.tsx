import {Analytics, useAnalytics} from '@shopify/hydrogen';
import {useEffect, useSyncExternalStore, type ComponentProps} from 'react';
import {analyticsBus} from '~/lib/analytics-bus';

const VIEW_COMPONENTS = {search_viewed: Analytics.SearchView};

/** Passes events from `analyticsBus` to the provider, and renders the views pages have asked for inside it. */
function BusConnection() {
  const {publish} = useAnalytics();
  useEffect(() => analyticsBus.connect(publish as (event: string, payload: Record<string, unknown>) => void), [publish]);
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
