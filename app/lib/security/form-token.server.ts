/**
 * Signed form timestamps: the page issues `issuedAt.signature`, the endpoint checks it. A bot must
 * load a page to post at all, cannot post the instant it loads, and cannot reuse a token for long.
 * It holds across edge isolates (no shared counter needed): only the signing secret is shared.
 */
export const FORM_TOKEN_MIN_AGE_MS = 1500;
export const FORM_TOKEN_MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000;

export type FormTokenCheck = 'valid' | 'tooFast' | 'expired' | 'invalid';

const encoder = new TextEncoder();

async function signature(secret: string, purpose: string, issuedAt: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, [
    'sign',
  ]);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${purpose}:${issuedAt}`));
  return btoa(String.fromCharCode(...new Uint8Array(mac)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A token for one form (`purpose`, e.g. "newsletter:gum"), issued now. */
export async function issueFormToken(secret: string, purpose: string, now = Date.now()): Promise<string> {
  return `${now}.${await signature(secret, purpose, now)}`;
}

/** Whether `token` was issued by this site for `purpose`, long enough ago and not too long ago. */
export async function checkFormToken(
  token: unknown,
  secrets: readonly string[],
  purpose: string,
  now = Date.now(),
): Promise<FormTokenCheck> {
  if (typeof token !== 'string' || token.length > 100) return 'invalid';
  const match = /^(\d{13})\.([\w-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const issuedAt = Number(match[1]);
  let signed = false;
  // Every current secret: a rotated SESSION_SECRET ("new,old") keeps open pages' forms working.
  for (const secret of secrets) if ((await signature(secret, purpose, issuedAt)) === match[2]) signed = true;
  if (!signed) return 'invalid';
  if (now - issuedAt < FORM_TOKEN_MIN_AGE_MS) return 'tooFast';
  if (now - issuedAt > FORM_TOKEN_MAX_AGE_MS) return 'expired';
  return 'valid';
}
