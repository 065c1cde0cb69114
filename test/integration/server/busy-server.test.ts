import { startTestService, type TestService } from '../../support/local-service';
import { requestFrom } from '../../support/request-from';

/**
 * A server busy with heavy requests is slow, not down (issue 36, finding 4): thirty year calendars at 69.65 N from
 * one client, within its limit, hold the event loop for seconds, and neither they nor other clients' lookups may be
 * answered 503 while the table is healthy. Since issue 48 they take turns (one of a client's at a time, computed in
 * slices): what cannot wait is a 429 to their own client. The production table timeouts and deadline apply (they count the table's
 * time, not the time this process spent on other work).
 */
let service: TestService;

beforeAll(async () => {
  service = await startTestService({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '30' }, productionTableWaits: true });
});

afterAll(async () => {
  await service?.close();
});

it('answers 30 concurrent high-latitude year calendars 200 or 429 to their own client, and 20 other clients’ lookups 200', async () => {
  const years = Array.from({ length: 30 }, (_, i) =>
    requestFrom(service.baseUrl, '127.0.2.1', { path: `/api/v1/prayer-times?lat=69.65&lng=18.96&year=${2000 + i}` }),
  );
  const lookups = Array.from({ length: 20 }, (_, i) =>
    requestFrom(service.baseUrl, `127.0.2.${i + 2}`, { path: `/api/v1/quran?surah=${i + 1}&ayah=1` }),
  );
  const answers = await Promise.all([...years, ...lookups]);
  const statuses = answers.map((answer) => answer.status);
  // A client's year calendars are heavy work and take turns (issue 48, finding 5): those that cannot wait are a 429
  // to that client, saying its own heavy requests are ahead; never a 503, and never anyone else's.
  expect(statuses.slice(0, 30).filter((status) => status !== 200 && status !== 429)).toEqual([]);
  expect(statuses.slice(0, 30).filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
  for (const refused of answers.slice(0, 30).filter((answer) => answer.status === 429)) {
    expect(refused.json.message).toMatch(/heavy requests of this client were ahead of it/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }
  expect(statuses.slice(30)).toEqual(Array(20).fill(200));
});
