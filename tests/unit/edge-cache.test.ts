import http from 'node:http';
import net from 'node:net';
import type {AddressInfo} from 'node:net';
import {afterEach, describe, expect, it} from 'vitest';
import {
  answerThroughEdgeCache,
  createEdgeCache,
  type EdgeCache,
  type EdgeCacheRequest,
  type OriginAnswer,
  parseOxygenCacheControl,
} from '../../scripts/lib/edge-cache';

/** A page the worker would let the edge keep for a minute, and serve stale for five more. */
const SHAREABLE = {
  'Content-Type': 'text/html; charset=utf-8',
  'Oxygen-Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
  Vary: 'Accept-Encoding',
};

function page(body: string, headers: Record<string, string> = SHAREABLE, status = 200): OriginAnswer {
  return {status, headers: Object.entries(headers), body: Buffer.from(body)};
}

/** A stand-in for the worker that counts how often it is asked; `respond` gets the call's number, from 1. */
function worker(respond: (call: number) => OriginAnswer | Promise<OriginAnswer> = (call) => page(`version ${call}`)) {
  const counted = {calls: 0, ask: async () => respond(++counted.calls)};
  return counted;
}

function get(path = '/', headers: EdgeCacheRequest['headers'] = {}, host = 'groom.localhost:3000'): EdgeCacheRequest {
  return {method: 'GET', host, path, headers};
}

function virtualClock() {
  let time = 1_700_000_000_000;
  return {now: () => time, advanceSeconds: (seconds: number) => (time += seconds * 1000)};
}

function header(answer: OriginAnswer, name: string): string | undefined {
  return answer.headers.find(([key]) => key.toLowerCase() === name)?.[1];
}

/** The outcome and body a client would see. */
async function fetchFrom(cache: EdgeCache, request: EdgeCacheRequest, origin: ReturnType<typeof worker>) {
  const answer = await cache.serve(request, origin.ask);
  return {outcome: answer.outcome, body: answer.body.toString(), xEdgeCache: header(answer, 'x-edge-cache')};
}

/** A worker that answers "version 1" at once and every later call (a refresh) only when told to. */
function workerWithHeldRefresh() {
  let finish = () => {};
  const origin = worker((call) =>
    call === 1 ? page('version 1') : new Promise((resolve) => (finish = () => resolve(page(`version ${call}`)))),
  );
  return {origin, finishRefresh: () => finish()};
}

describe('parseOxygenCacheControl', () => {
  it('reads public, the shared max-age (s-maxage first) and stale-while-revalidate', () => {
    expect(parseOxygenCacheControl(null)).toBeNull();
    expect(parseOxygenCacheControl('  ')).toBeNull();
    expect(parseOxygenCacheControl('Public, Max-Age=60, Stale-While-Revalidate=300')).toEqual({
      public: true,
      maxAge: 60,
      swr: 300,
    });
    expect(parseOxygenCacheControl('public, max-age=600, s-maxage=10')).toEqual({public: true, maxAge: 10, swr: 0});
    expect(parseOxygenCacheControl('public, s-maxage="30"')).toEqual({public: true, maxAge: 30, swr: 0});
    expect(parseOxygenCacheControl('max-age=60')).toEqual({public: false, maxAge: 60, swr: 0});
  });

  it('ignores a malformed number rather than reading part of it', () => {
    expect(parseOxygenCacheControl('public, s-maxage=ten, max-age=60')).toEqual({public: true, maxAge: 60, swr: 0});
    expect(parseOxygenCacheControl('public, max-age=-5')).toEqual({public: true, maxAge: 0, swr: 0});
  });
});

