/**
 * `npm run bench -- chapters`: would the narrations be found more often if each carried its chapter heading, the
 * classical topical title of its book ("كتاب الأدب", "Good Manners and Form (Al-Adab)"), as the verses gained from
 * their commentaries' words? (issue 37, item 3). A measurement only: the product's index is not changed.
 * - The heading is hadith-json's per-file `chapter` (SOURCES.md §1, §1b): one per book file, so one per book of a
 *   collection (Bukhari's 97 books), not the finer chapter (bab) headings inside a book, which the source lacks.
 * - Indexes built in memory, no table: the narrations as imported today; with the heading as further fields (English
 *   and Arabic, and each alone); and the heading at a lower weight. The index has no field weights (a term's
 *   frequency is counted over all fields alike), so the weighted variant adds, as the commentaries do to verses, a
 *   share of the heading's own score (an index of the headings, one document per book) to each narration the
 *   narration's own words found.
 * - Measured on the question judgments naming narrations (tuned and held out, English and Arabic apart) with two
 *   rankings over each index: a plain BM25 (every word, PLAIN_BM25) and the search endpoint's reading of a question
 *   (searchByMatch under `auto`: parseQuestion's words and concepts, the service's floor and coverage bonus). Not
 *   replicated: the famous-narrations table the service puts first, and the parallels the grounding bench credits.
 */
import { performance } from 'node:perf_hooks';
import type { HadithCorpus } from '../data/hadith/corpus';
import { furtherBookPath } from '../data/hadith/further-books';
import { hadithSearchDocuments } from '../data/hadith/import';
import { corpusFileSources } from '../data/support/corpus-locations';
import { loadPinnedFiles, SourceError } from '../data/support/pinned-sources';
import { HADITH_JSON } from '../data/support/sources';
import { HADITH_COLLECTIONS } from '../functions/hadith/hadith-collections';
import type { HadithRecord } from '../functions/hadith/hadith-items';
import type { RankedDocument } from '../functions/search/bm25';
import { buildSearchIndex, type IndexedDocument, type SearchIndex, searchInMemory } from '../functions/search/in-memory-index';
import { searchByMatch } from '../functions/search/match-mode';
import { type AnyRanking, PLAIN_BM25 } from '../functions/search/query-matching';
import { parseSearchQuery, type SearchQuery } from '../functions/search/query-terms';
import { type Measurement, measure, type Retrieval } from '../test/support/question-evaluation';
import { QUESTION_JUDGMENTS, type QuestionJudgment } from '../test/support/question-judgments';
import { loadHadith } from './corpora';

/** The share of a heading's score added to a narration in the weighted variant. */
const HEADING_WEIGHTS = [0.5, 0.25];

interface Heading {
  english: string;
  arabic: string;
}

/** hadith-json's file for a record: the six by the book's number, the further collections by their book list. */
function sourcePathOf(record: HadithRecord): string {
  const collection = HADITH_COLLECTIONS.find((c) => c.id === record.collection)!;
  return collection.kind === 'six'
    ? `db/by_chapter/the_9_books/${collection.sourceFolder}/${record.book}.json`
    : furtherBookPath(collection, collection.books[record.bookOrdinal - 1].file);
}

async function headingsOf(records: readonly HadithRecord[]): Promise<Heading[]> {
  const paths = records.map(sourcePathOf);
  const files = await loadPinnedFiles(HADITH_JSON, [...new Set(paths)], corpusFileSources({ offline: true }));
  const decoder = new TextDecoder('utf-8');
  const byPath = new Map(
    [...files].map(([path, bytes]) => {
      const { chapter } = JSON.parse(decoder.decode(bytes).replace(/^\uFEFF/, '')) as {
        chapter?: { english?: string | null; arabic?: string | null } | null;
      };
      return [path, { english: (chapter?.english ?? '').trim(), arabic: (chapter?.arabic ?? '').trim() }];
    }),
  );
  return paths.map((path) => byPath.get(path)!);
}

/** A question's ranked narrations (the whole list, best first), and the query and ranking that found them. */
type Ranker = (question: string) => Promise<{ ranked: RankedDocument[]; query: SearchQuery; ranking?: AnyRanking }>;

