/**
 * `npm run bench -- inheritance`: the inheritance engine (issue 50). In process: cases per second of the engine alone,
 * of the whole answer (names read, checks, steps with their evidence, an estate divided to the cent) and of a sentence
 * read and answered, beside the request schema's validation alone. Over HTTP: POST /api/v1/inheritance in both forms
 * and the relations list, beside a request the same middleware refuses with a 400 before any computation.
 */
import { performance } from 'node:perf_hooks';
import { distribute } from '../functions/inheritance/distribution';
import { inheritanceBodySchema } from '../functions/inheritance/inheritance-request';
import { inheritanceAnswer } from '../functions/inheritance/inheritance-service';
import type { RelationId } from '../functions/inheritance/relations';
import { parseRequestPart } from '../functions/shared/validation';
import { keepAliveGetter, keepAlivePoster } from './http-clients';
import { median, percentile } from './statistics';

type Heirs = Partial<Record<RelationId, number>>;

/** A spread of cases: descendants, 'awl to each base, radd with and without a spouse, every special case, large counts. */
const CASES: Heirs[] = [
  { husband: 1, son: 1 },
  { wife: 4, son: 7, daughter: 9 },
  { father: 1, mother: 1, daughter: 3 },
  { husband: 1, father: 1, mother: 1 },
  { wife: 1, daughter: 2, father: 1, mother: 1 },
  { husband: 1, mother: 1, full_sister: 2, maternal_brother: 2 },
  { wife: 3, mothers_mother: 1, fathers_mother: 1, maternal_sister: 4, full_sister: 8 },
  { husband: 1, daughter: 1, mother: 1 },
  { wife: 1, daughter: 3, mother: 1 },
  { daughter: 2, sons_daughter: 1, sons_sons_son: 1 },
  { daughter: 1, sons_daughter: 1, full_sister: 1, paternal_brother: 1 },
  { full_sister: 2, paternal_sister: 1, paternal_brother: 2 },
  { husband: 1, mother: 1, maternal_brother: 2, full_brother: 1 },
  { husband: 1, mother: 1, fathers_father: 1, full_sister: 1 },
  { mother: 1, fathers_father: 1, full_sister: 1, paternal_brother: 2, paternal_sister: 1 },
  { wife: 1, mother: 1, fathers_father: 1, full_brother: 2, full_sister: 3 },
  { fathers_mother: 1, mothers_mothers_mother: 1, fathers_fathers_mother: 1, full_uncle: 3 },
  { wife: 2, full_brothers_son: 4, paternal_uncle: 2 },
  { mother: 1, maternal_sister: 3, fathers_paternal_uncles_son: 5 },
  { husband: 1, son: 41, daughter: 37, father: 1, mothers_mother: 1, fathers_mother: 1 },
];
const bodies = CASES.map((heirs) => ({ heirs: Object.entries(heirs).map(([relation, count]) => ({ relation, count })) }));
const QUESTIONS = [
  'مات وترك: أب وأم وثلاث بنات',
  'ماتت وتركت زوجا وأختين شقيقتين',
  'توفيت امرأة عن زوج وأم وأخوين لأم وأخ شقيق',
  'A woman died leaving her husband, two full sisters and her mother',
  'A man died and left a wife, 3 sons and two daughters.',
];

interface Row {
  name: string;
  /** One piece of work, the next of its kind each call. */
  run: () => unknown;
}

/** The median and p99 of each row's samples (ms), and its cases per second over all of them. */
function report(samples: number[]) {
  const total = samples.reduce((sum, sample) => sum + sample, 0);
  return { perSecond: samples.length / (total / 1000), median: median(samples), p99: percentile(samples, 0.99) };
}

/** Cycles through a list, one item per call. */
function cycling<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length];
}

/**
 * The rows are interleaved, one piece of work of each in turn, so that a machine busy with other work slows them
 * alike and the ratios to the baseline hold.
 */
function timeInProcess(rows: Row[], rounds: number): number[][] {
  const samples = rows.map(() => [] as number[]);
  for (let round = -Math.ceil(rounds / 10); round < rounds; round += 1) {
    rows.forEach((row, index) => {
      const started = performance.now();
      row.run();
      if (round >= 0) samples[index].push(performance.now() - started);
    });
  }
  return samples;
}

