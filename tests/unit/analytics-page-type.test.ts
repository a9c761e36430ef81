import {describe, expect, it} from 'vitest';
import {pageTypeOf} from '~/lib/analytics/page-type';

describe('pageTypeOf', () => {
  it.each([
    ['routes/($locale)._index', 'home'],
    ['routes/($locale).products.$handle', 'product'],
    ['routes/($locale).productbundle.$id', 'product'],
    ['routes/($locale).collections.$handle', 'collection'],
    ['routes/($locale).search', 'search'],
    ['routes/($locale).cart', 'cart'],
    ['routes/($locale).account._index', 'account'],
    ['routes/($locale).account.orders.$id', 'account'],
    ['routes/($locale).blogs._index', 'blog'],
    ['routes/($locale).blogs.$blogHandle._index', 'blog'],
    ['routes/($locale).blogs.$blogHandle.$articleHandle', 'article'],
    ['routes/($locale).pages.$handle', 'page'],
    ['routes/($locale).policies.$handle', 'policy'],
    ['routes/($locale).$', 'other'],
    [undefined, 'other'],
  ])('%s is a %s page', (routeId, pageType) => {
    expect(pageTypeOf(routeId)).toBe(pageType);
  });
});
