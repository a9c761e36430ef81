/**
 * A Content-Security-Policy for a page the edge shares with every shopper (page-cache.ts): a nonce in it
 * would be the same for all of them, and anyone could read it from the page, so its inline scripts are
 * allowed by their SHA-256 hashes instead, computed from the finished document (decision 027).
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SOURCE_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
/** Types a browser runs; data blocks (`application/ld+json`) never run and need no hash. */
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The text of every inline script a browser would run in `html`, as written there. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (SOURCE_ATTRIBUTE.test(` ${attributes}`)) continue;
    const type = TYPE_ATTRIBUTE.exec(` ${attributes}`)?.[1].toLowerCase() ?? '';
    if (RUNNABLE_TYPES.has(type)) scripts.push(text);
  }
  return scripts;
}

/** CSP sources (`'sha256-…'`) for the inline scripts of `html`, each once. */
export async function scriptHashes(html: string): Promise<string[]> {
  const encoder = new TextEncoder();
  const hashes = await Promise.all(
    inlineScripts(html).map(async (text) => {
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
      return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
    }),
  );
  return [...new Set(hashes)];
}

/**
 * `header` (Hydrogen's policy, which always carries a nonce) with the nonce taken out of every
 * directive and `hashes` in `script-src` in its place.
 */
export function withScriptHashes(header: string, nonce: string, hashes: readonly string[]): string {
  const nonceSource = `'nonce-${nonce}'`;
  return header
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      const kept = sources.filter((source) => source !== nonceSource);
      return [name, ...kept, ...(name === 'script-src' ? hashes : [])].join(' ');
    })
    .join('; ');
}
