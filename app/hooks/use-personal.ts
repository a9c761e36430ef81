import {useFetcher, useFetchers, useNavigation, useRevalidator, type FetcherWithComponents} from '@remix-run/react';
import {startTransition, useEffect, useRef, useState} from 'react';
import type {BrandLocale} from '~/brands';
import {answeredCart} from '~/lib/cart/answer';
import {localizePath} from '~/lib/i18n/locale';
import type {PersonalData} from '~/lib/root-data';
import {personalStore} from '~/lib/ui/personal-store';
import {useFetcherDone} from '~/hooks/use-fetcher-done';
import {useRootData} from '~/hooks/use-root-data';

/**
 * The shopper's own data (cart, login, consent, notices): undefined until it arrives after the page loads.
 * Taken in as a transition, as hydration is: an answer that comes while streamed parts are still
 * hydrating must not make React render them again (error 421), which a store subscription's urgent
 * update would.
 */
export function usePersonal(): PersonalData | undefined {
  const [data, setData] = useState(personalStore.get);
  useEffect(() => {
    const take = () => startTransition(() => setData(personalStore.get()));
    take();
    return personalStore.subscribe(take);
  }, []);
  return data;
}

/** The personal route in the page's language (the cart's lines are in it). */
export function personalPath(locale: Pick<BrandLocale, 'pathPrefix'>): string {
  return localizePath('/api/personal', locale);
}

/** The key every cart-post fetcher's starts with: their answers update the personal data themselves. */
const CART_POST_FETCHER = 'cart-post:';

/**
 * Whether a form post (a navigation's or a fetcher's, its revalidation included) or an explicit
 * revalidation (a phone login) is under way. Cart-post fetchers are not counted: their answers carry
 * the cart (useCartPostFetcher).
 */
function useChangingData(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const revalidator = useRevalidator();
  const posts = (method: string | undefined) => Boolean(method) && method!.toUpperCase() !== 'GET';
  return (
    revalidator.state !== 'idle' ||
    posts(navigation.formMethod) ||
    fetchers.some(
      (fetcher) => fetcher.state !== 'idle' && posts(fetcher.formMethod) && !fetcher.key.startsWith(CART_POST_FETCHER),
    )
  );
}

/**
 * A fetcher for posts to the cart action (`name` tells it from the page's others). When a post comes
 * back, the cart its answer carries becomes the page's (the header's count, the drawer), without
 * asking the personal route again; an answer without one asks it. Then `onDone` runs. Keyed on the
 * post's answer, which a busy page cannot skip; the busy-then-idle watch of useLoadPersonal can miss
 * a quick post there, as router updates are transitions and React may draw only the last of them.
 */
export function useCartPostFetcher(name: string, onDone?: (data: unknown) => void): FetcherWithComponents<unknown> {
  const fetcher = useFetcher({key: `${CART_POST_FETCHER}${name}`});
  const locale = useRootData()?.locale;
  useFetcherDone(fetcher, (data) => {
    if (locale) void personalStore.afterCartPost(personalPath(locale), answeredCart(data));
    onDone?.(data);
  });
  return fetcher;
}

/**
 * Keeps the personal data current: the head's early answer at start-up, a new one in another language,
 * and after every form post or revalidation has settled (a login, the cart page's forms), as Remix
 * revalidates loaders; asks that come together are one request. The cart's own fetchers take the cart
 * from their posts' answers instead (useCartPostFetcher).
 */
export function useLoadPersonal(locale: Pick<BrandLocale, 'pathPrefix'> | undefined) {
  const path = locale ? personalPath(locale) : null;
  const started = useRef(false);
  useEffect(() => {
    if (!path) return;
    void personalStore.refresh(path, {early: !started.current});
    started.current = true;
  }, [path]);

  const changing = useChangingData();
  const wasChanging = useRef(false);
  useEffect(() => {
    if (path && wasChanging.current && !changing) void personalStore.refresh(path);
    wasChanging.current = changing;
  }, [changing, path]);
}
