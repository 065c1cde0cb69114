import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importHadithAndDuas, type HadithImportReport } from '../../data/hadith/import';
import { importQuran, type QuranImportReport } from '../../data/quran/import';
import type { ImportProgress } from '../../data/support/import-target';
import type { FilesLocation } from '../../data/support/pinned-sources';
import { ensureTable } from '../../data/support/local-table';
import { AUTHORIZER_ENTRY } from '../../functions/routes';
import { parseConfig } from '../../functions/shared/config';
import { BATCH_TIMEOUTS, createDocumentClient, type TableTimeouts } from '../../functions/shared/dynamo';
import { endpointContext, type EndpointContext } from '../../functions/shared/endpoint-context';
import { failClosedHeaders } from '../../functions/shared/gateway-responses';
import { currentWindowHeaders } from '../../functions/shared/rate-limit/middleware';
import { startEmbeddedDynamo } from './embedded-dynamodb';
import { createLocalServer, whenIdle, type ProxyHandler, type RequestAuthorizer } from './http-server';

const PROJECT_ROOT = new URL('../../', import.meta.url);
export const LOCAL_TABLE_NAME = 'islamic-api-local';
/** dynalite's port under `npm start`: fixed, so that `npm run keys -- --local ...` reaches its table. */
export const DEFAULT_LOCAL_DYNAMODB_PORT = 8642;
export const LOCAL_REGION = 'us-east-1';

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
   * Where the hadith and dua sources come from; false skips them. Omitted: the offline mirror
   * ($CORPUS_MIRROR_DIR, else ../shared/corpus next to the project) when present, a download when
   * CORPUS_DOWNLOAD=true, otherwise skipped (those endpoints then answer 503 until imported).
   */
  hadithSources?: FilesLocation | false;
  /** The functions' clock (milliseconds since the epoch); omitted: the system clock. Tests move it to cross windows. */
  now?: () => number;
  /**
   * How long the functions wait for the table: omitted, as in Lambda (dynamo.ts, middleware.ts). Suites about
   * something else relax them so that a machine busy with other work does not turn their requests into 503s.
   */
  tableWaits?: { timeouts: TableTimeouts; requestDeadlineMs: number };
}

/** The default source of the hadith and dua corpora for the local service (see LocalStackOptions). */
export function defaultHadithSources(env: Record<string, string | undefined> = process.env): FilesLocation | undefined {
  const mirror = env.CORPUS_MIRROR_DIR || fileURLToPath(new URL('../shared/corpus', PROJECT_ROOT));
  if (existsSync(mirror)) return { kind: 'mirror', directory: mirror };
  if (env.CORPUS_DOWNLOAD === 'true') return { kind: 'download' };
  return undefined;
}

export interface LocalStack {
  baseUrl: string;
  /** The HTTP server itself (for tests that need to act on its connections). */
  server: Server;
  dynamoEndpoint: string;
  tableName: string;
  region: string;
  importReport: QuranImportReport;
  /** Undefined when the hadith and dua corpora were skipped. */
  hadithImportReport?: HadithImportReport;
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

/**
 * The whole service on this machine: dynalite in process, the table with the deployed key
 * schema, the corpus imported when missing or outdated, and the route table over HTTP.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const dynamo = options.dynamoEndpoint
    ? { endpoint: options.dynamoEndpoint, close: async () => undefined }
    : await startEmbeddedDynamo({ dataDirectory: options.dataDirectory, port: options.dynamoPort });
  const tableName = process.env.TABLE_NAME || LOCAL_TABLE_NAME;
  const region = process.env.AWS_REGION || LOCAL_REGION;
  // The handlers read their configuration from the environment, as they do in Lambda.
  process.env.TABLE_NAME = tableName;
  process.env.AWS_REGION = region;
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  // dynalite accepts any credentials; the SDK still insists on having some.
  process.env.AWS_ACCESS_KEY_ID ||= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ||= 'local';

  let server: Server | undefined;
  let functionsClient: DynamoDBDocumentClient | undefined;
  try {
    const rawClient = new DynamoDBClient({ region, endpoint: dynamo.endpoint });
    await ensureTable(rawClient, tableName);
    rawClient.destroy();
    const client = createDocumentClient({ region, endpoint: dynamo.endpoint }, BATCH_TIMEOUTS);
    const importReport = await importQuran({ client, tableName }, { location: { kind: 'npm' }, progress: options.importProgress });
    const hadithSources = options.hadithSources === undefined ? defaultHadithSources() : options.hadithSources;
    const hadithImportReport = hadithSources
      ? await importHadithAndDuas({ client, tableName }, { location: hadithSources, progress: options.importProgress })
      : undefined;
    if (!hadithSources && options.hadithSources === undefined) {
      options.log?.(
        'Hadith and dua sources not found (no ../shared/corpus mirror): set CORPUS_MIRROR_DIR, or CORPUS_DOWNLOAD=true to download them',
      );
    }
    client.destroy();

    // As in Lambda, the functions read their configuration from the environment once, at their start.
    const settings = parseConfig(process.env);
    functionsClient = createDocumentClient({ region, endpoint: dynamo.endpoint }, options.tableWaits?.timeouts);
    const context = endpointContext({
      settings,
      client: functionsClient,
      now: options.now,
      defaultDeadlineMs: options.tableWaits?.requestDeadlineMs,
    });
    const loadAuthorizer = handlerLoader<RequestAuthorizer>(context);
    server = createLocalServer({
      loadHandler: handlerLoader(context),
      loadAuthorizer: () => loadAuthorizer({ id: 'authorizer', entry: AUTHORIZER_ENTRY }),
      windowHeaders: (headers, address) => currentWindowHeaders(context, headers, address),
      failClosedHeaders: failClosedHeaders(settings.RATE_LIMIT_ANONYMOUS_PER_MINUTE),
      corsOrigin: settings.CORS_ALLOWED_ORIGIN,
      log: options.log,
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
    });
    let databaseStopped: Promise<void> | undefined;
    const stopDatabase = () => (databaseStopped ??= dynamo.close());
    const { address, port } = listening.address() as AddressInfo;
    const host = address.includes(':') ? `[${address}]` : address;
    return {
      baseUrl: `http://${host}:${port}`,
      server: listening,
      dynamoEndpoint: dynamo.endpoint,
      tableName,
      region,
      importReport,
      hadithImportReport,
      close: async () => {
        const closed = new Promise<void>((resolve) => listening.close(() => resolve()));
        listening.closeIdleConnections();
        // Requests under way finish (their writes land) before the database goes; then nothing is left open.
        await whenIdle(listening);
        listening.closeAllConnections();
        await closed;
        functionsClient?.destroy();
        await stopDatabase();
      },
      stopDatabase,
    };
  } catch (error) {
    server?.close();
    functionsClient?.destroy();
    await dynamo.close();
    throw error;
  }
}
