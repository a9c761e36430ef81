/** A change to a dependency's code: the text as published, and what the build gets instead. */
export interface ExactEdit {
  what: string;
  from: string;
  to: string;
}

/**
 * `code` with each edit applied. Each `from` must occur exactly once, or `fail` is called with the
 * edit's name: a dependency whose code changed fails the build rather than running unedited.
 */
export function applyExactEdits(code: string, edits: readonly ExactEdit[], fail: (what: string) => never): string {
  let edited = code;
  for (const edit of edits) {
    if (edited.split(edit.from).length !== 2) fail(edit.what);
    edited = edited.replace(edit.from, edit.to);
  }
  return edited;
}
