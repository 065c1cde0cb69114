import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { fetchAndImportHadithAndDuas, type HadithImportReport } from '../../data/hadith/import';
import { importQuran, type QuranImportReport } from '../../data/quran/import';
import { importQuranEditions } from '../../data/quran/import-editions';
import { corpusFileSources } from '../../data/support/corpus-locations';
import { type ImportProgress, readCorpusMarker, recordedProgress } from '../../data/support/import-target';
import { ensureTable } from '../../data/support/local-table';
import type { FilesLocation } from '../../data/support/pinned-sources';
import { fetchAndImportTafsir } from '../../data/tafsir/import';
import { AUTHORIZER_ENTRY, type CallerIdentification } from '../../functions/routes';
import { parseConfig } from '../../functions/shared/config';
import {
  BATCH_TIMEOUTS,
  closeTableConnections,
  createDocumentClient,
  createLimiterClient,
  type TableTimeouts,
} from '../../functions/shared/dynamo';
import { type EndpointContext, endpointContext, RATE_LIMIT_WINDOWS, type RateLimitWindows } from '../../functions/shared/endpoint-context';
import { errorBody } from '../../functions/shared/errors';
import { failClosedHeaders } from '../../functions/shared/gateway-responses';
import { countedRefusal } from '../../functions/shared/rate-limit/middleware';
import {
  type BackgroundImports,
  EDITIONS_IMPORT_CORPORA,
  type EditionsImportOutcome,
  HADITH_IMPORT_CORPORA,
  type HadithImportOutcome,
  IMPORT_NAMES,
  importThreadOf,
  startBackgroundImports,
  TAFSIR_IMPORT_CORPORA,
  type TafsirImportOutcome,
} from './background-imports';
import { recordHolder, releaseHolder, startEmbeddedDynamo } from './embedded-dynamodb';
import { prepareGazetteerFile } from './gazetteer-preparation';
import { createLocalServer, type ProxyHandler, type RequestAuthorizer, whenIdle } from './http-server';

export type { EditionsImportOutcome, HadithImportOutcome, TafsirImportOutcome } from './background-imports';

const PROJECT_ROOT = new URL('../../', import.meta.url);
export const LOCAL_TABLE_NAME = 'islamic-api-local';
/** dynalite's port under `npm start`: fixed, so that `npm run keys -- --local ...` reaches its table. */
export const DEFAULT_LOCAL_DYNAMODB_PORT = 8642;
export const LOCAL_REGION = 'us-east-1';

/**
 * dynalite's port for `npm start` and for the tools that reach it with --local: LOCAL_DYNAMODB_PORT, else 8642.
 * 0 lets `npm start` take a free port; it prints the port and the commands that reach it.
 */
export function localDynamoPort(env: Record<string, string | undefined> = process.env): number {
  const raw = env.LOCAL_DYNAMODB_PORT;
  if (raw === undefined || raw === '') return DEFAULT_LOCAL_DYNAMODB_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) throw new Error(`LOCAL_DYNAMODB_PORT must be a port number (0-65535), not '${raw}'`);
  return port;
}

