// Sections of bench/RESULTS.md that one script writes and the others keep: each is replaced in place,
// above the `<!-- history -->` marker, every other byte of the file kept as it was.

export const LIGHTHOUSE_HEADING = '## Lighthouse (mobile)';
export const LIGHTHOUSE_APPLIED_HEADING = '## Lighthouse (mobile, applied throttling)';
export const SSR_HEADING = '## Server render beside the skeleton';
export const TAPS_HEADING = '## Taps';
export const HISTORY_MARKER = '<!-- history -->';

/** The section from `heading` to the next `#`/`##` heading, or to the end of `text`; `undefined` if absent. */
export function findSection(text: string, heading: string): {start: number; end: number} | undefined {
  const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`^${escaped}[ \\t]*$`, 'm').exec(text);
  if (!found) return undefined;
  const afterHeading = found.index + found[0].length;
  const next = /^##? /m.exec(text.slice(afterHeading));
  return {start: found.index, end: next ? afterHeading + next.index : text.length};
}

/**
 * `previous` with `section` (which should end with a blank line) in place of the old section under
 * `heading` above the marker, or just before the marker if there was none. Without a marker, section and
 * marker go at the end, as scripts/bench.ts would create the marker.
 */
export function withSection(previous: string, heading: string, section: string): string {
  const markerAt = previous.indexOf(HISTORY_MARKER);
  if (markerAt < 0) {
    const lead =
      previous === '' || previous.endsWith('\n\n')
        ? previous
        : previous.endsWith('\n')
          ? `${previous}\n`
          : `${previous}\n\n`;
    return `${lead}${section}${HISTORY_MARKER}\n`;
  }
  const above = previous.slice(0, markerAt);
  const old = findSection(above, heading);
  const [start, end] = old ? [old.start, old.end] : [markerAt, markerAt];
  return previous.slice(0, start) + section + previous.slice(end);
}
