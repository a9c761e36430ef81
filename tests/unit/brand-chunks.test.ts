import {afterEach, describe, expect, it, vi} from 'vitest';
import {brandChunks} from '~/brands/lazy';

function Guide() {
  return null;
}

describe('brandChunks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts loading the page's brand's chunk at once, and never the other brand's", async () => {
    vi.stubGlobal('document', {documentElement: {dataset: {brand: 'gum'}}});
    const gum = vi.fn(() => Promise.resolve(Guide));
    const groom = vi.fn(() => Promise.resolve(Guide));

    const components = brandChunks({groom, gum});

    expect(gum).toHaveBeenCalledTimes(1);
    expect(groom).not.toHaveBeenCalled();
    expect(components.gum).not.toBeNull();
    expect(components.groom).not.toBeNull();
  });

  it('keeps a brand without the component empty, and loads nothing on the server', () => {
    const gum = vi.fn(() => Promise.resolve(Guide));
    const components = brandChunks({groom: null, gum});
    expect(components.groom).toBeNull();
    expect(gum).not.toHaveBeenCalled();
  });

  it('does not report a failed fetch where nothing renders it', async () => {
    vi.stubGlobal('document', {documentElement: {dataset: {brand: 'groom'}}});
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      brandChunks({groom: () => Promise.reject(new Error('offline')), gum: null});
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