describe('the edge cache', () => {
  it('answers a repeated GET from memory within max-age, without asking the worker again', async () => {
    const clock = virtualClock();
    const cache = createEdgeCache({now: clock.now});
    const origin = worker();
    expect(await fetchFrom(cache, get('/products/mug'), origin)).toEqual({
      outcome: 'miss',
      body: 'version 1',
      xEdgeCache: 'miss',
    });
    clock.advanceSeconds(59);
    expect(await fetchFrom(cache, get('/products/mug'), origin)).toEqual({
      outcome: 'hit',
      body: 'version 1',
      xEdgeCache: 'hit',
    });
    expect(origin.calls).toBe(1);
    expect(cache.stats()).toMatchObject({miss: 1, hit: 1, entries: 1});
  });

  it('says how old a cached answer is in whole seconds, and only on answers from the cache', async () => {
    const clock = virtualClock();
    const cache = createEdgeCache({now: clock.now});
    const origin = worker();
    const miss = await cache.serve(get(), origin.ask);
    expect(header(miss, 'age')).toBeUndefined();
    clock.advanceSeconds(42.7);
    expect(header(await cache.serve(get(), origin.ask), 'age')).toBe('42');
    clock.advanceSeconds(30);
    expect(header(await cache.serve(get(), origin.ask), 'age')).toBe('72');
  });

  it('keys by host (in any case, port kept) and the path with its query string', async () => {
    const cache = createEdgeCache({now: virtualClock().now});
    const origin = worker();
    await cache.serve(get('/search?q=mug', {}, 'groom.localhost:3000'), origin.ask);
    expect((await fetchFrom(cache, get('/search?q=mug', {}, 'GROOM.localhost:3000'), origin)).outcome).toBe('hit');
    expect((await fetchFrom(cache, get('/search?q=cup', {}, 'groom.localhost:3000'), origin)).outcome).toBe('miss');
    expect((await fetchFrom(cache, get('/search?q=mug', {}, 'gum.localhost:3000'), origin)).outcome).toBe('miss');
    expect((await fetchFrom(cache, get('/search?q=mug', {}, 'groom.localhost:4000'), origin)).outcome).toBe('miss');
    expect(origin.calls).toBe(4);
  });

  it.each([
    ['a 500', page('oops', SHAREABLE, 500)],
    ['a 404', page('not here', SHAREABLE, 404)],
    ['a 304 (it answers one client’s conditional request)', page('', SHAREABLE, 304)],
    ['no Vary', page('x', {'Oxygen-Cache-Control': 'public, max-age=60'})],
    ['Vary: *', page('x', {...SHAREABLE, Vary: '*'})],
    [
      'no Oxygen-Cache-Control (Cache-Control alone is the browser’s)',
      page('x', {'Cache-Control': 'public, max-age=60', Vary: 'Accept'}),
    ],
    ['Oxygen-Cache-Control without public', page('x', {...SHAREABLE, 'Oxygen-Cache-Control': 'max-age=60'})],
    [
      'private in Oxygen-Cache-Control',
      page('x', {...SHAREABLE, 'Oxygen-Cache-Control': 'public, private, max-age=60'}),
    ],
    [
      'no-store in Oxygen-Cache-Control',
      page('x', {...SHAREABLE, 'Oxygen-Cache-Control': 'public, no-store, max-age=60'}),
    ],
    ['private in Cache-Control', page('x', {...SHAREABLE, 'Cache-Control': 'private, max-age=0'})],
    ['no-store in Cache-Control', page('x', {...SHAREABLE, 'Cache-Control': 'no-store'})],
    ['a Set-Cookie', page('x', {...SHAREABLE, 'Set-Cookie': 'cart=abc; Path=/; HttpOnly'})],
    ['max-age=0', page('x', {...SHAREABLE, 'Oxygen-Cache-Control': 'public, max-age=0, stale-while-revalidate=60'})],
    ['s-maxage=0 over a max-age', page('x', {...SHAREABLE, 'Oxygen-Cache-Control': 'public, max-age=60, s-maxage=0'})],
  ])('passes through and never stores an answer with %s', async (_, answer) => {
    const cache = createEdgeCache({now: virtualClock().now});
    const origin = worker(() => answer);
    expect((await fetchFrom(cache, get(), origin)).outcome).toBe('uncacheable');
    expect((await fetchFrom(cache, get(), origin)).outcome).toBe('uncacheable');
    expect(origin.calls).toBe(2);
    expect(cache.stats()).toMatchObject({uncacheable: 2, entries: 0});
  });

  it('passes through an answer larger than maxEntryBytes', async () => {
    const cache = createEdgeCache({now: virtualClock().now, maxEntryBytes: 10});
    const origin = worker(() => page('x'.repeat(11)));
    expect(await fetchFrom(cache, get(), origin)).toMatchObject({outcome: 'uncacheable', body: 'x'.repeat(11)});
    expect((await fetchFrom(cache, get(), origin)).outcome).toBe('uncacheable');
    expect(origin.calls).toBe(2);
  });

  it('stores by s-maxage when it is there, whatever max-age says', async () => {
    const clock = virtualClock();
    const cache = createEdgeCache({now: clock.now});
    const origin = worker((call) =>
      page(`version ${call}`, {...SHAREABLE, 'Oxygen-Cache-Control': 'public, max-age=600, s-maxage=10'}),
    );
    await cache.serve(get(), origin.ask);
    clock.advanceSeconds(9);
    expect((await fetchFrom(cache, get(), origin)).outcome).toBe('hit');
    clock.advanceSeconds(2);
    expect(await fetchFrom(cache, get(), origin)).toMatchObject({outcome: 'miss', body: 'version 2'});

    const sharedOnly = worker(() =>
      page('kept', {...SHAREABLE, 'Oxygen-Cache-Control': 'public, max-age=0, s-maxage=60'}),
    );
    await cache.serve(get('/shared'), sharedOnly.ask);
    expect((await fetchFrom(cache, get('/shared'), sharedOnly)).outcome).toBe('hit');
  });

  it('passes every method but GET to the worker, storing nothing', async () => {
    const cache = createEdgeCache({now: virtualClock().now});
    const origin = worker();
    for (const method of ['POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']) {
      expect((await fetchFrom(cache, {...get(), method}, origin)).outcome).toBe('bypass');
    }
    expect(origin.calls).toBe(5);
    expect((await fetchFrom(cache, get(), origin)).outcome).toBe('miss');
    expect(cache.stats()).toMatchObject({bypass: 5, miss: 1, entries: 1});
  });

  it('keeps the worker’s Content-Length on a HEAD, whose answer has no body', async () => {
    const cache = createEdgeCache({now: virtualClock().now});
    const origin = worker(() => ({status: 200, headers: [['Content-Length', '1234']], body: Buffer.alloc(0)}));
    expect(header(await cache.serve({...get(), method: 'HEAD'}, origin.ask), 'content-length')).toBe('1234');
  });

  it('sends a request with x-edge-cache: bypass to the worker, leaving what is stored alone', async () => {
    const cache = createEdgeCache({now: virtualClock().now});
    const origin = worker();
    await cache.serve(get(), origin.ask);
    expect(await fetchFrom(cache, get('/', {'x-edge-cache': 'bypass'}), origin)).toMatchObject({
      outcome: 'bypass',
      body: 'version 2',
    });
    expect(await fetchFrom(cache, get(), origin)).toMatchObject({outcome: 'hit', body: 'version 1'});
    expect(origin.calls).toBe(2);
  });

  it('keeps a variant per value of the headers Vary names, a missing header being one of them', async () => {
    const cache = createEdgeCache({now: virtualClock().now});
    const origin = worker((call) => page(`version ${call}`, {...SHAREABLE, Vary: 'Accept-Language'}));
    const english = {'accept-language': 'en'};
    const hindi = {'accept-language': 'hi'};
    expect((await fetchFrom(cache, get('/', english), origin)).body).toBe('version 1');
    expect(await fetchFrom(cache, get('/', hindi), origin)).toMatchObject({outcome: 'miss', body: 'version 2'});
    expect(await fetchFrom(cache, get('/'), origin)).toMatchObject({outcome: 'miss', body: 'version 3'});
    expect(await fetchFrom(cache, get('/', {'accept-language': ''}), origin)).toMatchObject({outcome: 'miss'});
    expect(await fetchFrom(cache, get('/', english), origin)).toMatchObject({outcome: 'hit', body: 'version 1'});
    expect(await fetchFrom(cache, get('/', {'Accept-Language': 'hi'}), origin)).toMatchObject({
      outcome: 'hit',
      body: 'version 2',
    });
    expect(await fetchFrom(cache, get('/'), origin)).toMatchObject({outcome: 'hit', body: 'version 3'});
    // Headers Vary does not name do not split variants.
    expect((await fetchFrom(cache, get('/', {...english, 'user-agent': 'another'}), origin)).outcome).toBe('hit');
    expect(origin.calls).toBe(4);
    expect(cache.stats().entries).toBe(4);
  });

  it('serves a stale answer while one refresh, for three requests at once, replaces it', async () => {
    const clock = virtualClock();
    const cache = createEdgeCache({now: clock.now});
    const {origin, finishRefresh} = workerWithHeldRefresh();
    await cache.serve(get(), origin.ask);
    clock.advanceSeconds(61);
    const served = await Promise.all([1, 2, 3].map(() => fetchFrom(cache, get(), origin)));
    expect(served).toEqual(Array(3).fill({outcome: 'stale', body: 'version 1', xEdgeCache: 'stale'}));
    expect(origin.calls).toBe(2);

    finishRefresh();
    await cache.settled();
    expect(await fetchFrom(cache, get(), origin)).toMatchObject({outcome: 'hit', body: 'version 2'});
    expect(origin.calls).toBe(2);
    expect(cache.stats()).toMatchObject({stale: 3, refreshes: 1, refreshFailures: 0});
  });

  it.each([
    ['throws', () => Promise.reject(new Error('worker gone'))],
    ['answers 503', () => page('busy', SHAREABLE, 503)],
  ])('keeps serving the stale answer when its refresh %s, and tries again on the next request', async (_, failure) => {
    const clock = virtualClock();
    const cache = createEdgeCache({now: clock.now});
    const origin = worker((call) => (call === 1 ? page('version 1') : failure()));
    await cache.serve(get(), origin.ask);
    clock.advanceSeconds(61);
    expect(await fetchFrom(cache, get(), origin)).toMatchObject({outcome: 'stale', body: 'version 1'});
    await cache.settled();
    expect(await fetchFrom(cache, get(), origin)).toMatchObject({outcome: 'stale', body: 'version 1'});
    await cache.settled();
    expect(origin.calls).toBe(3);
    expect(cache.stats()).toMatchObject({refreshes: 2, refreshFailures: 2, entries: 1});
  });

  it('survives a worker that throws before returning a promise, during a refresh', async () => {
    const clock = virtualClock();
    const cache = createEdgeCache({now: clock.now});
    await cache.serve(get(), async () => page('version 1'));
    clock.advanceSeconds(61);
    const throwing = () => {
      throw new Error('not even a promise');
    };
    expect((await cache.serve(get(), throwing)).body.toString()).toBe('version 1');
    await cache.settled();
    expect(cache.stats().refreshFailures).toBe(1);
  });

  it('drops the stale answer when the refresh answers something not to be stored', async () => {
    const clock = virtualClock();
    const cache = createEdgeCache({now: clock.now});
    const origin = worker((call) => (call === 2 ? page('gone', {}, 404) : page(`version ${call}`)));
    await cache.serve(get(), origin.ask);
    clock.advanceSeconds(61);
    expect((await fetchFrom(cache, get(), origin)).outcome).toBe('stale');
    await cache.settled();
    expect(cache.stats().entries).toBe(0);
    expect(await fetchFrom(cache, get(), origin)).toMatchObject({outcome: 'miss', body: 'version 3'});
  });

  it('asks the worker again, as a miss, once an answer is older than max-age and stale-while-revalidate', async () => {
    const clock = virtualClock();
    const cache = createEdgeCache({now: clock.now});
    const origin = worker();
    await cache.serve(get(), origin.ask);
    clock.advanceSeconds(360);
    expect(await fetchFrom(cache, get(), origin)).toMatchObject({outcome: 'miss', body: 'version 2'});
    expect(cache.stats()).toMatchObject({stale: 0, refreshes: 0, entries: 1});

    const noStalePeriod = worker(() => page('short', {...SHAREABLE, 'Oxygen-Cache-Control': 'public, max-age=5'}));
    await cache.serve(get('/short'), noStalePeriod.ask);
    clock.advanceSeconds(5);
    expect((await fetchFrom(cache, get('/short'), noStalePeriod)).outcome).toBe('miss');
  });

  it('empties on purge, and stores no answer the worker was asked for before it', async () => {
    const cache = createEdgeCache({now: virtualClock().now});
    const origin = worker();
    await cache.serve(get('/a'), origin.ask);
    await cache.serve(get('/b'), origin.ask);
    cache.purge();
    expect(cache.stats().entries).toBe(0);
    expect(await fetchFrom(cache, get('/a'), origin)).toMatchObject({outcome: 'miss', body: 'version 3'});

    let answerLate = () => {};
    const slow = worker(() => new Promise((resolve) => (answerLate = () => resolve(page('from before the purge')))));
    const inFlight = cache.serve(get('/late'), slow.ask);
    cache.purge();
    answerLate();
    expect((await inFlight).body.toString()).toBe('from before the purge');
    expect((await fetchFrom(cache, get('/late'), origin)).body).toBe('version 4');
  });

  it('does not let a refresh started before a purge bring its answer back', async () => {
    const clock = virtualClock();
    const cache = createEdgeCache({now: clock.now});
    const {origin, finishRefresh} = workerWithHeldRefresh();
    await cache.serve(get(), origin.ask);
    clock.advanceSeconds(61);
    await cache.serve(get(), origin.ask);
    cache.purge();
    finishRefresh();
    await cache.settled();
    expect(cache.stats().entries).toBe(0);
  });

  it('forgets the least recently used entries beyond maxEntries', async () => {
    const cache = createEdgeCache({now: virtualClock().now, maxEntries: 2});
    const origin = worker((call) => page(`version ${call}`));
    await cache.serve(get('/a'), origin.ask);
    await cache.serve(get('/b'), origin.ask);
    expect((await fetchFrom(cache, get('/a'), origin)).outcome).toBe('hit');
    await cache.serve(get('/c'), origin.ask);
    expect(cache.stats().entries).toBe(2);
    expect((await fetchFrom(cache, get('/a'), origin)).outcome).toBe('hit');
    expect((await fetchFrom(cache, get('/c'), origin)).outcome).toBe('hit');
    expect((await fetchFrom(cache, get('/b'), origin)).outcome).toBe('miss');
  });

  it('stores no connection headers and states the stored body’s own length', async () => {
    const cache = createEdgeCache({now: virtualClock().now});
    const origin = worker(() =>
      page('hello', {
        ...SHAREABLE,
        Connection: 'keep-alive',
        'Keep-Alive': 'timeout=5',
        'Transfer-Encoding': 'chunked',
        'Content-Length': '999',
      }),
    );
    await cache.serve(get(), origin.ask);
    const hit = await cache.serve(get(), origin.ask);
    const names = hit.headers.map(([name]) => name.toLowerCase());
    expect(names).not.toContain('connection');
    expect(names).not.toContain('keep-alive');
    expect(names).not.toContain('transfer-encoding');
    expect(names.filter((name) => name === 'content-length')).toHaveLength(1);
    expect(header(hit, 'content-length')).toBe('5');
    expect(header(hit, 'vary')).toBe('Accept-Encoding');
  });

  it('counts afresh after resetStats, keeping what is stored', async () => {
    const cache = createEdgeCache({now: virtualClock().now});
    const origin = worker();
    await cache.serve(get(), origin.ask);
    cache.resetStats();
    expect(cache.stats()).toEqual({
      hit: 0,
      stale: 0,
      miss: 0,
      uncacheable: 0,
      bypass: 0,
      refreshes: 0,
      refreshFailures: 0,
      entries: 1,
    });
    expect((await fetchFrom(cache, get(), origin)).outcome).toBe('hit');
  });
});

