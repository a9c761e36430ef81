const MAX_FIELD_LENGTH = 200;

interface ViolationFields {
  directive?: unknown;
  blocked?: unknown;
  page?: unknown;
}

/**
 * "directive blocked-URL on page" from a parsed CSP report body, either format browsers send
 * (`{"csp-report": {...}}` or a Reporting API list), or null when the body is not a report.
 */
export function cspViolationSummary(parsed: unknown): string | null {
  const first = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!first || typeof first !== 'object') return null;
  const legacy = (first as Record<string, unknown>)['csp-report'];
  const modern = (first as Record<string, unknown>).body;
  const report = (legacy ?? modern) as Record<string, unknown> | undefined;
  if (!report || typeof report !== 'object') return null;
  const fields: ViolationFields = {
    directive: report['effective-directive'] ?? report['violated-directive'] ?? report.effectiveDirective,
    blocked: report['blocked-uri'] ?? report.blockedURL,
    page: report['document-uri'] ?? report.documentURL,
  };
  if (typeof fields.directive !== 'string') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : '?');
  return `${text(fields.directive)} blocked ${text(fields.blocked)} on ${text(fields.page)}`;
}
