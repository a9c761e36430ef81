/**
 * Shop, localization, policies, menus, pages, blogs, articles and metaobjects.
 */
import type {
  BrandSeed,
  SeedArticle,
  SeedBlog,
  SeedImage,
  SeedMenu,
  SeedMenuItem,
  SeedMetaobject,
  SeedMetaobjectField,
  SeedPage,
  SeedPolicy,
} from './seed/types';
import {connection, inOrder, type ConnectionArgs} from './connection';
import {gid} from './ids';
import type {ImageEntity} from './images';
import {noMetafields, resolveReferences, type ReferenceTargets} from './metafields';
import {parseQuery} from './query';
import {stripHtml, tr, truncate} from './text';
import type {Lang, LangContext} from './types';

/** Content records have no dates of their own in the seed; one fixed date keeps answers stable. */
export const CONTENT_DATE = '2024-01-01T00:00:00Z';

type PolicyName = keyof BrandSeed['shop']['policies'];

/** What content records need of their shop (the store); policies and blogs are read after the store is built. */
interface ContentShop extends ReferenceTargets {
  readonly seed: Pick<BrandSeed, 'shop'>;
  readonly domain: string;
  readonly policies: Readonly<Record<PolicyName, ShopPolicy>>;
  readonly blogsByHandle: ReadonlyMap<string, Blog>;
  registerImage(seed: SeedImage): ImageEntity;
}

const LANGUAGES: Record<Lang, {isoCode: Lang; name: string; endonymName: string}> = {
  EN: {isoCode: 'EN', name: 'English', endonymName: 'English'},
  HI: {isoCode: 'HI', name: 'Hindi', endonymName: 'हिन्दी'},
};

export class ShopPolicy {
  readonly __typename = 'ShopPolicy';
  readonly id: string;
  readonly handle: string;
  readonly url: string;

  constructor(
    store: ContentShop,
    private readonly seed: SeedPolicy,
    readonly n: number,
  ) {
    this.id = gid('ShopPolicy', n);
    this.handle = seed.handle;
    this.url = `${store.domain}/policies/${seed.handle}`;
  }

  title(_args: unknown, ctx: LangContext): string {
    return tr(ctx, this.seed.title, this.seed.hi?.title);
  }

  body(_args: unknown, ctx: LangContext): string {
    return tr(ctx, this.seed.body, this.seed.hi?.body);
  }
}

export class Shop {
  readonly __typename = 'Shop';
  readonly id: string;
  readonly name: string;
  readonly moneyFormat = '₹{{amount}}';
  readonly brand = null;
  readonly shipsToCountries = ['IN'];
  readonly shopPayInstallmentsPricing = null;
  readonly subscriptionPolicy = null;
  readonly metafield = () => null;
  readonly metafields = noMetafields;
  readonly primaryDomain: {host: string; url: string; sslEnabled: boolean};
  readonly paymentSettings = paymentSettings;
  /** The shop offers no social login (Storefront API 2026-04). */
  readonly socialLoginProviders = [];

  constructor(
    private readonly store: ContentShop,
    n: number,
  ) {
    this.id = gid('Shop', n);
    this.name = store.seed.shop.name;
    this.primaryDomain = {host: new URL(store.domain).host, url: store.domain, sslEnabled: true};
  }

  description(_args: unknown, ctx: LangContext): string {
    return tr(ctx, this.store.seed.shop.description, this.store.seed.shop.hi?.description);
  }

  get shippingPolicy() {
    return this.store.policies.shippingPolicy;
  }

  get privacyPolicy() {
    return this.store.policies.privacyPolicy;
  }

  get refundPolicy() {
    return this.store.policies.refundPolicy;
  }

  get termsOfService() {
    return this.store.policies.termsOfService;
  }
}

export const paymentSettings = {
  acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
  cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
  countryCode: 'IN',
  currencyCode: 'INR',
  enabledPresentmentCurrencies: ['INR'],
  shopifyPaymentsAccountId: null,
  supportedDigitalWallets: [],
};

