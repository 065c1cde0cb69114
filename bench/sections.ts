import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LocalStack } from '../lib/local/local-stack';
import { benchAnswerSizes } from './answer-sizes';
import { benchAnswers } from './answers';
import { benchChapterHeadings } from './chapter-headings';
import { benchChat } from './chat';
import { benchColdStart } from './cold-start';
import { benchFamous } from './famous';
import { benchGrounding } from './grounding';
import { benchHadithAndDuas } from './hadith';
import { benchHttp } from './http';
import { benchIndexLayout } from './index-layout';
import { benchInheritance } from './inheritance';
import { benchLimiter } from './limiter';
import { benchPlaces } from './places';
import { benchPrayerCost } from './prayer-cost';
import { benchPrayerGrid } from './prayer-grid';
import { benchQuran } from './quran';
import { benchReads } from './reads';
import { benchRelevance } from './relevance';
import { benchSearchAmplification } from './search-amplification';
import { benchSoak } from './soak';
import { benchStartup } from './startup';
import { benchStarvation } from './starvation';
import { benchTranslations } from './translations';
import { benchUtilities } from './utilities';
import { benchWire } from './wire';

/** What a section that measures the local stack is given: the one stack every such section of the run shares. */
export interface BenchContext {
  stack: LocalStack;
  /** A document client on the stack's table, the sections' own (the functions have theirs). */
  client: DynamoDBDocumentClient;
  /** The hadith and dua corpora are imported (a mirror or the download cache was found). */
  withHadith: boolean;
  /** The chat has a provider (the stand-in); `http` alone measures it as `npm start` runs without a key. */
  providerConfigured: boolean;
}

interface Described {
  name: string;
  /** One line, for `npm run bench -- --help`. */
  description: string;
}
/** A section that measures no stack: alone, it starts none. */
export interface SectionWithoutStack extends Described {
  withoutStack: true;
  run: () => Promise<void>;
}
export interface StackSection extends Described {
  withoutStack?: false;
  /** Measures the chat as `npm start` runs without a key (retrieval-only): a run of such sections alone has no provider. */
  chatWithoutProvider?: true;
  run: (bench: BenchContext) => Promise<void>;
}
export type BenchSection = SectionWithoutStack | StackSection;

/**
 * Every section of `npm run bench`, in the order they run. Those without the stack run first, before its import
 * competes for the cores (cold-start first of all, while nothing else runs); each module's comment says more.
 */
