/**
 * `npm run bench -- grounding`: question retrieval measured on the question judgments, in one run (issue 37, item 5).
 * - Quality: MAP@10, recall@10, MRR and the share with an expected passage in the first 10, for the search
 *   endpoints and the chat's grounding over HTTP, beside a plain BM25 over the same documents (the Quran's
 *   verses, the narrations) built in memory; four sets apart: the tuned questions, the old held-out ones
 *   (question-judgments.ts), the everyday questions (everyday-questions.ts, a second tuning set) and the frozen
 *   held-out set (held-out-questions.ts); the last two name Quran passages only.
 * - Cost: the commentaries' import (time, items, the commentary indexes' postings); the grounding of a question in
 *   process (warm and with the postings cache emptied), and a chat request over HTTP with a zero-latency provider,
 *   against baselines timed in the same run.
 */
import { performance } from 'node:perf_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { groundQuestion } from '../functions/chat/grounding';
import { DuaRepository } from '../functions/duas/dua-repository';
import { DuaService } from '../functions/duas/dua-service';
import { HadithRepository } from '../functions/hadith/hadith-repository';
import { HadithService } from '../functions/hadith/hadith-service';
import { QuranRepository } from '../functions/quran/quran-repository';
import { QuranService } from '../functions/quran/quran-service';
import { CONCEPTS } from '../functions/search/concepts';
import { postingsCache } from '../functions/search/postings-cache';
import { parseQuestion } from '../functions/search/question-terms';
import { TableReader } from '../functions/shared/table-reader';
import type { LocalStack } from '../lib/local/local-stack';
import { EVERYDAY_QUESTIONS } from '../test/support/everyday-questions';
import { HELD_OUT_QUESTIONS } from '../test/support/held-out-questions';
import {
  type Corpus,
  formatMeasurement,
  groundingRetrieval,
  MEASUREMENT_HEADER,
  measure,
  parallelsOf,
  plainBm25Retrieval,
  searchRetrieval,
} from '../test/support/question-evaluation';
import { QUESTION_JUDGMENTS, type QuestionJudgment } from '../test/support/question-judgments';
import { plainBm25Indexes } from './plain-bm25';
import { median, percentile } from './statistics';

const LATENCY_ROUNDS = 3;

const row = (name: string, samples: number[], baseline?: number) =>
  `${name.padEnd(44)} | ${String(samples.length).padStart(4)} | ${median(samples).toFixed(2).padStart(9)} | ${percentile(samples, 0.99)
    .toFixed(2)
    .padStart(7)}${baseline ? ` | ${(median(samples) / baseline).toFixed(2).padStart(6)}x` : ' |      -'}`;

