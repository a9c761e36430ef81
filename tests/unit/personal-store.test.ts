import {describe, expect, it} from 'vitest';
import {anonymousPersonalData, type PersonalData} from '~/lib/root-data';
import {createPersonalStore, personalEarlyFetchScript} from '~/lib/ui/personal-store';

const personal = (totalQuantity: number) => ({cart: {totalQuantity}, loggedIn: false}) as unknown as PersonalData;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return {promise, resolve};
}

describe('the personal store', () => {
  it("takes the head's early answer for the same path at start-up, and asks itself for another", async () => {
    const asked: string[] = [];
    const store = createPersonalStore(
      async (path) => (asked.push(path), personal(2)),
      (path) => (path === '/api/personal' ? Promise.resolve(personal(1)) : null),
      () => null,
    );
    expect(store.get()).toBeUndefined();
    await store.refresh('/api/personal', {early: true});
    expect(store.get()?.cart?.totalQuantity).toBe(1);
    expect(asked).toEqual([]);
    await store.refresh('/hi/api/personal', {early: true});
    expect(asked).toEqual(['/hi/api/personal']);
    expect(store.get()?.cart?.totalQuantity).toBe(2);
  });

  it('keeps the newest request’s answer when an older one arrives later, and the last data when a request fails', async () => {
    const answers = [deferred<PersonalData | null>(), deferred<PersonalData | null>(), deferred<PersonalData | null>()];
    let call = 0;
    const store = createPersonalStore(
      () => answers[call++].promise,
      () => null,
      () => null,
    );
    const heard: Array<number | undefined> = [];
    store.subscribe(() => heard.push(store.get()?.cart?.totalQuantity));
    const first = store.refresh('/api/personal');
    await Promise.resolve();
    const second = store.refresh('/api/personal');
    answers[1].resolve(personal(5));
    answers[0].resolve(personal(4));
    await Promise.all([first, second]);
    expect(store.get()?.cart?.totalQuantity).toBe(5);
    const third = store.refresh('/api/personal');
    answers[2].resolve(null);
    await third;
    expect(store.get()?.cart?.totalQuantity).toBe(5);
    expect(heard).toEqual([5]);
  });

  it('makes one request of the asks that come together (the effects of one commit), and another for a later ask', async () => {
    const asked: string[] = [];
    const store = createPersonalStore(
      async (path) => (asked.push(path), personal(asked.length)),
      () => null,
      () => null,
    );
    const together = [store.refresh('/api/personal'), store.refresh('/api/personal')];
    expect(together[1]).toBe(together[0]);
    store.refresh('/hi/api/personal');
    await Promise.all(together);
    expect(asked).toEqual(['/api/personal', '/hi/api/personal']);
    await store.refresh('/api/personal');
    expect(asked).toEqual(['/api/personal', '/hi/api/personal', '/api/personal']);
    expect(store.get()?.cart?.totalQuantity).toBe(3);
  });

  it('asks nothing when the page knows the answer (no personal marker), and asks again once it does not', async () => {
    const asked: string[] = [];
    let known: PersonalData | null = anonymousPersonalData({
      consent: {analytics: true, marketing: false},
      source: 'choice',
    });
    const store = createPersonalStore(
      async (path) => (asked.push(path), personal(3)),
      () => Promise.resolve(personal(9)),
      () => known,
    );
    await store.refresh('/api/personal', {early: true});
    expect(asked).toEqual([]);
    expect(store.get()).toEqual({
      cart: null,
      loggedIn: false,
      consent: {consent: {analytics: true, marketing: false}, source: 'choice'},
      loggedInWith: null,
      cartLink: null,
    });
    known = null;
    await store.refresh('/api/personal');
    expect(asked).toEqual(['/api/personal']);
    expect(store.get()?.cart?.totalQuantity).toBe(3);
  });

  it("takes a cart post's cart without asking, keeps the rest, and drops an answer to a request sent before the post", async () => {
    const answers = [deferred<PersonalData | null>(), deferred<PersonalData | null>()];
    const asked: string[] = [];
    const store = createPersonalStore(
      (path) => (asked.push(path), answers[asked.length - 1].promise),
      () => null,
      () => null,
    );
    const first = store.refresh('/api/personal');
    answers[0].resolve({...personal(1), loggedIn: true});
    await first;
    const before = store.refresh('/api/personal');
    await store.afterCartPost('/api/personal', personal(2).cart);
    expect(store.get()?.cart?.totalQuantity).toBe(2);
    expect(store.get()?.loggedIn).toBe(true);
    answers[1].resolve(personal(1));
    await before;
    expect(store.get()?.cart?.totalQuantity).toBe(2);
    expect(asked).toEqual(['/api/personal', '/api/personal']);
  });

  it('asks after a cart post whose answer has no cart, or before it has any data to put the cart in', async () => {
    const asked: string[] = [];
    const store = createPersonalStore(
      async (path) => (asked.push(path), personal(asked.length)),
      () => null,
      () => null,
    );
    await store.afterCartPost('/api/personal', personal(5).cart);
    expect(asked).toEqual(['/api/personal']);
    expect(store.get()?.cart?.totalQuantity).toBe(1);
    await store.afterCartPost('/hi/api/personal', null);
    expect(asked).toEqual(['/api/personal', '/hi/api/personal']);
    expect(store.get()?.cart?.totalQuantity).toBe(2);
  });
});

describe('personalEarlyFetchScript', () => {
  it('is a fixed script per path (a shared page allows it by its hash) that cannot be broken out of', () => {
    expect(personalEarlyFetchScript('/hi/api/personal')).toBe(personalEarlyFetchScript('/hi/api/personal'));
    expect(personalEarlyFetchScript('/hi/api/personal')).toContain('fetch("/hi/api/personal"');
    expect(personalEarlyFetchScript('"</script><script>alert(1)//')).not.toContain('</script>');
  });

  it('asks only when the personal marker is set', () => {
    const run = (cookie: string) => {
      const fetched: string[] = [];
      const window: Record<string, unknown> = {};
      const fetch = (path: string) => (fetched.push(path), new Promise(() => {}));
      new Function('window', 'document', 'fetch', personalEarlyFetchScript('/api/personal'))(window, {cookie}, fetch);
      return fetched;
    };
    expect(run('analytics_consent=a1.m1')).toEqual([]);
    expect(run('analytics_consent=a1.m1; has_personal=1')).toEqual(['/api/personal']);
  });
});
