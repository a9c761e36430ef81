/**
 * Metafields (products) and the reference types shared with metaobject fields.
 * Seeds name referenced records by handle (variants by SKU, files by image id);
 * the API answers with gids in `value`, as Shopify stores them.
 */
import type {SeedMetafield} from './seed/types';
import {tr} from './text';
import {connection, inOrder, type ConnectionArgs} from './connection';
import {gid} from './ids';
import type {LangContext} from './types';

/**
 * The records a reference can name (the store is one); only their ids are read,
 * so this stays free of the entity modules that build on metafields.
 */
export interface ReferenceTargets {
  node(id: string): object | null;
  readonly productsByHandle: ReadonlyMap<string, {id: string}>;
  readonly variantsBySku: ReadonlyMap<string, {id: string}>;
  readonly collectionsByHandle: ReadonlyMap<string, {id: string}>;
  readonly pagesByHandle: ReadonlyMap<string, {id: string}>;
  readonly metaobjects: ReadonlyArray<{id: string; handle: string}>;
  readonly mediaImages: ReadonlyMap<string, {id: string}>;
}

interface Resolved {
  value: string;
  references: Array<{id: string}> | null;
}

/** Finds the record a reference token names: a gid, or a handle / SKU / image id. */
function lookup(store: ReferenceTargets, baseType: string, token: string): {id: string} | null {
  if (token.startsWith('gid://')) return store.node(token) as {id: string} | null;
  switch (baseType) {
    case 'product_reference':
      return store.productsByHandle.get(token) ?? null;
    case 'variant_reference':
      return store.variantsBySku.get(token) ?? null;
    case 'collection_reference':
      return store.collectionsByHandle.get(token) ?? null;
    case 'page_reference':
      return store.pagesByHandle.get(token) ?? null;
    case 'metaobject_reference':
    case 'mixed_reference':
      return store.metaobjects.find((metaobject) => metaobject.handle === token) ?? null;
    case 'file_reference':
      return store.mediaImages.get(token) ?? null;
    default:
      return null;
  }
}

export function resolveReferences(store: ReferenceTargets, type: string, raw: string): Resolved {
  const isList = type.startsWith('list.');
  const baseType = type.replace(/^list\./, '');
  if (!baseType.endsWith('_reference')) return {value: raw, references: null};
  let tokens: unknown[] = [raw];
  if (isList) {
    try {
      const parsed: unknown = JSON.parse(raw);
      tokens = Array.isArray(parsed) ? parsed : [];
    } catch {
      tokens = [];
    }
  }
  const found = tokens.map((token) => ({token: String(token), ref: lookup(store, baseType, String(token))}));
  const values = found.map(({token, ref}) => ref?.id ?? token);
  return {
    value: isList ? JSON.stringify(values) : (values[0] ?? raw),
    references: found.flatMap(({ref}) => (ref ? [ref] : [])),
  };
}

/** Fields of the Metafield type that do not depend on the owner. */
export class MetafieldEntity {
  readonly __typename = 'Metafield';
  readonly id: string;
  readonly namespace: string;
  readonly key: string;
  readonly type: string;
  readonly description = null;

  constructor(
    private readonly store: ReferenceTargets,
    private readonly seed: SeedMetafield,
    n: number,
    readonly parentResource: object,
    readonly createdAt: string,
  ) {
    this.id = gid('Metafield', n);
    this.namespace = seed.namespace;
    this.key = seed.key;
    this.type = seed.type;
  }

  get updatedAt(): string {
    return this.createdAt;
  }

  private resolved(ctx: LangContext): Resolved {
    return resolveReferences(this.store, this.type, tr(ctx, this.seed.value, this.seed.hi?.value));
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

export function findMetafield(
  list: readonly MetafieldEntity[],
  namespace: string | null | undefined,
  key: string,
): MetafieldEntity | null {
  return list.find((m) => m.key === key && (namespace == null || m.namespace === namespace)) ?? null;
}

export interface MetafieldIdentifier {
  namespace?: string | null;
  key: string;
}

/** `metafields(identifiers)` on types without seeded metafields: null per identifier, as Shopify answers. */
export const noMetafields = ({identifiers}: {identifiers: MetafieldIdentifier[]}) => identifiers.map(() => null);
