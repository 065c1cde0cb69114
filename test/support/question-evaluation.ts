import { setImmediate, setTimeout } from 'node:timers/promises';
import { type SearchIndex, searchInMemory } from '../../functions/search/in-memory-index';
import { PLAIN_BM25 } from '../../functions/search/query-matching';
import { parseSearchQuery } from '../../functions/search/query-terms';
import type { QuestionJudgment } from './question-judgments';
import {
  answerableIn,
  meanScores,
  type QuestionScores,
  type RetrievedUnit,
  type SetScores,
  scoreQuestion,
  unanswerable,
} from './question-metrics';

/**
 * The question judgments measured three ways, as the test and the bench both report them: the Quran and
 * hadith search endpoints (`match=auto`), the chat's grounding (the answer's `sources`), and a plain BM25
 * over the same documents (every word of the question, no function words left out, no concepts).
 */
export type Corpus = 'quran' | 'hadith';

/** What a retrieval reads of a judgment: its question alone (any set's judgments, in any language). */
type AskedQuestion = Pick<QuestionJudgment, 'question'>;

/** What one system retrieved for one question: units per corpus, in rank order. */
export type Retrieval = Record<Corpus, RetrievedUnit[]>;

export interface Measurement {
  /** Per corpus and language, over the questions answerable in that corpus. */
  scores: Record<Corpus, Record<'en' | 'ar', SetScores>>;
  /** Questions with no answer in the sources: per corpus, how many returned nothing of it, of how many. */
  unanswerable: Record<Corpus, { empty: number; of: number }>;
  /** Per language, the share of answerable questions with an expected passage of any corpus in the first 10. */
  foundInAny: Record<'en' | 'ar', number>;
  /** Per question, for listing misses. */
  perQuestion: Array<{ judgment: QuestionJudgment; corpus: Corpus; scores: QuestionScores }>;
}

/**
 * A turn of the event loop: the timers due run (a timer of 0 ms comes after every one already due), then the I/O
 * they cause is read (the poll phase comes before the immediates), so that a connection closed by one of them is
 * known closed before anything else is sent.
 */
export async function letTheEventLoopTurn(): Promise<void> {
  await setTimeout(0);
  await setImmediate();
}

/** Scores what a system retrieved for every judgment. */
export async function measure(
  judgments: readonly QuestionJudgment[],
  retrieve: (judgment: QuestionJudgment) => Promise<Retrieval>,
  corpora: readonly Corpus[],
): Promise<Measurement> {
  const perQuestion: Measurement['perQuestion'] = [];
  const unanswered = { quran: { empty: 0, of: 0 }, hadith: { empty: 0, of: 0 } };
  const anyFound = { en: { found: 0, of: 0 }, ar: { found: 0, of: 0 } };
  for (const judgment of judgments) {
    // A retrieval in memory (the plain BM25, the parallels) awaits nothing that is pending: without a turn of the
    // event loop here, measuring 168 questions holds it for seconds, and timers due meanwhile do not run. When the
    // HTTP server runs in the same process, its keep-alive close of an idle connection and the client's own idle
    // timeout then both wait, the client sends its next request on that connection, and the server's overdue timer
    // closes it with the request unread: ECONNRESET (issue 37, item 6).
    await letTheEventLoopTurn();
    const retrieved = await retrieve(judgment);
    if (unanswerable(judgment)) {
      for (const corpus of corpora) {
        unanswered[corpus].of += 1;
        if (retrieved[corpus].length === 0) unanswered[corpus].empty += 1;
      }
      continue;
    }
    let found = false;
    for (const corpus of corpora) {
      if (!answerableIn(judgment, corpus)) continue;
      const scores = scoreQuestion(judgment, retrieved[corpus], corpus);
      perQuestion.push({ judgment, corpus, scores });
      found ||= scores.found;
    }
    anyFound[judgment.language].of += 1;
    if (found) anyFound[judgment.language].found += 1;
  }
  const setOf = (corpus: Corpus, language: 'en' | 'ar') =>
    meanScores(perQuestion.filter((q) => q.corpus === corpus && q.judgment.language === language).map((q) => q.scores));
  return {
    scores: {
      quran: { en: setOf('quran', 'en'), ar: setOf('quran', 'ar') },
      hadith: { en: setOf('hadith', 'en'), ar: setOf('hadith', 'ar') },
    },
    unanswerable: unanswered,
    foundInAny: { en: anyFound.en.found / (anyFound.en.of || 1), ar: anyFound.ar.found / (anyFound.ar.of || 1) },
    perQuestion,
  };
}

type Json = Record<string, unknown>;

/**
 * The same hadith is narrated in several collections, in other words by other translators: a narration
 * retrieved counts for an expected one when most of the shorter one's words (of four letters or more)
 * stand in the other. Built from the expected narrations' texts, fetched once by number.
 */
export interface Parallels {
  of: (english: string) => string[];
}

const wordsOf = (text: string) => new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => word !== 'allah'));
export const PARALLEL_SHARE = 0.6;