/** `localization` for a shop publishing these languages, asked in `lang`. */
export function localization(shopLanguages: readonly Lang[], lang: Lang) {
  const languages = shopLanguages.map((code) => LANGUAGES[code]);
  const market = {id: gid('Market', 1), handle: 'in', metafield: () => null, metafields: noMetafields};
  const india = {
    isoCode: 'IN',
    name: 'India',
    currency: {isoCode: 'INR', name: 'Indian Rupee', symbol: '₹'},
    availableLanguages: languages,
    // The shop's first language (Storefront API 2026-04).
    defaultLanguage: languages[0],
    unitSystem: 'METRIC_SYSTEM',
    market,
  };
  return {
    country: india,
    availableCountries: [india],
    availableLanguages: languages,
    language: LANGUAGES[lang],
    market,
  };
}

// ---------------------------------------------------------------------------
// menus
// ---------------------------------------------------------------------------

export class MenuItem {
  readonly __typename = 'MenuItem';
  readonly id: string;
  readonly type: string;
  readonly tags: string[] = [];
  readonly items: MenuItem[];
  readonly url: string;
  private readonly resourceGid: string | null;

  constructor(
    private readonly store: ContentShop,
    private readonly seed: SeedMenuItem,
    next: () => number,
  ) {
    this.id = gid('MenuItem', next());
    this.type = seed.type;
    // Shopify answers absolute URLs on the shop's primary domain.
    this.url = /^https?:\/\//.test(seed.url) ? seed.url : `${store.domain}${seed.url}`;
    this.items = (seed.items ?? []).map((item) => new MenuItem(store, item, next));
    this.resourceGid = this.findResource()?.id ?? null;
  }

  /** The record the item links to, from its type and path (/collections/<handle> ...). */
  private findResource(): {id: string} | null {
    const path = /^https?:\/\//.test(this.seed.url) ? '' : this.seed.url.split(/[?#]/)[0];
    const parts = path.split('/').filter(Boolean);
    const {store} = this;
    switch (this.seed.type) {
      case 'COLLECTION':
        return parts[0] === 'collections' ? (store.collectionsByHandle.get(parts[1]) ?? null) : null;
      case 'PRODUCT':
        return parts[0] === 'products' ? (store.productsByHandle.get(parts[1]) ?? null) : null;
      case 'PAGE':
        return parts[0] === 'pages' ? (store.pagesByHandle.get(parts[1]) ?? null) : null;
      case 'BLOG':
        return parts[0] === 'blogs' ? (store.blogsByHandle.get(parts[1]) ?? null) : null;
      case 'ARTICLE':
        return parts[0] === 'blogs'
          ? (store.blogsByHandle.get(parts[1])?.articleByHandle({handle: parts[2]}) ?? null)
          : null;
      case 'SHOP_POLICY':
        return parts[0] === 'policies'
          ? (Object.values(store.policies).find((policy) => policy.handle === parts[1]) ?? null)
          : null;
      default:
        return null;
    }
  }

  get resourceId(): string | null {
    return this.resourceGid;
  }

  resource(): object | null {
    return this.resourceGid ? this.store.node(this.resourceGid) : null;
  }

  title(_args: unknown, ctx: LangContext): string {
    return tr(ctx, this.seed.title, this.seed.hi?.title);
  }
}

export class Menu {
  readonly __typename = 'Menu';
  readonly id: string;
  readonly handle: string;
  readonly title: string;
  readonly items: MenuItem[];

  constructor(store: ContentShop, seed: SeedMenu, n: number, next: () => number) {
    this.id = gid('Menu', n);
    this.handle = seed.handle;
    this.title = seed.title;
    this.items = seed.items.map((item) => new MenuItem(store, item, next));
  }

  get itemsCount(): number {
    return this.items.length;
  }
}

// ---------------------------------------------------------------------------
// pages, blogs, articles
// ---------------------------------------------------------------------------

const textMatches = (query: string | null | undefined, texts: string[]) => {
  const {terms, titles} = parseQuery(query);
  const haystack = texts.join('\n').toLowerCase();
  return [...terms, ...titles].every((term) => haystack.includes(term));
};

export class Page {
  readonly __typename = 'Page';
  readonly id: string;
  readonly handle: string;
  readonly createdAt = CONTENT_DATE;
  readonly updatedAt = CONTENT_DATE;
  readonly trackingParameters = null;
  readonly metafield = () => null;
  readonly metafields = noMetafields;

  constructor(
    private readonly store: ContentShop,
    readonly seed: SeedPage,
    readonly n: number,
  ) {
    this.id = gid('Page', n);
    this.handle = seed.handle;
  }

