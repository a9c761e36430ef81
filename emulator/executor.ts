/**
 * Executes Storefront API GraphQL against Shopify's real Storefront schema
 * (the introspection @shopify/hydrogen-react ships), so a query Shopify would
 * reject is rejected here too, with resolvers over the seeded shops.
 */
import {
  execute as executeGraphql,
  FieldsOnCorrectTypeRule,
  GraphQLError,
  KnownArgumentNamesRule,
  KnownDirectivesRule,
  KnownFragmentNamesRule,
  KnownTypeNamesRule,
  NoUndefinedVariablesRule,
  NoUnusedFragmentsRule,
  NoUnusedVariablesRule,
  parse,
  ProvidedRequiredArgumentsRule,
  ScalarLeafsRule,
  validate,
  ValuesOfCorrectTypeRule,
  VariablesInAllowedPositionRule,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import {versionsUpTo} from '../app/lib/storefront/api-versions';
import {apiSchema, deprecationErrors, SCHEMA_VERSIONS} from './api-schemas';
import {seeds as defaultSeeds, type SeedBrandId} from './seed/index';
import type {BrandSeed, SeedImage} from './seed/types';
import {contextLanguage, type Ctx} from './context';
import {connection, inOrder, type ConnectionArgs} from './connection';
import {gid, gidNumber, parseGid} from './ids';
import {BrandStore} from './store';
import type {Product} from './catalog';
import {productConnection, type ProductListArgs} from './product-list';
import {predictiveSearch, search, type PredictiveSearchArgs, type SearchArgs} from './search';
import {articleConnection, localization, paymentSettings, titledConnection, type ArticleListArgs} from './content';
import {sitemap, type SitemapType} from './sitemap';
import {findCart} from './cart';
import {cartMutations} from './cart-mutations';
import {customerMutations} from './customer-mutations';

export type BrandId = SeedBrandId;

/** For tests and the phone-login stand-in, which sign Multipass tokens the way a shop's login app does. */
export {encodeMultipassToken} from './customer';

export const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:4100';

/** The Storefront schema of the version the stand-in serves (emulator/api-schemas.ts). */
export const storefrontSchema = (): GraphQLSchema => apiSchema('storefront');

const badRequest = (message: string) => new GraphQLError(message, {extensions: {code: 'BAD_REQUEST'}});

function byIdOrHandle<T>(
  args: {id?: string | null; handle?: string | null},
  type: string,
  byHandle: (handle: string) => T | undefined,
  ctx: Ctx,
): T | null {
  if (args.id != null) {
    if (!parseGid(args.id)) throw badRequest(`Invalid global id '${args.id}'`);
    return gidNumber(args.id, type) === null ? null : ((ctx.store.node(args.id) as T | null) ?? null);
  }
  return args.handle != null ? (byHandle(args.handle) ?? null) : null;
}

/** Distinct strings (product tags / types) as a StringConnection. */
const stringConnection = (values: string[], args: ConnectionArgs, ctx: Ctx) =>
  connection(inOrder([...new Set(values)].sort()), args, ctx.lang);

interface RecommendationArgs {
  productId?: string | null;
  productHandle?: string | null;
  /** the schema's default is RELATED */
  intent?: 'RELATED' | 'COMPLEMENTARY' | null;
}

/** Shopify answers at most ten recommendations. */
const MAX_RECOMMENDATIONS = 10;

/** The products the seed pairs with this one, in the seed's order (a merchandiser's list). */
function complementaryProducts(product: Product, ctx: Ctx): Product[] {
  return (product.seed.complementary ?? [])
    .map((handle) => ctx.store.productsByHandle.get(handle))
    .filter((other): other is Product => other !== undefined && other !== product)
    .slice(0, MAX_RECOMMENDATIONS);
}

/**
 * Products like this one: the same type counts as much as two shared tags; the closest first,
 * best sellers first among equals.
 */
function relatedProducts(product: Product, ctx: Ctx): Product[] {
  const likeness = (other: Product) =>
    (other.productType === product.productType ? 2 : 0) + other.tags.filter((tag) => product.tags.includes(tag)).length;
  return ctx.store.products
    .filter((other) => other !== product && likeness(other) > 0)
    .sort((a, b) => likeness(b) - likeness(a) || a.seed.salesRank - b.seed.salesRank || a.n - b.n)
    .slice(0, MAX_RECOMMENDATIONS);
}

/** Query and Mutation fields; graphql-js calls each with (args, context). */
const root = {
  shop: (_: unknown, ctx: Ctx) => ctx.store.shop,
  localization: (_: unknown, ctx: Ctx) => localization(ctx.store.languages, ctx.lang),
  paymentSettings: () => paymentSettings,
  // The year of stable versions up to the schema's, which is the latest the stand-in knows.
  publicApiVersions: () => [
    ...versionsUpTo(SCHEMA_VERSIONS.storefront).map((handle) => ({
      handle,
      displayName: handle === SCHEMA_VERSIONS.storefront ? `${handle} (Latest)` : handle,
      supported: true,
    })),
    {handle: 'unstable', displayName: 'unstable', supported: false},
  ],
  menu: (args: {handle: string}, ctx: Ctx) => ctx.store.menusByHandle.get(args.handle) ?? null,

  product: (args: {id?: string | null; handle?: string | null}, ctx: Ctx) =>
    byIdOrHandle(args, 'Product', (h) => ctx.store.productsByHandle.get(h), ctx),
  productByHandle: (args: {handle: string}, ctx: Ctx) => ctx.store.productsByHandle.get(args.handle) ?? null,
  products: (args: ProductListArgs, ctx: Ctx) =>
    productConnection(ctx.store.products, args, ctx, {manual: false, withFilters: false}),
  productRecommendations: (args: RecommendationArgs, ctx: Ctx) => {
    const product = byIdOrHandle<Product>(
      {id: args.productId, handle: args.productHandle},
      'Product',
      (h) => ctx.store.productsByHandle.get(h),
      ctx,
    );
    if (!product) return null;
    return args.intent === 'COMPLEMENTARY' ? complementaryProducts(product, ctx) : relatedProducts(product, ctx);
  },
  productTags: (args: ConnectionArgs, ctx: Ctx) =>
    stringConnection(
      ctx.store.products.flatMap((p) => p.tags),
      args,
      ctx,
    ),
  productTypes: (args: ConnectionArgs, ctx: Ctx) =>
    stringConnection(
      ctx.store.products.map((p) => p.productType),
      args,
      ctx,
    ),

  collection: (args: {id?: string | null; handle?: string | null}, ctx: Ctx) =>
    byIdOrHandle(args, 'Collection', (h) => ctx.store.collectionsByHandle.get(h), ctx),
  collectionByHandle: (args: {handle: string}, ctx: Ctx) => ctx.store.collectionsByHandle.get(args.handle) ?? null,
  collections: (args: ConnectionArgs & {query?: string | null; sortKey?: string | null}, ctx: Ctx) =>
    titledConnection(ctx.store.collections, args, ctx),

  search: (args: SearchArgs, ctx: Ctx) => search(args, ctx),
  predictiveSearch: (args: PredictiveSearchArgs, ctx: Ctx) => predictiveSearch(args, ctx),

  page: (args: {id?: string | null; handle?: string | null}, ctx: Ctx) =>
    byIdOrHandle(args, 'Page', (h) => ctx.store.pagesByHandle.get(h), ctx),
  pageByHandle: (args: {handle: string}, ctx: Ctx) => ctx.store.pagesByHandle.get(args.handle) ?? null,
  pages: (args: ConnectionArgs & {query?: string | null; sortKey?: string | null}, ctx: Ctx) =>
    titledConnection(ctx.store.pages, args, ctx),
  blog: (args: {id?: string | null; handle?: string | null}, ctx: Ctx) =>
    byIdOrHandle(args, 'Blog', (h) => ctx.store.blogsByHandle.get(h), ctx),
  blogByHandle: (args: {handle: string}, ctx: Ctx) => ctx.store.blogsByHandle.get(args.handle) ?? null,
  blogs: (args: ConnectionArgs & {query?: string | null; sortKey?: string | null}, ctx: Ctx) =>
    titledConnection(ctx.store.blogs, args, ctx),
  article: (args: {id: string}, ctx: Ctx) => byIdOrHandle(args, 'Article', () => undefined, ctx),
  articles: (args: ArticleListArgs, ctx: Ctx) => articleConnection(ctx.store.articles, args, ctx),

  metaobject: (args: {id?: string | null; handle?: {type: string; handle: string} | null}, ctx: Ctx) => {
    if (args.id != null) return byIdOrHandle({id: args.id}, 'Metaobject', () => undefined, ctx);
    const wanted = args.handle;
    return wanted
      ? (ctx.store.metaobjects.find((m) => m.type === wanted.type && m.handle === wanted.handle) ?? null)
      : null;
  },
  /** Every seeded metaobject shares one updated_at, so both sort keys give seed order. */
  metaobjects: (args: ConnectionArgs & {type: string}, ctx: Ctx) =>
    connection(
      ctx.store.metaobjects.filter((m) => m.type === args.type).map((node) => ({node, key: [node.n]})),
      args,
      ctx.lang,
    ),

  cart: (args: {id: string}, ctx: Ctx) => findCart(ctx.store, args.id),
  customer: (args: {customerAccessToken: string}, ctx: Ctx) => ctx.store.customerForToken(args.customerAccessToken),

  node: (args: {id: string}, ctx: Ctx) => {
    if (!parseGid(args.id)) throw badRequest(`Invalid global id '${args.id}'`);
    return ctx.store.node(args.id);
  },
  nodes: (args: {ids: string[]}, ctx: Ctx) => args.ids.map((id) => ctx.store.node(id)),
  urlRedirects: (args: ConnectionArgs & {query?: string | null}, ctx: Ctx) => {
    const redirects = (ctx.store.seed.urlRedirects ?? []).map((redirect, index) => ({
      node: {__typename: 'UrlRedirect', id: gid('UrlRedirect', index + 1), ...redirect},
      key: [index + 1],
    }));
    // Hydrogen's storefrontRedirect asks for `path:/old/path`; the admin compares paths case-insensitively.
    const query = args.query?.trim();
    const path = query ? (/^path:(\S+)$/i.exec(query)?.[1]?.toLowerCase() ?? null) : undefined;
    const matching = path === undefined ? redirects : redirects.filter(({node}) => node.path.toLowerCase() === path);
    return connection(matching, args, ctx.lang);
  },
  locations: (args: ConnectionArgs, ctx: Ctx) => connection([], args, ctx.lang),
  sitemap: (args: {type: SitemapType}, ctx: Ctx) => sitemap(ctx.store, args.type),

  ...cartMutations,
  ...customerMutations,
};

/**
 * Like graphql-js's default resolver, but a Query or Mutation field the
 * emulator does not implement answers a clear error instead of a null.
 */
function fieldResolver(schema: GraphQLSchema): GraphQLFieldResolver<unknown, Ctx> {
  const roots = new Set([schema.getQueryType(), schema.getMutationType()]);
  return (source, args, ctx, info) => {
    const value = (source as Record<string, unknown>)[info.fieldName];
    if (typeof value === 'function') return value.call(source, args, ctx, info);
    if (value === undefined && roots.has(info.parentType)) {
      throw new GraphQLError(`${info.fieldName} is not supported by the Storefront API emulator`, {
        extensions: {code: 'NOT_IMPLEMENTED'},
      });
    }
    return value;
  };
}

/** graphql-ruby's error codes, which Shopify answers, for the validation rules that map to one. */
const RULE_CODES: Array<[ValidationRule, string]> = [
  [FieldsOnCorrectTypeRule, 'undefinedField'],
  [KnownArgumentNamesRule, 'argumentNotAccepted'],
  [ProvidedRequiredArgumentsRule, 'missingRequiredArguments'],
  [ValuesOfCorrectTypeRule, 'argumentLiteralsIncompatible'],
  [VariablesInAllowedPositionRule, 'variableMismatch'],
  [KnownTypeNamesRule, 'undefinedType'],
  [NoUndefinedVariablesRule, 'variableNotDefined'],
  [NoUnusedVariablesRule, 'variableNotUsed'],
  [ScalarLeafsRule, 'selectionMismatch'],
  [KnownFragmentNamesRule, 'undefinedFragment'],
  [NoUnusedFragmentsRule, 'useAndDefineFragment'],
  [KnownDirectivesRule, 'undefinedDirective'],
];

function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: {...error.extensions, code},
  });
}

