import {beforeEach, describe, expect, it} from 'vitest';
import {storefrontEvent, type StorefrontEvent} from '../../../app/lib/analytics/catalogue';
import {
  createAnalyticsCollector,
  MAX_BATCH_BYTES,
  MAX_KEPT_EVENTS,
  type ReceivedEvent,
} from '../../../emulator/analytics-collector';
import {useRunningEmulator} from './helpers';

const STOREFRONT = 'https://groom.example';
const COLLECTOR = 'https://collector.example';
const START = Date.parse('2026-11-24T10:00:00Z');
const BEACON_TYPE = 'text/plain;charset=UTF-8';

let clock = START;
const collector = createAnalyticsCollector({now: () => clock});

beforeEach(() => {
  clock = START;
  collector.reset();
});

const pageView = (path = '/', at = START) =>
  storefrontEvent('page_view', {path, title: 'Home', pageType: 'home'}, {at, path});
const search = (searchQuery: string, at = START) => storefrontEvent('search', {searchQuery}, {at, path: '/search'});

async function call(path: string, init?: RequestInit): Promise<Response> {
  const response = await collector.fetch(new Request(`${COLLECTOR}${path}`, init));
  if (!response) throw new Error(`the collector does not serve ${path}`);
  return response;
}

const post = (body: unknown, contentType = BEACON_TYPE) =>
  call('/analytics/collect', {
    method: 'POST',
    headers: {'Content-Type': contentType, Origin: STOREFRONT},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const listed = async (query = '') => {
  const response = await call(`/__emulator/analytics${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as {events: ReceivedEvent[]}).events;
};

const errorsOf = async (response: Response) =>
  ((await response.json()) as {errors: Array<{message: string}>}).errors.map(({message}) => message);

describe('collecting a batch', () => {
  it('accepts a beacon (text/plain) and a JSON batch, and lists them in the order received', async () => {
    const first = await post({brand: 'groom', events: [pageView('/'), search('beard oil')]});
    expect(first.status).toBe(204);
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(first.headers.get('set-cookie')).toBeNull();
    expect(await first.text()).toBe('');
    clock += 1500;
    const second = await post({brand: 'gum', events: [pageView('/products/mint?x=1')]}, 'application/json');
    expect(second.status).toBe(204);

    expect(await listed()).toEqual([
      {brand: 'groom', receivedAt: '2026-11-24T10:00:00.000Z', event: pageView('/')},
      {brand: 'groom', receivedAt: '2026-11-24T10:00:00.000Z', event: search('beard oil')},
      {brand: 'gum', receivedAt: '2026-11-24T10:00:01.500Z', event: pageView('/products/mint?x=1')},
    ]);
    expect(collector.received()).toEqual(await listed());
  });

  it('filters the listing by brand and by event name', async () => {
    await post({brand: 'groom', events: [pageView('/a'), search('soap')]});
    await post({brand: 'gum', events: [pageView('/b'), search('mint')]});

    const paths = (events: ReceivedEvent[]) => events.map(({brand, event}) => `${brand} ${event.path}`);
    expect(paths(await listed('?brand=gum'))).toEqual(['gum /b', 'gum /search']);
    expect(paths(await listed('?name=page_view'))).toEqual(['groom /a', 'gum /b']);
    expect(paths(await listed('?brand=groom&name=search'))).toEqual(['groom /search']);
    expect(paths(collector.received({brand: 'groom', name: 'page_view'}))).toEqual(['groom /a']);
  });

  it('keeps only the envelope of each event', async () => {
    await post({brand: 'groom', events: [{...search('wax'), extra: 'dropped'}]});
    expect((await listed())[0].event).toEqual(search('wax'));
  });

  it('refuses a misspelt listing filter rather than answering "no events"', async () => {
    const response = await call('/__emulator/analytics?brand=grom&name=pageview');
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([
      '"brand" must be one of groom, gum',
      `"name" must be one of the catalogue's event names`,
    ]);
  });
});

