import { openApiDocument } from '../../../functions/docs/openapi';
import { expectError, serviceForSuite } from '../../support/local-service';

const service = serviceForSuite();

describe('GET /api/v1/openapi.json and /api/v1/docs', () => {
  it('serves the document generated from the schemas, for this server', async () => {
    const response = await service.get('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.json).toEqual(openApiDocument('/'));
    expect(response.headers.get('x-ratelimit-limit')).not.toBeNull();
  });

  it("serves the docs page and its own copies of Swagger UI, counted in the documentation's window, not the API's", async () => {
    const apiRemaining = (await service.get('/api/v1/quran?surah=1&ayah=1')).headers.get('x-ratelimit-remaining');
    const page = await service.get('/api/v1/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<div id="swagger-ui">');
    expect(page.text).not.toMatch(/https?:\/\//); // nothing from a CDN
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    // Sixty a minute per client, whatever its plan: about ten page loads.
    expect(page.headers.get('x-ratelimit-limit')).toBe('60');
    let remaining = Number(page.headers.get('x-ratelimit-remaining'));
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'docs.js']) {
      const file = await service.get(`/api/v1/docs?asset=${asset}`);
      expect([asset, file.status]).toEqual([asset, 200]);
      remaining -= 1;
      expect(Number(file.headers.get('x-ratelimit-remaining'))).toBe(remaining);
    }
    // The API's window did not move: the next API request uses one more.
    expect(Number((await service.get('/api/v1/quran?surah=1&ayah=1')).headers.get('x-ratelimit-remaining'))).toBe(Number(apiRemaining) - 1);
    expect((await service.get('/api/v1/docs?asset=docs.js')).text).toContain("url: 'openapi.json'");
    expectError(await service.get('/api/v1/docs?asset=../package.json'), 400, /^Invalid query parameter 'asset': must be one of /);
  });
});
