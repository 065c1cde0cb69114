import { burstFrom } from '../../support/client-process';
import { startTestService, type TestService } from '../../support/local-service';
import { realTafsirSources, TAFSIR_MISSING } from '../../support/real-corpus';
import { requestFrom } from '../../support/request-from';

/**
 * Heavy valid reads from a few clients are slow for those clients, not an outage for everyone (issue 48, finding 3):
 * 100 concurrent pages of Al-Baqarah with three commentaries from 4 addresses, each within its limit, were all
 * answered 503 "cannot reach its table", and so were other clients' hadith lookups, while the table was healthy. The
 * production table timeouts and deadline apply; npm start's default limits (30 a minute per address).
 */
const sources = await realTafsirSources();
const describeWithTafsir = sources ? describe : describe.skip;
let service: TestService;

beforeAll(async () => {
  if (!sources) return;
  service = await startTestService({ env: {}, hadith: 'fixture', productionTableWaits: true });
});

afterAll(async () => {
  await service?.close();
});

if (!sources) it(`heavy-reads suite: ${TAFSIR_MISSING}`, () => expect(sources).toBeUndefined());

const HEAVY = '/api/v1/quran?surah=2&from=1&to=286&tafsir=ar.wasit,en.ibnkathir,ar.saddi';

function tally(outcomes: Array<number | string | undefined>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[String(outcome)] = (counts[String(outcome)] ?? 0) + 1;
  return counts;
}

describeWithTafsir('heavy reads from a few addresses (issue 48, finding 3)', () => {
  it('are answered, or refused to their own clients as heavy work that must wait, while another address’s lookups get 200', async () => {
    const addresses = ['127.0.8.1', '127.0.8.2', '127.0.8.3', '127.0.8.4'];
    // From another process, as from another machine: sent at once, not as the server's own busy loop lets them.
    const heavy = burstFrom(
      service.baseUrl,
      Array.from({ length: 100 }, (_, i) => ({ address: addresses[i % addresses.length], path: HEAVY })),
    );
    // Another client's lookups, one after another while the heavy reads are under way.
    const lookups: Array<number | string> = [];
    const refusedLookups: Array<{ status: number | string; message?: string; retryAfter?: string | string[] }> = [];
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (let i = 0; i < 12; i += 1) {
      const answer = await requestFrom(service.baseUrl, '127.0.9.1', {
        path: `/api/v1/hadith?collection=bukhari&number=${(i % 4) + 1}`,
      }).catch((error: Error) => ({ status: error.message, json: undefined, headers: {} as Record<string, string> }));
      lookups.push(answer.status);
      if (answer.status !== 200)
        refusedLookups.push({ status: answer.status, message: answer.json?.message, retryAfter: answer.headers['retry-after'] });
    }
    const outcomes = await heavy;
    console.log(
      `heavy: ${JSON.stringify(tally(outcomes.map(({ status }) => status)))}; lookups: ${JSON.stringify(tally(lookups))}; ` +
        JSON.stringify(tally(outcomes.map(({ status, message }) => `${status} ${message}`))),
    );
    // The other address's lookups are served. Left open (issue 48, the starvation goal): on a machine running the
    // whole suite one of 12 was once a 503 to retry; more than one, or anything but a 503 with Retry-After, fails.
    // Before the fix the heavy reads themselves were "cannot reach its table" (asserted below), and lookups 2 of 12.
    console.log(`lookups refused: ${JSON.stringify(refusedLookups)}`);
    expect(lookups.filter((status) => status === 200).length).toBeGreaterThanOrEqual(11);
    for (const refused of refusedLookups) {
      expect(refused.status).toBe(503);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
    // Each heavy read is served, or refused to its own client, saying why and when to come back: 429 when its own
    // client's heavy requests were ahead of it, 503 when the other heavy clients' were. Never a table said unreachable.
    // A known fault left open (issue 48): while the heavy answers hold the event loop, Node's own header timer can
    // answer 408 to a heavy client's request whose headers sat unread (1 of 100 in a whole-suite run at load 6). It
    // is tolerated for the heavy clients only, and only rarely.
    const timedOut = outcomes.filter(({ status }) => status === 408);
    expect(timedOut.length).toBeLessThanOrEqual(3);
    expect(outcomes.filter(({ status }) => status !== 200 && status !== 429 && status !== 503 && status !== 408)).toEqual([]);
    expect(outcomes.filter(({ status }) => status === 200).length).toBeGreaterThanOrEqual(1);
    for (const refused of outcomes.filter(({ status }) => status === 429 || status === 503)) {
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.message).toMatch(
        refused.status === 429
          ? /^This heavy request .* heavy requests of this client were ahead of it/
          : /^The server is busy with other clients' heavy requests and could not start this one/,
      );
    }
  });
});
