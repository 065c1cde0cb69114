import { expectError, serviceForSuite } from '../../support/local-service';

/**
 * What every route shares at the HTTP edge of the local server: CORS and security headers, the preflight, the edge
 * function's 404 and 405, body parsing, and the 503 of a corpus not imported (this service imports only the Quran).
 */
const service = serviceForSuite();

describe('HTTP edge of the local server', () => {
  it('sends CORS, security and JSON headers on success and on error', async () => {
    for (const path of ['/api/v1/quran?surah=1', '/api/v1/quran?surah=abc']) {
      const response = await service.get(path);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
  });

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${service.baseUrl}/api/v1/quran`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
    expect(response.headers.get('access-control-allow-headers')).toContain('X-API-Key');
  });

  it('answers unknown routes with a JSON 404 and wrong methods with a JSON 405 (the edge function, as deployed)', async () => {
    expectError(await service.get('/api/v1/koran'), 404, 'No route for GET /api/v1/koran');
    const wrongMethod = await service.post('/api/v1/quran', '{}');
    expectError(wrongMethod, 405, '/api/v1/quran accepts GET, HEAD, not POST');
    expect(wrongMethod.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('parses POST bodies: malformed JSON is a 400, a non-JSON type a 415, a missing body a 400', async () => {
    expectError(await service.post('/api/v1/chat', '{"prompt": "salam"'), 400, 'The request body is not valid JSON');
    expectError(await service.post('/api/v1/utilities', 'action=zakat', { 'Content-Type': 'text/plain' }), 415, /application\/json/);
    expectError(await service.post('/api/v1/utilities', ''), 400, 'A JSON request body is required');
  });

  it('answers 503 for the hadith and dua endpoints while their corpora are not imported (this suite imports only the Quran)', async () => {
    expectError(
      await service.get('/api/v1/hadith?collection=bukhari&number=1'),
      503,
      /The hadith corpus has not been imported into this table yet/,
    );
    expectError(await service.get('/api/v1/duas'), 503, /The dua corpus has not been imported into this table yet/);
  });
});
