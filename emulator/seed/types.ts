/**
 * Shape of the seeded catalogues the Storefront API stand-in serves.
 * One `BrandSeed` per brand; the executor turns these plain records into
 * Storefront API objects (gids, cursors, money, translations).
 *
 * Money amounts are decimal strings in INR, as Shopify returns them ("1299.0").
 * Hindi text lives in optional `hi` blocks; `@inContext(language: HI)` picks it
 * and falls back to English where a field has no translation, as Shopify does.
 */

/** An illustration the stand-in renders as an SVG of exactly this size. */
export interface SeedImage {
  /** unique within the brand; becomes the URL path /images/<brand>/<id>.svg */
  id: string;
  width: number;
  height: number;
  altText: string;
  /** short label drawn on the picture (e.g. "Razor", "Frosty Mint") */
  label: string;
  /** background colour, hex like "#1f2937" */
  background: string;
  /** foreground colour, hex */
  foreground: string;
  /** Shopify translates media alt text like any other field (Translate & Adapt: "Media image alt text") */
  hi?: {altText?: string};
}

export interface SeedMetafield {
  namespace: string;
  key: string;
  /** Shopify metafield type, e.g. "json", "number_integer", "single_line_text_field" */
  type: string;
  value: string;
  hi?: {value?: string};
}

export interface SeedOption {
  name: string;
  values: string[];
  hi?: {name?: string; values?: string[]};
}

export interface SeedVariant {
  /** unique within the brand */
  sku: string;
  barcode?: string;
  /** option name -> value, one entry per product option */
  options: Record<string, string>;
  price: string;
  compareAtPrice?: string;
  /** 0 means sold out (availableForSale false) */
  quantityAvailable: number;
  /** index into the product's images */
  imageIndex?: number;
  /** grams */
  weight?: number;
}

/**
 * A plan of a selling plan group: a delivery every `intervalCount` `interval`s, at a
 * percentage off the variant's price, charged one delivery at a time.
 */
export interface SeedSellingPlan {
  name: string;
  description: string;
  interval: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
  intervalCount: number;
  /** percent off the variant's price (10 = 10%) */
  percentageOff: number;
  /** this plan's value of the group's option ("1 month") */
  optionValue: string;
  hi?: {name?: string; description?: string; optionValue?: string};
}

/** A subscription app's purchase option on a product (Shopify's SellingPlanGroup). */
export interface SeedSellingPlanGroup {
  name: string;
  appName: string;
  /** the option the plans differ in ("Delivery every") */
  optionName: string;
  plans: SeedSellingPlan[];
  hi?: {name?: string; optionName?: string};
}

export interface SeedProduct {
  handle: string;
  title: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  tags: string[];
  /** ISO date-time; drives sortKey CREATED / CREATED_AT */
  createdAt: string;
  /** 1 = best seller; drives sortKey BEST_SELLING */
  salesRank: number;
  seo?: {title?: string; description?: string};
  options: SeedOption[];
  variants: SeedVariant[];
  images: SeedImage[];
  metafields: SeedMetafield[];
  /** the product's subscription options; none means it is sold one time only */
  sellingPlanGroups?: SeedSellingPlanGroup[];
  /**
   * Handles of the products a merchandiser pairs with this one (Shopify's Search & Discovery app),
   * in its order: what `productRecommendations(intent: COMPLEMENTARY)` answers. None: no such row.
   */
  complementary?: string[];
  hi?: {title?: string; descriptionHtml?: string; seo?: {title?: string; description?: string}};
}

export interface SeedCollection {
  handle: string;
  title: string;
  descriptionHtml: string;
  /** manual order: sortKey COLLECTION_DEFAULT / MANUAL */
  productHandles: string[];
  image?: SeedImage;
  seo?: {title?: string; description?: string};
  hi?: {title?: string; descriptionHtml?: string};
}

export interface SeedPage {
  handle: string;
  title: string;
  bodyHtml: string;
  seo?: {title?: string; description?: string};
  hi?: {title?: string; bodyHtml?: string};
}

export interface SeedArticle {
  handle: string;
  title: string;
  excerpt: string;
  contentHtml: string;
  publishedAt: string;
  authorName: string;
  tags: string[];
  image?: SeedImage;
  hi?: {title?: string; excerpt?: string; contentHtml?: string};
}

export interface SeedBlog {
  handle: string;
  title: string;
  articles: SeedArticle[];
  hi?: {title?: string};
}

