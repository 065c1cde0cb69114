/**
 * `npm run bench -- relevance`: the relevance judgments' recall@10 beside their latency over HTTP, then the Arabic
 * light stemming choices on the same judgments over indexes built in memory.
 */
import { performance } from 'node:perf_hooks';
import { duaSearchDocuments, hadithSearchDocuments } from '../data/hadith/import';
import { quranSearchDocuments } from '../data/quran/items';
import { buildSearchIndex, searchInMemory } from '../functions/search/in-memory-index';
import { parseSearchQuery } from '../functions/search/query-terms';
import { DEFAULT_ANALYZER } from '../functions/search/tokenizer';
import { meanRecallAt, RELEVANCE_JUDGMENTS, type RelevanceJudgment, referenceOfHit } from '../test/support/relevance-judgments';
import { loadDuas, loadHadith, loadQuranSurahs } from './corpora';
import { keepAliveGetter } from './http-clients';
import { median, percentile, timeRuns } from './statistics';

const RELEVANCE_RUNS = 30;

/**
 * The relevance judgments (test/support/relevance-judgments.ts) over HTTP: recall at 10 beside the median
 * and p99 latency of the same queries, per corpus and for the Arabic ones, against the cached surah list in
 * the same run. Then the Arabic stemming choices, measured on the same judgments over indexes built in memory.
 */
export async function benchRelevance(baseUrl: string, withHadith: boolean): Promise<void> {
  const get = keepAliveGetter(baseUrl);
  const judgments = RELEVANCE_JUDGMENTS.filter((judgment) => withHadith || judgment.corpus === 'quran');
  const rows: Array<{ name: string; judgments: RelevanceJudgment[] }> = [
    ...(['quran', 'hadith', 'duas'] as const).map((corpus) => ({ name: corpus, judgments: judgments.filter((j) => j.corpus === corpus) })),
    { name: 'Arabic queries (all corpora)', judgments: judgments.filter((j) => j.kind.startsWith('arabic') || j.kind === 'mixed') },
    { name: 'phrase queries', judgments: judgments.filter((j) => j.kind === 'phrase') },
  ].filter((row) => row.judgments.length > 0);
  const pathOf = (judgment: RelevanceJudgment) => `/api/v1/${judgment.corpus}?search=${encodeURIComponent(judgment.query)}&limit=10`;
  const rankedByQuery = new Map<RelevanceJudgment, string[]>();
  for (const judgment of judgments) {
    const body = (await (await fetch(`${baseUrl}${pathOf(judgment)}`)).json()) as { results: Array<Record<string, unknown>> };
    rankedByQuery.set(
      judgment,
      body.results.map((hit) => referenceOfHit(judgment.corpus, hit)),
    );
  }
  const baseline = await timeRuns(RELEVANCE_RUNS * 10, async () => void (await get('/api/v1/quran')), 20);
  console.log(`\nsearch relevance and latency: the judgment set over HTTP (keep-alive), ${RELEVANCE_RUNS} rounds of every query:`);
  console.log('queries                        |  n | recall@10 | median ms | p99 ms | median / baseline');
  console.log('-------------------------------|----|-----------|-----------|--------|------------------');
  console.log(
    `${'baseline: GET /quran (cached)'.padEnd(30)} |  - |         - | ${baseline.median.toFixed(2).padStart(9)} | ${baseline.p99.toFixed(2).padStart(6)} |             1.00x`,
  );
  for (const row of rows) {
    const samples: number[] = [];
    for (let round = 0; round < RELEVANCE_RUNS; round += 1) {
      for (const judgment of row.judgments) {
        const started = performance.now();
        const status = await get(pathOf(judgment));
        samples.push(performance.now() - started);
        if (status !== 200) throw new Error(`${pathOf(judgment)}: HTTP ${status}`);
      }
    }
    const recall = meanRecallAt(
      10,
      row.judgments.map((judgment) => ({ judgment, ranked: rankedByQuery.get(judgment)! })),
    );
    const typical = median(samples);
    console.log(
      `${row.name.padEnd(30)} | ${String(row.judgments.length).padStart(2)} | ${recall.toFixed(3).padStart(9)} | ${typical.toFixed(2).padStart(9)} | ${percentile(samples, 0.99).toFixed(2).padStart(6)} | ${(typical / baseline.median).toFixed(2).padStart(16)}x`,
    );
  }
  await benchArabicStemming(withHadith);
}

/** Recall at 10 and hits per Arabic query for each light stemming choice, over indexes built in memory. */
async function benchArabicStemming(withHadith: boolean): Promise<void> {
  const surahs = await loadQuranSurahs();
  const hadith = withHadith ? await loadHadith() : undefined;
  const duas = hadith ? await loadDuas(hadith) : undefined;
  const hadithDocuments = hadith ? hadithSearchDocuments(hadith) : [];
  const duaDocuments = duas ? duaSearchDocuments(duas) : [];
  const referenceOf = new Map<string, string>([
    ...hadithDocuments.map((d, i): [string, string] => [
      `hadith ${d.group}:${d.id}`,
      `${hadith!.records[i].collection}:${hadith!.records[i].numbers[0]}`,
    ]),
    ...duaDocuments.map((d, i): [string, string] => [`duas ${d.group}:${d.id}`, `dua:${duas!.duas[i].id}`]),
  ]);
  const judgments = RELEVANCE_JUDGMENTS.filter(
    (j) => (withHadith || j.corpus === 'quran') && (j.kind.startsWith('arabic') || j.kind === 'mixed'),
  );
  console.log(`\nArabic light stemming, measured on the ${judgments.length} Arabic and mixed judgments (indexes built in memory):`);
  console.log('stemming  | recall@10 | hits per query (mean) | hadith index build s');
  console.log('----------|-----------|-----------------------|---------------------');
  for (const arabicStemming of ['none', 'prefixes', 'light10'] as const) {
    const options = { arabicStemming };
    const started = performance.now();
    const indexes = {
      quran: buildSearchIndex(quranSearchDocuments(surahs), options),
      hadith: buildSearchIndex(hadithDocuments, options),
      duas: buildSearchIndex(duaDocuments, options),
    };
    const buildSeconds = (performance.now() - started) / 1000;
    const results = [];
    let hits = 0;
    for (const judgment of judgments) {
      const { ranked } = await searchInMemory(indexes[judgment.corpus], parseSearchQuery(judgment.query, options));
      hits += ranked.length;
      const key = (hit: { group: number; id: number }) => `${judgment.corpus} ${hit.group}:${hit.id}`;
      results.push({
        judgment,
        ranked: ranked.map((hit) => (judgment.corpus === 'quran' ? `${hit.group}:${hit.id}` : referenceOf.get(key(hit))!)),
      });
    }
    const marker = arabicStemming === DEFAULT_ANALYZER.arabicStemming ? ' (default)' : '';
    console.log(
      `${(arabicStemming + marker).padEnd(9).slice(0, 20)} | ${meanRecallAt(10, results).toFixed(3).padStart(9)} | ${(hits / judgments.length).toFixed(1).padStart(21)} | ${buildSeconds.toFixed(1).padStart(20)}`,
    );
  }
}
