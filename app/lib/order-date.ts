import type {AccountOrder} from '~/lib/customer-accounts/types';

/**
 * An order's date in the page's language, in India's time zone. Formatted on the server only
 * (withPlacedOn): browsers' date data for Hindi differs from the worker's.
 */
export function formatOrderDate(iso: string, lang: 'en' | 'hi'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** The order with its date as the page shows it. */
export function withPlacedOn(order: AccountOrder, lang: 'en' | 'hi'): AccountOrder & {placedOn: string} {
  return {...order, placedOn: formatOrderDate(order.processedAt, lang)};
}