export interface LocalStackOptions {
  /** Where dynalite keeps its data; omitted: in memory. */
  dataDirectory?: string;
  port?: number;
  host?: string;
  importProgress?: ImportProgress;
  log?: (line: string) => void;
  /** Port for dynalite; omitted: a free one. `npm start` fixes it so that `npm run keys -- --local` finds it. */
  dynamoPort?: number;
  /**
   * A DynamoDB-compatible endpoint already running (DynamoDB Local, a dynalite of its own process) to use
   * instead of starting dynalite here; `dataDirectory` and `dynamoPort` then do not apply.
   */
  dynamoEndpoint?: string;
  /**
   * Where the hadith and dua sources come from; false skips them. Omitted: corpusFileSources(), the one
   * precedence (mirror, download cache, download into the cache). If they cannot be had, the service
   * starts without them and those endpoints answer 503 with the command that imports them.
   */
  hadithSources?: FilesLocation | false;
  /**
   * Where Tanzil's translation files (en.pickthall, en.yusufali) come from; omitted: where the hadith come from. False:
   * those two editions are left out (their requests then say they are not imported).
   */
  tanzilSources?: FilesLocation | false;
  /**
   * Listen as soon as the Quran is in, and import the hadith and duas, then the Quran's other editions, meanwhile
   * (npm start); default: all before listening.
   */
  hadithInBackground?: boolean;
  /** Progress of the download of the hadith and dua sources, when one is needed. */
  downloadProgress?: ImportProgress;
  /**
   * The commentaries' editions to import (ids), from the same sources as the hadith, after the Quran's editions;
   * omitted: all sixteen; false: none. Nothing is imported without sources.
   */
  tafsirEditions?: readonly string[] | false;
  /** The functions' clock (milliseconds since the epoch); omitted: the system clock. Tests move it to cross windows. */
  now?: () => number;
  /**
   * How long the functions wait for the table: omitted, as in Lambda (dynamo.ts, middleware.ts). Suites about
   * something else relax them so that a machine busy with other work does not turn their requests into 503s.
   */
  tableWaits?: { timeouts: TableTimeouts; requestDeadlineMs: number };
  /** Who identifies callers, as the stack's option of that name: the authorizer in front (default) or the functions. */
  callerIdentification?: CallerIdentification;
  /**
   * Where the rate limiter keeps its sliding windows: 'table' (default), as deployed, exact across every process
   * admitting against this table; 'process', in this process's memory, without a table call per request, for a server
   * that is the only one admitting (npm start's default: localRateLimitWindows).
   */
  rateLimitWindows?: RateLimitWindows;
}

/**
 * npm start's windows (LOCAL_RATE_LIMIT_WINDOWS): 'process' unless set to 'table', the deployed behaviour (and what a
 * second server on the same dynalite needs, so that both admit through one window).
 */
export function localRateLimitWindows(env: Record<string, string | undefined> = process.env): RateLimitWindows {
  const raw = env.LOCAL_RATE_LIMIT_WINDOWS;
  if (raw === undefined || raw === '') return 'process';
  if (!(RATE_LIMIT_WINDOWS as readonly string[]).includes(raw)) {
    throw new Error(`LOCAL_RATE_LIMIT_WINDOWS must be one of ${RATE_LIMIT_WINDOWS.join(', ')}, not '${raw}'`);
  }
  return raw as RateLimitWindows;
}

/** The command that imports what is missing into the running local service, exactly as a user can type it. */
export function localImportCommand(port: number = localDynamoPort()): string {
  return `${port === DEFAULT_LOCAL_DYNAMODB_PORT ? '' : `LOCAL_DYNAMODB_PORT=${port} `}npm run corpus:import -- --local`;
}

