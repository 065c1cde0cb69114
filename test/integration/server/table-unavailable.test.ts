import { interceptConsole } from '../../support/captured-console';
import { startTestService, type TestService } from '../../support/local-service';

let service: TestService;

beforeAll(async () => {
  service = await startTestService({ env: {}, productionTableWaits: true });
});

afterAll(async () => {
  await service?.close();
});

describe('when the table cannot be reached', () => {
  it('serves normally before the outage', async () => {
    expect((await service.get('/api/v1/quran?surah=1&ayah=1')).status).toBe(200);
  });

  it('fails closed with a JSON 503, for anonymous and keyed callers, and recovers nothing silently', async () => {
    await service.stopDatabase();
    const { lines: logged, restore } = interceptConsole('error');
    try {
      const anonymous = await service.get('/api/v1/quran?surah=1&ayah=1');
      expect(anonymous.status).toBe(503);
      expect(anonymous.headers.get('content-type')).toMatch(/^application\/json/);
      expect(anonymous.json).toEqual({
        error: 'Service Unavailable',
        message: 'The service cannot check rate limits right now and refuses requests until it can; try again shortly',
      });
      expect(anonymous.headers.get('retry-after')).toBe('5');
      expect(anonymous.headers.get('x-ratelimit-limit')).toBe('30');
      expect(anonymous.headers.get('x-ratelimit-remaining')).toBe('0');

      const utilities = await service.post('/api/v1/utilities', '{"action":"qibla","lat":0,"lng":0}');
      expect(utilities.status).toBe(503);

      // A keyed call fails in the authorizer (it cannot read the key), which the gateway answers with a 503.
      const keyed = await service.get('/api/v1/quran', { 'X-API-Key': 'ika_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
      expect(keyed.status).toBe(503);
      expect(keyed.json).toEqual({
        error: 'Service Unavailable',
        message: 'The request could not be authorized right now; try again shortly',
      });
      // The gateway's answer carries what every answer does: the rate-limit headers (a closed door) and Retry-After.
      expect(keyed.headers.get('retry-after')).toBe('5');
      expect(keyed.headers.get('x-ratelimit-limit')).toBe('30');
      expect(keyed.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(keyed.headers.get('x-ratelimit-reset')).toBe('5');
      // Logged with the cause, never with the key.
      expect(logged.join('\n')).toMatch(/Rate limiter unavailable/);
      expect(logged.join('\n')).not.toContain('ika_AAAA');
    } finally {
      restore();
    }
  });
});
