import {Analytics} from '@shopify/hydrogen';
import {useSyncExternalStore, type ComponentProps} from 'react';
import {analyticsBus, type AnalyticsView} from '~/lib/analytics/analytics-bus';
import {AnalyticsRuntime} from './AnalyticsRuntime';

/** Hydrogen's view components publish their event when mounted inside the provider. */
function View({view}: {view: AnalyticsView}) {
  switch (view.type) {
    case 'search_viewed':
      return <Analytics.SearchView data={view.data} />;
    case 'product_viewed':
      return <Analytics.ProductView data={view.data} />;
    case 'collection_viewed':
      return <Analytics.CollectionView data={view.data} />;
    case 'cart_viewed':
      return <Analytics.CartView />;
  }
}

/** Renders the views pages have asked for (analyticsBus) inside the provider. */
function PageViews() {
  const views = useSyncExternalStore(analyticsBus.subscribeToViews, analyticsBus.views, analyticsBus.views);
  return (
    <>
      {views.map((view, index) => (
        <View key={`${view.type}-${index}`} view={view} />
      ))}
    </>
  );
}

/**
 * Hydrogen's analytics provider, for Shopify's own analytics, and the storefront's runtime for
 * every other destination (loaded after the page, see DeferredAnalytics).
 */
export default function AnalyticsBridge(props: Omit<ComponentProps<typeof Analytics.Provider>, 'children'>) {
  return (
    <>
      <Analytics.Provider {...props}>
        <PageViews />
      </Analytics.Provider>
      <AnalyticsRuntime />
    </>
  );
}
