import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  storefrontEvent,
  type StorefrontEvent,
  type StorefrontEventName,
  type StorefrontEventPayloads,
} from '~/lib/analytics/catalogue';
import {ga4Event} from '~/lib/analytics/destinations/ga4';
import {metaAdvancedMatching, metaPixelEvent} from '~/lib/analytics/destinations/meta-pixel';
import {postHogEvent, postHogIdentity} from '~/lib/analytics/destinations/posthog';

const EMAIL = 'Asha.Rao@Example.com';
const EMAIL_SHA256 = createHash('sha256').update(EMAIL.trim().toLowerCase()).digest('hex');
const PHONE = '9876543210';
const AT = 1_750_000_000_000;
const PATH = '/products/beard-trimmer?variant=2';

const RAZOR = 'gid://shopify/Product/101';
const OIL = 'gid://shopify/Product/202';
// 199.99 × 3 + 349.5 × 1: 949.47 in rupees, where plain float sums give 949.4699999999999.
const products = [
  {
    productId: RAZOR,
    variantId: 'gid://shopify/ProductVariant/1011',
    productName: 'Safety Razor',
    variantName: 'Matte Black',
    price: 199.99,
    quantity: 3,
  },
  {
    productId: OIL,
    variantId: 'gid://shopify/ProductVariant/2021',
    productName: 'Beard Oil',
    variantName: '30 ml',
    price: 349.5,
    quantity: 1,
  },
];
const checkoutItems = [
  {productId: RAZOR, productName: 'Safety Razor', price: 199.99, quantity: 3, variant: 'Matte Black'},
  {productId: OIL, productName: 'Beard Oil', price: 349.5, quantity: 1, variant: '30 ml'},
];
const ga4Items = [
  {item_id: RAZOR, item_name: 'Safety Razor', item_variant: 'Matte Black', price: 199.99, quantity: 3},
  {item_id: OIL, item_name: 'Beard Oil', item_variant: '30 ml', price: 349.5, quantity: 1},
];
const metaContents = {
  content_ids: [RAZOR, OIL],
  contents: [
    {id: RAZOR, quantity: 3},
    {id: OIL, quantity: 1},
  ],
};

function sample<Name extends StorefrontEventName>(name: Name, payload: StorefrontEventPayloads[Name]) {
  return storefrontEvent(name, payload, {at: AT, path: PATH});
}

/** One event per catalogue name: a name added to the catalogue fails to compile here until it has a sample. */
const samples: {[Name in StorefrontEventName]: Extract<StorefrontEvent, {name: Name}>} = {
  page_view: sample('page_view', {path: '/collections/shaving', title: 'Shaving', pageType: 'collection'}),
  page_viewed: sample('page_viewed', {path: '/collections/shaving', pageType: 'collection'}),
  engagement: sample('engagement', {path: '/collections/shaving', seconds: 30}),
  carousel_watch: sample('carousel_watch', {productId: RAZOR, productName: 'Safety Razor', seconds: 5}),
  search: sample('search', {searchQuery: 'razor'}),
  search_suggestion_clicked: sample('search_suggestion_clicked', {searchQuery: 'raz', kind: 'collection', position: 5}),
  view_search_results: sample('view_search_results', {searchQuery: 'razor', count: 4}),
  subscribe: sample('subscribe', {emailSha256: EMAIL_SHA256}),
  checkout_started: sample('checkout_started', {
    cartId: 'gid://shopify/Cart/c1',
    cartValue: 899,
    currency: 'INR',
    itemCount: 4,
    items: checkoutItems,
  }),
  checkout_completed: sample('checkout_completed', {
    orderId: 'GROOM-1001',
    cartValue: 899,
    currency: 'INR',
    itemCount: 4,
    items: checkoutItems,
  }),
  customer_logged_in: sample('customer_logged_in', {method: 'phone_otp', userId: 'provider-user-42'}),
  product_viewed: sample('product_viewed', {products}),
  collection_viewed: sample('collection_viewed', {
    collectionId: 'gid://shopify/Collection/7',
    collectionHandle: 'shaving',
  }),
  cart_viewed: sample('cart_viewed', {cartValue: 1249, itemCount: 5}),
  search_viewed: sample('search_viewed', {searchQuery: 'razor'}),
  product_added_to_cart: sample('product_added_to_cart', {products, cartValue: 1249}),
  product_removed_from_cart: sample('product_removed_from_cart', {products, cartValue: 300}),
  cart_updated: sample('cart_updated', {cartValue: 1249, itemCount: 5}),
  quit_plan_viewed: sample('quit_plan_viewed', {}),
  quit_plan_completed: sample('quit_plan_completed', {
    habit: 'cigarettes',
    usedPerDayBand: '11-20',
    startBand: 'high',
    purchase: 'subscription',
  }),
  recommendation_clicked: sample('recommendation_clicked', {listName: 'pairs well with', productId: OIL, position: 2}),
};
const names = Object.keys(samples) as StorefrontEventName[];
const events = Object.values(samples);

