import {describe, expect, it} from 'vitest';
import {dateLabel} from '~/lib/i18n/date-label';

describe('dateLabel', () => {
  it('writes the day in India’s time zone, in the page’s language', () => {
    // 20:00 UTC is already the next day in India.
    expect(dateLabel('2026-03-11T20:00:00Z', 'en')).toBe('12 Mar 2026');
    expect(dateLabel('2026-03-11T20:00:00Z', 'en', 'long')).toBe('12 March 2026');
    expect(dateLabel('2026-03-11T20:00:00Z', 'hi', 'long')).toBe('12 मार्च 2026');
  });

  it('gives back a date it cannot read as it was', () => {
    expect(dateLabel('not a date', 'hi')).toBe('not a date');
  });
});
