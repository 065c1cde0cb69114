import type { CallerIdentification } from '../../functions/routes';
import type { RateLimitWindows } from '../../functions/shared/endpoint-context';
import { type LocalStack, startLocalStack } from '../../lib/local/local-stack';
import { copyCorpusSnapshot } from './corpus-snapshot';
import { type FakeOpenAi, startFakeOpenAi } from './fake-openai';
import { contractViolation } from './openapi-contract';
import { tanzilSources } from './real-corpus';

export interface TestServiceOptions {
  /**
   * Environment for the handlers, read once at their cold start in this test file. Suites about
   * other things raise the anonymous rate limit so that their many requests from 127.0.0.1 pass.
   */
  env?: Record<string, string>;
  /**
   * Also serve hadith and duas: the synthetic fixture corpus (test/support/fixture-corpus.ts, on every
   * machine) or the real one (only where its sources are; such suites are skipped elsewhere).
   */
  hadith?: 'fixture' | 'real';
  /** The table's endpoint, when the suite runs its own (see chaos-table.ts); omitted: dynalite in process. */
  dynamoEndpoint?: string;
  /** Receives the server's access log lines. */
  log?: (line: string) => void;
  /** The functions' clock; omitted: the system clock. */
  now?: () => number;
  /**
   * Keep the production table timeouts and request deadline. By default a suite relaxes them (10 s a call,
   * 20 s a request): its subject is not how fast the table answers, and on a machine busy with other work
   * an in-process dynalite can take longer than the production 0.9 s. The suites about timeouts keep them.
   */
  productionTableWaits?: boolean;
  /** Who identifies callers (the stack's option of that name); omitted: the authorizer, as deployed by default. */
  callerIdentification?: CallerIdentification;
  /** Where the limiter keeps its windows (the stack's option of that name); omitted: the table, as deployed. */
  rateLimitWindows?: RateLimitWindows;
}

const RELAXED_TABLE_WAITS = { timeouts: { connectionTimeoutMs: 5_000, requestTimeoutMs: 10_000 }, requestDeadlineMs: 20_000 };

export const GENEROUS_RATE_LIMITS = { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '2000' };

export type TestService = LocalStack & {
  get: (path: string, headers?: Record<string, string>) => Promise<TestResponse>;
  post: (path: string, body: string, headers?: Record<string, string>) => Promise<TestResponse>;
  head: (path: string, headers?: Record<string, string>) => Promise<TestResponse>;
};

