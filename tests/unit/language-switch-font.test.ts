import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {devanagariLetters, LANGUAGE_SWITCH_DEVANAGARI, unicodeRange} from '~/lib/i18n/language-switch-font';
import {LANGUAGE_SWITCH_FONT_PATH, languageSwitchFont} from '../../scripts/lib/language-switch-font';

describe('the language switch subset font', () => {
  it('takes the distinct Devanagari letters of a text, in code point order', () => {
    expect(devanagariLetters('हिन्दी English हिन्दी')).toBe('दनहिी्');
    expect(devanagariLetters('English')).toBe('');
  });

  it('covers the letters of every language label', () => {
    expect(LANGUAGE_SWITCH_DEVANAGARI).toBe(devanagariLetters('हिन्दी'));
  });

  it('writes a unicode-range of single code points and runs', () => {
    expect(unicodeRange('दनहिी्')).toBe('U+926,U+928,U+939,U+93F-940,U+94D');
    expect(unicodeRange('ककख')).toBe('U+915-916');
    expect(unicodeRange('')).toBe('');
  });

  it('is declared in app.css for the labels only, under its own family name, on pages not in Hindi', () => {
    const css = readFileSync(resolve(import.meta.dirname, '../../app/styles/app.css'), 'utf8');
    const face = /@font-face\s*{[^}]*'Language Switch Devanagari'[^}]*}/.exec(css)?.[0] ?? '';
    expect(face).toContain("url('../assets/language-switch-devanagari.woff2')");
    expect(face.replace(/\s/g, '')).toContain(`unicode-range:${unicodeRange(LANGUAGE_SWITCH_DEVANAGARI)};`);
    expect(css).toMatch(/html:not\(:lang\(hi\)\) :lang\(hi\) {\s*font-family: 'Language Switch Devanagari'/);
  });

  it('is the committed file: regenerate it (npm run language-switch-font) after changing a label', async () => {
    const committed = readFileSync(resolve(import.meta.dirname, '../..', LANGUAGE_SWITCH_FONT_PATH));
    const made = await languageSwitchFont();
    expect(committed.equals(made)).toBe(true);
    // A few KB at most: it is fetched by every English page that shows the switch.
    expect(committed.length).toBeLessThan(4096);
  });
});