const ga4Expected: Record<StorefrontEventName, ReturnType<typeof ga4Event>> = {
  page_view: {name: 'page_view', params: {page_path: '/collections/shaving', page_title: 'Shaving'}},
  page_viewed: null,
  engagement: {name: 'engagement_time_mark', params: {seconds: 30}},
  carousel_watch: {name: 'carousel_watch', params: {item_id: RAZOR, seconds: 5}},
  search: {name: 'search', params: {search_term: 'razor'}},
  search_suggestion_clicked: {
    name: 'select_item',
    params: {
      item_list_id: 'search_suggestions',
      item_list_name: 'search suggestions',
      search_term: 'raz',
      content_type: 'collection',
      index: 5,
    },
  },
  view_search_results: {name: 'view_search_results', params: {search_term: 'razor', results_count: 4}},
  subscribe: {name: 'sign_up', params: {method: 'newsletter'}},
  checkout_started: {name: 'begin_checkout', params: {currency: 'INR', value: 899, items: ga4Items}},
  checkout_completed: {
    name: 'purchase',
    params: {transaction_id: 'GROOM-1001', currency: 'INR', value: 899, items: ga4Items},
  },
  customer_logged_in: {name: 'login', params: {method: 'phone_otp'}},
  product_viewed: {name: 'view_item', params: {currency: 'INR', value: 949.47, items: ga4Items}},
  collection_viewed: {
    name: 'view_item_list',
    params: {item_list_id: 'gid://shopify/Collection/7', item_list_name: 'shaving'},
  },
  cart_viewed: {name: 'view_cart', params: {currency: 'INR', value: 1249}},
  search_viewed: null,
  product_added_to_cart: {name: 'add_to_cart', params: {currency: 'INR', value: 949.47, items: ga4Items}},
  product_removed_from_cart: {name: 'remove_from_cart', params: {currency: 'INR', value: 949.47, items: ga4Items}},
  cart_updated: null,
  quit_plan_viewed: {name: 'quit_plan_viewed', params: {}},
  quit_plan_completed: {
    name: 'quit_plan_completed',
    params: {habit: 'cigarettes', used_per_day_band: '11-20', start_band: 'high', purchase: 'subscription'},
  },
  recommendation_clicked: {
    name: 'select_item',
    params: {item_list_name: 'pairs well with', items: [{item_id: OIL, index: 2}]},
  },
};

const metaExpected: Record<StorefrontEventName, ReturnType<typeof metaPixelEvent>> = {
  page_view: {kind: 'track', name: 'PageView', params: {}},
  page_viewed: null,
  engagement: {kind: 'trackCustom', name: 'Engagement', params: {seconds: 30}},
  carousel_watch: {kind: 'trackCustom', name: 'CarouselWatch', params: {content_ids: [RAZOR], seconds: 5}},
  search: {kind: 'track', name: 'Search', params: {search_string: 'razor'}},
  search_suggestion_clicked: null,
  view_search_results: null,
  subscribe: {kind: 'track', name: 'Lead', params: {}},
  checkout_started: {
    kind: 'track',
    name: 'InitiateCheckout',
    params: {...metaContents, num_items: 4, value: 899, currency: 'INR'},
  },
  checkout_completed: {
    kind: 'track',
    name: 'Purchase',
    params: {...metaContents, num_items: 4, value: 899, currency: 'INR', order_id: 'GROOM-1001'},
  },
  customer_logged_in: {kind: 'trackCustom', name: 'CustomerLoggedIn', params: {method: 'phone_otp'}},
  product_viewed: {
    kind: 'track',
    name: 'ViewContent',
    params: {...metaContents, content_type: 'product', value: 949.47, currency: 'INR'},
  },
  collection_viewed: {kind: 'trackCustom', name: 'ViewCategory', params: {content_category: 'shaving'}},
  cart_viewed: null,
  search_viewed: null,
  product_added_to_cart: {
    kind: 'track',
    name: 'AddToCart',
    params: {...metaContents, content_type: 'product', value: 949.47, currency: 'INR'},
  },
  product_removed_from_cart: null,
  cart_updated: null,
  quit_plan_viewed: null,
  quit_plan_completed: null,
  recommendation_clicked: null,
};

