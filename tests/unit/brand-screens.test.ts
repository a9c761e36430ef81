import {afterEach, describe, expect, it, vi} from 'vitest';
import {brandScreens, brandScreensLoader} from '~/brands/screens';
import {BRAND_IDS} from '~/brands/types';

describe('the brand screens registry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gives every brand a layout and a home, and only loadable screens besides', () => {
    for (const id of BRAND_IDS) {
      const screens = brandScreens[id];
      expect(screens.Layout.load).toBeTypeOf('function');
      expect(screens.Home.load).toBeTypeOf('function');
      for (const extra of [screens.ProductExtras, screens.CartExtras, ...Object.values(screens.pageExtras)]) {
        if (extra) expect(extra.load).toBeTypeOf('function');
      }
    }
  });

  it("holds a client navigation until the page's brand's screens are loaded, and answers the route's data", async () => {
    vi.stubGlobal('document', {documentElement: {dataset: {brand: 'gum'}}});
    let screenLoaded!: () => void;
    const load = vi
      .spyOn(brandScreens.gum.Home, 'load')
      .mockImplementation(() => new Promise<void>((resolve) => (screenLoaded = resolve)));
    const groomLoad = vi.spyOn(brandScreens.groom.Home, 'load');
    const clientLoader = brandScreensLoader((screens) => [screens.Home]);
    let answered = false;
    const navigation = clientLoader({
      request: new Request('http://gum.localhost/'),
      serverLoader: async () => ({products: []}),
    }).then((data) => {
      answered = true;
      return data;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalled();
    expect(answered).toBe(false);
    screenLoaded();
    expect(await navigation).toEqual({products: []});
    expect(groomLoad).not.toHaveBeenCalled();
  });

  it("turns the navigation into a page load when a screen's code does not arrive", async () => {
    vi.stubGlobal('document', {documentElement: {dataset: {brand: 'gum'}}});
    vi.spyOn(brandScreens.gum.Home, 'load').mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    const clientLoader = brandScreensLoader((screens) => [screens.Home]);
    const thrown = await clientLoader({
      request: new Request('http://gum.localhost/hi'),
      serverLoader: async () => ({}),
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('http://gum.localhost/hi');
    expect((thrown as Response).headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('loads nothing on the server, where loaders await the screens themselves', async () => {
    const load = vi.spyOn(brandScreens.gum.ProductExtras!, 'load');
    const clientLoader = brandScreensLoader((screens) => [screens.ProductExtras]);
    await clientLoader({request: new Request('http://gum.localhost/products/x'), serverLoader: async () => null});
    expect(load).not.toHaveBeenCalled();
  });

  it("loads a route's on-demand parts on a navigation where its data shows them, and only there", async () => {
    vi.stubGlobal('document', {documentElement: {dataset: {brand: 'groom'}}, head: {querySelector: () => null}});
    const part = {load: vi.fn(async () => undefined), source: 'app/components/PurchaseOptions.tsx'};
    const clientLoader = brandScreensLoader((screens) => [screens.ProductExtras], {
      parts: [part],
      shownIn: (data: {purchase: unknown[]}) => data.purchase.length > 0,
    });
    const request = new Request('http://groom.localhost/products/x');
    await clientLoader({request, serverLoader: async () => ({purchase: []})});
    expect(part.load).not.toHaveBeenCalled();
    expect(await clientLoader({request, serverLoader: async () => ({purchase: [{}]})})).toEqual({purchase: [{}]});
    expect(part.load).toHaveBeenCalledTimes(1);
  });

  it("turns the navigation into a page load when a part's code does not arrive", async () => {
    vi.stubGlobal('document', {documentElement: {dataset: {brand: 'gum'}}, head: {querySelector: () => null}});
    vi.spyOn(brandScreens.gum.ProductExtras!, 'load').mockResolvedValue(undefined);
    const part = {load: vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'))};
    const clientLoader = brandScreensLoader((screens) => [screens.ProductExtras], {parts: [part], shownIn: () => true});
    const thrown = await clientLoader({
      request: new Request('http://gum.localhost/products/x'),
      serverLoader: async () => ({}),
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  describe('before the page hydrates', () => {
    /** A fresh registry: the loads its route modules start are the module's own state. */
    async function freshScreens() {
      vi.resetModules();
      return import('~/brands/screens');
    }
    const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module');

    it("answers true once every screen the document's routes show has its code, after a second try", async () => {
      vi.stubGlobal('document', {documentElement: {dataset: {brand: 'gum'}}});
      const screens = await freshScreens();
      const load = vi
        .spyOn(screens.brandScreens.gum.Home, 'load')
        .mockRejectedValueOnce(chunkFailure())
        .mockResolvedValue(undefined);
      const productExtras = vi.spyOn(screens.brandScreens.gum.ProductExtras!, 'load').mockResolvedValue(undefined);
      screens.brandScreensLoader((brand) => [brand.Home]);
      screens.brandScreensLoader((brand) => [brand.ProductExtras]);
      expect(await screens.routeScreensLoaded()).toBe(true);
      expect(load).toHaveBeenCalledTimes(2);
      expect(productExtras).toHaveBeenCalledTimes(1);
    });

    it("answers false when a screen's code does not arrive on the second try either", async () => {
      vi.stubGlobal('document', {documentElement: {dataset: {brand: 'groom'}}});
      const screens = await freshScreens();
      const load = vi.spyOn(screens.brandScreens.groom.Home, 'load').mockRejectedValue(chunkFailure());
      screens.brandScreensLoader((brand) => [brand.Home]);
      expect(await screens.routeScreensLoaded()).toBe(false);
      expect(load).toHaveBeenCalledTimes(2);
    });

    it("loads the on-demand parts the document's head preloads, and waits for them", async () => {
      const head = {
        querySelector: (selector: string) =>
          selector.includes('data-source="app/components/PurchaseOptions.tsx"') ? {} : null,
      };
      vi.stubGlobal('document', {documentElement: {dataset: {brand: 'groom'}}, head});
      const screens = await freshScreens();
      let arrived!: () => void;
      const shown = {
        load: vi.fn(() => new Promise<void>((resolve) => (arrived = resolve))),
        source: 'app/components/PurchaseOptions.tsx',
      };
      const notShown = {load: vi.fn(async () => undefined), source: 'app/components/Other.tsx'};
      screens.brandScreensLoader((brand) => [brand.ProductExtras], {parts: [shown, notShown], shownIn: () => true});
      let answered: boolean | undefined;
      const loaded = screens.routeScreensLoaded().then((value) => (answered = value));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(answered).toBeUndefined();
      arrived();
      await loaded;
      expect(answered).toBe(true);
      expect(notShown.load).not.toHaveBeenCalled();
    });

    it("answers whether the code of the document's brand's layout arrived, after a second try", async () => {
      vi.stubGlobal('document', {documentElement: {dataset: {brand: 'gum'}}});
      const screens = await freshScreens();
      const gumLayout = vi
        .spyOn(screens.brandScreens.gum.Layout, 'load')
        .mockRejectedValueOnce(chunkFailure())
        .mockResolvedValue(undefined);
      const groomLayout = vi.spyOn(screens.brandScreens.groom.Layout, 'load');
      expect(await screens.layoutScreenLoaded()).toBe(true);
      expect(gumLayout).toHaveBeenCalledTimes(2);
      expect(groomLayout).not.toHaveBeenCalled();

      gumLayout.mockRejectedValue(chunkFailure());
      expect(await screens.layoutScreenLoaded()).toBe(false);
    });

    it('answers true at once for a page whose routes show no brand screen', async () => {
      vi.stubGlobal('document', {documentElement: {dataset: {brand: 'groom'}}});
      const screens = await freshScreens();
      screens.brandScreensLoader((brand) => [brand.ProductExtras]);
      expect(await screens.routeScreensLoaded()).toBe(true);
    });
  });
});
