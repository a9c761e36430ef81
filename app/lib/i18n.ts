import {createContext} from 'react';

/** A namespace's strings: nested objects and arrays (read by index) of strings. */
export type TranslationValue = string | readonly TranslationValue[] | TranslationTree;
export type TranslationTree = {readonly [key: string]: TranslationValue};

/** Strings by namespace for one language. */
export type Translations = Record<string, TranslationTree>;

/**
 * Translations as loaders send them: one JSON string rather than an object tree, so the loader
 * data stream carries a single value instead of hundreds of strings to walk and index on every
 * request. The server builds each one once (app/lib/i18n.server.ts).
 */
export type TranslationsPayload = string & {readonly translationsPayload: true};

const parsed = new Map<string, Translations>();

/** The strings of a payload, parsed once per distinct payload. */
export function readTranslations(payload: TranslationsPayload | undefined): Translations {
  if (!payload) return {};
  let translations = parsed.get(payload);
  if (!translations) {
    try {
      translations = JSON.parse(payload) as Translations;
    } catch {
      translations = {};
    }
    parsed.set(payload, translations);
  }
  return translations;
}

/** `count` picks the plural form; other options fill `{{name}}` placeholders. */
export type TranslateOptions = Record<string, unknown> & {count?: number; ns?: string; defaultValue?: string};

/** Translates `key` (or `namespace:key`) in a translator's language. */
export type TFunction = (key: string, options?: TranslateOptions) => string;

/**
 * What `useTranslation` returns: `t` bound to a namespace, the language (e.g. for number formats)
 * and the namespace's strings (for lists whose length the copy decides).
 */
export type NamespaceTranslation = {t: TFunction; i18n: {language: string}; strings: TranslationTree | undefined};

/** One language's strings, with a `t` per namespace (app/lib/translator.ts). */
export type Translator = {
  language: string;
  namespace: (namespace: string, keyPrefix?: string) => NamespaceTranslation;
};

/** The page's translator: AppShell provides it, `useTranslation` reads it. */
export const TranslatorContext = createContext<Translator | null>(null);
