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
      expect(screens.Layout).toBeTypeOf('function');
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
});
