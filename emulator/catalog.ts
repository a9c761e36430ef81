/**
 * Products and variants as Storefront API objects. One instance
 * per seed record, shared by all requests; fields that depend on the request
 * language are methods that read it from the context.
 */
import type {SeedImage, SeedProduct, SeedVariant} from './seed/types';
import {connection, inOrder, type ConnectionArgs} from './connection';
import {gid} from './ids';
import {money, toPaise} from './money';
import {MediaImageEntity, type ImageEntity} from './images';
import {
  findMetafield,
  MetafieldEntity,
  noMetafields,
  type MetafieldIdentifier,
  type ReferenceTargets,
} from './metafields';
import {sellingPlanAllocation, SellingPlanGroupEntity} from './selling-plans';
import {stripHtml, tr, truncate} from './text';
import type {LangContext} from './types';

interface SelectedOptionInput {
  name: string;
  value: string;
}

interface VariantLookupArgs {
  selectedOptions?: SelectedOptionInput[] | null;
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
}

/** What products need of their shop (the store): its domain, its images and the collections that list them. */
interface CatalogShop extends ReferenceTargets {
  readonly domain: string;
  registerImage(seed: SeedImage): ImageEntity;
  /** read when a product's `collections` are asked for, once every collection is built */
  readonly collections: ReadonlyArray<{n: number; productList: readonly Product[]}>;
}

const emptyConnection = (args: ConnectionArgs, ctx: LangContext) => connection([], args, ctx.lang);

export class ProductVariant {
  readonly __typename = 'ProductVariant';
  readonly id: string;
  readonly sku: string;
  readonly barcode: string | null;
  readonly pricePaise: number;
  readonly compareAtPaise: number | null;
  readonly quantityAvailable: number;
  readonly availableForSale: boolean;
  /** no variant is sold on backorder */
  readonly currentlyNotInStock = false;
  readonly requiresShipping = true;
  readonly requiresComponents = false;
  readonly taxable = true;
  readonly weight: number | null;
  readonly weightUnit = 'GRAMS';
  readonly unitPrice = null;
  readonly unitPriceMeasurement = null;
  readonly shopPayInstallmentsPricing = null;
  readonly quantityRule = {minimum: 1, maximum: null, increment: 1};
  readonly metafield = () => null;
  readonly metafields = noMetafields;

  constructor(
    readonly product: Product,
    readonly seed: SeedVariant,
    readonly n: number,
    /** index of this variant's value in each of the product's options */
    readonly tuple: number[],
  ) {
    this.id = gid('ProductVariant', n);
    this.sku = seed.sku;
    this.barcode = seed.barcode ?? null;
    this.pricePaise = toPaise(seed.price);
    this.compareAtPaise = seed.compareAtPrice ? toPaise(seed.compareAtPrice) : null;
    this.quantityAvailable = seed.quantityAvailable;
    this.availableForSale = seed.quantityAvailable > 0;
    this.weight = seed.weight ?? null;
  }

  selectedOptions(_args: unknown, ctx: LangContext): SelectedOptionInput[] {
    return this.product.seed.options.map((option, i) => ({
      name: tr(ctx, option.name, option.hi?.name || undefined),
      value: tr(ctx, this.seed.options[option.name], option.hi?.values?.[this.tuple[i]] || undefined),
    }));
  }

  title(_args: unknown, ctx: LangContext): string {
    return this.selectedOptions(null, ctx)
      .map((option) => option.value)
      .join(' / ');
  }

  price() {
    return money(this.pricePaise);
  }

  priceV2() {
    return this.price();
  }

  compareAtPrice() {
    return this.compareAtPaise === null ? null : money(this.compareAtPaise);
  }

  compareAtPriceV2() {
    return this.compareAtPrice();
  }

  image(): ImageEntity | null {
    const images = this.product.imageList;
    return (this.seed.imageIndex !== undefined ? images[this.seed.imageIndex] : undefined) ?? images[0] ?? null;
  }

  components(args: ConnectionArgs, ctx: LangContext) {
    return emptyConnection(args, ctx);
  }

