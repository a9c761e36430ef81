import {BRAND_LOCALES} from '~/brands/locales';

/**
 * The language switch names each language in its own script, so English pages show "हिन्दी".
 * Those pages load no Devanagari web font (Hindi pages do), and phones without a Devanagari
 * system font would draw the label as empty boxes: app.css declares a subset font of just the
 * label's letters (app/assets/language-switch-devanagari.woff2, made by
 * `npm run language-switch-font`), limited by `unicode-range` so only a page showing them fetches it.
 */

/** The distinct Devanagari code points in `text`, in code point order. */
export function devanagariLetters(text: string): string {
  const letters = new Set(Array.from(text).filter((letter) => /\p{Script=Devanagari}/u.test(letter)));
  return Array.from(letters)
    .sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!)
    .join('');
}

/** A CSS `unicode-range` of exactly these letters, runs of consecutive code points joined: "U+939,U+93F-940". */
export function unicodeRange(letters: string): string {
  const points = Array.from(new Set(Array.from(letters, (letter) => letter.codePointAt(0)!))).sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** Every Devanagari letter a language switch label of any brand shows. */
export const LANGUAGE_SWITCH_DEVANAGARI = devanagariLetters(
  Object.values(BRAND_LOCALES)
    .flatMap((locales) => locales.map((locale) => locale.label))
    .join(''),
);