describe('answerThroughEdgeCache, in a Node http server', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** A server answering through `cache`, with `origin` as its worker; resolves with its address. */
  async function serveThrough(cache: EdgeCache, origin: () => Promise<OriginAnswer>): Promise<string> {
    server = http.createServer((incoming, outgoing) => void answerThroughEdgeCache(cache, incoming, outgoing, origin));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('answers from the cache, marked, and purges and counts on its own paths without asking the worker', async () => {
    const cache = createEdgeCache();
    const origin = worker();
    const url = await serveThrough(cache, origin.ask);
    const first = await fetch(`${url}/products/mug`);
    expect([first.headers.get('x-edge-cache'), await first.text()]).toEqual(['miss', 'version 1']);
    const second = await fetch(`${url}/products/mug`);
    expect([second.headers.get('x-edge-cache'), await second.text()]).toEqual(['hit', 'version 1']);
    expect(second.headers.get('content-length')).toBe('9');

    const stats = await fetch(`${url}/__edge-cache/stats`);
    expect(stats.headers.get('cache-control')).toBe('no-store');
    expect(await stats.json()).toMatchObject({miss: 1, hit: 1, entries: 1});

    expect((await fetch(`${url}/__edge-cache/purge`)).status).toBe(405);
    expect((await fetch(`${url}/__edge-cache/stats`, {method: 'POST'})).status).toBe(405);
    const purge = await fetch(`${url}/__edge-cache/purge`, {method: 'POST'});
    expect([purge.status, purge.headers.get('cache-control')]).toEqual([204, 'no-store']);
    expect(origin.calls).toBe(1);
    expect(await (await fetch(`${url}/products/mug`)).text()).toBe('version 2');
  });

  it('answers 502 when the worker fails, and goes on serving', async () => {
    const origin = worker((call) => (call === 1 ? Promise.reject(new Error('connection refused')) : page('back')));
    const url = await serveThrough(createEdgeCache(), origin.ask);
    expect((await fetch(url)).status).toBe(502);
    expect(await (await fetch(url)).text()).toBe('back');
  });

  it('closes the connection on an answer Node refuses to write, and goes on serving', async () => {
    const origin = worker((call) => (call === 1 ? page('x', {'X-Broken': 'line\nbreak'}) : page('fine')));
    const url = await serveThrough(createEdgeCache(), origin.ask);
    await expect(fetch(url)).rejects.toThrow();
    expect(await (await fetch(url)).text()).toBe('fine');
  });

  it('goes on serving after a client hangs up before its answer, and keeps that answer', async () => {
    let answerLate = () => {};
    // Varying on a header neither this raw request nor fetch sends, so both ask for the same variant.
    const origin = worker((call) =>
      call === 1
        ? new Promise((resolve) => (answerLate = () => resolve(page('slow page', {...SHAREABLE, Vary: 'X-Brand'}))))
        : page('other'),
    );
    const cache = createEdgeCache();
    const url = await serveThrough(cache, origin.ask);
    const port = Number(new URL(url).port);
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /slow HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
        setTimeout(() => socket.destroy(), 20);
      });
      socket.on('close', () => resolve());
    });
    answerLate();
    const next = await fetch(`${url}/slow`);
    expect([next.headers.get('x-edge-cache'), await next.text()]).toEqual(['hit', 'slow page']);
    expect(origin.calls).toBe(1);
  });
});
