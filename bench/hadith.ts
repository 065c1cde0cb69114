/** `npm run bench -- hadith`: hadith and dua lookups and searches over HTTP against a cached Quran answer. */
import { keepAliveGetter } from './http-clients';
import { timeRuns } from './statistics';
import { BASELINE_TABLE_HEADER, baselineTableRow } from './tables';

const CORPUS_RUNS = 300;

/**
 * GET /api/v1/hadith and /api/v1/duas end to end (authorizer, rate limiter, handler, DynamoDB), against
 * a baseline in the same run: the Quran's surah list, answered from the function's cache.
 */
export async function benchHadithAndDuas(baseUrl: string, withHadith: boolean): Promise<void> {
  if (!withHadith) {
    console.log('\nhadith and duas: skipped (no corpus mirror; see docs/data.md)');
    return;
  }
  const get = keepAliveGetter(baseUrl);
  const cases: Array<[string, string]> = [
    ['baseline: GET /quran (cached list)', '/api/v1/quran'],
    ['hadith by number (bukhari 6018)', '/api/v1/hadith?collection=bukhari&number=6018'],
    ['hadith by lettered number (muslim 2564a)', '/api/v1/hadith?collection=muslim&number=2564a'],
    ['hadith number group (muslim 2564: a-c)', '/api/v1/hadith?collection=muslim&number=2564'],
    ['hadith by USC-MSA reference', '/api/v1/hadith?collection=bukhari&english_reference=Vol.%208%2C%20Book%2073%2C%20Hadith%2047'],
    ['hadith by in-book reference', '/api/v1/hadith?collection=muslim&book=1&hadith=1'],
    [
      'hadith batch of 10 references',
      `/api/v1/hadith?refs=${['bukhari:1', 'bukhari:6018', 'muslim:8a', 'muslim:2564b', 'abudawud:4031', 'tirmidhi:2516', 'tirmidhi:1368', 'nasai:1371', 'ibnmajah:224', 'ibnmajah:2501'].join(',')}`,
    ],
    ['hadith book page (10 of bukhari 78)', '/api/v1/hadith?collection=bukhari&book=78&limit=10'],
    ['hadith search "intentions"', '/api/v1/hadith?search=intentions'],
    ['hadith search "neighbour guest"', '/api/v1/hadith?search=neighbour%20guest'],
    ['hadith search "prayer" (common word)', '/api/v1/hadith?search=prayer'],
    ['hadith search "fasting" in tirmidhi', '/api/v1/hadith?search=fasting&collection=tirmidhi'],
    ['duas by category', '/api/v1/duas?category=Morning%20%26%20Evening'],
    ['duas search "debt"', '/api/v1/duas?search=debt'],
  ];
  console.log(`\nGET /api/v1/hadith and /api/v1/duas over HTTP (keep-alive), ${CORPUS_RUNS} sequential requests each:`);
  console.log(BASELINE_TABLE_HEADER);
  let baseline = 0;
  for (const [name, path] of cases) {
    const timing = await timeRuns(
      CORPUS_RUNS,
      async () => {
        const status = await get(path);
        if (status !== 200) throw new Error(`${path}: HTTP ${status}`);
      },
      20,
    );
    baseline ||= timing.median;
    console.log(baselineTableRow(name, timing, baseline));
  }
}
