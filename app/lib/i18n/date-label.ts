import type {AccountOrder} from '~/lib/account/customer-accounts';

/**
 * A date in the page's language, in India's time zone ("12 Mar 2026", "12 मार्च 2026"). Loaders call
 * it, so it runs on the server only: browsers' date data for Hindi differs from the worker's, and a
 * page's first Intl.DateTimeFormat costs the browser a long task while hydrating (decision 021).
 * An unreadable date comes back as it was.
 */
export function dateLabel(iso: string, lang: 'en' | 'hi', dateStyle: 'medium' | 'long' = 'medium'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormatter(lang, dateStyle).format(date);
}

/** One formatter per language and style, not one per date: a blog page or an order list has many. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(lang: 'en' | 'hi', dateStyle: 'medium' | 'long'): Intl.DateTimeFormat {
  const key = `${lang}:${dateStyle}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {dateStyle, timeZone: 'Asia/Kolkata'});
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** The order with its date as the page shows it. */
export function withPlacedOn(order: AccountOrder, lang: 'en' | 'hi'): AccountOrder & {placedOn: string} {
  return {...order, placedOn: dateLabel(order.processedAt, lang)};
}
