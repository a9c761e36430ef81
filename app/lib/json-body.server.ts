const MAX_JSON_BYTES = 256 * 1024;

/** A JSON request body, or the 4xx answer it deserves: too large (413) or not JSON (400). */
export async function readJsonBody(request: Request): Promise<{value: unknown} | {error: string; status: 400 | 413}> {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > MAX_JSON_BYTES) return {error: 'The request body is too large.', status: 413};
  const text = await request.text().catch(() => null);
  if (text === null) return {error: 'The request body could not be read.', status: 400};
  if (text.length > MAX_JSON_BYTES) return {error: 'The request body is too large.', status: 413};
  try {
    return {value: JSON.parse(text)};
  } catch {
    return {error: 'The request body is not valid JSON.', status: 400};
  }
}
