import type {NamespaceTranslation, TFunction, TranslateOptions, Translations, Translator} from '~/lib/i18n';

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(translations: Translations, namespace: string, key: string): unknown {
  let node: unknown = translations[namespace];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The storefront's translator, on the server and in the browser: `ns:key` and nested keys,
 * `{{name}}` interpolation (unescaped: React escapes) and plural keys chosen by
 * Intl.PluralRules (`_one`, `_other` ...), as i18next renders them. tests/unit/translator.test.ts
 * checks every string in locales/ against i18next itself.
 *
 * Why not i18next at render time: its `t()` resolves options, formatters and fallbacks on every
 * call, about a tenth of a page's server render; here a string without options is looked up once
 * per translator and then read from a map, and the browser does not download i18next.
 */
export function createTranslator(lang: string, translations: Translations): Translator {
  const plurals = new Intl.PluralRules(lang);
  const plain = new Map<string, string>();
  const bound = new Map<string, NamespaceTranslation>();

  const resolve = (namespace: string, key: string, options: TranslateOptions): string => {
    let value: unknown;
    if (typeof options.count === 'number') {
      value = lookup(translations, namespace, `${key}_${plurals.select(options.count)}`);
      value ??= lookup(translations, namespace, `${key}_other`);
    }
    value ??= lookup(translations, namespace, key);
    if (typeof value !== 'string') return options.defaultValue ?? key;
    return value.includes('{{')
      ? value.replace(PLACEHOLDER, (placeholder, name: string) =>
          name in options ? String(options[name]) : placeholder,
        )
      : value;
  };

  const translate = (
    defaultNamespace: string,
    keyPrefix: string | undefined,
    rawKey: string,
    options?: TranslateOptions,
  ) => {
    const separator = rawKey.indexOf(':');
    const namespace = separator > 0 ? rawKey.slice(0, separator) : (options?.ns ?? defaultNamespace);
    const key = (keyPrefix ? `${keyPrefix}.` : '') + (separator > 0 ? rawKey.slice(separator + 1) : rawKey);
    if (options) return resolve(namespace, key, options);
    const cacheKey = `${namespace}:${key}`;
    let text = plain.get(cacheKey);
    if (text === undefined) plain.set(cacheKey, (text = resolve(namespace, key, {})));
    return text;
  };

  return {
    language: lang,
    namespace(namespace, keyPrefix) {
      const boundKey = keyPrefix ? `${namespace}/${keyPrefix}` : namespace;
      let translation = bound.get(boundKey);
      if (!translation) {
        const t: TFunction = (key, options) => translate(namespace, keyPrefix, key, options);
        bound.set(boundKey, (translation = {t, i18n: {language: lang}, strings: translations[namespace]}));
      }
      return translation;
    },
  };
}

const shared = new Map<string, Translator>();

/**
 * A translator for one language and set of namespaces, shared by every render that asks for the
 * same pair: strings are fixed at build time, so the first render's lookups serve the next ones.
 */
export function translatorFor(lang: string, translations: Translations): Translator {
  const key = `${lang}:${Object.keys(translations).sort().join(',')}`;
  let translator = shared.get(key);
  if (!translator) shared.set(key, (translator = createTranslator(lang, translations)));
  return translator;
}
