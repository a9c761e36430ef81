import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import subsetFont from 'subset-font';
import {LANGUAGE_SWITCH_DEVANAGARI} from '../../app/lib/i18n/language-switch-font';

/** Where the generated subset lives; root.tsx imports it, so Vite fingerprints and serves it. */
export const LANGUAGE_SWITCH_FONT_PATH = 'app/assets/language-switch-devanagari.woff2';

/** The same face Hindi pages load in full (one weight, 400). */
const SOURCE_FONT = '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';

/**
 * The subset of Noto Sans Devanagari 400 that draws the language switch's labels. HarfBuzz keeps
 * the glyphs the shaping rules reach from those letters (the न्द conjunct, the reordered ि), so
 * the label shapes as in the full font.
 */
export async function languageSwitchFont(): Promise<Buffer> {
  const source = readFileSync(createRequire(import.meta.url).resolve(SOURCE_FONT));
  return subsetFont(source, LANGUAGE_SWITCH_DEVANAGARI, {targetFormat: 'woff2'});
}
