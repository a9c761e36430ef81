import type {Plugin} from 'vite';

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
function applyExactEdits(code: string, edits: readonly ExactEdit[], fail: (what: string) => never): string {
  let edited = code;
  for (const edit of edits) {
    if (edited.split(edit.from).length !== 2) fail(edit.what);
    edited = edited.replace(edit.from, edit.to);
  }
  return edited;
}

/**
 * A build plugin that applies `edits` to one dependency module, in the worker's build (`ssr`), the
 * browser's, or both. The dev server keeps the module as published. A module whose code differs
 * from what an edit was written for fails the build, naming `packageName` and the edit.
 */
export function exactEditsPlugin(options: {
  name: string;
  build: 'worker' | 'browser' | 'both';
  module: RegExp;
  packageName: string;
  edits: readonly ExactEdit[];
  /** code added after the edited module: helpers the edits call */
  append?: string;
}): Plugin {
  const inBuild = (ssr: boolean) => options.build === 'both' || ssr === (options.build === 'worker');
  return {
    name: options.name,
    apply: 'build',
    transform(code, id, transformOptions) {
      if (!inBuild(Boolean(transformOptions?.ssr)) || !options.module.test(id)) return undefined;
      const edited = applyExactEdits(code, options.edits, (what) =>
        this.error(`${options.packageName} changed; this edit no longer applies: ${what}`),
      );
      return {code: options.append ? `${edited}\n${options.append}` : edited, map: null};
    },
  };
}
