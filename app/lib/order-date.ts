/**
 * An order's date in the page's language, in India's time zone: the server and the browser
 * render the same text, wherever the browser is.
 */
export function formatOrderDate(iso: string, lang: 'en' | 'hi'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}