const postHogExpected: Record<StorefrontEventName, ReturnType<typeof postHogEvent>> = {
  page_viewed: {name: 'page_viewed', properties: {path: '/collections/shaving', pageType: 'collection'}},
  page_view: {
    name: '$pageview',
    properties: {$pathname: '/collections/shaving', title: 'Shaving', page_type: 'collection'},
  },
  // The payload's own path (the page measured) wins over the event's.
  engagement: {name: 'engagement', properties: {path: '/collections/shaving', seconds: 30}},
  carousel_watch: {
    name: 'carousel_watch',
    properties: {productId: RAZOR, productName: 'Safety Razor', seconds: 5, path: PATH},
  },
  search: {name: 'search', properties: {searchQuery: 'razor', path: PATH}},
  search_suggestion_clicked: {
    name: 'search_suggestion_clicked',
    properties: {searchQuery: 'raz', kind: 'collection', position: 5, path: PATH},
  },
  view_search_results: {name: 'view_search_results', properties: {searchQuery: 'razor', count: 4, path: PATH}},
  subscribe: {name: 'subscribe', properties: {email_sha256: EMAIL_SHA256, path: PATH}},
  checkout_started: {
    name: 'checkout_started',
    properties: {
      cartId: 'gid://shopify/Cart/c1',
      cartValue: 899,
      currency: 'INR',
      itemCount: 4,
      items: checkoutItems,
      path: PATH,
    },
  },
  checkout_completed: {
    name: 'checkout_completed',
    properties: {
      orderId: 'GROOM-1001',
      cartValue: 899,
      currency: 'INR',
      itemCount: 4,
      items: checkoutItems,
      path: PATH,
    },
  },
  customer_logged_in: {
    name: 'customer_logged_in',
    properties: {method: 'phone_otp', userId: 'provider-user-42', path: PATH},
  },
  product_viewed: {name: 'product_viewed', properties: {products, path: PATH}},
  collection_viewed: {
    name: 'collection_viewed',
    properties: {collectionId: 'gid://shopify/Collection/7', collectionHandle: 'shaving', path: PATH},
  },
  cart_viewed: {name: 'cart_viewed', properties: {cartValue: 1249, itemCount: 5, path: PATH}},
  search_viewed: {name: 'search_viewed', properties: {searchQuery: 'razor', path: PATH}},
  product_added_to_cart: {name: 'product_added_to_cart', properties: {products, cartValue: 1249, path: PATH}},
  product_removed_from_cart: {
    name: 'product_removed_from_cart',
    properties: {products, cartValue: 300, path: PATH},
  },
  cart_updated: {name: 'cart_updated', properties: {cartValue: 1249, itemCount: 5, path: PATH}},
  quit_plan_viewed: {name: 'quit_plan_viewed', properties: {path: PATH}},
  quit_plan_completed: {
    name: 'quit_plan_completed',
    properties: {habit: 'cigarettes', usedPerDayBand: '11-20', startBand: 'high', purchase: 'subscription', path: PATH},
  },
  recommendation_clicked: {
    name: 'recommendation_clicked',
    properties: {listName: 'pairs well with', productId: OIL, position: 2, path: PATH},
  },
};

const destinations = [
  {destination: 'GA4', map: ga4Event, expected: ga4Expected},
  {destination: 'Meta Pixel', map: metaPixelEvent, expected: metaExpected},
  {destination: 'PostHog', map: postHogEvent, expected: postHogExpected},
];

describe.each(destinations)('$destination', ({map, expected}) => {
  it.each(names)('maps %s as specified', (name) => {
    expect(map(samples[name])).toEqual(expected[name]);
  });

  it('refuses an event the catalogue does not have, rather than dropping it silently', () => {
    const unknown = {name: 'not_in_catalogue', payload: {}, at: AT, path: PATH} as unknown as StorefrontEvent;
    expect(() => map(unknown)).toThrow('"not_in_catalogue" has no mapping');
  });
});

describe('personal data', () => {
  const outputs = events.flatMap((event) => [ga4Event(event), metaPixelEvent(event), postHogEvent(event)]);

  it('no output carries an email or a phone number', () => {
    const sent = JSON.stringify(outputs).toLowerCase();
    expect(sent).not.toContain(EMAIL.toLowerCase());
    expect(sent).not.toContain('@');
    expect(sent).not.toContain(PHONE);
  });

  it("the email's hash reaches only PostHog's email_sha256 and Meta's advanced matching", () => {
    const adEvents = events.flatMap((event) => [ga4Event(event), metaPixelEvent(event)]);
    expect(JSON.stringify(adEvents)).not.toContain(EMAIL_SHA256);
    expect(postHogEvent(samples.subscribe).properties).toEqual({email_sha256: EMAIL_SHA256, path: PATH});
    expect(metaAdvancedMatching(EMAIL_SHA256)).toEqual({em: EMAIL_SHA256});
  });
});

describe("the quit plan's page", () => {
  it('sends Meta nothing raised there, in either language: its cart adds follow from the answers', () => {
    for (const path of ['/quit-plan', '/hi/quit-plan']) {
      for (const event of events) expect(metaPixelEvent({...event, path} as StorefrontEvent)).toBeNull();
    }
    expect(metaPixelEvent({...samples.product_added_to_cart, path: '/products/quit-plan-kit'})).not.toBeNull();
  });
});

describe('PostHog identity', () => {
  it("is the provider's user id when a customer logs in, and nothing for any other event", () => {
    expect(postHogIdentity(samples.customer_logged_in)).toBe('provider-user-42');
    expect(postHogIdentity(sample('customer_logged_in', {method: 'phone_otp', userId: null}))).toBeNull();
    for (const event of events.filter((event) => event.name !== 'customer_logged_in')) {
      expect(postHogIdentity(event)).toBeNull();
    }
  });
});
