import httpSecurityHeaders from '@middy/http-security-headers';
import { apiSecurityHeaderOptions, securityHeaders } from '../../../../functions/shared/security-headers';

// The chain's options, and the docs page's, which adds a policy for its HTML.
const CHAIN_OPTIONS = apiSecurityHeaderOptions();
const DOCS_OPTIONS = apiSecurityHeaderOptions({ 'default-src': "'none'", 'script-src': "'self' 'sha256-abc'", sandbox: false });

const answers = (): Array<[string, unknown]> => [
  ['JSON', { statusCode: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: '{}' }],
  ['HTML', { statusCode: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: '<p>' }],
  ['HTML, lower-case name', { statusCode: 200, headers: { 'content-type': 'text/html' }, body: '<p>' }],
  ['a header it overwrites', { statusCode: 404, headers: { 'Referrer-Policy': 'unsafe-url', 'X-Frame-Options': 'SAMEORIGIN' }, body: '' }],
  ['no headers', { statusCode: 204, body: '' }],
  ['a bare body', 'plain text'],
  ['nothing', undefined],
];

describe('securityHeaders: the headers of middy http-security-headers, worked out once', () => {
  it.each([
    ['the chain', CHAIN_OPTIONS],
    ['the docs page', DOCS_OPTIONS],
  ])('sets exactly what middy sets, in its order, on every kind of answer (%s)', async (_name, options) => {
    const theirs = httpSecurityHeaders(options);
    const ours = securityHeaders(options);
    for (const [kind, answer] of answers()) {
      for (const phase of ['after', 'onError'] as const) {
        const expected = { response: structuredClone(answer) };
        const actual = { response: structuredClone(answer) };
        await theirs[phase]?.(expected as never);
        await ours[phase]?.(actual as never);
        expect([kind, phase, actual]).toEqual([kind, phase, expected]);
        const names = (request: { response: unknown }) => Object.keys((request.response as { headers?: object })?.headers ?? {});
        expect(names(actual)).toEqual(names(expected));
      }
    }
    // The HTML answers did get the HTML-only headers: the comparison above is not between two empty sets.
    const html = { response: structuredClone(answers()[1][1]) };
    await ours.after?.(html as never);
    expect((html.response as { headers: Record<string, string> }).headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
});
