// bench/RESULTS.md holds the latest figures of each benchmark, one section per script, each with the
// date, machine and commit it was measured on. A script replaces its own section in place and keeps
// every other byte; earlier figures live in git's history of the file, not in the file.
import {execFileSync} from 'node:child_process';
import {resolve} from 'node:path';

export const LIGHTHOUSE_HEADING = '## Lighthouse (mobile)';
export const LIGHTHOUSE_APPLIED_HEADING = '## Lighthouse (mobile, applied throttling)';
export const LIGHTHOUSE_APPLIED_EDGE_HEADING = '## Lighthouse (mobile, applied throttling, through the edge cache)';
export const SSR_HEADING = '## Server render beside the skeleton';
export const TAPS_HEADING = '## Taps';
export const INTERACTIONS_HEADING = '## Interactions';
export const EDGE_HEADING = '## Edge cache replay';

/** The sections the other scripts write, in the order they stand after `npm run bench`'s own. */
export const OTHER_SCRIPTS_HEADINGS = [
  LIGHTHOUSE_HEADING,
  LIGHTHOUSE_APPLIED_HEADING,
  LIGHTHOUSE_APPLIED_EDGE_HEADING,
  SSR_HEADING,
  TAPS_HEADING,
  EDGE_HEADING,
  INTERACTIONS_HEADING,
] as const;

/** The checked-out commit, marked when the tree has changes of its own. */
export function currentCommit(): string {
  const root = resolve(import.meta.dirname, '../..');
  const git = (...args: string[]) => execFileSync('git', args, {cwd: root, encoding: 'utf8'}).trim();
  return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' with uncommitted changes' : ''}`;
}

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
 * `previous` with `section` (which should end with a blank line) in place of its old section under
 * `heading`, or at the end if it had none.
 */
export function withSection(previous: string, heading: string, section: string): string {
  const old = findSection(previous, heading);
  if (old) return previous.slice(0, old.start) + section + previous.slice(old.end);
  const lead =
    previous === '' || previous.endsWith('\n\n')
      ? previous
      : previous.endsWith('\n')
        ? `${previous}\n`
        : `${previous}\n\n`;
  return `${lead}${section}`;
}
