import {redirectDocument} from '@remix-run/react';
import type {CartSummary} from '~/lib/cart/summary';
import {loadable, type Loadable} from '~/lib/ui/loadable';
import {GroomLayout} from './groom/screens/GroomLayout';
import {GumLayout} from './gum/screens/GumLayout';
import type {BrandHomeProps} from '~/lib/content/home-content';
import type {ShellLayoutProps} from '~/components/AppShell';
import type {HeaderMenuProps} from '~/components/Header';
import {isBrandId, type BrandId} from './types';
import type {ComponentType} from 'react';

/**
 * Brand screens: what each brand draws its own way, above the shared components. This registry is
 * the one way to them: the root reads a brand's layout and cart extras (handed to the shell and the
 * drawer as props), the routes its home and extras. Shared components and lib/ never import a brand
 * screen (decision 003; ESLint's `local/layers` rule).
 *
 * Only the layouts, which every page renders, load with the root. The other screens are in chunks of
 * their own (`loadable`), so a page carries no other page's brand code: the route that shows one
 * awaits its `load()` in its loader and names its chunks in the document's head (screenPreloads,
 * decision 036), and starts every brand's as its module loads in the browser. Each names its file,
 * by which the build finds its chunks.
 */
export interface BrandScreens {
  /** composes the shared shell (header, footer, announcement) around every page */
  Layout: ComponentType<ShellLayoutProps>;
  /**
   * in the header of every page, in place of its row of links (groom: the mega menu, dropdown panels
   * from 1024 px); the root loads it, as the routes load theirs
   */
  HeaderMenu: Loadable<HeaderMenuProps> | null;
  /** the front page's body; the route loads the products and the strings it names */
  Home: Loadable<BrandHomeProps>;
  /** under every product's description (Quitbee: the chew–pause–chew guide and dosage) */
  ProductExtras: Loadable<object> | null;
  /** under a Shopify page's own body, by page handle */
  pageExtras: Readonly<Record<string, Loadable<object>>>;
  /** above the cart drawer's total */
  CartExtras: Loadable<{summary: CartSummary}> | null;
}

export const brandScreens: Record<BrandId, BrandScreens> = {
  groom: {
    Layout: GroomLayout,
    HeaderMenu: loadable(
      () => import('./groom/screens/MegaMenu').then((module) => module.MegaMenu),
      'app/brands/groom/screens/MegaMenu.tsx',
    ),
    Home: loadable(
      () => import('./groom/screens/GroomHome').then((module) => module.GroomHome),
      'app/brands/groom/screens/GroomHome.tsx',
    ),
    ProductExtras: null,
    pageExtras: {},
    CartExtras: null,
  },
  gum: {
    Layout: GumLayout,
    HeaderMenu: null,
    Home: loadable(
      () => import('./gum/screens/GumHome').then((module) => module.GumHome),
      'app/brands/gum/screens/GumHome.tsx',
    ),
    ProductExtras: loadable(
      () => import('./gum/screens/ProductGuide').then((module) => module.ProductGuide),
      'app/brands/gum/screens/ProductGuide.tsx',
    ),
    pageExtras: {
      contact: loadable(
        () => import('./gum/screens/ContactDetails').then((module) => module.ContactDetails),
        'app/brands/gum/screens/ContactDetails.tsx',
      ),
    },
    CartExtras: loadable(
      () => import('./gum/screens/GumCartExtras').then((module) => module.GumCartExtras),
      'app/brands/gum/screens/GumCartExtras.tsx',
    ),
  },
};

type PickScreens = (screens: BrandScreens) => ReadonlyArray<{load(): Promise<void>} | null>;

/** Loads the page's brand's screens that `pick` names, in the browser (the document's `<html data-brand>`). */
function loadDocumentBrandScreens(pick: PickScreens): Promise<unknown> {
  if (typeof document === 'undefined') return Promise.resolve();
  const brandId = document.documentElement.dataset.brand;
  return isBrandId(brandId)
    ? Promise.all(pick(brandScreens[brandId]).map((screen) => screen?.load()))
    : Promise.resolve();
}

/**
 * The brand's layout screens (the header menu) in the browser: entry.client awaits them, loaded or
 * failed, before hydrating, so the page never comes alive around a part still on its way (React would
 * leave it as the server sent it, its taps ignored, for as long as the code is missing). The head
 * preloads them, so they are fetched beside the framework. On the server, the root loader awaits
 * `load()` instead. A header whose menu failed draws its plain links.
 */
export function layoutScreensSettled(): Promise<void> {
  return loadDocumentBrandScreens((screens) => [screens.HeaderMenu]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The loads route modules started as they loaded (brandScreensLoader), each with a second try. The
 * document imports its own route modules before entry.client, which reads this once, before
 * hydrating: every screen the page shows is then here or on its way. (On the server each is a no-op.)
 */
const documentRouteScreens: Array<Promise<boolean>> = [];

/**
 * Whether the code of every brand screen the document's routes show has arrived. entry.client waits
 * for it before hydrating: a screen without its code would throw at hydration, and the route's error
 * page would replace what the server drew. False when one did not arrive: the page then stays as the
 * server sent it, whose links and forms work without JavaScript.
 */
export function routeScreensLoaded(): Promise<boolean> {
  return Promise.all(documentRouteScreens).then((loaded) => !loaded.includes(false));
}

/**
 * Parts of a route in chunks of their own that only some of its pages show (a product's subscription
 * plans): the route's loader awaits their `load()` and preloads them (screenPreloads) where the page
 * shows them.
 */
export interface OnDemandParts<Data> {
  parts: ReadonlyArray<{load(): Promise<void>; source?: string}>;
  /** whether the page whose data this is shows them */
  shownIn: (data: Data) => boolean;
}

/** Whether the document's head preloads `part`'s chunks, which it does where the server drew it. */
function preloadedByDocument(part: {source?: string}): boolean {
  return (
    !!part.source && document.head.querySelector(`link[rel="modulepreload"][data-source="${part.source}"]`) !== null
  );
}

/**
 * What a route that shows brand screens does in the browser: its module starts loading them as it
 * loads, ahead of hydration (routeScreensLoaded), and the `clientLoader` returned holds a navigation to
 * the route until they are there, beside its data, so the page never shows a gap where a screen goes.
 * Its on-demand parts are loaded the same way where the page shows them: those the document's head
 * preloads, before hydration; on a navigation, once the data says the page shows them. A screen whose
 * code does not arrive (a deploy replaced it) turns the navigation into a page load, as Remix does for
 * a route module. On the server, loaders await `load()` instead.
 */
export function brandScreensLoader<Data>(pick: PickScreens, onDemand?: OnDemandParts<Data>) {
  const screensLoaded = (parts: OnDemandParts<Data>['parts'] = []) =>
    Promise.all([loadDocumentBrandScreens(pick), ...parts.map((part) => part.load())]).then(
      () => true,
      () => false,
    );
  const documentParts = typeof document === 'undefined' ? [] : (onDemand?.parts.filter(preloadedByDocument) ?? []);
  documentRouteScreens.push(screensLoaded(documentParts).then((loaded) => loaded || screensLoaded(documentParts)));
  return async ({request, serverLoader}: {request: Request; serverLoader: () => Promise<Data>}) => {
    const [data, loaded] = await Promise.all([serverLoader(), screensLoaded()]);
    const partsLoaded = onDemand?.shownIn(data) ? await screensLoaded(onDemand.parts) : true;
    if (!loaded || !partsLoaded) throw redirectDocument(request.url);
    return data;
  };
}
