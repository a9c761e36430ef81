import type {PageType} from './catalogue';

const PAGE_TYPES: ReadonlyArray<[RegExp, PageType]> = [
  [/\(\$locale\)\._index$/, 'home'],
  [/\.products\.\$handle$|\.productbundle\.\$id$/, 'product'],
  [/\.collections\.\$handle$/, 'collection'],
  [/\.search$/, 'search'],
  [/\.cart$/, 'cart'],
  [/\.account(\.|$)/, 'account'],
  [/\.blogs\.\$blogHandle\.\$articleHandle$/, 'article'],
  [/\.blogs\./, 'blog'],
  [/\.pages\.\$handle$/, 'page'],
  [/\.policies\.\$handle$/, 'policy'],
];

/** The kind of page a route module shows, from its id ("routes/($locale).products.$handle"). */
export function pageTypeOf(routeId: string | undefined): PageType {
  if (!routeId) return 'other';
  return PAGE_TYPES.find(([pattern]) => pattern.test(routeId))?.[1] ?? 'other';
}
