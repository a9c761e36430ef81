import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {translationFileOf} from '~/lib/i18n/i18n';
import {serverTranslator, translationFile} from '~/lib/i18n/i18n.server';

/** A version's file never changes: browsers and the edge keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A page cached before a deploy may ask for a version gone since: today's strings, kept briefly. */
const SUPERSEDED = 'public, max-age=300';

/**
 * `GET /translations/<lang>/<namespace>.<version>.json`: one language's namespace, the strings a
 * document's scripts read before the page comes alive (decision 033).
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const asked = translationFileOf(new URL(request.url).pathname);
  const file = asked && translationFile(asked.lang, asked.namespace);
  if (!file) {
    return Response.json(
      {error: serverTranslator(context.locale, 'api')('translationFileMissing')},
      {status: 404, headers: {'Cache-Control': 'no-store'}},
    );
  }
  return new Response(file.json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': file.version === asked.version ? IMMUTABLE : SUPERSEDED,
    },
  });
}
