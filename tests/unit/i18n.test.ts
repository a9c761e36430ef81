import {describe, expect, it} from 'vitest';
import {addTranslations, createI18n} from '~/lib/i18n/i18n';
import {serverTranslator} from '~/lib/i18n/i18n.server';

describe('serverTranslator', () => {
  it('answers in the request’s language, with the language’s plural forms', () => {
    const hindi = serverTranslator({lang: 'hi'});
    // Hindi counts 0 and 1 as "one" (CLDR): नतीजा, and नतीजे from 2.
    expect(hindi('search.resultCount', {count: 1, formatted: '1', query: 'गम'})).toBe('“गम” के लिए 1 नतीजा');
    expect(hindi('search.resultCount', {count: 0, formatted: '0', query: 'गम'})).toBe('“गम” के लिए 0 नतीजा');
    expect(hindi('search.resultCount', {count: 5, formatted: '5', query: 'गम'})).toBe('“गम” के लिए 5 नतीजे');
    const english = serverTranslator({lang: 'en'});
    expect(english('search.resultCount', {count: 0, formatted: '0', query: 'gum'})).toBe('0 results for “gum”');
    expect(english('search.resultCount', {count: 1, formatted: '1', query: 'gum'})).toBe('1 result for “gum”');
  });

  it('leaves markup to React: values are not escaped', () => {
    expect(serverTranslator({lang: 'en'})('search.resultCount', {count: 2, formatted: '2', query: '<b>'})).toBe(
      '2 results for “<b>”',
    );
  });
});

describe('a page’s i18next instance', () => {
  it('takes each language’s strings as pages send them, and answers in the language a render names', () => {
    const i18n = createI18n();
    addTranslations(i18n, 'en', {common: {greeting: 'Hello {{name}}'}});
    addTranslations(i18n, 'hi', {common: {greeting: 'नमस्ते {{name}}'}});
    // A second page's copy of the same namespace changes nothing.
    addTranslations(i18n, 'en', {common: {greeting: 'Replaced'}});
    expect(i18n.getFixedT('hi', 'common')('greeting', {name: 'मीरा'})).toBe('नमस्ते मीरा');
    expect(i18n.getFixedT('en', 'common')('greeting', {name: 'Meera'})).toBe('Hello Meera');
  });
});
