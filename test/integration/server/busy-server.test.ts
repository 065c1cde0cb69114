import { startTestService, type TestService } from '../../support/local-service';
import { requestFrom } from '../../support/request-from';

/**
 * A server busy with heavy requests is slow, not down (issue 36, finding 4): thirty year calendars at 69.65 N from
 * one client, within its limit, hold the event loop for seconds, and neither they nor other clients' lookups may be
 * answered 503 while the table is healthy. The production table timeouts and deadline apply (they count the table's
 * time, not the time this process spent on other work).
 */
let service: TestService;

beforeAll(async () => {
  service = await startTestService({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '30' }, productionTableWaits: true });
});

afterAll(async () => {
  await service?.close();
});

it('answers 30 concurrent high-latitude year calendars and 20 other clients’ lookups without a 503', async () => {
  const years = Array.from({ length: 30 }, (_, i) =>
    requestFrom(service.baseUrl, '127.0.2.1', { path: `/api/v1/prayer-times?lat=69.65&lng=18.96&year=${2000 + i}` }),
  );
  const lookups = Array.from({ length: 20 }, (_, i) =>
    requestFrom(service.baseUrl, `127.0.2.${i + 2}`, { path: `/api/v1/quran?surah=${i + 1}&ayah=1` }),
  );
  const statuses = (await Promise.all([...years, ...lookups])).map((answer) => answer.status);
  expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
  expect(statuses.slice(30)).toEqual(Array(20).fill(200));
});
