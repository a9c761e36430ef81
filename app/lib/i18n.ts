import {createContext} from 'react';

/** A namespace's strings: nested objects and arrays (read by index) of strings. */
export type TranslationValue = string | readonly TranslationValue[] | TranslationTree;
export type TranslationTree = {readonly [key: string]: TranslationValue};

/** Strings by namespace for one language, as the root loader sends them to the page. */
export type Translations = Record<string, TranslationTree>;

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
