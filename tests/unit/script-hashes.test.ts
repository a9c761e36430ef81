import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {inlineScripts, scriptHashes, withScriptHashes} from '~/lib/security/script-hashes.server';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScripts', () => {
  it('finds classic and module inline scripts, as written, and skips external ones and data blocks', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module">import "/x.js";</script>',
      '<script src="/app.js"></script>',
      '<script async src="/b.js">ignored</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<SCRIPT>upper()</SCRIPT >',
      '<script>\n  "हिन्दी";\n</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['window.a=1', 'import "/x.js";', 'upper()', '\n  "हिन्दी";\n']);
  });
});

describe('scriptHashes', () => {
  it('hashes each script text once, over its UTF-8 bytes, as a browser does', async () => {
    const html = '<script>a()</script><script>a()</script><script>"हिन्दी"</script>';
    expect(await scriptHashes(html)).toEqual([sha256('a()'), sha256('"हिन्दी"')]);
  });
});

describe('withScriptHashes', () => {
  it('takes the nonce out of every directive and puts the hashes in script-src', () => {
    const header =
      "default-src 'self' 'nonce-abc'; script-src 'self' https://cdn.shopify.com 'nonce-abc'; style-src 'self' 'unsafe-inline'";
    expect(withScriptHashes(header, 'abc', ["'sha256-x'", "'sha256-y'"])).toBe(
      "default-src 'self'; script-src 'self' https://cdn.shopify.com 'sha256-x' 'sha256-y'; style-src 'self' 'unsafe-inline'",
    );
  });
});
