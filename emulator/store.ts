/**
 * One brand's shop: the catalogue and content built once from its seed (ids
 * follow seed order), plus the state that mutations change (customers,
 * access tokens, activation URLs, spent Multipass tokens, carts,
 * quick-checkout orders), which `reset()` restores.
 */
import {createHash} from 'node:crypto';
import type {BrandSeed, SeedImage, SeedMetaobject} from './seed/types';
import {gidNumber, parseGid} from './ids';
import {ImageEntity, MediaImageEntity, imageUrl} from './images';
import {Product, type ProductVariant} from './catalog';
import {Collection} from './collection';
import type {SellingPlanEntity} from './selling-plans';
import {Blog, Menu, Metaobject, Page, Shop, ShopPolicy, type Article} from './content';
import {metaobjectProblem} from './merchandising';
import {Customer, seedCustomer, type CustomerFields} from './customer';
import {Cart, findCart} from './cart';
import type {Lang, PlacedOrder} from './types';

const counter = (start = 0) => {
  let n = start;
  return () => ++n;
};

const hex = (...parts: Array<string | number>) => createHash('sha256').update(parts.join(':')).digest('hex');

/** Whether any seed record carries a Hindi block: then the shop publishes Hindi. */
function hasHindi(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasHindi);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, child]) => key === 'hi' || hasHindi(child));
  }
  return false;
}

/**
 * Entities get this store as the small shop interface their own module
 * declares (CatalogShop, ContentShop, ...), so none of them imports this module.
 */
export class BrandStore {
  readonly languages: Lang[];
  /** the shop's primary domain, used for absolute storefront URLs */
  readonly domain: string;
  readonly shop: Shop;
  readonly products: Product[] = [];
  readonly productsByHandle = new Map<string, Product>();
  readonly variantsByN = new Map<number, ProductVariant>();
  readonly variantsBySku = new Map<string, ProductVariant>();
  readonly sellingPlansByN = new Map<number, SellingPlanEntity>();
  readonly collections: Collection[];
  readonly collectionsByHandle = new Map<string, Collection>();
  readonly pages: Page[];
  readonly pagesByHandle = new Map<string, Page>();
  readonly blogs: Blog[];
  readonly blogsByHandle = new Map<string, Blog>();
  readonly articles: Article[];
  readonly menusByHandle = new Map<string, Menu>();
  /** as the shop has them now: tests add, change and delete merchandising entries (reset() restores the seed's) */
  metaobjects: Metaobject[];
  private readonly seededMetaobjects: readonly Metaobject[];
  private lastMetaobjectN: number;
  readonly policies: Record<keyof BrandSeed['shop']['policies'], ShopPolicy>;
  /** by seed image id (the /images/<brand>/<id>.svg path) */
  readonly images = new Map<string, ImageEntity>();
  readonly mediaImages = new Map<string, MediaImageEntity>();

  // Mutable state. The cart, line, token and order counters survive reset() so
  // an id or token issued before a reset never points at someone else's data.
  customers: Customer[] = [];
  carts = new Map<string, Cart>();
  activations = new Map<string, Customer>();
  /** signatures of the Multipass tokens already exchanged: Shopify takes each token once */
  spentMultipassTokens = new Set<string>();
  /** placed through the quick-checkout stand-in, oldest first */
  placedOrders: PlacedOrder[] = [];
  private accessTokens = new Map<string, {customer: Customer; expiresAt: number; id: string}>();
  private nextCart = counter();
  private nextLine = counter();
  private nextToken = counter();
  private nextOrder = counter(1000);

