import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { loadPinnedFile } from '../data/support/pinned-sources';
import { TAFSIR_API } from '../data/support/sources';
import { putItems } from '../data/support/table-writer';
import { parseTafsirSurah } from '../data/tafsir/corpus';
import { keys } from '../functions/shared/table';
import { TAFSIR_EDITIONS } from '../functions/tafsir/tafsir-editions';
import { TAFSIR_CORPUS, type TafsirMarker, tafsirItem } from '../functions/tafsir/tafsir-items';
import type { LocalStack } from '../lib/local/local-stack';
import { burstFrom } from '../test/support/client-process';
import { realTafsirSources } from '../test/support/real-corpus';
import { requestFrom } from '../test/support/request-from';
import { median, percentile } from './statistics';

/**
 * `npm run bench -- starvation` (issue 48, finding 5): another client's lookup while up to ten addresses send heavy
 * requests within their limits, all at once from a process of their own (as from other machines). Each attack shape
 * is run between two idle phases, so that its loaded figures stand beside an idle baseline taken minutes, not an hour,
 * apart, under the same machine load (other work on a shared machine moves both); the run goes through the shapes
 * twice. Per shape: the lookup's median and p99 under load and idle, with the number of samples, the ratio of the
 * p99s (the goal: within 10 times), and the longest the event loop was held, idle and loaded.
 *
 * The shapes are the issue's: MCP batches of 20 `tafsir` calls on Al-Baqarah in al-Qurtubi from 10 addresses; 90
 * distinct year calendars at 69.65 N from 3 addresses (GET /prayer-times, and AlAdhan's annual calendars); 100
 * Al-Baqarah pages with three Arabic commentaries from 4 addresses; and a mix of all of them from 10 addresses.
 */
const IDLE_PROBES = 25;
const MIN_LOADED_PROBES = 20;
const ROUNDS = 2;

/** The commentaries the shapes read on Al-Baqarah beyond those the bench stack imports, written as the import writes them. */
const ARABIC_COMMENTARIES = ['ar.qurtubi', 'ar.ibnkathir', 'ar.baghawi'];

type HeavyRequest = { address: string; path: string; method?: string; body?: string };

const addressesOf = (shape: number, round: number, count: number) =>
  Array.from({ length: count }, (_, i) => `127.${30 + shape}.${round + 1}.${i + 1}`);

const mcpBatch = (address: string, edition: string): HeavyRequest => ({
  address,
  path: '/api/v1/mcp',
  method: 'POST',
  body: JSON.stringify(
    Array.from({ length: 20 }, (_, id) => ({
      jsonrpc: '2.0',
      id: id + 1,
      method: 'tools/call',
      params: { name: 'tafsir', arguments: { verse_key: '2:1-286', edition } },
    })),
  ),
});

const PAGE = '/api/v1/quran?surah=2&from=1&to=286&tafsir=ar.ibnkathir,ar.qurtubi,ar.baghawi';
const yearAt6965 = (year: number) => `/api/v1/prayer-times?lat=69.65&lng=18.96&year=${year}`;
const aladhanYear = (year: number) => `/api/v1/aladhan/calendar/${year}/1?latitude=69.65&longitude=18.96&annual=true`;

interface Shape {
  name: string;
  requests: (round: number) => HeavyRequest[];
}

