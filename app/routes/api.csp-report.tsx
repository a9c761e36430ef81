import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {cspViolationSummary} from '~/lib/security/csp-report';
import {readRequestBody} from '~/lib/security/request-body.server';

const MAX_REPORT_BYTES = 16 * 1024;

/**
 * `POST /api/csp-report`: browsers report what the Content-Security-Policy blocked. One log line per
 * report, so a blocked checkout or widget host shows up in Oxygen's logs; 204 whatever the body.
 */
export async function action({request}: ActionFunctionArgs) {
  const body = await readRequestBody(request, {maxBytes: MAX_REPORT_BYTES});
  const summary = 'value' in body ? cspViolationSummary(body.value) : null;
  if (summary) console.warn(`CSP violation: ${summary}`);
  return new Response(null, {status: 204, headers: {'Cache-Control': 'no-store'}});
}