async function importHadithSources(
  target: { client: DynamoDBDocumentClient; tableName: string },
  sources: FilesLocation,
  options: Pick<LocalStackOptions, 'downloadProgress' | 'importProgress'>,
  signal: AbortSignal,
): Promise<HadithImportOutcome> {
  try {
    const imported = await fetchAndImportHadithAndDuas(target, {
      location: sources,
      progress: options.importProgress,
      downloadProgress: options.downloadProgress,
      signal,
    });
    return { status: 'done', ...imported };
  } catch (error) {
    return { status: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/**
 * What a local 429 adds (RATE_LIMIT_EXCEEDED_HINT): a newcomer running the README's examples back to back meets the
 * anonymous limit after 30 requests, and should learn there how to get more on this machine.
 */
export function localRateLimitHint(port: number, proLimit: number): string {
  const prefix = port === DEFAULT_LOCAL_DYNAMODB_PORT ? '' : `LOCAL_DYNAMODB_PORT=${port} `;
  return (
    'On this local server (npm start): restart it with a higher RATE_LIMIT_ANONYMOUS_PER_MINUTE (at most 5000), or create ' +
    `a key with \`${prefix}npm run keys -- create --plan pro --owner me --local\` and send it as X-API-Key (${proLimit} a minute)`
  );
}

/** Names the variable to change when the port of dynalite or of the HTTP server is taken. */
function explainBusyPort(error: unknown, variable: string, port: number | undefined): unknown {
  if ((error as NodeJS.ErrnoException)?.code !== 'EADDRINUSE') return error;
  return new Error(
    `port ${port} is already in use (another npm start, or another program): set ${variable} to a free port` +
      (variable === 'LOCAL_DYNAMODB_PORT'
        ? ', and the same LOCAL_DYNAMODB_PORT for `npm run keys -- --local` and `npm run corpus:import -- --local`'
        : ''),
  );
}

export interface LocalStack {
  baseUrl: string;
  /** The HTTP server itself (for tests that need to act on its connections). */
  server: Server;
  dynamoEndpoint: string;
  tableName: string;
  region: string;
  importReport: QuranImportReport;
  /** Undefined when the hadith and dua corpora were skipped, failed, or are still being imported in the background. */
  hadithImportReport?: HadithImportReport;
  /** How the hadith and dua import ends (already settled unless hadithInBackground). */
  hadithImport: Promise<HadithImportOutcome>;
  /** How the import of the Quran's other editions ends, after the hadith's (settled unless hadithInBackground). */
  editionsImport: Promise<EditionsImportOutcome>;
  /** How the import of the commentaries ends, last (settled unless hadithInBackground). */
  tafsirImport: Promise<TafsirImportOutcome>;
  close: () => Promise<void>;
  /** Stops only the database, leaving the HTTP server up: how the service behaves without its table. */
  stopDatabase: () => Promise<void>;
}

type HandlerModule<H> = { createHandler: (context: EndpointContext) => H };

/** Loads a function's handler the way Lambda does, once, on first use: built from `context` (handler modules export createHandler). */
export function handlerLoader<H = ProxyHandler>(context: EndpointContext): (target: { id: string; entry: string }) => Promise<H> {
  const loaded = new Map<string, Promise<H>>();
  return (target) => {
    let handler = loaded.get(target.id);
    if (!handler) {
      handler = import(new URL(target.entry, PROJECT_ROOT).href).then((module: HandlerModule<H>) => module.createHandler(context));
      loaded.set(target.id, handler);
    }
    return handler;
  };
}

export type FunctionsServerOptions = Pick<
  LocalStackOptions,
  'port' | 'host' | 'log' | 'now' | 'tableWaits' | 'callerIdentification' | 'rateLimitWindows'
> & {
  endpoint: string;
  region: string;
  /**
   * Settles once the files the functions read beside their bundle in Lambda (routes.ts, `bundledFiles`) can be read:
   * a function that has such files is loaded after it, as in Lambda it is deployed with them.
   */
  bundledFilesReady?: Promise<void>;
};

/**
 * The functions over HTTP on the table at `endpoint`, configured from the environment once, as in Lambda: what
 * startLocalStack serves once the corpus is in. The http bench starts a second one on the same table, which differs
 * only in where its limiter keeps the windows.
 */
export async function serveFunctions(options: FunctionsServerOptions): Promise<{ server: Server; destroyClients: () => void }> {
  const settings = parseConfig(process.env);
  settings.RATE_LIMIT_EXCEEDED_HINT ??= localRateLimitHint(Number(new URL(options.endpoint).port), settings.RATE_LIMIT_PRO_PER_MINUTE);
  const target = { region: options.region, endpoint: options.endpoint };
  const client = createDocumentClient(target, options.tableWaits?.timeouts);
  // As in Lambda, the limiter has a client of its own when its windows are in the table.
  const limiterClient =
    options.rateLimitWindows === 'process' ? undefined : createLimiterClient(target, options.tableWaits?.timeouts, client);
  const context = endpointContext({
    settings,
    client,
    limiterClient,
    now: options.now,
    defaultDeadlineMs: options.tableWaits?.requestDeadlineMs,
    rateLimitWindows: options.rateLimitWindows,
  });
  const loadAuthorizer = handlerLoader<RequestAuthorizer>(context);
  const loadHandler = handlerLoader(context);
  const { bundledFilesReady } = options;
  const server = createLocalServer({
    loadHandler: bundledFilesReady
      ? async (target) => {
          if (target.route?.bundledFiles?.length) await bundledFilesReady;
          return loadHandler(target);
        }
      : loadHandler,
    loadAuthorizer:
      (options.callerIdentification ?? 'authorizer') === 'authorizer'
        ? () => loadAuthorizer({ id: 'authorizer', entry: AUTHORIZER_ENTRY })
        : undefined,
    countRefusal: async (headers, address) => {
      const { headers: rateHeaders, tooMany } = await countedRefusal(context, headers, address);
      return {
        headers: rateHeaders,
        ...(tooMany ? { tooMany: { statusCode: tooMany.statusCode, headers: tooMany.headers, body: { ...errorBody(tooMany) } } } : {}),
      };
    },
    failClosedHeaders: failClosedHeaders(settings.RATE_LIMIT_ANONYMOUS_PER_MINUTE),
    corsOrigin: settings.CORS_ALLOWED_ORIGIN,
    log: options.log,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error) => reject(explainBusyPort(error, 'PORT', options.port)));
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
    });
  } catch (error) {
    closeTableConnections(client);
    throw error;
  }
  // The limiter's client shares the other's connections: they close together.
  return { server, destroyClients: () => closeTableConnections(client) };
}

