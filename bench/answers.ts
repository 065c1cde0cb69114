/**
 * `npm run bench -- answers`: how well questions are answered, the measurement issues 49 and 53 ask for, through HTTP
 * on the bench's stack. For every question: the search endpoint's first page (`GET /api/v1/quran?search=` and
 * `/api/v1/hadith?search=`, read as a question, no `translations=`) and the chat's `sources` (`POST /api/v1/chat`;
 * retrieval-only when the run configures no provider, as `npm start` without a key), beside a plain BM25 over the
 * same documents built in memory in the same run. found@1: the first verse of search, or the chat's first Quran
 * passage (first narration), is an expected one; found@10: one is among the first ten (test/support/question-metrics.ts).
 * The sets are read, never changed: the frozen held-out sets (held-out-answer-questions.ts,
 * held-out-multilingual-questions.ts), then the tuning sets beside them (multilingual-tuning-questions.ts, against
 * the same questions asked in English; the English and Arabic sets the grounding section measures).
 */
import { performance } from 'node:perf_hooks';
import type { LocalStack } from '../lib/local/local-stack';
import { EVERYDAY_QUESTIONS } from '../test/support/everyday-questions';
import { HELD_OUT_ANSWER_QUESTIONS } from '../test/support/held-out-answer-questions';
import { HELD_OUT_MULTILINGUAL_QUESTIONS } from '../test/support/held-out-multilingual-questions';
import { HELD_OUT_QUESTIONS } from '../test/support/held-out-questions';
import { MULTILINGUAL_TUNING_QUESTIONS } from '../test/support/multilingual-tuning-questions';
import {
  type Corpus,
  groundingRetrieval,
  letTheEventLoopTurn,
  plainBm25Retrieval,
  type Retrieval,
  searchRetrieval,
} from '../test/support/question-evaluation';
import { QUESTION_JUDGMENTS, type QuestionJudgment } from '../test/support/question-judgments';
import { answerableIn, type ExpectedAnswer, scoreQuestion, unanswerable } from '../test/support/question-metrics';
import { plainBm25Indexes } from './plain-bm25';
import { median, percentile } from './statistics';

/** Questions in flight at once: the stack runs in this process, so more only queue behind one another. */
const CONCURRENCY = 4;
/** A request slower than this counts as nothing retrieved, and is listed. */
const REQUEST_TIMEOUT_MS = 30_000;

type Json = Record<string, unknown>;
/** A question of any set: its words, its language and what answers it. */
type Asked = ExpectedAnswer & { question: string; language: string };
const NOTHING: Retrieval = { quran: [], hadith: [] };

/** What the endpoints gave for one question. */
interface Answered {
  search: Retrieval;
  chat: Retrieval;
  /** The language the chat says it read the question in. */
  chatLanguage?: string;
}

/** The stack's endpoints as the sections call them: timed, with a deadline, failures kept apart from misses. */
class Endpoints {
  readonly latency = { search: [] as number[], chat: [] as number[] };
  readonly failures: string[] = [];
  private readonly chatAnswers = new Map<string, Json>();

  constructor(private readonly baseUrl: string) {}

  private async call(kind: 'search' | 'chat', path: string, init?: RequestInit): Promise<Json> {
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const json = (await response.json()) as Json;
    this.latency[kind].push(performance.now() - started);
    if (response.status !== 200) throw new Error(`HTTP ${response.status} ${String(json.message ?? '')}`);
    return json;
  }

  readonly get = (path: string) => this.call('search', path);

