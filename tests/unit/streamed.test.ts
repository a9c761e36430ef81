import {afterEach, describe, expect, it, vi} from 'vitest';
import {STREAM_TIMEOUT_MS, STREAMED_DATA_BUDGET_MS, streamed} from '~/lib/storefront/streamed.server';

describe('streamed data', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('settles before Remix stops streaming, so the server render and the browser see the same thing', () => {
    expect(STREAMED_DATA_BUDGET_MS).toBeLessThan(STREAM_TIMEOUT_MS);
  });

  it('passes on a value that comes in time', async () => {
    await expect(streamed('footer', Promise.resolve({menu: 'links'}), null)).resolves.toEqual({menu: 'links'});
  });

  it('gives the fallback for a failure, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(streamed('footer', Promise.reject(new Error('API response error: 502')), null)).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('Streamed data "footer" left out:', expect.any(Error));
  });

  it('gives the fallback when the answer is later than the budget, and ignores it when it comes', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: (value: string) => void = () => {};
    const slow = new Promise<string>((resolve) => (answer = resolve));
    const result = streamed('cart', slow, null, 1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('Streamed data "cart" left out: no answer within 1000 ms');
    answer('late');
    await expect(result).resolves.toBeNull();
  });
});