export type SeedMenuItemType =
  | 'FRONTPAGE'
  | 'COLLECTION'
  | 'COLLECTIONS'
  | 'PRODUCT'
  | 'PAGE'
  | 'BLOG'
  | 'ARTICLE'
  | 'SEARCH'
  | 'SHOP_POLICY'
  | 'CATALOG'
  | 'HTTP';

export interface SeedMenuItem {
  title: string;
  type: SeedMenuItemType;
  /** path on the store ("/collections/deos") or an absolute URL for HTTP */
  url: string;
  items?: SeedMenuItem[];
  hi?: {title?: string};
}

export interface SeedMenu {
  handle: string;
  title: string;
  items: SeedMenuItem[];
}

export interface SeedPolicy {
  handle: string;
  title: string;
  body: string;
  hi?: {title?: string; body?: string};
}

export interface SeedMetaobjectField {
  key: string;
  /** Shopify field type: single_line_text_field, number_decimal, boolean, url,
   * json, product_reference, list.product_reference, file_reference ... */
  type: string;
  /** as Shopify stores it: references are handles here, lists are JSON arrays */
  value: string;
  /** the field's Hindi translation (Translate & Adapt), for translatable fields */
  hi?: string;
}

export interface SeedMetaobject {
  type: string;
  handle: string;
  fields: SeedMetaobjectField[];
}

/** A discount code the stand-in's cart accepts; `applicable` follows these rules. */
export interface SeedDiscountRule {
  code: string;
  title: string;
  kind: 'percentage' | 'fixed_amount';
  /** percent (10 = 10%) or rupees */
  value: number;
  minSubtotal?: number;
  minQuantity?: number;
}

export interface SeedOrderLine {
  sku: string;
  quantity: number;
  /** the selling plan's name when the line came from a subscription ("Delivered every month") */
  sellingPlan?: string;
}

/** A customer's subscription to one product, as a subscriptions app keeps it in Shopify. */
export interface SeedSubscriptionContract {
  /** the number in its gid, unique in the shop */
  id: number;
  sku: string;
  quantity: number;
  /** rupees per unit, after the plan's saving */
  price: number;
  interval: 'WEEK' | 'MONTH';
  intervalCount: number;
  status: 'ACTIVE' | 'PAUSED' | 'CANCELLED';
  createdAt: string;
  /** the next delivery's billing date; the ones after it follow by the interval */
  nextBillingDate: string;
}

export interface SeedOrder {
  orderNumber: number;
  processedAt: string;
  financialStatus: 'PAID' | 'PENDING' | 'REFUNDED';
  fulfillmentStatus: 'FULFILLED' | 'UNFULFILLED' | 'IN_PROGRESS';
  lines: SeedOrderLine[];
}

interface SeedCustomerFields {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  acceptsMarketing: boolean;
  orders: SeedOrder[];
  subscriptionContracts?: SeedSubscriptionContract[];
}

/**
 * How the phone-login stand-in (emulator/login-provider.ts) hands a customer to the storefront:
 * their password, a Multipass token, or, for an invited account that has no password yet, an
 * activation URL. Customers without one are unknown to the provider.
 */
export type SeedPhoneLogin = 'password' | 'multipass' | 'activation';

export type SeedCustomer =
  | (SeedCustomerFields & {password: string; phoneLogin?: undefined})
  | (SeedCustomerFields & {password: string; phone: string; phoneLogin: 'password' | 'multipass'})
  /** invited: the account has no password until it is activated */
  | (SeedCustomerFields & {password: null; phone: string; phoneLogin: 'activation'});

/** A URL redirect as merchandisers set them in the Shopify admin (old product URLs and the like). */
export interface SeedUrlRedirect {
  path: string;
  target: string;
}

export interface BrandSeed {
  shop: {
    name: string;
    description: string;
    /** the shop's description as a Hindi storefront shows it (Translate & Adapt) */
    hi?: {description?: string};
    /** Multipass secret for customerAccessTokenCreateWithMultipass */
    multipassSecret: string;
    policies: {
      shippingPolicy: SeedPolicy;
      privacyPolicy: SeedPolicy;
      refundPolicy: SeedPolicy;
      termsOfService: SeedPolicy;
    };
  };
  products: SeedProduct[];
  collections: SeedCollection[];
  pages: SeedPage[];
  blogs: SeedBlog[];
  menus: SeedMenu[];
  metaobjects: SeedMetaobject[];
  /** pictures uploaded to the shop's Files (Content > Files), which metaobject fields reference by id */
  files?: SeedImage[];
  discountRules: SeedDiscountRule[];
  customers: SeedCustomer[];
  urlRedirects?: SeedUrlRedirect[];
}
