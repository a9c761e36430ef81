const MAX_BODY_BYTES = 256 * 1024;

/** What is wrong with a request body, as a key of the `api` translations (the caller answers in the page's language). */
export type BodyError = 'bodyTooLarge' | 'bodyUnreadable' | 'bodyNotJson';

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * A request body read as its Content-Type says, or the 4xx answer it deserves (too large: 413;
 * unreadable or not JSON: 400). A form, urlencoded or multipart, becomes an object of its text
 * fields; any other body (JSON, CSP reports, or no type, as outside API callers send) is parsed as
 * JSON. Reading a form as text would garble a multipart body.
 */
export async function readRequestBody(
  request: Request,
  {maxBytes = MAX_BODY_BYTES}: {maxBytes?: number} = {},
): Promise<{value: unknown} | {error: BodyError; status: 400 | 413}> {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > maxBytes) return {error: 'bodyTooLarge', status: 413};
  const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  if (FORM_TYPES.has(mediaType)) {
    const form = await request.formData().catch(() => null);
    if (form === null) return {error: 'bodyUnreadable', status: 400};
    const fields: Record<string, string> = {};
    let size = 0;
    for (const [name, value] of form) {
      if (typeof value !== 'string' || Object.hasOwn(fields, name)) continue;
      size += name.length + value.length;
      fields[name] = value;
    }
    return size > maxBytes ? {error: 'bodyTooLarge', status: 413} : {value: fields};
  }
  // Bytes decoded here rather than `request.text()`: workerd warns on `.text()` of a type it does not
  // take for text, `application/csp-report` among them.
  const text = await request
    .arrayBuffer()
    .then((bytes) => new TextDecoder().decode(bytes))
    .catch(() => null);
  if (text === null) return {error: 'bodyUnreadable', status: 400};
  if (text.length > maxBytes) return {error: 'bodyTooLarge', status: 413};
  try {
    return {value: JSON.parse(text)};
  } catch {
    return {error: 'bodyNotJson', status: 400};
  }
}

/**
 * The body as an object of fields (JSON object or form), or null for anything else or an unreadable body:
 * what every endpoint and action that takes fields reads its request with.
 */
export async function readRequestFields(
  request: Request,
  options?: {maxBytes?: number},
): Promise<Record<string, unknown> | null> {
  const body = await readRequestBody(request, options);
  if ('error' in body) return null;
  const {value} = body;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** A field's text, or null when it is missing or not text. */
export function textField(fields: Record<string, unknown> | null, name: string): string | null {
  const value = fields?.[name];
  return typeof value === 'string' ? value : null;
}