  groupedBy(args: ConnectionArgs, ctx: LangContext) {
    return emptyConnection(args, ctx);
  }

  quantityPriceBreaks(args: ConnectionArgs, ctx: LangContext) {
    return emptyConnection(args, ctx);
  }

  /** One per plan of the product's groups, in the groups' order. */
  sellingPlanAllocations(args: ConnectionArgs, ctx: LangContext) {
    const plans = this.product.sellingPlanGroupList.flatMap((group) => group.planList);
    return connection(inOrder(plans.map((plan) => sellingPlanAllocation(plan, this))), args, ctx.lang);
  }

  storeAvailability(args: ConnectionArgs, ctx: LangContext) {
    return emptyConnection(args, ctx);
  }
}

/**
 * Shopify's v1 option-value encoding (read by Hydrogen's decodeEncodedVariant):
 * a trie of option-value indexes; `a:` opens a prefix, `,` closes one, runs of
 * sibling leaves are written `0-2` and gaps with a space; the outermost level
 * is not closed.
 */
function encodeOptionTuples(tuples: number[][]): string {
  if (tuples.length === 0) return '';
  type Trie = Map<number, Trie>;
  const root: Trie = new Map();
  for (const tuple of tuples) {
    let node = root;
    for (const index of tuple) {
      if (!node.has(index)) node.set(index, new Map());
      node = node.get(index)!;
    }
  }
  const runs = (indexes: number[]): string => {
    const parts: string[] = [];
    for (let i = 0; i < indexes.length;) {
      let j = i;
      while (j + 1 < indexes.length && indexes[j + 1] === indexes[j] + 1) j++;
      parts.push(j > i ? `${indexes[i]}-${indexes[j]}` : `${indexes[i]}`);
      i = j + 1;
    }
    return parts.join(' ');
  };
  const level = (node: Trie, closed: boolean): string => {
    const indexes = [...node.keys()].sort((a, b) => a - b);
    const body = [...node.values()].every((child) => child.size === 0)
      ? runs(indexes)
      : indexes.map((index) => `${index}:${level(node.get(index)!, true)}`).join('');
    return closed ? `${body},` : body;
  };
  return `v1_${level(root, false)}`;
}

export class Product {
  readonly __typename = 'Product';
  readonly id: string;
  readonly handle: string;
  readonly productType: string;
  readonly vendor: string;
  readonly tags: string[];
  readonly createdAt: string;
  readonly isGiftCard = false;
  readonly requiresSellingPlan = false;
  readonly trackingParameters = null;
  readonly category = null;
  readonly variantList: ProductVariant[] = [];
  readonly imageList: ImageEntity[];
  readonly metafieldList: MetafieldEntity[] = [];
  readonly sellingPlanGroupList: SellingPlanGroupEntity[];
  private readonly optionIds: Array<{id: string; valueIds: string[]}>;

  constructor(
    readonly store: CatalogShop,
    readonly seed: SeedProduct,
    readonly n: number,
    next: {variant(): number; option(): number; optionValue(): number; metafield(): number; sellingPlan(): number},
  ) {
    this.id = gid('Product', n);
    this.handle = seed.handle;
    this.productType = seed.productType;
    this.vendor = seed.vendor;
    this.tags = seed.tags;
    this.createdAt = seed.createdAt;
    this.imageList = seed.images.map((image) => store.registerImage(image));
    this.optionIds = seed.options.map((option) => ({
      id: gid('ProductOption', next.option()),
      valueIds: option.values.map(() => gid('ProductOptionValue', next.optionValue())),
    }));
    for (const variant of seed.variants) {
      const tuple = seed.options.map((option) => option.values.indexOf(variant.options[option.name]));
      this.variantList.push(new ProductVariant(this, variant, next.variant(), tuple));
    }
    for (const metafield of seed.metafields) {
      this.metafieldList.push(new MetafieldEntity(store, metafield, next.metafield(), this, seed.createdAt));
    }
    this.sellingPlanGroupList = (seed.sellingPlanGroups ?? []).map(
      (group) => new SellingPlanGroupEntity(group, next.sellingPlan),
    );
  }

  get updatedAt(): string {
    return this.createdAt;
  }