/**
 * The service as `npm start` runs it (dynalite in process, corpus imported, authorizer, real HTTP server),
 * on a private copy of the run's corpus snapshot (test/support/corpus-snapshot.ts) when there is one.
 * Every answer `get` and `post` receive is checked against the OpenAPI document (openapi-contract.ts).
 */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  Object.assign(process.env, options.env ?? GENEROUS_RATE_LIMITS);
  const kind = options.hadith === 'real' ? 'full' : (options.hadith ?? 'quran');
  const snapshot = options.dynamoEndpoint ? undefined : await copyCorpusSnapshot(kind);
  if (!snapshot && options.hadith) {
    throw new Error(
      `No '${kind}' corpus snapshot in this run (test/integration/global-setup.mjs builds them); a suite on the real corpus must be skipped without its sources`,
    );
  }
  let stack: LocalStack;
  try {
    stack = await startLocalStack({
      dataDirectory: snapshot?.dataDirectory,
      // The snapshot holds whatever corpora the suite asked for: nothing is imported here.
      hadithSources: false,
      // Tanzil's translations as the snapshot imported them (from the mirror or cache), so that its editions are current.
      tanzilSources: (await tanzilSources()) ?? false,
      dynamoEndpoint: options.dynamoEndpoint,
      log: options.log,
      now: options.now,
      tableWaits: options.productionTableWaits ? undefined : RELAXED_TABLE_WAITS,
      callerIdentification: options.callerIdentification,
      rateLimitWindows: options.rateLimitWindows,
    });
  } catch (error) {
    await snapshot?.remove();
    throw error;
  }
  if (snapshot) {
    // What the import that built this table reported.
    stack = { ...stack, importReport: snapshot.reports.quran, hadithImportReport: snapshot.reports.hadith };
    const close = stack.close;
    stack.close = async () => {
      await close();
      await snapshot.remove();
    };
  }
  const request = async (path: string, init?: RequestInit): Promise<TestResponse> => {
    const response = await fetch(`${service.baseUrl}${path}`, init);
    const text = await response.text();
    const violation = contractViolation(init?.method ?? 'GET', path, response.status, response.headers, text);
    if (violation) throw new Error(`The answer is not what the OpenAPI document says: ${violation}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json: json as never };
  };
  const service = stack;
  return {
    ...service,
    get: (path, headers) => request(path, { headers }),
    head: (path, headers) => request(path, { method: 'HEAD', headers }),
    post: (path, body, headers = { 'Content-Type': 'application/json' }) => request(path, { method: 'POST', body, headers }),
  };
}

/**
 * The service for the tests of this file, or of the describe block it is called in: started before the first, closed
 * after the last. It is filled in by that beforeAll, so the tests use it as the service itself. `skip` (a suite
 * skipped on this machine, its corpus missing) starts none.
 */
export function serviceForSuite(options: TestServiceOptions = {}, { skip = false } = {}): TestService {
  const service = {} as TestService;
  beforeAll(async () => {
    if (!skip) Object.assign(service, await startTestService(options));
  });
  afterAll(async () => {
    await service.close?.();
  });
  return service;
}

/** How the chat calls the provider's stand-in; a setting omitted is the service's own. */
export interface ChatProviderSettings {
  attemptTimeoutMs?: number;
  deadlineMs?: number;
  /** How long a failed model sits out; default 0, so that a test's failures never bench a model for the next. */
  cooldownSeconds?: number;
  /** The provider key the service sends (and must never show); default 'gsk_test_key'. */
  providerKey?: string;
}

/**
 * The service and the loopback provider its chat calls (fake-openai.ts), for the tests of this file: started before
 * the first, closed after the last, filled in as serviceForSuite's. Before each test the provider forgets its script
 * and its calls, so that each test scripts its own.
 */
export function chatServiceForSuite(
  chat: ChatProviderSettings = {},
  options: TestServiceOptions = {},
): { service: TestService; upstream: FakeOpenAi } {
  const service = {} as TestService;
  const upstream = {} as FakeOpenAi;
  beforeAll(async () => {
    Object.assign(upstream, await startFakeOpenAi());
    const env: Record<string, string> = {
      ...GENEROUS_RATE_LIMITS,
      CHAT_API_BASE_URL: upstream.endpoint,
      CHAT_API_KEY: chat.providerKey ?? 'gsk_test_key',
      CHAT_COOLDOWN_SECONDS: String(chat.cooldownSeconds ?? 0),
    };
    if (chat.attemptTimeoutMs !== undefined) env.CHAT_ATTEMPT_TIMEOUT_MS = String(chat.attemptTimeoutMs);
    if (chat.deadlineMs !== undefined) env.CHAT_DEADLINE_MS = String(chat.deadlineMs);
    Object.assign(service, await startTestService({ ...options, env: { ...env, ...options.env } }));
  });
  afterAll(async () => {
    await service.close?.();
    await upstream.close?.();
  });
  beforeEach(() => {
    upstream.script.clear();
    upstream.calls.length = 0;
  });
  return { service, upstream };
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

/** An error answer in the API's one shape: JSON, exactly `{ error, message }`, with this status and message. */
export function expectError(response: TestResponse, status: number, message: RegExp | string): void {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(response.json).sort()).toEqual(['error', 'message']);
  expect(typeof response.json.error).toBe('string');
  if (typeof message === 'string') expect(response.json.message).toBe(message);
  else expect(response.json.message).toMatch(message);
}
