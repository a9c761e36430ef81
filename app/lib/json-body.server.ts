const MAX_JSON_BYTES = 256 * 1024;

/** What is wrong with a request body, as a key of the `api` translations (the caller answers in the page's language). */
export type JsonBodyError = 'bodyTooLarge' | 'bodyUnreadable' | 'bodyNotJson';

/** A JSON request body, or the 4xx answer it deserves: too large (413) or not JSON (400). */
export async function readJsonBody(
  request: Request,
): Promise<{value: unknown} | {error: JsonBodyError; status: 400 | 413}> {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > MAX_JSON_BYTES) return {error: 'bodyTooLarge', status: 413};
  const text = await request.text().catch(() => null);
  if (text === null) return {error: 'bodyUnreadable', status: 400};
  if (text.length > MAX_JSON_BYTES) return {error: 'bodyTooLarge', status: 413};
  try {
    return {value: JSON.parse(text)};
  } catch {
    return {error: 'bodyNotJson', status: 400};
  }
}