const QUOTES = /["\u201c\u201d\u00ab\u00bb]/g;

/** As plainBm25Retrieval reads a question: every word, no phrase. */
const plainRanker =
  (index: SearchIndex): Ranker =>
  async (question) => {
    const query = { words: parseSearchQuery(question.replace(QUOTES, ' ')).words, phrases: [] };
    return { ranked: (await searchInMemory(index, query, undefined, 'any', PLAIN_BM25)).ranked, query, ranking: PLAIN_BM25 };
  };

/** The search endpoint's reading (match=auto) over an index in memory, with the service's ranking (the default). */
const engineRanker =
  (index: SearchIndex): Ranker =>
  async (question) => {
    const { read, outcome } = await searchByMatch(
      question,
      'auto',
      async () => undefined,
      async (asRead) => ({ hits: (await searchInMemory(index, asRead.query, undefined, asRead.match)).ranked }),
    );
    return { ranked: outcome.hits, query: read.query };
  };

/**
 * Each narration found by its own words gains `weight` times its book heading's score for the same query, read the
 * same way (the headings searched as one document per book, keyed by the narration's group, which is its book; under
 * `any` even when the narrations were matched under `all`).
 */
function withHeadingScores(own: Ranker, headings: SearchIndex, weight: number): Ranker {
  return async (question) => {
    const found = await own(question);
    const { ranked: books } = await searchInMemory(headings, found.query, undefined, 'any', found.ranking);
    const bookScore = new Map(books.map((book) => [book.group, book.score]));
    const ranked = found.ranked
      .map((document) => ({ ...document, score: document.score + weight * (bookScore.get(document.group) ?? 0) }))
      .sort((a, b) => b.score - a.score || a.group - b.group || a.id - b.id);
    return { ...found, ranked };
  };
}

const postingsOf = (index: SearchIndex) => [...index.postings.values()].reduce((sum, list) => sum + list.length, 0);

export async function benchChapterHeadings(): Promise<void> {
  console.log('\nchapter headings (issue 37, item 3): narrations indexed with their book heading, measured in memory');
  const loading = performance.now();
  let corpus: HadithCorpus;
  try {
    corpus = await loadHadith();
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    console.log(`skipped (no corpus mirror; see docs/data.md): ${error.message}`);
    return;
  }
  const documents = hadithSearchDocuments(corpus);
  const headings = await headingsOf(corpus.records);
  console.log(`(corpus and headings loaded in ${((performance.now() - loading) / 1000).toFixed(1)} s)`);

  const noEnglish = headings.filter((h) => !h.english).length;
  const noArabic = headings.filter((h) => !h.arabic).length;
  const neither = headings.filter((h) => !h.english && !h.arabic).length;
  const withoutByCollection = new Map<string, number>();
  corpus.records.forEach((record, i) => {
    if (!headings[i].english || !headings[i].arabic)
      withoutByCollection.set(record.collection, (withoutByCollection.get(record.collection) ?? 0) + 1);
  });
  const distinct = new Set(headings.map((h) => `${h.english}|${h.arabic}`)).size;
  console.log(
    `narrations: ${documents.length}; distinct headings: ${distinct}; without an English heading: ${noEnglish}, ` +
      `without an Arabic one: ${noArabic}, without either: ${neither}` +
      (withoutByCollection.size
        ? ` (missing one or both, by collection: ${[...withoutByCollection].map(([c, n]) => `${c} ${n}`).join(', ')})`
        : ''),
  );

  const reference = new Map(documents.map((d, i) => [`${d.group}:${d.id}`, corpus.records[i]]));
  const referenceOf = (hit: RankedDocument) => {
    const record = reference.get(`${hit.group}:${hit.id}`);
    return record ? `${record.collection}:${record.numbers[0]}` : `${hit.group}:${hit.id}`;
  };
  const retrieval =
    (ranker: Ranker) =>
    async (judgment: QuestionJudgment): Promise<Retrieval> => ({
      quran: [],
      hadith: (await ranker(judgment.question)).ranked.slice(0, 10).map((hit) => [referenceOf(hit)]),
    });

  const naming = QUESTION_JUDGMENTS.filter((j) => (j.hadith ?? []).length > 0);
  const allSets = [
    { name: 'tuned', judgments: naming.filter((j) => !j.heldOut) },
    { name: 'held-out', judgments: naming.filter((j) => j.heldOut) },
  ];
  console.log(
    `questions naming narrations: ${allSets.map(({ name, judgments }) => `${name} ${judgments.length} (${judgments.filter((j) => j.language === 'en').length} en)`).join(', ')}`,
  );
  // A set with none (the held-out questions name no narration today) has no line in the table.
  const sets = allSets.filter(({ judgments }) => judgments.length > 0);

  const withFields = (extra: (heading: Heading) => string[]): IndexedDocument[] =>
    documents.map((d, i) => ({ ...d, fields: [...d.fields, ...extra(headings[i])] }));
  const variants: Array<{ name: string; documents: () => IndexedDocument[] }> = [
    { name: 'today', documents: () => documents },
    { name: '+ heading (en, ar)', documents: () => withFields((h) => [h.english, h.arabic]) },
    { name: '+ heading (en only)', documents: () => withFields((h) => [h.english]) },
    { name: '+ heading (ar only)', documents: () => withFields((h) => [h.arabic]) },
  ];

  const results: Array<{ variant: string; ranking: string; set: string; measurement: Measurement }> = [];
  const costs: string[] = [];
  const measureAll = async (variant: string, rankers: Array<[string, Ranker]>) => {
    for (const [ranking, ranker] of rankers)
      for (const { name, judgments } of sets)
        results.push({ variant, ranking, set: name, measurement: await measure(judgments, retrieval(ranker), ['hadith']) });
  };
  // Built and timed on its own: wall time on a shared machine, and this process's CPU time beside it.
  const timedBuild = (name: string, built: Iterable<IndexedDocument>) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const index = buildSearchIndex(built);
    const wallS = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    costs.push(
      `${name.padEnd(28)} | ${wallS.toFixed(1).padStart(6)} | ${((user + system) / 1e6).toFixed(1).padStart(5)} | ${String(index.postings.size).padStart(8)} | ${String(postingsOf(index)).padStart(9)}`,
    );
    return index;
  };
  // The heading index for the weighted variant: one document per book.
  const books = new Map<number, IndexedDocument>();
  for (const [i, d] of documents.entries())
    books.set(d.group, { group: d.group, id: 0, fields: [headings[i].english, headings[i].arabic] });
  const headingIndex = timedBuild('heading index (per book)', books.values());
  // One narration index alive at a time: two of them crowd the heap, and the builds then measure the collector.
  for (const variant of variants) {
    const index = timedBuild(variant.name, variant.documents());
    await measureAll(variant.name, [
      ['plain BM25', plainRanker(index)],
      ['engine (match=auto)', engineRanker(index)],
    ]);
    if (variant.name !== 'today') continue;
    for (const weight of HEADING_WEIGHTS)
      await measureAll(`today + ${weight} x heading score`, [
        ['plain BM25', withHeadingScores(plainRanker(index), headingIndex, weight)],
        ['engine (match=auto)', withHeadingScores(engineRanker(index), headingIndex, weight)],
      ]);
  }

  console.log(`\nindex cost (${books.size} books)`);
  console.log('index                        | wall s | cpu s |    terms |  postings');
  console.log('-----------------------------|--------|-------|----------|----------');
  console.log(costs.join('\n'));

  console.log('\nhadith retrieval per variant (found@10: an expected narration in the first 10; gained/lost against today)');
  console.log('variant                        | ranking             | set      | la |  n | MAP@10 | R@10  | MRR   | found@10 | +/-');
  console.log('-------------------------------|---------------------|----------|----|----|--------|-------|-------|----------|------');
  const foundSet = (m: Measurement, language: string) =>
    new Set(m.perQuestion.filter((q) => q.judgment.language === language && q.scores.found).map((q) => q.judgment.question));
  const changes: string[] = [];
  for (const { variant, ranking, set, measurement } of results) {
    const baseline = results.find((r) => r.variant === 'today' && r.ranking === ranking && r.set === set)!.measurement;
    for (const language of ['en', 'ar'] as const) {
      const s = measurement.scores.hadith[language];
      if (s.questions === 0) continue;
      const now = foundSet(measurement, language);
      const before = foundSet(baseline, language);
      const gainedQuestions = [...now].filter((q) => !before.has(q));
      const lostQuestions = [...before].filter((q) => !now.has(q));
      const gained = gainedQuestions.length;
      const lost = lostQuestions.length;
      for (const q of gainedQuestions) changes.push(`${variant}, ${ranking}: found ${q}`);
      for (const q of lostQuestions) changes.push(`${variant}, ${ranking}: lost ${q}`);
      console.log(
        `${variant.padEnd(30)} | ${ranking.padEnd(19)} | ${set.padEnd(8)} | ${language} | ${String(s.questions).padStart(2)} | ${s.map.toFixed(3)}  | ${s.recall.toFixed(3)} | ${s.mrr.toFixed(3)} | ${s.foundShare.toFixed(3)}    | +${gained}-${lost}`,
      );
    }
  }
  if (changes.length) console.log(`\nquestions whose found@10 changed against today:\n${changes.join('\n')}`);
}
