import {writeFileSync} from 'node:fs';
import {LANGUAGE_SWITCH_DEVANAGARI} from '../app/lib/i18n/language-switch-font';
import {LANGUAGE_SWITCH_FONT_PATH, languageSwitchFont} from './lib/language-switch-font';

/** Rewrites the language switch's subset font; run it after changing a language label (`npm run language-switch-font`). */
const font = await languageSwitchFont();
writeFileSync(LANGUAGE_SWITCH_FONT_PATH, font);
console.log(`${LANGUAGE_SWITCH_FONT_PATH}: ${font.length} bytes for "${LANGUAGE_SWITCH_DEVANAGARI}"`);
