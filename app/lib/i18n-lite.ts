import type {i18n as I18n} from 'i18next';
import type {I18nFactory, Translations} from '~/lib/i18n';

type Options = Record<string, unknown> & {count?: number; ns?: string; defaultValue?: string};

const noop = () => {};

function lookup(translations: Translations, namespace: string, key: string): unknown {
  let node: unknown = translations[namespace];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The part of i18next the storefront uses, for the browser: `ns:key` and nested keys,
 * `{{name}}` interpolation (unescaped, as configured on the server) and plural keys
 * chosen by Intl.PluralRules (`_one`, `_other` ...). tests/unit/i18n-lite.test.ts checks
 * that every string in locales/ comes out exactly as i18next renders it on the server.
 */
export const createLiteI18n: I18nFactory = (lang, translations) => {
  const plurals = new Intl.PluralRules(lang);

  const translate = (
    defaultNamespace: string,
    keyPrefix: string | undefined,
    rawKey: string,
    options: Options = {},
  ) => {
    const separator = rawKey.indexOf(':');
    const namespace = separator > 0 ? rawKey.slice(0, separator) : (options.ns ?? defaultNamespace);
    const key = (keyPrefix ? `${keyPrefix}.` : '') + (separator > 0 ? rawKey.slice(separator + 1) : rawKey);
    let value: unknown;
    if (typeof options.count === 'number') {
      value = lookup(translations, namespace, `${key}_${plurals.select(options.count)}`);
      value ??= lookup(translations, namespace, `${key}_other`);
    }
    value ??= lookup(translations, namespace, key);
    if (typeof value !== 'string') return options.defaultValue ?? key;
    return value.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) =>
      name in options ? String(options[name]) : placeholder,
    );
  };

  const instance = {
    language: lang,
    languages: [lang],
    resolvedLanguage: lang,
    isInitialized: true,
    options: {defaultNS: 'common', ns: Object.keys(translations), react: {useSuspense: false}},
    services: {},
    store: {on: noop, off: noop},
    on: noop,
    off: noop,
    hasLoadedNamespace: (namespace: string) => namespace in translations,
    getResourceBundle: (_lng: string, namespace: string) => translations[namespace],
    loadNamespaces: (_namespaces: unknown, callback?: () => void) => callback?.(),
    loadLanguages: (_languages: unknown, callback?: () => void) => callback?.(),
    getFixedT: (_lng: string | null, namespace?: string | string[], keyPrefix?: string) => {
      const defaultNamespace = (Array.isArray(namespace) ? namespace[0] : namespace) ?? 'common';
      return (key: string, options?: Options) => translate(defaultNamespace, keyPrefix, key, options);
    },
  };
  return instance as unknown as I18n;
};
