import {describe, expect, it} from 'vitest';
import {expiryOf, openCacheWithMemory} from '~/lib/storefront/memory-cache.server';

/** A Cache API cache that counts what reaches it and honours max-age as workerd's does. */
function cacheApi(now: () => number) {
  const stored = new Map<string, {body: string; headers: Array<[string, string]>; expiresAt: number}>();
  const calls = {match: 0, put: 0, delete: 0};
  const cache = {
    async match(request: RequestInfo | URL) {
      calls.match++;
      const entry = stored.get(String(request instanceof Request ? request.url : request));
      if (!entry || entry.expiresAt <= now()) return undefined;
      return new Response(entry.body, {headers: entry.headers});
    },
    async put(request: RequestInfo | URL, response: Response) {
      calls.put++;
      const expiresAt = expiryOf(response.headers, now()) ?? now();
      stored.set(String(request instanceof Request ? request.url : request), {
        body: await response.text(),
        headers: [...response.headers],
        expiresAt,
      });
    },
    async delete(request: RequestInfo | URL) {
      calls.delete++;
      return stored.delete(String(request instanceof Request ? request.url : request));
    },
  } as unknown as Cache;
  const storage = {open: async () => cache} as unknown as CacheStorage;
  return {cache, storage, calls, stored};
}

/** A sub-request answer as Hydrogen stores it: max-age is fresh time plus stale time. */
function hydrogenAnswer(body: string, maxAgeSeconds: number, putDate: number) {
  return new Response(body, {
    headers: {
      'cache-control': `public, max-age=${maxAgeSeconds}`,
      'real-cache-control': 'public, max-age=1',
      'cache-put-date': String(putDate),
    },
  });
}

const key = (query: string) => new Request(`https://shopify.dev/?${query}`);

describe('the memory in front of the Cache API', () => {
  it('answers a repeated read from memory, with the body and headers Hydrogen stored', async () => {
    let time = 1_000_000;
    const now = () => time;
    const api = cacheApi(now);
    const cache = await openCacheWithMemory(api.storage, 'test-repeat', {now});
    await cache.put(key('menu'), hydrogenAnswer('{"menu":1}', 3600, time));
    expect(api.calls.put).toBe(1);

    time += 5_000;
    for (let read = 0; read < 3; read++) {
      const answer = await cache.match(key('menu'));
      expect(await answer?.text()).toBe('{"menu":1}');
      expect(answer?.headers.get('cache-put-date')).toBe('1000000');
      expect(answer?.headers.get('real-cache-control')).toBe('public, max-age=1');
    }
    expect(api.calls.match).toBe(0);
  });

  it('keeps what another isolate stored once it has read it', async () => {
    const now = () => 2_000_000;
    const api = cacheApi(now);
    await api.cache.put(key('shop'), hydrogenAnswer('{"shop":1}', 60, now()));
    const cache = await openCacheWithMemory(api.storage, 'test-shared', {now});

    expect(await (await cache.match(key('shop')))?.text()).toBe('{"shop":1}');
    expect(await (await cache.match(key('shop')))?.text()).toBe('{"shop":1}');
    expect(api.calls.match).toBe(1);
  });

  it('drops an answer when the Cache API would, counted from when Hydrogen stored it', async () => {
    let time = 3_000_000;
    const now = () => time;
    const api = cacheApi(now);
    // Stored 50 s ago by another isolate with a minute to live: 10 s left.
    await api.cache.put(key('product'), hydrogenAnswer('{"product":1}', 60, time - 50_000));
    const cache = await openCacheWithMemory(api.storage, 'test-expiry', {now});
    expect(await cache.match(key('product'))).toBeDefined();

    time += 9_000;
    expect(await cache.match(key('product'))).toBeDefined();
    expect(api.calls.match).toBe(1);

    time += 2_000;
    expect(await cache.match(key('product'))).toBeUndefined();
    expect(api.calls.match).toBe(2);
  });

  it('replaces an answer Hydrogen refreshes, in memory and in the Cache API', async () => {
    let time = 4_000_000;
    const now = () => time;
    const api = cacheApi(now);
    const cache = await openCacheWithMemory(api.storage, 'test-refresh', {now});
    await cache.put(key('collection'), hydrogenAnswer('{"v":1}', 3601, time));
    time += 2_000;
    await cache.put(key('collection'), hydrogenAnswer('{"v":2}', 3601, time));

    expect(await (await cache.match(key('collection')))?.text()).toBe('{"v":2}');
    expect(await (await api.cache.match(key('collection')))?.text()).toBe('{"v":2}');
  });

  it('forgets a deleted answer', async () => {
    const now = () => 5_000_000;
    const api = cacheApi(now);
    const cache = await openCacheWithMemory(api.storage, 'test-delete', {now});
    await cache.put(key('page'), hydrogenAnswer('{"page":1}', 3600, now()));
    await cache.delete(key('page'));

    expect(await cache.match(key('page'))).toBeUndefined();
    expect(api.calls.delete).toBe(1);
  });

  it('does not keep an answer without a lifetime', async () => {
    const now = () => 6_000_000;
    const api = cacheApi(now);
    const cache = await openCacheWithMemory(api.storage, 'test-no-lifetime', {now});
    await cache.put(key('odd'), new Response('{"odd":1}'));

    expect(await cache.match(key('odd'))).toBeUndefined();
  });

  it('holds at most its limits, letting the least recently read answers go first', async () => {
    const now = () => 7_000_000;
    const api = cacheApi(now);
    const cache = await openCacheWithMemory(api.storage, 'test-limits', {
      now,
      limits: {maxEntries: 2, maxChars: 1_000},
    });
    await cache.put(key('a'), hydrogenAnswer('"a"', 3600, now()));
    await cache.put(key('b'), hydrogenAnswer('"b"', 3600, now()));
    await cache.match(key('a'));
    await cache.put(key('c'), hydrogenAnswer('"c"', 3600, now()));
    api.stored.clear();

    expect(await cache.match(key('a'))).toBeDefined();
    expect(await cache.match(key('c'))).toBeDefined();
    expect(await cache.match(key('b'))).toBeUndefined();

    // An answer larger than all the memory allowed stays in the Cache API only.
    await cache.put(key('big'), hydrogenAnswer(JSON.stringify('x'.repeat(2_000)), 3600, now()));
    expect(await cache.match(key('a'))).toBeDefined();
    expect(api.stored.has(key('big').url)).toBe(true);
  });
});