  get onlineStoreUrl(): string {
    return `${this.store.domain}/pages/${this.handle}`;
  }

  title(_args: unknown, ctx: LangContext): string {
    return tr(ctx, this.seed.title, this.seed.hi?.title);
  }

  body(_args: unknown, ctx: LangContext): string {
    return tr(ctx, this.seed.bodyHtml, this.seed.hi?.bodyHtml);
  }

  bodySummary(_args: unknown, ctx: LangContext): string {
    return truncate(stripHtml(this.body(null, ctx)), 150);
  }

  seo() {
    return {title: this.seed.seo?.title ?? null, description: this.seed.seo?.description ?? null};
  }
}

export class Article {
  readonly __typename = 'Article';
  readonly id: string;
  readonly handle: string;
  readonly publishedAt: string;
  readonly tags: string[];
  readonly image: ImageEntity | null;
  readonly trackingParameters = null;
  readonly metafield = () => null;
  readonly metafields = noMetafields;

  constructor(
    store: ContentShop,
    readonly blog: Blog,
    readonly seed: SeedArticle,
    readonly n: number,
  ) {
    this.id = gid('Article', n);
    this.handle = seed.handle;
    this.publishedAt = seed.publishedAt;
    this.tags = seed.tags;
    this.image = seed.image ? store.registerImage(seed.image) : null;
  }

  get onlineStoreUrl(): string {
    return `${this.blog.onlineStoreUrl}/${this.handle}`;
  }

  get authorV2() {
    const [firstName, ...rest] = this.seed.authorName.split(' ');
    const slug = this.seed.authorName.toLowerCase().replace(/[^a-z0-9]+/g, '.');
    return {
      name: this.seed.authorName,
      firstName,
      lastName: rest.join(' '),
      email: `${slug}@${new URL(this.blog.onlineStoreUrl).host}`,
      bio: null,
    };
  }

  get author() {
    return this.authorV2;
  }

  title(_args: unknown, ctx: LangContext): string {
    return tr(ctx, this.seed.title, this.seed.hi?.title);
  }

  contentHtml(_args: unknown, ctx: LangContext): string {
    return tr(ctx, this.seed.contentHtml, this.seed.hi?.contentHtml);
  }

  content(args: {truncateAt?: number | null}, ctx: LangContext): string {
    return truncate(stripHtml(this.contentHtml(null, ctx)), args.truncateAt);
  }

  excerpt(args: {truncateAt?: number | null}, ctx: LangContext): string {
    return truncate(tr(ctx, this.seed.excerpt, this.seed.hi?.excerpt), args.truncateAt);
  }

  excerptHtml(_args: unknown, ctx: LangContext): string {
    return `<p>${tr(ctx, this.seed.excerpt, this.seed.hi?.excerpt)}</p>`;
  }

  seo(_args: unknown, ctx: LangContext) {
    return {title: this.title(null, ctx), description: this.excerpt({}, ctx)};
  }

  comments(args: ConnectionArgs, ctx: LangContext) {
    return connection([], args, ctx.lang);
  }

  matches(query: string | null | undefined, ctx: LangContext): boolean {
    const {tags} = parseQuery(query);
    return (
      tags.every((tag) => this.tags.some((own) => own.toLowerCase() === tag)) &&
      textMatches(query, [
        this.title(null, ctx),
        this.excerpt({}, ctx),
        this.content({}, ctx),
        ...this.tags,
        this.seed.authorName,
      ])
    );
  }
}

export interface ArticleListArgs extends ConnectionArgs {
  query?: string | null;
  sortKey?: string | null;
}

/** `articles` on a blog or the shop: query filter and ArticleSortKeys. */
export function articleConnection(articles: Article[], args: ArticleListArgs, ctx: LangContext) {
  const key = (article: Article) => {
    switch (args.sortKey) {
      case 'TITLE':
        return [article.title(null, ctx), article.n];
      case 'PUBLISHED_AT':
      case 'UPDATED_AT':
        return [Date.parse(article.publishedAt), article.n];
      case 'AUTHOR':
        return [article.seed.authorName, article.n];
      case 'BLOG_TITLE':
        return [article.blog.title(null, ctx), article.n];
      default:
        return [article.n];
    }
  };
  return connection(
    articles.filter((article) => article.matches(args.query, ctx)).map((node) => ({node, key: key(node)})),
    args,
    ctx.lang,
  );
}

