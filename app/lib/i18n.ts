import type {i18n as I18n, ResourceLanguage} from 'i18next';
import {createContext} from 'react';
import type {BrandLocale} from '~/brands';

/** Strings by namespace for one language, as the root loader sends them to the page. */
export type Translations = Record<string, ResourceLanguage[string]>;

/** Builds the i18next instance react-i18next renders with, for one page's language and strings. */
export type I18nFactory = (lang: BrandLocale['lang'], translations: Translations) => I18n;

/**
 * Each entry provides its own factory: the server renders with i18next itself, the
 * browser with a small compatible instance (app/lib/i18n-lite.ts), which keeps
 * i18next's 15 KB gzipped out of the first-load JavaScript.
 */
export const I18nFactoryContext = createContext<I18nFactory | null>(null);