const SHAPES: Shape[] = [
  {
    name: '10 addresses, an MCP batch of 20 tafsir 2:1-286 ar.qurtubi each',
    requests: (round) => addressesOf(0, round, 10).map((address) => mcpBatch(address, 'ar.qurtubi')),
  },
  {
    name: '3 addresses, 30 distinct year calendars at 69.65 N each',
    requests: (round) =>
      addressesOf(1, round, 3).flatMap((address, a) =>
        Array.from({ length: 30 }, (_, i) => ({ address, path: yearAt6965(1900 + round * 100 + a * 30 + i) })),
      ),
  },
  {
    name: '3 addresses, 30 distinct AlAdhan annual calendars at 69.65 N each',
    requests: (round) =>
      addressesOf(2, round, 3).flatMap((address, a) =>
        Array.from({ length: 30 }, (_, i) => ({ address, path: aladhanYear(1900 + round * 100 + a * 30 + i) })),
      ),
  },
  {
    name: '4 addresses, 25 Al-Baqarah pages with 3 Arabic commentaries each',
    requests: (round) => addressesOf(3, round, 4).flatMap((address) => Array.from({ length: 25 }, () => ({ address, path: PAGE }))),
  },
  {
    name: '10 addresses, 29 of all of these each (a batch, pages, ranges, years)',
    requests: (round) =>
      addressesOf(4, round, 10).flatMap((address, a) => [
        mcpBatch(address, 'en.ibnkathir'),
        ...[1, 51, 101, 151].map((from) => ({
          address,
          path: `/api/v1/quran?surah=2&from=${from}&to=${from + 49}&tafsir=en.ibnkathir,ar.wasit,ar.saddi`,
        })),
        ...[3, 4].map((surah) => ({ address, path: `/api/v1/tafsir?edition=ar.wasit&surah=${surah}&from=1&to=100` })),
        { address, path: yearAt6965(2100 + round * 20 + a) },
        { address, path: aladhanYear(2140 + round * 20 + a) },
      ]),
  },
];

/** One lookup from an address of its own (its own rate-limit window), timed; its status kept. */
async function probe(baseUrl: string, path: string, i: number): Promise<{ ms: number; status: number | string }> {
  const started = performance.now();
  const status = await requestFrom(baseUrl, `127.0.${40 + Math.floor(i / 250)}.${1 + (i % 250)}`, { path }).then(
    (answer) => answer.status,
    (error: Error) => error.message,
  );
  return { ms: performance.now() - started, status };
}

/** The longest the event loop was held (ms) while `work` ran: the server runs in this process. */
async function withLoopWatch<T>(work: () => Promise<T>): Promise<{ value: T; longestStallMs: number }> {
  const delays = monitorEventLoopDelay({ resolution: 10 });
  delays.enable();
  try {
    const value = await work();
    return { value, longestStallMs: delays.max / 1e6 };
  } finally {
    delays.disable();
  }
}

interface Phase {
  samples: number[];
  longestStallMs: number;
}

const tally = (values: Array<number | string>) => {
  const counts: Record<string, number> = {};
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  return counts;
};

/**
 * Al-Baqarah in the Arabic commentaries the shapes read, written from the pinned source as the import writes them,
 * and named in the tafsir marker (the bench stack imports only those question retrieval reads).
 */
async function addArabicCommentaries(stack: LocalStack, client: DynamoDBDocumentClient): Promise<boolean> {
  const sources = await realTafsirSources();
  if (!sources) return false;
  const { Item } = await client.send(new GetCommand({ TableName: stack.tableName, Key: keys.corpusMarker(TAFSIR_CORPUS) }));
  const marker = Item as TafsirMarker | undefined;
  if (!marker) return false;
  const added = TAFSIR_EDITIONS.filter((edition) => ARABIC_COMMENTARIES.includes(edition.id) && !marker.editions.includes(edition.id));
  for (const edition of added) {
    const units = parseTafsirSurah(await loadPinnedFile(TAFSIR_API, `tafsir/${edition.slug}/2.json`, sources), 2, edition.slug);
    await putItems(
      client,
      stack.tableName,
      units.map((unit) => tafsirItem(edition.id, unit.surah, unit.ayahFrom, unit.ayahTo, unit.text)),
    );
  }
  if (added.length > 0) {
    const editions = [...marker.editions, ...added.map((edition) => edition.id)];
    await client.send(new PutCommand({ TableName: stack.tableName, Item: { ...marker, editions } }));
  }
  return true;
}