  readonly post = async (path: string, body: string) => {
    const json = await this.call('chat', path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    this.chatAnswers.set((JSON.parse(body) as { prompt: string }).prompt, json);
    return json;
  };

  /** Search and chat for one question; a failed request (status, timeout) retrieves nothing and is listed. */
  async answer(asked: Asked, corpora: readonly Corpus[]): Promise<Answered> {
    const attempt = async (what: string, retrieve: () => Promise<Retrieval>) => {
      try {
        return await retrieve();
      } catch (error) {
        this.failures.push(`${what} «${asked.question.slice(0, 60)}»: ${error instanceof Error ? error.message : String(error)}`);
        return NOTHING;
      }
    };
    this.chatAnswers.delete(asked.question);
    const search = await attempt('search', () => searchRetrieval(this.get, corpora)(asked));
    const chat = await attempt('chat', () => groundingRetrieval(this.post)(asked));
    const language = this.chatAnswers.get(asked.question)?.language;
    this.chatAnswers.delete(asked.question);
    return { search, chat, ...(typeof language === 'string' ? { chatLanguage: language } : {}) };
  }
}

/** Works through the items `concurrency` at a time, the results in the items' order. */
async function inTurns<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next;
      next += 1;
      results[at] = await work(items[at]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** found@1 and found@10 over the questions answerable in a corpus: counts, then shares. */
function found(judgments: readonly Asked[], retrieved: readonly Retrieval[], corpus: Corpus): { at1: number; at10: number } {
  let at1 = 0;
  let at10 = 0;
  judgments.forEach((judgment, i) => {
    const scores = scoreQuestion(judgment, retrieved[i][corpus], corpus);
    if (scores.reciprocalRank === 1) at1 += 1;
    if (scores.found) at10 += 1;
  });
  return { at1: at1 / (judgments.length || 1), at10: at10 / (judgments.length || 1) };
}

const pair = (share: { at1: number; at10: number }) => `${share.at1.toFixed(3)} ${share.at10.toFixed(3)}`;
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ar: 'Arabic' };

/**
 * An English and Arabic set: per group (language and corpus, a question expecting both counted in each),
 * found@1 and found@10 of the plain BM25, the search and the chat; then what the questions with no answer got.
 */
async function answerTable(
  endpoints: Endpoints,
  name: string,
  judgments: readonly QuestionJudgment[],
  corpora: readonly Corpus[],
  plain: (judgment: QuestionJudgment) => Promise<Retrieval>,
): Promise<void> {
  const answered = await inTurns(judgments, CONCURRENCY, (judgment) => endpoints.answer(judgment, corpora));
  const baseline: Retrieval[] = [];
  for (const judgment of judgments) baseline.push(await plain(judgment));
  console.log(`\n${name}: ${judgments.length} questions`);
  console.log('group              |   n | plain BM25 @1 @10 | search @1 @10 | chat @1 @10');
  console.log('-------------------|-----|-------------------|---------------|------------');
  for (const corpus of corpora) {
    for (const language of ['en', 'ar'] as const) {
      const at = judgments.flatMap((judgment, i) => (judgment.language === language && answerableIn(judgment, corpus) ? [i] : []));
      if (at.length === 0) continue;
      const share = sharesOf(judgments, at, corpus);
      console.log(
        `${`${LANGUAGE_NAMES[language]} ${corpus === 'quran' ? 'Quran' : 'hadith'}`.padEnd(18)} | ${String(at.length).padStart(3)} | ${share(baseline).padStart(17)} | ${share(answered.map((a) => a.search)).padStart(13)} | ${share(answered.map((a) => a.chat))}`,
      );
    }
  }
  const none = judgments.flatMap((judgment, i) => (unanswerable(judgment) ? [i] : []));
  if (none.length === 0) return;
  const empty = (pick: (a: Answered) => Retrieval, corpus: Corpus) => none.filter((i) => pick(answered[i])[corpus].length === 0).length;
  console.log(
    `no answer in the texts (${none.length}): nothing from the chat: ${corpora.map((c) => `${c} ${empty((a) => a.chat, c)}`).join(', ')}; ` +
      `search empty: ${corpora.map((c) => `${c} ${empty((a) => a.search, c)}`).join(', ')} (of ${none.length} each)`,
  );
}

/** found@1 and found@10 of the judgments at `at`, as printed, for any one way of retrieving them. */
const sharesOf = (judgments: readonly Asked[], at: readonly number[], corpus: Corpus) => (retrieved: readonly Retrieval[]) =>
  pair(
    found(
      at.map((i) => judgments[i]),
      at.map((i) => retrieved[i]),
      corpus,
    ),
  );

/**
 * A set of Quran questions in many languages: per language, found@1 and found@10 of the search (no language named)
 * and the chat, how many the chat read in the asker's language, and, as a baseline in the same run, the plain BM25
 * or (tuning set) the same questions asked in English.
 */
async function languageTable<J extends Asked>(
  endpoints: Endpoints,
  name: string,
  judgments: readonly J[],
  baseline: { name: string; retrieve: (judgment: J) => Promise<Retrieval> },
  providerConfigured: boolean,
): Promise<void> {
  const answered = await inTurns(judgments, CONCURRENCY, (judgment) => endpoints.answer(judgment, ['quran']));
  const base: Retrieval[] = [];
  for (const judgment of judgments) base.push(await baseline.retrieve(judgment));
  const languages = [...new Set(judgments.map((judgment) => judgment.language))];
  console.log(`\n${name}: ${judgments.length} questions in ${languages.length} languages`);
  const read = providerConfigured ? 'chat read in it (provider stand-in)' : 'chat replied in it';
  console.log(`language     |   n | ${baseline.name.padEnd(17)} | search @1 @10 | chat @1 @10 | ${read} | no answer: search / chat empty`);
  console.log(
    `-------------|-----|-------------------|---------------|-------------|-${'-'.repeat(read.length)}-|-------------------------------`,
  );
  const rowOf = (label: string, inLanguage: (language: string) => boolean) => {
    const all = judgments.flatMap((judgment, i) => (inLanguage(judgment.language) ? [i] : []));
    const at = all.filter((i) => !unanswerable(judgments[i]));
    const none = all.filter((i) => unanswerable(judgments[i]));
    const share = sharesOf(judgments, at, 'quran');
    const asAsked = all.filter((i) => answered[i].chatLanguage === judgments[i].language).length;
    const empty = (pick: (a: Answered) => Retrieval) => none.filter((i) => pick(answered[i]).quran.length === 0).length;
    console.log(
      `${label.padEnd(12)} | ${String(at.length).padStart(3)} | ${share(base).padStart(17)} | ${share(answered.map((a) => a.search)).padStart(13)} | ${share(answered.map((a) => a.chat)).padStart(11)} | ${`${asAsked} of ${all.length}`.padStart(read.length)} | ${empty((a) => a.search)} / ${empty((a) => a.chat)} of ${none.length}`,
    );
  };
  for (const language of languages) rowOf(language, (l) => l === language);
  const others = languages.filter((language) => language !== 'en' && language !== 'ar');
  if (others.length > 1) rowOf(`the ${others.length} others`, (l) => others.includes(l));
  const misread = judgments.flatMap((judgment, i) =>
    answered[i].chatLanguage === judgment.language
      ? []
      : [`${judgment.language} read as ${answered[i].chatLanguage ?? 'none'}: «${judgment.question}»`],
  );
  if (misread.length > 0) console.log(`the chat read in another language:\n  ${misread.join('\n  ')}`);
}

export async function benchAnswers(stack: LocalStack, withHadith: boolean, providerConfigured: boolean): Promise<void> {
  const started = performance.now();
  const corpora: Corpus[] = withHadith ? ['quran', 'hadith'] : ['quran'];
  const endpoints = new Endpoints(stack.baseUrl);
  const indexes = await plainBm25Indexes(withHadith);
  const inMemory = plainBm25Retrieval(indexes);
  // Between questions, a turn of the event loop: without it the in-memory baseline holds the loop for seconds, the
  // stack's keep-alive timers fire late, and the next set's first requests go out on connections closed under them.
  const plain = async (judgment: Pick<QuestionJudgment, 'question'>) => {
    await letTheEventLoopTurn();
    return inMemory(judgment);
  };
  console.log(
    `\nanswers: found@1 / found@10 through HTTP, ${CONCURRENCY} questions at a time; the chat ${providerConfigured ? 'with the provider stand-in (its sources are the same)' : 'retrieval-only (no provider, as npm start without a key)'}` +
      `${withHadith ? '' : '; no corpus mirror: Quran only'}; plain BM25 indexes built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // The frozen held-out sets (issues 49 and 53).
  await answerTable(endpoints, 'held-out answers (held-out-answer-questions.ts)', HELD_OUT_ANSWER_QUESTIONS, corpora, plain);
  await languageTable(
    endpoints,
    'held-out multilingual (held-out-multilingual-questions.ts)',
    HELD_OUT_MULTILINGUAL_QUESTIONS,
    { name: 'plain BM25 @1 @10', retrieve: plain },
    providerConfigured,
  );

  // The tuning sets beside them: the multilingual one against its questions in English, asked once each.
  const inEnglish = new Map<string, Promise<Answered>>();
  await languageTable(
    endpoints,
    'tuning, multilingual (multilingual-tuning-questions.ts)',
    MULTILINGUAL_TUNING_QUESTIONS,
    {
      name: 'English: search',
      retrieve: async ({ english, ...judgment }) => {
        if (!inEnglish.has(english))
          inEnglish.set(english, endpoints.answer({ ...judgment, question: english, language: 'en' }, ['quran']));
        return (await (inEnglish.get(english) as Promise<Answered>)).search;
      },
    },
    providerConfigured,
  );
  const sets: Array<[string, readonly QuestionJudgment[], readonly Corpus[]]> = [
    ['tuning (question-judgments.ts, tuned)', QUESTION_JUDGMENTS.filter((j) => !j.heldOut), corpora],
    ['old held-out (question-judgments.ts)', QUESTION_JUDGMENTS.filter((j) => j.heldOut), corpora],
    ['tuning 2 (everyday-questions.ts)', EVERYDAY_QUESTIONS, ['quran']],
    ['earlier frozen held-out (held-out-questions.ts)', HELD_OUT_QUESTIONS, ['quran']],
  ];
  for (const [name, judgments, measured] of sets) await answerTable(endpoints, name, judgments, measured, plain);

  const { search, chat } = endpoints.latency;
  const timing = (samples: number[]) =>
    `${samples.length} requests, median ${median(samples).toFixed(1)} ms, p99 ${percentile(samples, 0.99).toFixed(1)} ms`;
  console.log(`\nrequests (${CONCURRENCY} in flight): search ${timing(search)}; chat ${timing(chat)}`);
  console.log(
    `failed or timed out (> ${REQUEST_TIMEOUT_MS / 1000} s, counted as nothing retrieved): ${endpoints.failures.length}${endpoints.failures.map((failure) => `\n  ${failure}`).join('')}`,
  );
  console.log(`answers section: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