async function timeOverHttp(rows: Array<{ name: string; request: () => Promise<number>; status: number }>, runs: number, warmUps: number) {
  const samples = rows.map(() => [] as number[]);
  for (let round = -warmUps; round < runs; round += 1) {
    for (const [index, row] of rows.entries()) {
      const started = performance.now();
      const status = await row.request();
      if (status !== row.status) throw new Error(`${row.name}: HTTP ${status}, expected ${row.status}`);
      if (round >= 0) samples[index].push(performance.now() - started);
    }
  }
  return samples;
}

export async function benchInheritance(baseUrl: string): Promise<void> {
  const ROUNDS = 4000;
  const body = cycling(bodies);
  const question = cycling(QUESTIONS);
  const heirs = cycling(
    CASES.map((each) => Object.entries(each).map(([relation, count]) => ({ relation: relation as RelationId, count: count! }))),
  );
  const answer = (raw: unknown) => inheritanceAnswer(parseRequestPart(inheritanceBodySchema, raw, 'body field'));
  const rows: Row[] = [
    {
      name: 'baseline: the request body validated, nothing more',
      run: () => parseRequestPart(inheritanceBodySchema, body(), 'body field'),
    },
    { name: 'the engine alone (distribute)', run: () => distribute({ heirs: heirs() }) },
    { name: 'the whole answer (names, checks, steps, evidence)', run: () => answer(body()) },
    {
      name: 'the whole answer with an estate to the cent',
      run: () => answer({ ...body(), estate: { amount: '1234567.89', debts: 1000, bequest: 500000 } }),
    },
    { name: 'a sentence read and answered', run: () => answer({ question: question() }) },
  ];
  console.log(
    `\nInheritance in process: ${CASES.length} cases and ${QUESTIONS.length} sentences in turn, ${ROUNDS} runs of each row, interleaved:`,
  );
  console.log('work                                              | cases/s  | median µs | p99 µs | median / baseline');
  console.log('--------------------------------------------------|----------|-----------|--------|------------------');
  const local = timeInProcess(rows, ROUNDS).map(report);
  rows.forEach((row, index) => {
    const { perSecond, median: mid, p99 } = local[index];
    console.log(
      `${row.name.padEnd(50)}| ${perSecond.toFixed(0).padStart(8)} | ${(mid * 1000).toFixed(1).padStart(9)} | ${(p99 * 1000).toFixed(0).padStart(6)} | ${(mid / local[0].median).toFixed(1).padStart(16)}x`,
    );
  });

  const RUNS = 1000;
  const WARM_UPS = 100;
  const postJson = keepAlivePoster(baseUrl);
  const getPath = keepAliveGetter(baseUrl);
  const http = [
    {
      name: 'baseline: 400 unknown body field',
      request: () => postJson('/api/v1/inheritance', '{"heirs":[{"relation":"son"}],"colour":"red"}'),
      status: 400,
    },
    { name: 'heirs (each of the cases in turn)', request: () => postJson('/api/v1/inheritance', JSON.stringify(body())), status: 200 },
    {
      name: 'heirs with an estate',
      request: () => postJson('/api/v1/inheritance', JSON.stringify({ ...body(), estate: { amount: 250000, debts: '1200.50' } })),
      status: 200,
    },
    {
      name: 'a sentence (each of the sentences in turn)',
      request: () => postJson('/api/v1/inheritance', JSON.stringify({ question: question() })),
      status: 200,
    },
    { name: 'GET ?list=relations', request: () => getPath('/api/v1/inheritance?list=relations'), status: 200 },
  ];
  console.log(
    `\nInheritance over HTTP (keep-alive, authorizer and rate limiter included), ${RUNS} requests of each row after ${WARM_UPS} warm-ups, interleaved:`,
  );
  console.log('request                                        | cases/s | median ms | p99 ms | median / baseline');
  console.log('-----------------------------------------------|---------|-----------|--------|------------------');
  const remote = (await timeOverHttp(http, RUNS, WARM_UPS)).map(report);
  http.forEach((row, index) => {
    const { perSecond, median: mid, p99 } = remote[index];
    console.log(
      `${row.name.padEnd(47)}| ${perSecond.toFixed(0).padStart(7)} | ${mid.toFixed(2).padStart(9)} | ${p99.toFixed(2).padStart(6)} | ${(mid / remote[0].median).toFixed(2).padStart(16)}x`,
    );
  });
}