  get publishedAt(): string {
    return this.createdAt;
  }

  get onlineStoreUrl(): string {
    return `${this.store.domain}/products/${this.handle}`;
  }

  get availableForSale(): boolean {
    return this.variantList.some((variant) => variant.availableForSale);
  }

  get totalInventory(): number {
    return this.variantList.reduce((sum, variant) => sum + variant.quantityAvailable, 0);
  }

  get minPricePaise(): number {
    return Math.min(...this.variantList.map((variant) => variant.pricePaise));
  }

  title(_args: unknown, ctx: LangContext): string {
    return tr(ctx, this.seed.title, this.seed.hi?.title);
  }

  descriptionHtml(_args: unknown, ctx: LangContext): string {
    return tr(ctx, this.seed.descriptionHtml, this.seed.hi?.descriptionHtml);
  }

  description(args: {truncateAt?: number | null}, ctx: LangContext): string {
    return truncate(stripHtml(this.descriptionHtml(null, ctx)), args.truncateAt);
  }

  seo(_args: unknown, ctx: LangContext) {
    return {
      title: tr(ctx, this.seed.seo?.title, this.seed.hi?.seo?.title) ?? null,
      description: tr(ctx, this.seed.seo?.description, this.seed.hi?.seo?.description) ?? null,
    };
  }

  priceRange() {
    const prices = this.variantList.map((variant) => variant.pricePaise);
    return {minVariantPrice: money(Math.min(...prices)), maxVariantPrice: money(Math.max(...prices))};
  }

  /** Variants without a compare-at price count as 0, as Shopify reports them. */
  compareAtPriceRange() {
    const prices = this.variantList.map((variant) => variant.compareAtPaise ?? 0);
    return {minVariantPrice: money(Math.min(...prices)), maxVariantPrice: money(Math.max(...prices))};
  }

  featuredImage(): ImageEntity | null {
    return this.imageList[0] ?? null;
  }

  images(args: ConnectionArgs, ctx: LangContext) {
    return connection(inOrder(this.imageList), args, ctx.lang);
  }

  media(args: ConnectionArgs, ctx: LangContext) {
    return connection(inOrder(this.imageList.map((image) => new MediaImageEntity(image))), args, ctx.lang);
  }

  options(args: {first?: number | null}, ctx: LangContext) {
    const options = this.seed.options.slice(0, args.first ?? undefined);
    return options.map((option, i) => ({
      __typename: 'ProductOption',
      id: this.optionIds[i].id,
      name: tr(ctx, option.name, option.hi?.name || undefined),
      values: option.values.map((value, j) => tr(ctx, value, option.hi?.values?.[j] || undefined)),
      optionValues: option.values.map((value, j) => ({
        __typename: 'ProductOptionValue',
        id: this.optionIds[i].valueIds[j],
        name: tr(ctx, value, option.hi?.values?.[j] || undefined),
        swatch: null,
        firstSelectableVariant: this.firstSelectableVariant(i, j),
      })),
    }));
  }

  /** The variant with this value and the lowest-position values of the other options. */
  private firstSelectableVariant(optionIndex: number, valueIndex: number): ProductVariant | null {
    const candidates = this.variantList.filter((variant) => variant.tuple[optionIndex] === valueIndex);
    const lower = (a: number[], b: number[]) => {
      const i = a.findIndex((value, k) => value !== b[k]);
      return i !== -1 && a[i] < b[i];
    };
    return candidates.reduce<ProductVariant | null>(
      (best, v) => (!best || lower(v.tuple, best.tuple) ? v : best),
      null,
    );
  }

  variants(args: ConnectionArgs & {sortKey?: string | null}, ctx: LangContext) {
    const key = (variant: ProductVariant, position: number) => {
      switch (args.sortKey) {
        case 'SKU':
          return [variant.sku, variant.n];
        case 'TITLE':
          return [variant.title(null, ctx), variant.n];
        case 'ID':
          return [variant.n];
        default:
          return [position];
      }
    };
    return connection(
      this.variantList.map((node, i) => ({node, key: key(node, i)})),
      args,
      ctx.lang,
    );
  }

