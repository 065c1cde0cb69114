import { interceptConsole } from '../../support/captured-console';
import { startTestService, type TestService } from '../../support/local-service';

/**
 * The functions' CloudWatch metrics (Embedded Metric Format, through Powertools), as the stack's dashboard
 * and alarms read them: one EMF document per request that recorded something, namespace and `service`
 * dimension included. Metrics are on here (POWERTOOLS_METRICS_DISABLED=false); dev mode prints them on the console.
 */
let service: TestService;
const { lines, restore } = interceptConsole('log');

interface EmfDocument {
  _aws: { CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: Array<{ Name: string; Unit: string }> }> };
  service: string;
  [metric: string]: unknown;
}

const documents = (): EmfDocument[] =>
  lines.flatMap((line) => {
    try {
      const parsed = JSON.parse(line) as EmfDocument;
      return parsed._aws ? [parsed] : [];
    } catch {
      return [];
    }
  });
const total = (metric: string) =>
  documents().reduce((sum, doc) => sum + (typeof doc[metric] === 'number' ? (doc[metric] as number) : 0), 0);

beforeAll(async () => {
  service = await startTestService({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '3', POWERTOOLS_METRICS_DISABLED: 'false' } });
});

afterAll(async () => {
  restore();
  await service?.close();
});

describe('operational metrics', () => {
  it('counts conditional-GET hits, 503s and limiter refusals, in the namespace the alarms read', async () => {
    const first = await service.get('/api/v1/quran?surah=1');
    expect(first.status).toBe(200);
    const notModified = await service.get('/api/v1/quran?surah=1', { 'If-None-Match': first.headers.get('etag')! });
    expect(notModified.status).toBe(304);
    expect((await service.get('/api/v1/hadith')).status).toBe(503); // this service holds the Quran only
    expect((await service.get('/api/v1/quran?surah=2')).status).toBe(429); // the fourth of three allowed

    expect(total('NotModified')).toBe(1);
    expect(total('ServiceUnavailable')).toBe(1);
    expect(total('RateLimitRefused')).toBe(1);
    expect(documents()).toHaveLength(3); // plain answers publish nothing
    const refused = documents().find((doc) => doc.RateLimitRefused !== undefined)!;
    expect(refused.service).toBe('islamic-knowledge-api');
    expect(refused._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: 'IslamicKnowledgeApi',
      Dimensions: [['service']],
      Metrics: [{ Name: 'RateLimitRefused', Unit: 'Count' }],
    });
  });
});