export async function parallelsOf(judgments: readonly QuestionJudgment[], get: (path: string) => Promise<Json>): Promise<Parallels> {
  const refs = [...new Set(judgments.flatMap((judgment) => judgment.hadith ?? []))];
  const expected = new Map<string, Set<string>>();
  for (let i = 0; i < refs.length; i += 50) {
    const batch = await get(`/api/v1/hadith?refs=${refs.slice(i, i + 50).join(',')}`);
    for (const answer of batch.results as Json[]) {
      const [narration] = (answer.results as Json[] | undefined) ?? [];
      if (narration) expected.set(answer.ref as string, wordsOf(narration.english as string));
    }
  }
  return {
    of: (english) => {
      const words = wordsOf(english);
      return [...expected].flatMap(([ref, other]) => {
        const shared = [...words].filter((word) => other.has(word)).length;
        return shared / Math.max(1, Math.min(words.size, other.size)) >= PARALLEL_SHARE ? [ref] : [];
      });
    },
  };
}

const hadithUnit = (hit: Json, parallels?: Parallels): RetrievedUnit => [
  `${hit.collection}:${hit.number}`,
  // An Arabic-only narration (ad-Darimi) has no English to compare.
  ...(parallels ? parallels.of((hit.english as string | undefined) ?? '') : []),
];

/** The search endpoints' first page for a question. */
export function searchRetrieval(get: (path: string) => Promise<Json>, corpora: readonly Corpus[], parallels?: Parallels) {
  return async (judgment: AskedQuestion): Promise<Retrieval> => {
    const page = async (corpus: Corpus) => {
      if (!corpora.includes(corpus)) return [];
      const json = await get(`/api/v1/${corpus}?search=${encodeURIComponent(judgment.question)}&limit=10`);
      const results = json.results as Json[];
      return results.map(
        (hit): RetrievedUnit => (corpus === 'quran' ? [(hit.ayah as Json).reference as string] : hadithUnit(hit, parallels)),
      );
    };
    return { quran: await page('quran'), hadith: await page('hadith') };
  };
}

/** The chat answer's sources for a question: Quran passages by their matched verses, narrations by number. */
export function groundingRetrieval(post: (path: string, body: string) => Promise<Json>, parallels?: Parallels) {
  return async (judgment: AskedQuestion): Promise<Retrieval> => {
    const json = await post('/api/v1/chat', JSON.stringify({ prompt: judgment.question }));
    const sources = json.sources as Json[];
    return {
      quran: sources
        .filter((source) => source.kind === 'quran')
        .map((source) => (source.matched_ayahs as number[]).map((ayah) => `${source.surah}:${ayah}`)),
      hadith: sources
        .filter((source) => source.kind === 'hadith')
        .map((source) => hadithUnit({ ...source, english: source.text }, parallels)),
    };
  };
}

/** An index built in memory, with how its documents are cited (and their English, for parallels). */
export interface PlainIndex {
  index: SearchIndex;
  referenceOf: (group: number, id: number) => string;
  englishOf?: (group: number, id: number) => string;
}

/** A plain BM25 over an index built in memory: every word of the question, ranked by any, first ten. */
export function plainBm25Retrieval(indexes: Partial<Record<Corpus, PlainIndex>>, parallels?: Parallels) {
  return async (judgment: AskedQuestion): Promise<Retrieval> => {
    const query = { words: parseSearchQuery(judgment.question.replace(/["\u201c\u201d\u00ab\u00bb]/g, ' ')).words, phrases: [] };
    const top = async (corpus: Corpus) => {
      const built = indexes[corpus];
      if (!built) return [];
      const { ranked } = await searchInMemory(built.index, query, undefined, 'any', PLAIN_BM25);
      return ranked.slice(0, 10).map((hit): RetrievedUnit => {
        const reference = built.referenceOf(hit.group, hit.id);
        return parallels && built.englishOf ? [reference, ...parallels.of(built.englishOf(hit.group, hit.id))] : [reference];
      });
    };
    return { quran: await top('quran'), hadith: await top('hadith') };
  };
}

/** One line per corpus and language: MAP@10, recall@10, MRR and the share with an expected passage in the first 10. */
export function formatMeasurement(name: string, measurement: Measurement, corpora: readonly Corpus[]): string[] {
  const lines: string[] = [];
  for (const corpus of corpora) {
    for (const language of ['en', 'ar'] as const) {
      const s = measurement.scores[corpus][language];
      if (s.questions === 0) continue;
      lines.push(
        `${name.padEnd(24)} | ${corpus.padEnd(6)} | ${language} | ${String(s.questions).padStart(3)} | ${s.map.toFixed(3)} | ${s.recall.toFixed(3)} | ${s.mrr.toFixed(3)} | ${s.foundShare.toFixed(3)}`,
      );
    }
  }
  const empty = corpora.map((corpus) => `${corpus} ${measurement.unanswerable[corpus].empty} of ${measurement.unanswerable[corpus].of}`);
  lines.push(`${name.padEnd(24)} | unanswerable questions answered with nothing: ${empty.join(', ')}`);
  if (corpora.length > 1)
    lines.push(
      `${name.padEnd(24)} | an expected verse or narration in the first 10: en ${measurement.foundInAny.en.toFixed(3)}, ar ${measurement.foundInAny.ar.toFixed(3)}`,
    );
  return lines;
}

export const MEASUREMENT_HEADER = [
  'system                   | corpus | la |   n | MAP@10 | R@10  | MRR   | found@10',
  '-------------------------|--------|----|-----|--------|-------|-------|---------',
];
