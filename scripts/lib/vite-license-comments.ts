import type {Plugin} from 'vite';

/** A block comment that carries a licence: `/*!` or `@license` inside (React's, Remix's and the router's headers). */
const LICENSE_COMMENT = /\/\*(?:!|\*\n(?: \*[^\n]*\n)*? \* @license)[\s\S]*?\*\//g;

/**
 * Moves the licence headers Terser keeps in the client's chunks (about 4.5 KB, 0.5 KB gzipped, in
 * the framework chunk every page loads) into one text file served beside them, and points each
 * chunk that had any at it: the notices still ship with the code, as webpack's terser plugin does
 * with its `extractComments`. For the client build only: the worker's code reaches no browser.
 */
export function licenseComments(): Plugin {
  return {
    name: 'license-comments',
    apply: 'build',
    generateBundle(_options, bundle) {
      const notices = new Set<string>();
      const chunksWithNotices = [];
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const found = file.code.match(LICENSE_COMMENT);
        if (!found) continue;
        found.forEach((notice) => notices.add(notice));
        file.code = file.code.replace(LICENSE_COMMENT, '');
        chunksWithNotices.push(file);
      }
      if (notices.size === 0) return;
      const reference = this.emitFile({
        type: 'asset',
        name: 'third-party-licenses.txt',
        source: [...notices].join('\n\n') + '\n',
      });
      const banner = `/*! Licences: /${this.getFileName(reference)} */\n`;
      for (const chunk of chunksWithNotices) chunk.code = banner + chunk.code;
    },
  };
}