const figures = (samples: number[]) =>
  `median ${median(samples).toFixed(1)} ms, p99 ${percentile(samples, 0.99).toFixed(1)} ms (n=${samples.length})`;

export async function benchStarvation(stack: LocalStack, client: DynamoDBDocumentClient, withHadith: boolean): Promise<void> {
  const lookup = withHadith ? '/api/v1/hadith?collection=bukhari&number=6018' : '/api/v1/quran?surah=1&ayah=1';
  const commentaries = await addArabicCommentaries(stack, client);
  console.log(
    `\nstarvation: another client's ${withHadith ? 'hadith lookup (bukhari 6018)' : 'verse lookup (1:1; no hadith corpus)'}, ` +
      `idle and while addresses send heavy requests within their limits at once; each shape between two idle phases, ` +
      `${ROUNDS} rounds${commentaries ? '' : ' (no tafsir mirror: the Arabic commentaries are not served, their requests are refused)'}; ` +
      `load average at start ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
  );
  let next = 0;
  for (let i = 0; i < 5; i += 1) await probe(stack.baseUrl, lookup, next++);

  const idlePhase = async (): Promise<Phase> => {
    const { value: samples, longestStallMs } = await withLoopWatch(async () => {
      const samples: number[] = [];
      for (let i = 0; i < IDLE_PROBES; i += 1) samples.push((await probe(stack.baseUrl, lookup, next++)).ms);
      return samples;
    });
    return { samples, longestStallMs };
  };

  const results = SHAPES.map(() => ({ idle: [] as number[], loaded: [] as number[], idleStall: 0, loadedStall: 0, seconds: 0 }));
  const heavyOutcomes = SHAPES.map(() => [] as Array<number | string>);
  const lookupOutcomes = SHAPES.map(() => [] as Array<number | string>);
  let before = await idlePhase();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [s, shape] of SHAPES.entries()) {
      const started = performance.now();
      const { value: loaded, longestStallMs } = await withLoopWatch(async () => {
        let done = false;
        const load = burstFrom(stack.baseUrl, shape.requests(round)).finally(() => (done = true));
        const samples: number[] = [];
        while (!done || samples.length < MIN_LOADED_PROBES) {
          const { ms, status } = await probe(stack.baseUrl, lookup, next++);
          samples.push(ms);
          lookupOutcomes[s].push(status);
        }
        for (const { status } of await load) heavyOutcomes[s].push(status);
        return samples;
      });
      const after = await idlePhase();
      const result = results[s];
      result.idle.push(...before.samples, ...after.samples);
      result.loaded.push(...loaded);
      result.idleStall = Math.max(result.idleStall, before.longestStallMs, after.longestStallMs);
      result.loadedStall = Math.max(result.loadedStall, longestStallMs);
      result.seconds += (performance.now() - started) / 1000;
      before = after;
    }
  }
  let worst = 0;
  for (const [s, shape] of SHAPES.entries()) {
    const { idle, loaded, idleStall, loadedStall, seconds } = results[s];
    const ratio = percentile(loaded, 0.99) / percentile(idle, 0.99);
    worst = Math.max(worst, ratio);
    console.log(`  ${shape.name} (${seconds.toFixed(1)} s in all):`);
    console.log(`    idle, the phases either side     ${figures(idle)}; longest loop stall ${idleStall.toFixed(0)} ms`);
    console.log(`    under load                       ${figures(loaded)}; longest loop stall ${loadedStall.toFixed(0)} ms`);
    console.log(`    loaded p99 / idle p99            ×${ratio.toFixed(1)}; lookups ${JSON.stringify(tally(lookupOutcomes[s]))}`);
    console.log(`    the heavy requests               ${JSON.stringify(tally(heavyOutcomes[s]))}`);
  }
  console.log(
    `  worst shape: loaded p99 ×${worst.toFixed(1)} its idle p99 (goal: within ×10); load average at end ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
}