describe('refusing a bad batch', () => {
  const good = pageView();
  const cases: Array<[string, unknown, RegExp]> = [
    ['an unknown brand', {brand: 'other', events: [good]}, /"brand" must be one of groom, gum/],
    ['no brand', {events: [good]}, /"brand"/],
    ['events not an array', {brand: 'groom', events: good}, /"events" must be an array of 1 to 100/],
    ['no events', {brand: 'groom', events: []}, /"events" must be an array of 1 to 100/],
    ['more than 100 events', {brand: 'groom', events: Array(101).fill(good)}, /"events" must be an array of 1 to 100/],
    ['an event that is not an object', {brand: 'groom', events: [good, 'page_view']}, /events\[1\] must be an object/],
    ['an unknown event name', {brand: 'groom', events: [{...good, name: 'pageview'}]}, /events\[0\]\.name/],
    ['a payload that is an array', {brand: 'groom', events: [{...good, payload: []}]}, /events\[0\]\.payload/],
    ['a null payload', {brand: 'groom', events: [{...good, payload: null}]}, /events\[0\]\.payload/],
    ['a time that is a string', {brand: 'groom', events: [{...good, at: '1700000000000'}]}, /events\[0\]\.at/],
    ['no time', {brand: 'groom', events: [{...good, at: undefined}]}, /events\[0\]\.at/],
    ['a path without a leading slash', {brand: 'groom', events: [{...good, path: 'products/x'}]}, /events\[0\]\.path/],
    ['a path over 2,048 characters', {brand: 'groom', events: [{...good, path: `/${'x'.repeat(2048)}`}]}, /path/],
    ['a body that is an array', [good], /JSON object/],
    ['a body that is not JSON', '{"brand": ', /not valid JSON/],
  ];

  it.each(cases)('answers 400 for %s, and keeps nothing of it', async (_, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const errors = await errorsOf(response);
    expect(errors.some((error) => message.test(error))).toBe(true);
    expect(collector.received()).toEqual([]);
  });

  it('refuses the whole batch for one bad event, naming each problem', async () => {
    const response = await post({brand: 'groom', events: [good, {...good, at: Infinity, path: ''}]});
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([
      'events[1].at must be a finite number',
      'events[1].path must be a string starting with "/" of at most 2048 characters',
    ]);
    expect(collector.received()).toEqual([]);
  });

  it('accepts a path of exactly 2,048 characters', async () => {
    const path = `/${'x'.repeat(2047)}`;
    expect((await post({brand: 'groom', events: [{...good, path}]})).status).toBe(204);
  });

  it('answers 400 for a body of another content type', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const response = await call('/analytics/collect', {
        method: 'POST',
        headers: type ? {'Content-Type': type} : {},
        body: new Blob([JSON.stringify({brand: 'groom', events: [good]})]),
      });
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toEqual(['The body must be sent as text/plain or application/json']);
    }
  });

  it('answers 413 for a body over 64 KB', async () => {
    const payload = {path: '/', title: 'x'.repeat(MAX_BATCH_BYTES), pageType: 'home'};
    const response = await post({brand: 'groom', events: [{...good, payload}]});
    expect(response.status).toBe(413);
    expect(collector.received()).toEqual([]);
  });
});

describe('CORS and methods', () => {
  it('answers a preflight from any origin', async () => {
    const response = await call('/analytics/collect', {
      method: 'OPTIONS',
      headers: {
        Origin: STOREFRONT,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type',
      'access-control-max-age': '600',
    });
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers 405 for other methods, and null for paths not its own', async () => {
    const get = await call('/analytics/collect');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await call('/__emulator/analytics', {method: 'POST', body: '{}'})).status).toBe(405);
    expect(await collector.fetch(new Request(`${COLLECTOR}/analytics/collect/more`, {method: 'POST'}))).toBeNull();
    expect(await collector.fetch(new Request(`${COLLECTOR}/__emulator/orders`))).toBeNull();
  });
});

describe('memory', () => {
  it(`keeps only the newest ${MAX_KEPT_EVENTS} events`, async () => {
    const batches = MAX_KEPT_EVENTS / 100 + 1;
    for (let batch = 0; batch < batches; batch++) {
      const events: StorefrontEvent[] = Array.from({length: 100}, (_, index) => search(`q${batch * 100 + index}`));
      expect((await post({brand: 'groom', events})).status).toBe(204);
    }
    const kept = collector.received();
    expect(kept).toHaveLength(MAX_KEPT_EVENTS);
    expect(kept[0].event.payload).toEqual({searchQuery: 'q100'});
    expect(kept.at(-1)!.event.payload).toEqual({searchQuery: `q${batches * 100 - 1}`});
  });

  it('forgets everything on reset', async () => {
    await post({brand: 'groom', events: [pageView()]});
    collector.reset();
    expect(collector.received()).toEqual([]);
    expect(await listed()).toEqual([]);
  });
});

describe('through the emulator server', () => {
  const emulator = useRunningEmulator();

  it('takes a beacon batch, lists it, and forgets it on POST /__emulator/reset', async () => {
    const preflight = await fetch(`${emulator.url}/analytics/collect`, {method: 'OPTIONS'});
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-max-age')).toBe('600');

    const events = [pageView('/collections/all'), search('razor')];
    const collected = await fetch(`${emulator.url}/analytics/collect`, {
      method: 'POST',
      headers: {'Content-Type': BEACON_TYPE, Origin: STOREFRONT},
      body: JSON.stringify({brand: 'gum', events}),
    });
    expect(collected.status).toBe(204);
    expect(collected.headers.get('access-control-allow-origin')).toBe('*');

    const response = await fetch(`${emulator.url}/__emulator/analytics?brand=gum`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {events: ReceivedEvent[]};
    expect(body.events.map(({brand, event}) => ({brand, event}))).toEqual(
      events.map((event) => ({brand: 'gum', event})),
    );
    expect(Number.isNaN(Date.parse(body.events[0].receivedAt))).toBe(false);

    expect((await fetch(`${emulator.url}/__emulator/reset`, {method: 'POST'})).status).toBe(204);
    const afterReset = (await (await fetch(`${emulator.url}/__emulator/analytics`)).json()) as {events: unknown[]};
    expect(afterReset.events).toEqual([]);
  });
});
