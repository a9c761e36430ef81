import {addTranslations, pageI18n, translationFileOf, type TranslationTree} from '~/lib/i18n/i18n';

/** Reads one translation file into the page's i18next instance, with one more try; false when it could not. */
async function readTranslationFile(href: string): Promise<boolean> {
  const file = translationFileOf(href);
  if (!file) return false;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // The same mode and credentials as the document's preload of it, so the preloaded answer is used.
      const response = await fetch(href, {credentials: 'same-origin'});
      if (response.ok) {
        addTranslations(pageI18n(), file.lang, {[file.namespace]: (await response.json()) as TranslationTree});
        return true;
      }
    } catch {
      // A dropped connection: the second try, then the page stays as the server sent it.
    }
  }
  return false;
}

/**
 * Reads the translation files the document names (`link[data-translations]`, AppShell) before React
 * hydrates it, so the first render in the browser has the strings the server rendered. False when one
 * could not be read: the page then stays as the server sent it, whose links and forms work without
 * JavaScript, rather than come alive showing translation keys.
 */
export async function readDocumentTranslations(): Promise<boolean> {
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-translations]'));
  const read = await Promise.all(links.map((link) => readTranslationFile(link.getAttribute('href') ?? '')));
  return read.every(Boolean);
}
