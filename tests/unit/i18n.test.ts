import {describe, expect, it} from 'vitest';
import {addPageTranslations, addTranslations, createI18n, translationFileOf} from '~/lib/i18n/i18n';
import {fixedTranslator} from '~/hooks/use-translation';
import {contentVersion, serverTranslator, translationFile, translationsFor} from '~/lib/i18n/i18n.server';

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

describe('translations as files', () => {
  const hindi = {locale: {lang: 'hi' as const}};

  it('names a document’s namespaces by address, each at the version of its strings', () => {
    const files = translationsFor({...hindi, documentRequest: true}, ['common', 'gum-home']);
    expect(Array.isArray(files)).toBe(true);
    const [common, home] = (files as string[]).map((href) => translationFileOf(href));
    expect(common).toEqual({lang: 'hi', namespace: 'common', version: translationFile('hi', 'common')?.version});
    expect(home?.namespace).toBe('gum-home');
    const file = translationFile('hi', 'common');
    expect(JSON.parse(file?.json ?? '{}').header.openMenu).toBe(serverTranslator({lang: 'hi'})('header.openMenu'));
  });

  it('sends an in-app data request the strings themselves, which a page adds at once', () => {
    const strings = translationsFor({...hindi, documentRequest: false}, ['common']);
    expect(typeof strings).toBe('string');
    const i18n = createI18n();
    addPageTranslations(i18n, 'hi', strings);
    expect(i18n.getFixedT('hi', 'common')('header.openMenu')).toBe(serverTranslator({lang: 'hi'})('header.openMenu'));
    // A document's addresses add nothing: the browser read those files before the page came alive.
    addPageTranslations(i18n, 'en', translationsFor({locale: {lang: 'en'}, documentRequest: true}, ['common']));
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('changes a version exactly when the strings change', () => {
    expect(contentVersion('{"a":"b"}')).toBe(contentVersion('{"a":"b"}'));
    expect(contentVersion('{"a":"b"}')).not.toBe(contentVersion('{"a":"c"}'));
    expect(contentVersion('')).toMatch(/^[0-9a-z]+$/);
  });

  it('has no file for a language or namespace it lacks, nor for an Object method’s name', () => {
    expect(translationFile('fr', 'common')).toBeNull();
    expect(translationFile('en', 'nothing-here')).toBeNull();
    expect(translationFile('en', 'constructor')).toBeNull();
    expect(translationFile('constructor', 'common')).toBeNull();
    expect(translationFileOf('/translations/en/common.abc.json')).toEqual({
      lang: 'en',
      namespace: 'common',
      version: 'abc',
    });
    expect(translationFileOf('/translations/en/../common.abc.json')).toBeNull();
    expect(translationFileOf('https://evil.example/translations/en/common.abc.json')).toBeNull();
  });
});

describe('the components’ translator', () => {
  it('answers as i18next does, in the language and namespace it was fixed to, with options and `ns:key`', () => {
    const i18n = createI18n();
    addTranslations(i18n, 'en', {
      common: {greeting: 'Hello {{name}}', item_one: '{{count}} item', item_other: '{{count}} items'},
    });
    addTranslations(i18n, 'hi', {common: {greeting: 'नमस्ते {{name}}'}, gum: {title: 'गम'}});
    const english = fixedTranslator(i18n, 'en', 'common');
    expect(english('greeting', {name: 'Meera'})).toBe('Hello Meera');
    expect(english('item', {count: 1})).toBe('1 item');
    expect(english('item', {count: 3})).toBe('3 items');
    const hindi = fixedTranslator(i18n, 'hi', 'common');
    expect(hindi('greeting', {name: 'मीरा'})).toBe('नमस्ते मीरा');
    expect(hindi('gum:title')).toBe('गम');
    expect(fixedTranslator(i18n, 'hi', 'common')).toBe(hindi);
  });

  it('reads a plain key once, but asks again for one whose namespace had not arrived', () => {
    const i18n = createI18n();
    const t = fixedTranslator(i18n, 'hi', 'quit-plan');
    expect(t('heading')).toBe('heading');
    addTranslations(i18n, 'hi', {'quit-plan': {heading: 'आपकी योजना'}});
    expect(t('heading')).toBe('आपकी योजना');
    expect(t('heading')).toBe('आपकी योजना');
  });

  it('keeps a text with the same figures, and resolves other figures and counts anew', () => {
    const i18n = createI18n();
    addTranslations(i18n, 'en', {
      common: {
        rating: '{{value}} out of 5, {{count}} reviews',
        item_one: '{{count}} item',
        item_other: '{{count}} items',
      },
    });
    const t = fixedTranslator(i18n, 'en', 'common');
    expect(t('rating', {value: 4.6, count: 1324})).toBe('4.6 out of 5, 1324 reviews');
    expect(t('item', {count: 1})).toBe('1 item');
    // Changed under it (the store's strings never change once a page has them): the kept text shows.
    i18n.addResource('en', 'common', 'rating', 'rated {{value}} by {{count}}');
    expect(t('rating', {value: 4.6, count: 1324})).toBe('4.6 out of 5, 1324 reviews');
    expect(t('rating', {value: 4.8, count: 226})).toBe('rated 4.8 by 226');
    expect(t('item', {count: 2})).toBe('2 items');
  });

  it('resolves each time a text with an object among its options, a long value, or a namespace not yet arrived', () => {
    const i18n = createI18n();
    addTranslations(i18n, 'en', {common: {found: 'Results for {{query}}'}});
    const t = fixedTranslator(i18n, 'en', 'common');
    const longQuery = 'razor '.repeat(40);
    expect(t('found', {query: longQuery})).toBe(`Results for ${longQuery}`);
    expect(t('found', {query: 'foam', postProcess: ['none']})).toBe('Results for foam');
    i18n.addResource('en', 'common', 'found', 'Found: {{query}}');
    expect(t('found', {query: longQuery})).toBe(`Found: ${longQuery}`);
    expect(t('found', {query: 'foam', postProcess: ['none']})).toBe('Found: foam');

    const plan = fixedTranslator(i18n, 'hi', 'quit-plan');
    expect(plan('days', {count: 3})).toBe('days');
    addTranslations(i18n, 'hi', {'quit-plan': {days_one: '{{count}} दिन', days_other: '{{count}} दिन'}});
    expect(plan('days', {count: 3})).toBe('3 दिन');
  });
});