/**
 * How far a heap may grow past what its last full collection kept before the next one: 50 %. V8's default lets it grow
 * to two to four times when a thread allocates as fast as an import writing its items does, and the hadith's thread
 * reached 1.3 GB for 240 MB alive (issue 51); at 50 % it stays under 0.75 GB, for no measurable CPU. A V8 flag, so the
 * whole process's: the server's thread, which imports the Quran, keeps its heap as close to what it holds.
 */
const HEAP_GROWING_PERCENT = 50;

/**
 * The whole service on this machine: dynalite in a thread of its own, the table with the deployed key
 * schema, the corpus imported when missing or outdated, and the route table over HTTP.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  // The place names' file, derived when it is not yet in a thread of its own once the server listens (before, it would
  // compete with the Quran's import for the cores); the functions that read it wait for it (serveFunctions).
  let filesPrepared: () => void = () => undefined;
  const bundledFilesReady = new Promise<void>((resolve) => (filesPrepared = resolve));
  let preparing: Promise<void> | undefined;
  const dynamo = options.dynamoEndpoint
    ? { endpoint: options.dynamoEndpoint, close: async () => undefined }
    : await startEmbeddedDynamo({ dataDirectory: options.dataDirectory, port: options.dynamoPort, ownThread: true }).catch(
        (error: unknown) => {
          throw explainBusyPort(error, 'LOCAL_DYNAMODB_PORT', options.dynamoPort);
        },
      );
  // A second server started on the same data directory is told which one holds it (refreshed once this one listens).
  const holding = options.dynamoEndpoint ? undefined : options.dataDirectory;
  const since = new Date().toISOString();
  if (holding)
    await recordHolder(holding, { pid: process.pid, serving: `nothing yet (it is starting; its table at ${dynamo.endpoint})`, since });
  const tableName = process.env.TABLE_NAME || LOCAL_TABLE_NAME;
  const region = process.env.AWS_REGION || LOCAL_REGION;
  // The handlers read their configuration from the environment, as they do in Lambda.
  process.env.TABLE_NAME = tableName;
  process.env.AWS_REGION = region;
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  // dynalite accepts any credentials; the SDK still insists on having some.
  process.env.AWS_ACCESS_KEY_ID ||= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ||= 'local';
  // Powertools' dev mode: logs on the console, readable; no metrics unless POWERTOOLS_METRICS_DISABLED=false.
  process.env.POWERTOOLS_DEV ||= 'true';
  // Its 503s name the command that reaches this very dynalite (npm start may run on another port).
  process.env.CORPUS_IMPORT_COMMAND = localImportCommand(Number(new URL(dynamo.endpoint).port));

  let server: Server | undefined;
  let destroyFunctionsClients: (() => void) | undefined;
  let importClient: DynamoDBDocumentClient | undefined;
  const stopImports = new AbortController();
  let importsInThisThread: Promise<unknown> | undefined;
  let background: BackgroundImports | undefined;
  /**
   * Stops the imports still running so that no write of theirs reaches a closed database: those of this thread at
   * their next batch (the signal), those of the worker threads by ending the threads.
   */
  const stopBackgroundImports = async () => {
    stopImports.abort(new Error('the local service is closing'));
    await importsInThisThread;
    await background?.stop();
    if (importClient) closeTableConnections(importClient);
  };
  try {
    const rawClient = new DynamoDBClient({ region, endpoint: dynamo.endpoint });
    await ensureTable(rawClient, tableName);
    rawClient.destroy();
    const client = createDocumentClient({ region, endpoint: dynamo.endpoint }, BATCH_TIMEOUTS);
    importClient = client;
    const importReport = await importQuran({ client, tableName }, { location: { kind: 'npm' }, progress: options.importProgress });
    let hadithSources: FilesLocation | false;
    try {
      hadithSources = options.hadithSources ?? corpusFileSources();
    } catch (error) {
      hadithSources = false;
      options.log?.(`Hadith and dua sources: ${(error as Error).message}`);
    }
    let hadithImport: Promise<HadithImportOutcome>;
    let editionsImport: Promise<EditionsImportOutcome>;
    let tafsirImport: Promise<TafsirImportOutcome>;
    if (options.hadithInBackground) {
      // In a worker thread, so that loading and indexing never hold a request (background-imports.ts).
      // Said in the table before listening, so that no request meanwhile is told to run an import already under way.
      // (The worker takes it back if an import fails before it begins: sources that cannot be had.)
      // Only corpora the table does not serve yet: one it serves stays served through a restart, whatever the import finds.
      const withTafsir = hadithSources && options.tafsirEditions !== false;
      const candidates = [
        ...(hadithSources ? [HADITH_IMPORT_CORPORA] : []),
        EDITIONS_IMPORT_CORPORA,
        ...(withTafsir ? [TAFSIR_IMPORT_CORPORA] : []),
      ];
      const served = await Promise.all(
        candidates.map(async (corpora) => {
          const markers = await Promise.all(corpora.map((corpus) => readCorpusMarker({ client, tableName }, corpus)));
          return markers.every((marker) => marker !== undefined);
        }),
      );
      const announced = candidates.filter((_, i) => !served[i]);
      // The two threads import at once; an import behind another of its own thread waits its turn, and says what for.
      await Promise.all(
        announced.map((corpora, i) => {
          const before = announced.slice(0, i).filter((earlier) => importThreadOf(earlier) === importThreadOf(corpora));
          const waitingFor = before.map((earlier) => IMPORT_NAMES[earlier[0]]).join(', then ');
          return recordedProgress({ client, tableName }, corpora).begin(waitingFor || undefined);
        }),
      );
      closeTableConnections(client);
      importClient = undefined;
      background = startBackgroundImports(
        {
          endpoint: dynamo.endpoint,
          region,
          tableName,
          hadithSources,
          tafsirSources: withTafsir ? hadithSources : false,
          tanzilSources: options.tanzilSources ?? hadithSources,
          ...(options.tafsirEditions ? { tafsirEditions: options.tafsirEditions } : {}),
        },
        { import: options.importProgress, download: options.downloadProgress, note: options.log },
      );
      ({ hadithImport, editionsImport, tafsirImport } = background);
    } else {
      hadithImport = hadithSources
        ? importHadithSources({ client, tableName }, hadithSources, options, stopImports.signal)
        : Promise.resolve({ status: 'skipped' });
      // The Quran's other editions come after the hadith and duas.
      editionsImport = hadithImport
        .then(() =>
          importQuranEditions(
            { client, tableName },
            {
              location: { kind: 'npm' },
              tanzil: (options.tanzilSources ?? hadithSources) || undefined,
              progress: options.importProgress,
              signal: stopImports.signal,
            },
          ),
        )
        .then(
          (report): EditionsImportOutcome => ({ status: 'done', report }),
          (error): EditionsImportOutcome => ({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
        );
      // The commentaries come last, from the same sources as the hadith.
      tafsirImport = editionsImport
        .then(async (): Promise<TafsirImportOutcome> => {
          if (!hadithSources || options.tafsirEditions === false) return { status: 'skipped' };
          const imported = await fetchAndImportTafsir(
            { client, tableName },
            { location: hadithSources, editions: options.tafsirEditions, progress: options.importProgress, signal: stopImports.signal },
          );
          return { status: 'done', ...imported };
        })
        .catch((error): TafsirImportOutcome => ({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }))
        .finally(() => {
          closeTableConnections(client);
          importClient = undefined;
        });
      importsInThisThread = tafsirImport;
    }
    const settled = options.hadithInBackground ? undefined : await hadithImport;
    if (!options.hadithInBackground) {
      const editions = await editionsImport;
      if (editions.status === 'failed') throw editions.error;
      const tafsir = await tafsirImport;
      if (tafsir.status === 'failed') throw tafsir.error;
    }
    const hadithImportReport = settled?.status === 'done' ? settled.report : undefined;

    const serving = await serveFunctions({ ...options, endpoint: dynamo.endpoint, region, bundledFilesReady });
    preparing = prepareGazetteerFile(options.log).then(filesPrepared);
    server = serving.server;
    destroyFunctionsClients = serving.destroyClients;
    const listening = server;
    let databaseStopped: Promise<void> | undefined;
    const stopDatabase = () => (databaseStopped ??= dynamo.close());
    const { address, port } = listening.address() as AddressInfo;
    const host = address.includes(':') ? `[${address}]` : address;
    const baseUrl = `http://${host}:${port}`;
    if (holding) await recordHolder(holding, { pid: process.pid, serving: `${baseUrl}, its table at ${dynamo.endpoint}`, since });
    return {
      baseUrl,
      server: listening,
      dynamoEndpoint: dynamo.endpoint,
      tableName,
      region,
      importReport,
      hadithImportReport,
      hadithImport,
      editionsImport,
      tafsirImport,
      close: async () => {
        // The editions' import stops after its batch in flight, so that no write reaches a closed database.
        await stopBackgroundImports();
        await editionsImport;
        await tafsirImport;
        const closed = new Promise<void>((resolve) => listening.close(() => resolve()));
        listening.closeIdleConnections();
        // Requests under way finish (their writes land) before the database goes; then nothing is left open.
        await whenIdle(listening);
        listening.closeAllConnections();
        await closed;
        destroyFunctionsClients?.();
        if (holding) await releaseHolder(holding);
        await stopDatabase();
        // A file being derived is finished rather than left half-written.
        await preparing;
      },
      stopDatabase,
    };
  } catch (error) {
    server?.close();
    destroyFunctionsClients?.();
    await stopBackgroundImports();
    if (holding) await releaseHolder(holding);
    await dynamo.close();
    await preparing;
    throw error;
  }
}
