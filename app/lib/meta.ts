import type {BrandLocale} from '~/brands';
import {addTranslations, pageI18n, readTranslations, type TranslationsPayload} from '~/lib/i18n/i18n';
import {rootDataOf} from '~/lib/root-data';

interface RootMetaData {
  locale: BrandLocale;
  translations: TranslationsPayload;
  header: {shop: {name: string} | null};
}

/**
 * Page titles in the page's language. Meta functions cannot use hooks, so they
 * translate from the strings the root loader already sent.
 */
export function titleFor(root: RootMetaData | undefined, key: string, options?: Record<string, unknown>): string {
  const shopName = root?.header.shop?.name ?? '';
  if (!root) return shopName;
  const text = metaText(root, key, options);
  return shopName ? `${text} | ${shopName}` : text;
}

/** A `common` string in the page's language, for meta functions. */
export function metaText(root: RootMetaData, key: string, options?: Record<string, unknown>): string {
  const i18n = pageI18n();
  addTranslations(i18n, root.locale.lang, readTranslations(root.translations));
  return i18n.getFixedT(root.locale.lang, 'common')(key, options);
}

/** A page only its customer sees: its title with the shop's name, kept out of search engines. */
export function privatePageMeta(title: string | undefined, matches: ReadonlyArray<{id: string; data?: unknown}>) {
  const shop = rootDataOf(matches)?.header.shop?.name;
  const text = title ?? '';
  return [{title: shop ? `${text} | ${shop}` : text}, {name: 'robots', content: 'noindex'}];
}