  constructor(
    readonly brand: string,
    readonly seed: BrandSeed,
    shopNumber: number,
    readonly publicUrl: string,
  ) {
    this.languages = hasHindi(seed) ? ['EN', 'HI'] : ['EN'];
    this.domain = `https://${brand}.example.in`;
    this.shop = new Shop(this, shopNumber);

    const ids = {
      variant: counter(),
      option: counter(),
      optionValue: counter(),
      metafield: counter(),
      sellingPlan: counter(),
    };
    seed.products.forEach((productSeed, i) => {
      const product = new Product(this, productSeed, i + 1, ids);
      this.products.push(product);
      this.productsByHandle.set(product.handle, product);
      for (const variant of product.variantList) {
        this.variantsByN.set(variant.n, variant);
        this.variantsBySku.set(variant.sku, variant);
      }
      for (const plan of product.sellingPlanGroupList.flatMap((group) => group.planList)) {
        this.sellingPlansByN.set(plan.n, plan);
      }
    });
    this.collections = seed.collections.map((c, i) => new Collection(this, c, i + 1));
    for (const c of this.collections) this.collectionsByHandle.set(c.handle, c);
    this.pages = seed.pages.map((page, i) => new Page(this, page, i + 1));
    for (const page of this.pages) this.pagesByHandle.set(page.handle, page);
    const nextArticle = counter();
    this.blogs = seed.blogs.map((blog, i) => new Blog(this, blog, i + 1, nextArticle));
    for (const blog of this.blogs) this.blogsByHandle.set(blog.handle, blog);
    this.articles = this.blogs.flatMap((blog) => blog.articleList);
    for (const file of seed.files ?? []) this.registerImage(file);
    for (const entry of seed.metaobjects) {
      const problem = metaobjectProblem(entry);
      if (problem) throw new Error(`Seed of ${brand}: ${entry.type} ${entry.handle}: ${problem}`);
    }
    this.seededMetaobjects = seed.metaobjects.map((m, i) => new Metaobject(this, m, i + 1));
    this.metaobjects = [...this.seededMetaobjects];
    this.lastMetaobjectN = this.seededMetaobjects.length;
    const {shippingPolicy, privacyPolicy, refundPolicy, termsOfService} = seed.shop.policies;
    this.policies = {
      shippingPolicy: new ShopPolicy(this, shippingPolicy, 1),
      privacyPolicy: new ShopPolicy(this, privacyPolicy, 2),
      refundPolicy: new ShopPolicy(this, refundPolicy, 3),
      termsOfService: new ShopPolicy(this, termsOfService, 4),
    };
    // Menus last: their items point at the records built above.
    const nextMenuItem = counter();
    seed.menus.forEach((menu, i) => this.menusByHandle.set(menu.handle, new Menu(this, menu, i + 1, nextMenuItem)));
    this.reset();
  }

  /** One Image per seed image id, numbered in the order first met. */
  registerImage(seed: SeedImage): ImageEntity {
    let image = this.images.get(seed.id);
    if (!image) {
      image = new ImageEntity(seed, this.images.size + 1, imageUrl(this.publicUrl, this.brand, seed.id));
      this.images.set(seed.id, image);
      this.mediaImages.set(seed.id, new MediaImageEntity(image));
    }
    return image;
  }

  /** `node(id)`: any Node this shop can serve, by gid. */
  node(id: string): object | null {
    const parsed = parseGid(id);
    if (!parsed) return null;
    const n = gidNumber(id, parsed.type);
    const at = <T extends {n: number}>(list: T[]) => (n === null ? null : (list[n - 1] ?? null));
    switch (parsed.type) {
      case 'Product':
        return at(this.products);
      case 'ProductVariant':
        return n === null ? null : (this.variantsByN.get(n) ?? null);
      case 'Collection':
        return at(this.collections);
      case 'Page':
        return at(this.pages);
      case 'Blog':
        return at(this.blogs);
      case 'Article':
        return at(this.articles);
      case 'Metaobject':
        return this.metaobjects.find((metaobject) => metaobject.id === id) ?? null;
      case 'ShopPolicy':
        return Object.values(this.policies).find((policy) => policy.id === id) ?? null;
      case 'Menu':
        return [...this.menusByHandle.values()].find((menu) => menu.id === id) ?? null;
      case 'MediaImage':
        return [...this.mediaImages.values()].find((media) => media.id === id) ?? null;
      case 'Shop':
        return this.shop.id === id ? this.shop : null;
      case 'Cart':
        return findCart(this, id);
      default:
        return null;
    }
  }

