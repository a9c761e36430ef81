const PLACEHOLDER_ORIGIN = 'http://site.invalid';

/**
 * `target` as a path on this site (path, query and hash), or null when following it would
 * leave the site: "//host", "/\host", "https://elsewhere", "javascript:", control characters.
 * An absolute URL counts as on the site only when its origin is `siteOrigin` (e.g. a Referer).
 */
export function sitePath(target: string | null | undefined, siteOrigin: string = PLACEHOLDER_ORIGIN): string | null {
  // Browsers drop tabs and newlines inside URLs, which turns "/\t/evil" into "//evil".
  if (!target || hasControlCharacter(target)) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(siteOrigin);
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  // "/.//evil" resolves on this site to the path "//evil", which a Location header would read as a host.
  const pathname = `/${url.pathname.replace(/^\/+/, '')}`;
  return `${pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
