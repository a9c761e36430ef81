import {redirectDocument} from '@remix-run/react';
import type {CartSummary} from '~/lib/cart/summary';
import {loadable, type Loadable} from '~/lib/ui/loadable';
import type {BrandHomeProps} from '~/lib/content/home-content';
import {isBrandId, type BrandId, type BrandLayoutProps} from './types';

/**
 * Brand screens: what each brand draws its own way, above the shared components. This registry is
 * the one way to them: the root reads a brand's layout and cart extras (handed to the shell and the
 * drawer as props), the routes its home and extras. Shared components and lib/ never import a brand
 * screen (decision 003; ESLint's `local/layers` rule).
 *
 * Every screen is in a chunk of its own (`loadable`), so a page carries no other brand's code and no
 * other page's: the root awaits its brand's layout in its loader, a route the screens it shows, and each
 * names their chunks in the document's head (screenPreloads, decision 036). In the browser a route
 * starts every brand's screens as its module loads. Each names its file, by which the build finds its
 * chunks.
 */
export interface BrandScreens {
  /**
   * composes the shared shell (header, footer, announcement) around every page, with the brand's own
   * parts of it (groom: the mega menu; gum: the language switch and the secondary links)
   */
  Layout: Loadable<BrandLayoutProps>;
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
    Layout: loadable(
      () => import('./groom/screens/GroomLayout').then((module) => module.GroomLayout),
      'app/brands/groom/screens/GroomLayout.tsx',
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
    Layout: loadable(
      () => import('./gum/screens/GumLayout').then((module) => module.GumLayout),
      'app/brands/gum/screens/GumLayout.tsx',
    ),
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
 * Whether the code of the page's brand layout has arrived in the browser, with a second try.
 * entry.client hydrates only once it has: the layout draws every page's header and footer, and a page
 * hydrated without it would lose them. False when it did not arrive: the page then stays as the server
 * sent it, whose links and forms work without JavaScript. The head preloads it, so it is fetched
 * beside the framework. On the server, the root loader awaits `load()` instead.
 */
export function layoutScreenLoaded(): Promise<boolean> {
  return withSecondTry(() =>
    loadDocumentBrandScreens((screens) => [screens.Layout]).then(
      () => true,
      () => false,
    ),
  );
}

/** Whether code arrived, asked for a second time when the first try failed (a dropped connection). */
function withSecondTry(loaded: () => Promise<boolean>): Promise<boolean> {
  return loaded().then((arrived) => arrived || loaded());
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
  documentRouteScreens.push(withSecondTry(() => screensLoaded(documentParts)));
  return async ({request, serverLoader}: {request: Request; serverLoader: () => Promise<Data>}) => {
    const [data, loaded] = await Promise.all([serverLoader(), screensLoaded()]);
    const partsLoaded = onDemand?.shownIn(data) ? await screensLoaded(onDemand.parts) : true;
    if (!loaded || !partsLoaded) throw redirectDocument(request.url);
    return data;
  };
}