  /**
   * Saves an entry as Shopify admin would: checked against its definition, replacing the entry of that
   * type and handle (which keeps its id) or added after the others with a new id. Returns why not, or null.
   */
  putMetaobject(entry: SeedMetaobject): string | null {
    const problem = metaobjectProblem(entry);
    if (problem) return problem;
    const at = this.metaobjects.findIndex((m) => m.type === entry.type && m.handle === entry.handle);
    if (at === -1) this.metaobjects.push(new Metaobject(this, entry, ++this.lastMetaobjectN));
    else this.metaobjects[at] = new Metaobject(this, entry, this.metaobjects[at]!.n);
    return null;
  }

  /** Deletes the entries of a type (one handle, or all of them); returns how many went. */
  deleteMetaobjects(type: string, handle: string | null): number {
    const before = this.metaobjects.length;
    this.metaobjects = this.metaobjects.filter((m) => m.type !== type || (handle !== null && m.handle !== handle));
    return before - this.metaobjects.length;
  }

  reset(): void {
    this.metaobjects = [...this.seededMetaobjects];
    const nextOrder = counter();
    this.customers = this.seed.customers.map((customer, i) => seedCustomer(this, customer, i + 1, nextOrder));
    this.carts = new Map();
    this.activations = new Map();
    this.spentMultipassTokens = new Set();
    this.accessTokens = new Map();
    this.placedOrders = [];
  }

  customerByEmail(email: string): Customer | null {
    const wanted = email.trim().toLowerCase();
    return this.customers.find((customer) => customer.email.toLowerCase() === wanted) ?? null;
  }

  addCustomer(fields: CustomerFields): Customer {
    const customer = new Customer(this.customers.length + 1, {...fields, createdAt: new Date().toISOString()});
    this.customers.push(customer);
    return customer;
  }

  issueAccessToken(customer: Customer, lifetimeMs: number): {accessToken: string; expiresAt: string} {
    const n = this.nextToken();
    const accessToken = hex(this.brand, 'token', customer.n, n).slice(0, 32);
    const expiresAt = Date.now() + lifetimeMs;
    this.accessTokens.set(accessToken, {customer, expiresAt, id: String(n)});
    return {accessToken, expiresAt: new Date(expiresAt).toISOString()};
  }

  customerForToken(accessToken: string): Customer | null {
    const entry = this.accessTokens.get(accessToken);
    return entry && entry.expiresAt > Date.now() ? entry.customer : null;
  }

  /** The deleted token's id, or null when there was no such token. */
  deleteAccessToken(accessToken: string): string | null {
    const entry = this.accessTokens.get(accessToken);
    this.accessTokens.delete(accessToken);
    return entry?.id ?? null;
  }

  /**
   * An account invitation: the customer (created without a password when
   * new) can set a password through customerActivateByUrl with this URL.
   */
  createActivationUrl(email: string): string {
    const customer = this.customerByEmail(email) ?? this.addCustomer({email, password: null});
    const token = hex(this.brand, 'activate', customer.n, this.nextToken()).slice(0, 32);
    const url = `${this.publicUrl}/account/activate/${customer.n}/${token}`;
    this.activations.set(url, customer);
    return url;
  }

  createCart(): Cart {
    const n = this.nextCart();
    const cart = new Cart(this, hex(this.brand, 'cart', n).slice(0, 26), hex(this.brand, 'key', n).slice(0, 32));
    this.carts.set(cart.token, cart);
    return cart;
  }

  nextCartLine(): number {
    return this.nextLine();
  }

  /** 1001, 1002, ...: the number in a quick-checkout order's merchant id. */
  nextOrderNumber(): number {
    return this.nextOrder();
  }
}
