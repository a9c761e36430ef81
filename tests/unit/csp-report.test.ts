import {describe, expect, it} from 'vitest';
import {cspViolationSummary} from '~/lib/security/csp-report';

describe('cspViolationSummary', () => {
  it('reads the report-uri format', () => {
    const body = {
      'csp-report': {
        'document-uri': 'https://gum.example.in/hi',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js',
      },
    };
    expect(cspViolationSummary(body)).toBe(
      'script-src-elem blocked https://evil.example/x.js on https://gum.example.in/hi',
    );
  });

  it('reads the Reporting API format', () => {
    const body = [
      {
        type: 'csp-violation',
        body: {effectiveDirective: 'form-action', blockedURL: 'https://evil.example', documentURL: 'https://x.in/'},
      },
    ];
    expect(cspViolationSummary(body)).toBe('form-action blocked https://evil.example on https://x.in/');
  });

  it.each([
    null,
    '',
    'not json',
    [],
    {'csp-report': 1},
    JSON.parse('{"__proto__": {"csp-report": {}}}'),
    {'csp-report': {}},
  ])('ignores %j', (body) => {
    expect(cspViolationSummary(body)).toBeNull();
  });

  it('cuts long fields', () => {
    const long = 'https://x.in/' + 'a'.repeat(5000);
    const body = {
      'csp-report': {'effective-directive': 'img-src', 'blocked-uri': long, 'document-uri': long},
    };
    expect(cspViolationSummary(body)!.length).toBeLessThan(500);
  });
});