export async function benchGrounding(stack: LocalStack, client: DynamoDBDocumentClient, withHadith: boolean): Promise<void> {
  const corpora: Corpus[] = withHadith ? ['quran', 'hadith'] : ['quran'];
  const json = async (response: Response) => {
    if (response.status !== 200) throw new Error(`${response.url}: HTTP ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const get = async (path: string) => json(await fetch(`${stack.baseUrl}${path}`));
  const post = async (path: string, body: string) =>
    json(await fetch(`${stack.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }));

  console.log(
    '\nquestion retrieval: the question judgments (test/support/question-judgments.ts) and the frozen held-out set (test/support/held-out-questions.ts)',
  );
  const started = performance.now();
  const plainIndexes = await plainBm25Indexes(withHadith);
  console.log(`(plain BM25 indexes built in memory in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const sets: Array<{ name: string; judgments: readonly QuestionJudgment[]; corpora: Corpus[] }> = [
    { name: 'tuned', judgments: QUESTION_JUDGMENTS.filter((j) => !j.heldOut), corpora },
    { name: 'old held-out (question-judgments.ts)', judgments: QUESTION_JUDGMENTS.filter((j) => j.heldOut), corpora },
    // A second tuning set, of everyday wording (Quran passages only).
    { name: 'everyday, tuning set 2 (everyday-questions.ts)', judgments: EVERYDAY_QUESTIONS, corpora: ['quran'] },
    // Its judgments name Quran passages only: the narrations' lines would be empty.
    { name: 'frozen held-out (held-out-questions.ts)', judgments: HELD_OUT_QUESTIONS, corpora: ['quran'] },
  ];
  for (const { name, judgments, corpora: measured } of sets) {
    const en = judgments.filter((j) => j.language === 'en').length;
    console.log(`\n${name} questions: ${judgments.length} (${en} English, ${judgments.length - en} Arabic)`);
    const lines = [
      ...MEASUREMENT_HEADER,
      ...formatMeasurement('plain BM25', await measure(judgments, plainBm25Retrieval(plainIndexes), measured), measured),
      ...formatMeasurement('search, match=auto', await measure(judgments, searchRetrieval(get, measured), measured), measured),
      ...formatMeasurement('chat grounding', await measure(judgments, groundingRetrieval(post), measured), measured),
    ];
    if (measured.includes('hadith')) {
      const parallels = await parallelsOf(judgments, get);
      lines.push(
        ...formatMeasurement(
          'plain BM25 + parallels',
          await measure(judgments, plainBm25Retrieval(plainIndexes, parallels), measured),
          measured,
        ),
        ...formatMeasurement('search + parallels', await measure(judgments, searchRetrieval(get, measured, parallels), measured), measured),
        ...formatMeasurement('grounding + parallels', await measure(judgments, groundingRetrieval(post, parallels), measured), measured),
      );
    }
    console.log(lines.join('\n'));
  }

  // Cost. The services as the chat function builds them, reading the same table in process.
  const reader = new TableReader(client, stack.tableName);
  const services = {
    quran: new QuranService(new QuranRepository(reader), {
      importCommand: 'bench',
      reciter: 'bench',
      surahAudioUrlTemplate: '{surah}',
      ayahAudioUrlTemplate: '{global}',
    }),
    hadith: new HadithService(new HadithRepository(reader), 'bench'),
    duas: new DuaService(new DuaRepository(reader), 'bench'),
  };
  const questions = [...QUESTION_JUDGMENTS, ...HELD_OUT_QUESTIONS].map((j) => j.question);
  const analysed = performance.now();
  for (const question of questions) parseQuestion(question);
  const parseMs = (performance.now() - analysed) / questions.length;
  await services.quran.search('mercy', 10, 0);
  const keyword: number[] = [];
  const warm: number[] = [];
  const cold: number[] = [];
  for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
    for (const question of questions) {
      let at = performance.now();
      await services.quran.search('mercy', 10, 0, 'all');
      keyword.push(performance.now() - at);
      at = performance.now();
      await groundQuestion(services, { text: question });
      warm.push(performance.now() - at);
    }
  }
  for (const question of questions) {
    postingsCache.clear();
    const at = performance.now();
    await groundQuestion(services, { text: question });
    cold.push(performance.now() - at);
  }
  const chat: number[] = [];
  const refused: number[] = [];
  for (const question of questions) {
    let at = performance.now();
    await post('/api/v1/chat', JSON.stringify({ prompt: question }));
    chat.push(performance.now() - at);
    at = performance.now();
    const response = await fetch(`${stack.baseUrl}/api/v1/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: question, temperature: 2 }),
    });
    await response.arrayBuffer();
    refused.push(performance.now() - at);
  }
  console.log(
    `\nquestion retrieval cost (${questions.length} questions; concept table: ${CONCEPTS.length} concepts; reading a question ${parseMs.toFixed(3)} ms)`,
  );
  console.log('what                                         |    n | median ms | p99 ms  | / baseline');
  console.log('---------------------------------------------|------|-----------|---------|-----------');
  console.log(row("baseline: Quran keyword search 'mercy'", keyword));
  console.log(row('grounding in process, warm', warm, median(keyword)));
  console.log(row('grounding in process, postings cache empty', cold, median(keyword)));
  console.log(row('baseline: POST /chat refused by validation', refused));
  console.log(row('POST /chat, zero-latency provider', chat, median(refused)));
  await reportTafsirImport(stack);
}

/** What the commentaries' import cost this run's stack: time, items, and the commentary indexes question retrieval reads. */
async function reportTafsirImport(stack: LocalStack): Promise<void> {
  const outcome = await stack.tafsirImport;
  if (outcome.status !== 'done' || outcome.report.status !== 'imported') {
    console.log(
      `\ncommentaries (tafsir): not imported in this run (${outcome.status === 'done' ? outcome.report.status : outcome.status})`,
    );
    return;
  }
  const { report } = outcome;
  const commentaries = Object.values(report.commentaries).reduce((sum, n) => sum + n, 0);
  console.log(
    `\ncommentaries (tafsir) imported in memory in ${(outcome.importMs / 1000).toFixed(1)} s (${report.editions} editions, the ones question retrieval reads)`,
  );
  console.log(
    `table items: ${report.items} = ${commentaries} commentaries (each once for the ayahs it covers) + ${report.items - commentaries - 1} index items + 1 marker`,
  );
  console.log(
    `commentaries per edition: ${Object.entries(report.commentaries)
      .map(([id, n]) => `${id} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `commentary indexes (question retrieval): ${Object.entries(report.retrieval)
      .map(([language, { ranges, postings }]) => `${language} ${ranges} ranges, ${postings} postings`)
      .join('; ')}`,
  );
}
