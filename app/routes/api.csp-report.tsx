import type {ActionFunctionArgs} from '@shopify/remix-oxygen';
import {cspViolationSummary} from '~/lib/csp-report';

const MAX_REPORT_BYTES = 16 * 1024;

/**
 * `POST /api/csp-report`: browsers report what the Content-Security-Policy blocked. One log line per
 * report, so a blocked checkout or widget host shows up in Oxygen's logs; 204 whatever the body.
 */
export async function action({request}: ActionFunctionArgs) {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  const body = declared > MAX_REPORT_BYTES ? '' : await request.text().catch(() => '');
  const summary = body.length <= MAX_REPORT_BYTES ? cspViolationSummary(body) : null;
  if (summary) console.warn(`CSP violation: ${summary}`);
  return new Response(null, {status: 204, headers: {'Cache-Control': 'no-store'}});
}
