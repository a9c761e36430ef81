// The `## Lighthouse (mobile)` section of bench/RESULTS.md: written by scripts/lighthouse.ts above the
// `<!-- history -->` marker, every other byte of the file kept as it was.

export const LIGHTHOUSE_HEADING = '## Lighthouse (mobile)';
export const HISTORY_MARKER = '<!-- history -->';

/** The section from its heading to the next `#`/`##` heading, or to the end of `text`; `undefined` if absent. */
export function findLighthouseSection(text: string): {start: number; end: number} | undefined {
  const heading = /^## Lighthouse \(mobile\)[ \t]*$/m.exec(text);
  if (!heading) return undefined;
  const afterHeading = heading.index + heading[0].length;
  const next = /^##? /m.exec(text.slice(afterHeading));
  return {start: heading.index, end: next ? afterHeading + next.index : text.length};
}

/**
 * `previous` with `section` (which should end with a blank line) in place of the old Lighthouse section
 * above the marker, or just before the marker if there was none. Without a marker, section and marker
 * go at the end, as scripts/bench.ts would create the marker.
 */
export function withLighthouseSection(previous: string, section: string): string {
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
  const old = findLighthouseSection(above);
  const [start, end] = old ? [old.start, old.end] : [markerAt, markerAt];
  return previous.slice(0, start) + section + previous.slice(end);
}
