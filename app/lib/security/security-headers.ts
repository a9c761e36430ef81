/** Headers every response carries; HSTS only where the site is served over https. */
export function securityHeaders({https}: {https: boolean}): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(https ? {'Strict-Transport-Security': 'max-age=31536000; includeSubDomains'} : {}),
  };
}

/**
 * `response` with `headers` added. Responses straight from `fetch` (the Storefront API proxy) have
 * read-only headers: those are copied into a new response first.
 */
export function withHeaders(response: Response, headers: Record<string, string>, cookies: readonly string[] = []) {
  let target = response;
  try {
    applyHeaders(target.headers, headers, cookies);
  } catch {
    target = new Response(response.body, response);
    applyHeaders(target.headers, headers, cookies);
  }
  return target;
}

function applyHeaders(target: Headers, headers: Record<string, string>, cookies: readonly string[]) {
  for (const [name, value] of Object.entries(headers)) if (!target.has(name)) target.set(name, value);
  for (const cookie of cookies) target.append('Set-Cookie', cookie);
}
