/**
 * Collections as Storefront API objects, one per seed record; their products
 * are listed through the same code as the root `products` field.
 */
import type {SeedCollection, SeedImage} from './seed/types';
import {gid} from './ids';
import type {ImageEntity} from './images';
import {noMetafields} from './metafields';
import type {Product} from './catalog';
import {productConnection, type ProductListArgs} from './product-list';
import {stripHtml, tr, truncate} from './text';
import type {LangContext} from './types';

/** What a collection needs of its shop (the store). */
interface CollectionShop {
  readonly domain: string;
  readonly productsByHandle: ReadonlyMap<string, Product>;
  registerImage(seed: SeedImage): ImageEntity;
}

export class Collection {
  readonly __typename = 'Collection';
  readonly id: string;
  readonly handle: string;
  readonly trackingParameters = null;
  readonly productList: Product[];
  readonly image: ImageEntity | null;
  readonly updatedAt: string;
  readonly metafield = () => null;
  readonly metafields = noMetafields;

  constructor(
    readonly store: CollectionShop,
    readonly seed: SeedCollection,
    readonly n: number,
  ) {
    this.id = gid('Collection', n);
    this.handle = seed.handle;
    this.productList = seed.productHandles.flatMap((handle) => store.productsByHandle.get(handle) ?? []);
    this.image = seed.image ? store.registerImage(seed.image) : null;
    // The newest product's date: collections change when products are added.
    this.updatedAt =
      this.productList
        .map((product) => product.createdAt)
        .sort()
        .pop() ?? '2024-01-01T00:00:00Z';
  }

  get onlineStoreUrl(): string {
    return `${this.store.domain}/collections/${this.handle}`;
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

  seo() {
    return {title: this.seed.seo?.title ?? null, description: this.seed.seo?.description ?? null};
  }

  products(args: ProductListArgs, ctx: LangContext) {
    return productConnection(this.productList, args, ctx, {manual: true, withFilters: true});
  }
}
