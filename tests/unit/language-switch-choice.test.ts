import {describe, expect, it} from 'vitest';
import {brands} from '~/brands';
import {startUpLanguage} from '~/lib/i18n/language-preference';
import {cameByLanguageSwitch} from '~/lib/i18n/locale';

const gum = brands.gum;
const [english, hindi] = gum.locales;
const ORIGIN = 'https://gum.example.in';

/** What the browser does at the start-up of `path`, with the saved language and the page it was followed from. */
function startUp(path: string, {saved = null, from = ''}: {saved?: string | null; from?: string} = {}) {
  const page = new URL(`${ORIGIN}${path}`);
  return startUpLanguage(gum, path.startsWith('/hi') ? hindi : english, page, from, saved);
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

describe('start-up in another language than the saved one', () => {
  it('moves the shopper to the same page, query kept, in the saved language when they came from elsewhere', () => {
    expect(startUp('/products/mint?variant=1', {saved: 'hi'})).toEqual({moveTo: '/hi/products/mint?variant=1'});
    expect(startUp('/hi', {saved: 'en'})).toEqual({moveTo: '/'});
  });

  it('keeps the page, and saves its language, when it came by the language switch before the switch could save it', () => {
    expect(startUp('/products/mint', {saved: 'hi', from: `${ORIGIN}/hi/products/mint`})).toEqual({save: 'en'});
  });

  it('does nothing for the saved language itself, nothing saved, or a value other than en and hi', () => {
    expect(startUp('/hi/products/mint', {saved: 'hi'})).toBeNull();
    for (const saved of [null, '', 'fr', 'HI', '<script>']) expect(startUp('/products/mint', {saved})).toBeNull();
  });

  it('never moves off the site, whatever the path', () => {
    for (const path of ['/hi//evil.example/x', '/hi/\\evil.example', '/hi/.//evil.example']) {
      const outcome = startUp(path, {saved: 'en'});
      if (outcome && 'moveTo' in outcome) expect(new URL(outcome.moveTo, ORIGIN).origin, path).toBe(ORIGIN);
    }
  });
});