  variantsCount() {
    return {count: this.variantList.length, precision: 'EXACT'};
  }

  /**
   * Option index -> value index for the requested options, matching English or
   * Hindi names; null when a value (or, unless ignored, an option) is unknown.
   */
  private selection(args: VariantLookupArgs, ignoreUnknownDefault: boolean): Map<number, number> | null {
    const norm = (text: string) => (args.caseInsensitiveMatch ? text.toLowerCase() : text);
    const ignoreUnknown = args.ignoreUnknownOptions ?? ignoreUnknownDefault;
    const selection = new Map<number, number>();
    for (const {name, value} of args.selectedOptions ?? []) {
      const optionIndex = this.seed.options.findIndex(
        (option) => norm(option.name) === norm(name) || (!!option.hi?.name && norm(option.hi.name) === norm(name)),
      );
      if (optionIndex === -1) {
        if (ignoreUnknown) continue;
        return null;
      }
      const option = this.seed.options[optionIndex];
      let valueIndex = option.values.findIndex((candidate) => norm(candidate) === norm(value));
      if (valueIndex === -1) valueIndex = (option.hi?.values ?? []).findIndex((c) => !!c && norm(c) === norm(value));
      if (valueIndex === -1) return null;
      selection.set(optionIndex, valueIndex);
    }
    return selection;
  }

  private firstAvailable(variants: ProductVariant[]): ProductVariant | null {
    return variants.find((variant) => variant.availableForSale) ?? variants[0] ?? null;
  }

  selectedOrFirstAvailableVariant(args: VariantLookupArgs): ProductVariant | null {
    const selection = this.selection(args, true);
    if (selection && selection.size > 0) {
      const matching = this.variantList.filter((variant) =>
        [...selection].every(([option, value]) => variant.tuple[option] === value),
      );
      // A complete selection names one variant, sold out or not; a partial one prefers stock.
      if (selection.size === this.seed.options.length && matching[0]) return matching[0];
      if (matching.length) return this.firstAvailable(matching);
    }
    return this.firstAvailable(this.variantList);
  }

  variantBySelectedOptions(args: VariantLookupArgs): ProductVariant | null {
    const selection = this.selection(args, false);
    if (!selection || selection.size !== this.seed.options.length) return null;
    return (
      this.variantList.find((variant) => [...selection].every(([option, value]) => variant.tuple[option] === value)) ??
      null
    );
  }

  adjacentVariants(args: VariantLookupArgs): ProductVariant[] {
    const selection = this.selection(args, true);
    const base =
      selection && selection.size === this.seed.options.length
        ? this.seed.options.map((_, i) => selection.get(i)!)
        : this.selectedOrFirstAvailableVariant(args)?.tuple;
    if (!base) return [];
    return this.variantList.filter((variant) => variant.tuple.filter((value, i) => value !== base[i]).length === 1);
  }

  private encoded(variants: ProductVariant[]): string {
    return encodeOptionTuples(variants.map((v) => v.tuple).filter((tuple) => !tuple.includes(-1)));
  }

  encodedVariantExistence(): string {
    return this.encoded(this.variantList);
  }

  encodedVariantAvailability(): string {
    return this.encoded(this.variantList.filter((variant) => variant.availableForSale));
  }

  metafield(args: MetafieldIdentifier): MetafieldEntity | null {
    return findMetafield(this.metafieldList, args.namespace, args.key);
  }

  metafields(args: {identifiers: MetafieldIdentifier[]}): Array<MetafieldEntity | null> {
    return args.identifiers.map((identifier) => this.metafield(identifier));
  }

  collections(args: ConnectionArgs, ctx: LangContext) {
    const collections = this.store.collections.filter((collection) => collection.productList.includes(this));
    return {
      ...connection(
        collections.map((node) => ({node, key: [node.n]})),
        args,
        ctx.lang,
      ),
      totalCount: String(collections.length),
    };
  }

  sellingPlanGroups(args: ConnectionArgs, ctx: LangContext) {
    return connection(inOrder(this.sellingPlanGroupList), args, ctx.lang);
  }
}
