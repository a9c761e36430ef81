import {execFileSync} from 'node:child_process';

/**
 * The families of the machine's fonts that cover Hindi, by fontconfig; empty when there is none or
 * fontconfig is missing. Every phone sold in India has one (Android's Noto Sans Devanagari). Without
 * one, Chromium searches for a fallback for every run of Devanagari text and draws boxes, so a Hindi
 * page's layout time and total blocking time come out far above a phone's.
 */
export function devanagariSystemFonts(): string[] {
  try {
    const listed = execFileSync('fc-list', [':lang=hi', 'family'], {encoding: 'utf8'});
    return [...new Set(listed.split('\n').map((line) => line.split(',')[0].trim()))].filter(Boolean).sort();
  } catch {
    return [];
  }
}
