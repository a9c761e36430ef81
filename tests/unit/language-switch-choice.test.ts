import {describe, expect, it} from 'vitest';
import {brands} from '~/brands';
import {savedLanguageOutcome} from '~/lib/i18n/language-preference';
import {cameByLanguageSwitch} from '~/lib/i18n/locale';

const gum = brands.gum;
const [english, hindi] = gum.locales;
const ORIGIN = 'https://gum.example.in';

/** A first page load of `path`, with the saved language and the page it was followed from. */
function pageLoad(path: string, {saved, from}: {saved?: string; from?: string} = {}): Request {
  const headers = new Headers({Accept: 'text/html'});
  if (saved) headers.set('Cookie', `preferred_language=${saved}`);
  if (from) headers.set('Referer', from);
  return new Request(`${ORIGIN}${path}`, {headers});
}

describe('cameByLanguageSwitch', () => {
  const page = new URL(`${ORIGIN}/products/mint`);

  it('is the same page of the store, followed from its other language', () => {
    expect(cameByLanguageSwitch(gum, english, page, `${ORIGIN}/hi/products/mint`)).toBe(true);
    expect(cameByLanguageSwitch(gum, hindi, new URL(`${ORIGIN}/hi`), `${ORIGIN}/`)).toBe(true);
  });

  it('is not another page in the other language (a link in a Hindi article), nor the same language, nor another site', () => {
    expect(cameByLanguageSwitch(gum, english, page, `${ORIGIN}/hi/blogs/learn/quit`)).toBe(false);
    expect(cameByLanguageSwitch(gum, english, page, `${ORIGIN}/collections/all`)).toBe(false);
    expect(cameByLanguageSwitch(gum, english, page, 'https://elsewhere.example/hi/products/mint')).toBe(false);
    for (const referrer of [null, undefined, '', 'not a url']) {
      expect(cameByLanguageSwitch(gum, english, page, referrer)).toBe(false);
    }
  });
});

describe('a page load in another language than the saved one', () => {
  it('is sent to the saved language when the shopper came from elsewhere, and saves nothing', () => {
    const outcome = savedLanguageOutcome(pageLoad('/products/mint', {saved: 'hi'}), gum, english);
    expect(outcome && 'redirect' in outcome).toBe(true);
    const response = outcome && 'redirect' in outcome ? outcome.redirect : undefined;
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/hi/products/mint');
  });

  it('is kept, and its language saved, when it came by the language switch before the switch could save it', () => {
    const request = pageLoad('/products/mint', {saved: 'hi', from: `${ORIGIN}/hi/products/mint`});
    expect(savedLanguageOutcome(request, gum, english)).toEqual({
      saveCookie: 'preferred_language=en; Path=/; Max-Age=31536000; SameSite=Lax',
    });
  });

  it('saves nothing for an in-app data request or a link from another page', () => {
    const data = new Request(`${ORIGIN}/products/mint.data`, {headers: {Referer: `${ORIGIN}/hi/products/mint`}});
    expect(savedLanguageOutcome(data, gum, english)).toBeNull();
    const fromArticle = pageLoad('/products/mint', {saved: 'hi', from: `${ORIGIN}/hi/blogs/learn/quit`});
    const outcome = savedLanguageOutcome(fromArticle, gum, english);
    expect(outcome && 'saveCookie' in outcome).toBe(false);
    expect(outcome && 'redirect' in outcome ? outcome.redirect.headers.get('Location') : null).toBe(
      '/hi/products/mint',
    );
  });
});
