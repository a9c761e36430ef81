import {afterAll, beforeAll, expect, vi} from 'vitest';
import {createStorefrontExecutor, type BrandId} from '../../../emulator/executor';
import {seeds} from '../../../emulator/seed/index';
import type {BrandSeed} from '../../../emulator/seed/types';
import {startEmulator} from '../../../emulator/server';

export {seeds};

export const PUBLIC_URL = 'http://emulator.test';

export function newExecutor() {
  return createStorefrontExecutor({publicUrl: PUBLIC_URL});
}

export type Executor = ReturnType<typeof newExecutor>;

/** The stand-in's HTTP server on a free port for a test file's tests (its error log silenced), closed after them. */
export function useRunningEmulator(): {readonly url: string} {
  let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;
  beforeAll(async () => {
    // Error responses log one line each; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    emulator = await startEmulator({port: 0});
  });
  afterAll(async () => {
    await emulator?.close();
    vi.restoreAllMocks();
  });
  return {
    get url() {
      if (!emulator) throw new Error('the stand-in is not running yet');
      return emulator.url;
    },
  };
}

/**
 * Runs a document and fails the test on any GraphQL error; answers `data`.
 * Untyped by default: each test reads the fields its document asks for, and a wrong path fails its assertion.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function gql<T = any>(
  executor: Executor,
  brand: BrandId,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const result = await executor.execute({brand, query, variables});
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as T;
}

/** Seed products of a collection, in manual order. */
export function collectionProducts(brand: BrandId, handle: string) {
  const seed = seeds[brand];
  const collection = seed.collections.find((c) => c.handle === handle)!;
  return collection.productHandles.map((h) => seed.products.find((p) => p.handle === h)!);
}

/** Seed position + 1 = the number in the product gid. */
export const productNumber = (brand: BrandId, handle: string) =>
  seeds[brand].products.findIndex((p) => p.handle === handle) + 1;

export const minPrice = (product: {variants: Array<{price: string}>}) =>
  Math.min(...product.variants.map((v) => Number(v.price)));

/** The gid of the variant with this SKU (variants are numbered in seed order across products). */
export function variantGid(brand: BrandId, sku: string): string {
  const all = seeds[brand].products.flatMap((p) => p.variants);
  const index = all.findIndex((v) => v.sku === sku);
  if (index === -1) throw new Error(`no variant ${sku}`);
  return `gid://shopify/ProductVariant/${index + 1}`;
}

export const inStockVariants = (brand: BrandId) =>
  seeds[brand].products.flatMap((p) =>
    p.variants.filter((v) => v.quantityAvailable > 0).map((v) => ({product: p, variant: v})),
  );

/** groom's shop with `count` products: copies of its first, each with its own handle (`<handle>-<n>`) and SKUs. */
export function groomWithProducts(count: number): BrandSeed {
  const [first] = seeds.groom.products;
  const products = Array.from({length: count}, (_, i) => ({
    ...first,
    handle: `${first.handle}-${i + 1}`,
    variants: first.variants.map((variant) => ({...variant, sku: `${variant.sku}-${i + 1}`})),
  }));
  return {...seeds.groom, products};
}
