import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  devanagariLetters,
  LANGUAGE_SWITCH_DEVANAGARI,
  languageSwitchFontCss,
  unicodeRange,
} from '~/lib/language-switch-font';
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

  it('declares the subset for the labels only, under its own family name', () => {
    const css = languageSwitchFontCss('/assets/label.woff2');
    expect(css).toContain("src:url(/assets/label.woff2) format('woff2')");
    expect(css).toContain('unicode-range:U+926,U+928,U+939,U+93F-940,U+94D}');
    expect(css).toContain(":lang(hi){font-family:'Language Switch Devanagari',var(--font-sans)}");
  });

  it('is the committed file: regenerate it (npm run language-switch-font) after changing a label', async () => {
    const committed = readFileSync(resolve(import.meta.dirname, '../..', LANGUAGE_SWITCH_FONT_PATH));
    const made = await languageSwitchFont();
    expect(committed.equals(made)).toBe(true);
    // A few KB at most: it is fetched by every English page that shows the switch.
    expect(committed.length).toBeLessThan(4096);
  });
});
