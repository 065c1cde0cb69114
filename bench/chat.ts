/** `npm run bench -- chat`: POST /api/v1/chat against a zero-latency provider stand-in, then citation parsing alone. */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { parseHadithReferences } from '../functions/citations/hadith-references';
import { parseQuranReferences, surahNameIndex } from '../functions/citations/quran-references';
import { HADITH_CITATION_CASES } from '../test/support/hadith-citation-cases';
import { ALL_CASES } from '../test/support/quran-reference-cases';
import { keepAlivePoster } from './http-clients';
import { median, percentile, timeRuns } from './statistics';

const CHAT_RUNS = 300;

/**
 * POST /api/v1/chat against the zero-latency provider stand-in: grounding retrieval (Quran and, when
 * imported, hadith search), the guarded prompt, one upstream call and citation parsing with corpus
 * lookups. The baseline in the same run is a request that validation refuses (HTTP, authorizer,
 * limiter, middleware), so the difference is the chat operation's own overhead.
 */
export async function benchChat(baseUrl: string): Promise<void> {
  const postJson = keepAlivePoster(baseUrl);
  const cases: Array<[string, unknown, number]> = [
    ['baseline: 400 (no prompt)', {}, 400],
    ['chat: patience and prayer', { prompt: 'What does the Quran say about patience and prayer?' }, 200],
    ['chat: rights of neighbours', { prompt: 'What are the rights of neighbours in Islam?' }, 200],
    ['chat: a reply citing hadith too', { prompt: 'What are the rights of neighbours in Islam?', model: 'alpha-3.1-8b-instant' }, 200],
  ];
  console.log(`\nPOST /api/v1/chat over HTTP with a zero-latency provider stand-in, ${CHAT_RUNS} sequential requests each:`);
  console.log('case                           | median ms | p99 ms | p99 - baseline p99');
  console.log('-------------------------------|-----------|--------|-------------------');
  let baselineP99 = 0;
  for (const [name, body, status] of cases) {
    const text = JSON.stringify(body);
    const timing = await timeRuns(
      CHAT_RUNS,
      async () => {
        const received = await postJson('/api/v1/chat', text);
        if (received !== status) throw new Error(`chat ${text}: HTTP ${received}`);
      },
      20,
    );
    baselineP99 ||= timing.p99;
    console.log(
      `${name.padEnd(30)} | ${timing.median.toFixed(2).padStart(9)} | ${timing.p99.toFixed(2).padStart(6)} | ${(timing.p99 - baselineP99).toFixed(2).padStart(17)}`,
    );
  }
  benchCitationParsing();
}

/** Reading the citations of long replies (pure: tokenizing and scanning), to show the cost grows with length only. */
function benchCitationParsing(): void {
  const quran = createRequire(import.meta.url)('quran-json/dist/quran_en.json') as Array<{
    id: number;
    name: string;
    transliteration: string;
    translation: string;
  }>;
  const names = surahNameIndex(
    quran.map((s) => ({ surah: s.id, transliteration: s.transliteration, translation: s.translation, arabic: s.name })),
  );
  const paragraph = [...ALL_CASES.map((c) => c.text), ...HADITH_CITATION_CASES.map((c) => c.reply)].join(' ');
  console.log('\nreading citations in a reply (Quran and hadith scanners), 50 runs each:');
  console.log('reply length | median ms | p99 ms | median ms per 1000 characters');
  console.log('-------------|-----------|--------|------------------------------');
  for (const length of [4_000, 16_000, 64_000]) {
    const text = paragraph.repeat(Math.ceil(length / paragraph.length)).slice(0, length);
    const samples: number[] = [];
    for (let run = 0; run < 55; run += 1) {
      const reply = `${text.slice(0, length - 6)} ${run}`.padEnd(length); // a new reply each run: no tokenization reused
      const started = performance.now();
      parseQuranReferences(reply, names);
      parseHadithReferences(reply);
      if (run >= 5) samples.push(performance.now() - started); // the first runs warm the compiler
    }
    const typical = median(samples);
    console.log(
      `${String(length).padStart(12)} | ${typical.toFixed(2).padStart(9)} | ${percentile(samples, 0.99).toFixed(2).padStart(6)} | ${((typical / length) * 1000).toFixed(3).padStart(29)}`,
    );
  }
  // The worst inputs of 100 000 characters found: one token per character or two, every one a candidate.
  const adversarial: Array<[string, string]> = [
    ['"1:1:1:…"', '1:'.repeat(50_000)],
    ['"(2:2:2:…"', '(2:2:2:2:2:2:2:2:2:2:'.repeat(5_000)],
    ['"Al-Baqarah Al-Baqarah …"', 'Al-Baqarah '.repeat(9_100)],
    ['"surah verse surah verse …"', 'surah verse '.repeat(8_400)],
  ];
  for (const [name, text] of adversarial) {
    const samples: number[] = [];
    for (let run = 0; run < 23; run += 1) {
      const reply = `${text.slice(0, 99_990)} ${run}`;
      const started = performance.now();
      parseQuranReferences(reply, names);
      parseHadithReferences(reply);
      if (run >= 3) samples.push(performance.now() - started);
    }
    console.log(
      `  worst case, 100 000 characters of ${name.padEnd(28)} median ${median(samples).toFixed(2)} ms, max ${Math.max(...samples).toFixed(2)} ms`,
    );
  }
}