type Prepared = {document: DocumentNode; errors?: undefined} | {document?: undefined; errors: GraphQLError[]};

/** Parses and validates; only failing documents pay for a per-rule pass that finds each error's code. */
function prepare(schema: GraphQLSchema, query: string): Prepared {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    const syntaxError = error instanceof GraphQLError ? error : new GraphQLError(String(error));
    return {errors: [withCode(syntaxError, 'GRAPHQL_PARSE_FAILED')]};
  }
  const errors = validate(schema, document);
  if (errors.length === 0) {
    const deprecated = deprecationErrors(schema, document);
    return deprecated.length === 0 ? {document} : {errors: deprecated};
  }
  const codes = new Map<string, string>();
  for (const [rule, code] of RULE_CODES) {
    for (const error of validate(schema, document, [rule])) codes.set(error.message, code);
  }
  return {errors: errors.map((error) => withCode(error, codes.get(error.message) ?? 'GRAPHQL_VALIDATION_FAILED'))};
}

export interface StorefrontRequest {
  brand: BrandId;
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export interface StorefrontExecutor {
  execute(request: StorefrontRequest): Promise<ExecutionResult>;
  /** Restores every shop to its seeded state (carts, customers, tokens). */
  reset(): void;
  /** Registers an account-invitation URL for customerActivateByUrl (creating an inactive customer if needed). */
  createActivationUrl(brand: BrandId, email: string): string;
  /** The seed image served at /images/<brand>/<id>.svg, if any. */
  image(brand: string, id: string): SeedImage | null;
  readonly brands: readonly BrandId[];
  /** A brand's live shop, for the stand-ins served beside the API (quick checkout); null for an unknown brand. */
  shop(brand: string): BrandStore | null;
}

const PREPARED_CACHE_SIZE = 500;

export function createStorefrontExecutor(
  options: {seeds?: Record<BrandId, BrandSeed>; publicUrl?: string} = {},
): StorefrontExecutor {
  const schema = storefrontSchema();
  const seeds = options.seeds ?? defaultSeeds;
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  const stores = new Map<string, BrandStore>(
    Object.entries(seeds).map(([brand, seed], i) => [brand, new BrandStore(brand, seed, i + 1, publicUrl)]),
  );
  const resolve = fieldResolver(schema);
  // Storefront clients send the same few documents over and over.
  const prepared = new Map<string, Prepared>();

  const store = (brand: string) => {
    const found = stores.get(brand);
    if (!found) throw new Error(`Unknown brand "${brand}"`);
    return found;
  };

  return {
    async execute({brand, query, variables, operationName}) {
      const shop = stores.get(brand);
      if (!shop) return {errors: [badRequest(`Unknown brand "${brand}"`)]};
      let entry = prepared.get(query);
      if (!entry) {
        entry = prepare(schema, query);
        if (prepared.size >= PREPARED_CACHE_SIZE) prepared.delete(prepared.keys().next().value!);
        prepared.set(query, entry);
      }
      if (!entry.document) return {errors: entry.errors};
      const ctx: Ctx = {store: shop, lang: contextLanguage(entry.document, operationName, variables, shop.languages)};
      const result = await executeGraphql({
        schema,
        document: entry.document,
        rootValue: root,
        contextValue: ctx,
        variableValues: variables,
        operationName,
        fieldResolver: resolve,
      });
      if (!result.errors) return result;
      // Request-level errors (bad variable values, unknown operation) come without data.
      const fallback = 'data' in result ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
      return {
        ...result,
        errors: result.errors.map((error) =>
          typeof error.extensions?.code === 'string' ? error : withCode(error, fallback),
        ),
      };
    },
    reset() {
      for (const shop of stores.values()) shop.reset();
    },
    createActivationUrl(brand, email) {
      return store(brand).createActivationUrl(email);
    },
    image(brand, id) {
      return stores.get(brand)?.images.get(id)?.seed ?? null;
    },
    brands: Object.keys(seeds) as BrandId[],
    shop(brand) {
      return stores.get(brand) ?? null;
    },
  };
}