export class Blog {
  readonly __typename = 'Blog';
  readonly id: string;
  readonly handle: string;
  readonly articleList: Article[];
  readonly metafield = () => null;
  readonly metafields = noMetafields;

  constructor(
    private readonly store: ContentShop,
    readonly seed: SeedBlog,
    readonly n: number,
    nextArticle: () => number,
  ) {
    this.id = gid('Blog', n);
    this.handle = seed.handle;
    this.articleList = seed.articles.map((article) => new Article(store, this, article, nextArticle()));
  }

  get onlineStoreUrl(): string {
    return `${this.store.domain}/blogs/${this.handle}`;
  }

  get authors() {
    const byName = new Map(this.articleList.map((article) => [article.seed.authorName, article.authorV2]));
    return [...byName.values()];
  }

  title(_args: unknown, ctx: LangContext): string {
    return tr(ctx, this.seed.title, this.seed.hi?.title);
  }

  seo(_args: unknown, ctx: LangContext) {
    return {title: this.title(null, ctx), description: null};
  }

  articleByHandle(args: {handle: string}): Article | null {
    return this.articleList.find((article) => article.handle === args.handle) ?? null;
  }

  articles(args: ArticleListArgs, ctx: LangContext) {
    return articleConnection(this.articleList, args, ctx);
  }
}

/**
 * `pages` / `blogs` / `collections`: query on the title, sort by ID, TITLE or
 * HANDLE; totalCount (UnsignedInt64, a string) is read only by collections.
 */
export function titledConnection<T extends {n: number; handle: string; title(args: unknown, ctx: LangContext): string}>(
  list: T[],
  args: ConnectionArgs & {query?: string | null; sortKey?: string | null},
  ctx: LangContext,
) {
  const key = (node: T) =>
    args.sortKey === 'TITLE'
      ? [node.title(null, ctx), node.n]
      : args.sortKey === 'HANDLE'
        ? [node.handle, node.n]
        : [node.n];
  const matching = list.filter((node) => textMatches(args.query, [node.title(null, ctx), node.handle]));
  return {
    ...connection(
      matching.map((node) => ({node, key: key(node)})),
      args,
      ctx.lang,
    ),
    totalCount: String(matching.length),
  };
}

// ---------------------------------------------------------------------------
// metaobjects
// ---------------------------------------------------------------------------

class MetaobjectField {
  readonly key: string;
  readonly type: string;

  constructor(
    private readonly store: ContentShop,
    private readonly seed: SeedMetaobjectField,
  ) {
    this.key = seed.key;
    this.type = seed.type;
  }

  /** The value in the request's language: Shopify answers the English one where a field has no translation. */
  private resolved(ctx: LangContext) {
    return resolveReferences(this.store, this.type, tr(ctx, this.seed.value, this.seed.hi));
  }

  value(_args: unknown, ctx: LangContext): string {
    return this.resolved(ctx).value;
  }

  reference(_args: unknown, ctx: LangContext): object | null {
    return this.type.startsWith('list.') ? null : (this.resolved(ctx).references?.[0] ?? null);
  }

  references(args: ConnectionArgs, ctx: LangContext) {
    const refs = this.resolved(ctx).references;
    return this.type.startsWith('list.') && refs ? connection(inOrder(refs), args, ctx.lang) : null;
  }
}

export class Metaobject {
  readonly __typename = 'Metaobject';
  readonly id: string;
  readonly type: string;
  readonly handle: string;
  readonly updatedAt = CONTENT_DATE;
  readonly onlineStoreUrl = null;
  readonly seo = null;
  private fieldList: MetaobjectField[] | null = null;

  constructor(
    private readonly store: ContentShop,
    readonly seed: SeedMetaobject,
    readonly n: number,
  ) {
    this.id = gid('Metaobject', n);
    this.type = seed.type;
    this.handle = seed.handle;
  }

  /** Resolved on first use: fields may reference metaobjects seeded after this one. */
  fields(): MetaobjectField[] {
    this.fieldList ??= this.seed.fields.map((field) => new MetaobjectField(this.store, field));
    return this.fieldList;
  }

  field(args: {key: string}): MetaobjectField | null {
    return this.fields().find((field) => field.key === args.key) ?? null;
  }
}