export const SECTIONS: readonly BenchSection[] = [
  {
    name: 'cold-start',
    description: 'every function bundled as deployed, imported by new processes, against earlier bundles',
    withoutStack: true,
    run: benchColdStart,
  },
  {
    name: 'chapters',
    description: "hadith retrieval over in-memory indexes with and without the book's heading (issue 37, item 3)",
    withoutStack: true,
    run: benchChapterHeadings,
  },
  {
    name: 'quran',
    description: 'Quran search through the inverted index against a table scan per request; GETs over HTTP',
    run: ({ stack, client }) => benchQuran(stack, client),
  },
  {
    name: 'translations',
    description: 'what the other editions add to the import; a surah in two editions against one',
    run: ({ stack, client }) => benchTranslations(stack, client),
  },
  {
    name: 'utilities',
    description: 'POST /api/v1/utilities per action against a request validation refuses; each domain function alone',
    run: ({ stack }) => benchUtilities(stack.baseUrl),
  },
  {
    name: 'inheritance',
    description: 'cases per second of the inheritance engine and its answer in process, and of POST /api/v1/inheritance over HTTP',
    run: ({ stack }) => benchInheritance(stack.baseUrl),
  },
  {
    name: 'prayer-grid',
    description: "issue 24's order-and-smoothness grid against adhan-js as used before; calendars over HTTP",
    run: ({ stack }) => benchPrayerGrid(stack.baseUrl),
  },
  {
    name: 'places',
    description: "the gazetteer: a new container's first read, resolution in process, prayer times by city over HTTP",
    run: ({ stack }) => benchPlaces(stack.baseUrl),
  },
  {
    name: 'prayer-cost',
    description: "a prayer day's and year's CPU in process against adhan-js computing the same year",
    run: () => benchPrayerCost(),
  },
  {
    name: 'chat',
    description: 'POST /api/v1/chat with a zero-latency provider stand-in against a refused request; citation parsing',
    run: ({ stack }) => benchChat(stack.baseUrl),
  },
  {
    name: 'hadith',
    description: 'GET /api/v1/hadith and /api/v1/duas lookups and searches against a cached Quran answer',
    run: ({ stack, withHadith }) => benchHadithAndDuas(stack.baseUrl, withHadith),
  },
  {
    name: 'search',
    description: "the hadith index's worst searches (common words, cold cache) against an ordinary one; throughput",
    run: ({ stack, client, withHadith }) => benchSearchAmplification(stack.baseUrl, client, stack.tableName, withHadith),
  },
  {
    name: 'relevance',
    description: 'recall@10 of the relevance judgments beside their latency; the Arabic stemming choices',
    run: ({ stack, withHadith }) => benchRelevance(stack.baseUrl, withHadith),
  },
  {
    name: 'famous',
    description: 'found@1 and found@10 of wordings written apart from the famous-narrations table, with and without it',
    run: ({ stack, client, withHadith }) => benchFamous(stack, client, withHadith),
  },
  {
    name: 'grounding',
    description: "the question judgments' MAP@10, recall@10 and MRR beside a plain BM25; the grounding's latency",
    run: ({ stack, client, withHadith }) => benchGrounding(stack, client, withHadith),
  },
  {
    name: 'answers',
    description: 'found@1 and found@10 of search and the chat on the held-out answer and multilingual sets, beside a plain BM25',
    chatWithoutProvider: true,
    run: ({ stack, withHadith, providerConfigured }) => benchAnswers(stack, withHadith, providerConfigured),
  },
  {
    name: 'wire',
    description: 'bytes on the wire with and without compression; a conditional GET (304) against the 200',
    run: ({ stack, withHadith }) => benchWire(stack.baseUrl, withHadith),
  },
  {
    name: 'startup',
    description: "npm start: each corpus's time to served, peak and idle RSS, fresh and restarted (a process of its own)",
    withoutStack: true,
    run: benchStartup,
  },
  {
    name: 'reads',
    description: 'table calls and read units per kind of Quran answer, a new container against a warm one',
    run: ({ stack }) => benchReads(stack),
  },
  {
    name: 'index',
    description: "the stored index's items, bytes and write units as written now against the layout before",
    run: ({ withHadith }) => benchIndexLayout(withHadith),
  },
  {
    name: 'soak',
    description: "heap and RSS per 1,000 requests with dynalite's iterators left open and closed; the table's disk growth",
    run: ({ stack, withHadith }) => benchSoak(stack, withHadith),
  },
  {
    name: 'http',
    description: 'req/s, p50 and p99 at 1 and 8 connections beside plain node:http, verse and adhan servers',
    chatWithoutProvider: true,
    run: ({ stack, withHadith, providerConfigured }) => benchHttp(stack, withHadith, providerConfigured),
  },
  {
    name: 'sizes',
    description: "the worst valid request of each route: its answer's bytes in the deployed shape, against Lambda's 6 MB",
    run: ({ stack }) => benchAnswerSizes(stack),
  },
  {
    name: 'starvation',
    description: "another client's hadith lookup under each of issue 48's heavy loads, beside idle phases either side of it",
    run: ({ stack, client, withHadith }) => benchStarvation(stack, client, withHadith),
  },
  {
    name: 'limiter',
    description: "the rate limiter's decision against one consistent GetItem; an admission's cost in the table",
    run: ({ stack, client }) => benchLimiter(stack, client),
  },
];
