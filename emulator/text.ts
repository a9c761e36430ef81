/**
 * Localised and derived text: the language fallback every translated field
 * uses, and the plain-text forms of HTML fields.
 */
import type {LangContext} from './types';

/** The Hindi text when the request is in Hindi and the seed has it, else English (per field, as Shopify falls back). */
export function tr<T>(ctx: LangContext, en: T, hi: T | undefined): T {
  return ctx.lang === 'HI' && hi !== undefined ? hi : en;
}

export const stripHtml = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Shopify's `truncateAt`: cut to that many characters and mark the cut. */
export function truncate(text: string, truncateAt: number | null | undefined): string {
  if (!truncateAt || text.length <= truncateAt) return text;
  return `${text.slice(0, Math.max(0, truncateAt - 1)).trimEnd()}…`;
}
