import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {storefrontEvent} from '~/lib/analytics/catalogue';
import {BATCH_MAX_EVENTS, BATCH_MAX_WAIT_MS, createCollectorBatch} from '~/lib/analytics/collector-batch';
import {hashedEmail} from '~/lib/analytics/hash';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const search = (n: number) => storefrontEvent('search', {searchQuery: `q${n}`}, {at: n, path: '/'});

function transport({beaconWorks = true} = {}) {
  const posted: string[] = [];
  const beaconed: string[] = [];
  return {
    posted,
    beaconed,
    post: vi.fn(async (body: string) => void posted.push(body)),
    beacon: vi.fn((body: string) => {
      if (beaconWorks) beaconed.push(body);
      return beaconWorks;
    }),
  };
}

const queries = (body: string) =>
  (JSON.parse(body) as {events: Array<{payload: {searchQuery: string}}>}).events.map(
    (event) => event.payload.searchQuery,
  );

describe('collector batches', () => {
  it('sends a batch 5 s after its first event, with the brand', async () => {
    const sent = transport();
    const batch = createCollectorBatch('gum', sent);
    batch.add(search(1));
    await vi.advanceTimersByTimeAsync(BATCH_MAX_WAIT_MS - 1);
    batch.add(search(2));
    expect(sent.posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.posted).toHaveLength(1);
    expect(JSON.parse(sent.posted[0]).brand).toBe('gum');
    expect(queries(sent.posted[0])).toEqual(['q1', 'q2']);
  });

  it('sends at once when a batch is full', () => {
    const sent = transport();
    const batch = createCollectorBatch('groom', sent);
    for (let n = 0; n < BATCH_MAX_EVENTS; n++) batch.add(search(n));
    expect(sent.posted).toHaveLength(1);
    expect(queries(sent.posted[0])).toHaveLength(BATCH_MAX_EVENTS);
  });

  it('a hidden page sends what waits by beacon; a refused beacon falls back to a post', () => {
    const sent = transport();
    const batch = createCollectorBatch('groom', sent);
    batch.add(search(1));
    batch.flush('hidden');
    expect(sent.beaconed).toHaveLength(1);
    expect(sent.posted).toEqual([]);

    const refused = transport({beaconWorks: false});
    const other = createCollectorBatch('groom', refused);
    other.add(search(2));
    other.flush('hidden');
    expect(refused.posted).toHaveLength(1);
  });

  it('sends nothing for an empty batch, and a failed post does not throw', async () => {
    const sent = transport();
    sent.post.mockRejectedValueOnce(new TypeError('offline'));
    const batch = createCollectorBatch('groom', sent);
    batch.flush('hidden');
    expect(sent.beacon).not.toHaveBeenCalled();
    batch.add(search(1));
    batch.flush('timer');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.post).toHaveBeenCalledTimes(1);
  });
});

describe('hashedEmail', () => {
  it('is the SHA-256 hex of the trimmed, lower-cased email', async () => {
    // sha256("test@example.com")
    const expected = '973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b';
    expect(await hashedEmail('test@example.com')).toBe(expected);
    expect(await hashedEmail('  Test@Example.COM ')).toBe(expected);
  });
});
