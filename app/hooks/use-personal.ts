import {useFetchers, useNavigation, useRevalidator, type FetcherWithComponents} from '@remix-run/react';
import {startTransition, useEffect, useRef, useState} from 'react';
import type {BrandLocale} from '~/brands';
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

/**
 * Whether a form post (a navigation's or a fetcher's, its revalidation included) or an explicit
 * revalidation (a phone login) is under way.
 */
function useChangingData(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const revalidator = useRevalidator();
  const posts = (method: string | undefined) => Boolean(method) && method!.toUpperCase() !== 'GET';
  return (
    revalidator.state !== 'idle' ||
    posts(navigation.formMethod) ||
    fetchers.some((fetcher) => fetcher.state !== 'idle' && posts(fetcher.formMethod))
  );
}

/**
 * `useFetcherDone` for a cart post: the personal route is asked again (the cart the page shows), then
 * `onDone` runs. Keyed on the post's answer, which a busy page cannot skip; the busy-then-idle watch of
 * useLoadPersonal can miss a quick post there, as router updates are transitions and React may draw
 * only the last of them.
 */
export function useCartPostDone(fetcher: FetcherWithComponents<unknown>, onDone?: (data: unknown) => void) {
  const locale = useRootData()?.locale;
  useFetcherDone(fetcher, (data) => {
    if (locale) void personalStore.refresh(personalPath(locale));
    onDone?.(data);
  });
}

/**
 * Keeps the personal data current: the head's early answer at start-up, a new one in another language,
 * and after every form post or revalidation has settled (the cart, a login), as Remix revalidates loaders.
 * A cart post on a busy page can reach the screen as idle without its busy states, so the cart's hooks
 * also ask on the post's answer (useCartPostDone); asks that come together are one request.
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
