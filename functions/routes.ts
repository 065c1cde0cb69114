/**
 * The one route table. The CDK stack builds API Gateway resources and Lambda functions from it,
 * and the local server routes requests with it, so the two cannot drift apart.
 */
import type { KeyPolicy } from './shared/api-keys/identify-caller';

export const API_BASE_PATH = '/api/v1';

export type TableAccess = 'none' | 'read' | 'readWrite';

/** Swagger UI's files the docs page serves (installed from npm, never from a CDN). */
export const SWAGGER_UI_ASSETS = ['swagger-ui-bundle.js', 'swagger-ui.css'] as const;

/**
 * The gazetteer's compact file (functions/places/gazetteer-file.ts), which the stack writes before bundling and
 * copies beside each function that resolves place names.
 */
export const GAZETTEER_FILES = [{ from: 'node_modules/.cache/islamic-api/gazetteer.bin', to: 'gazetteer.bin' }] as const;

export interface Route {
  /** Short name; also the Lambda function's logical id. */
  id: string;
  method: 'GET' | 'POST';
  path: string;
  /** Handler module, relative to the project root; it exports `handler` (Lambda's) and `createHandler(context)`. */
  entry: string;
  /** Least privilege on the table: what the function needs and no more. */
  tableAccess: TableAccess;
  timeoutSeconds: number;
  memoryMb: number;
  description: string;
  /**
   * A POST route whose path also answers GET (and HEAD) in the same function, with the reference data its bodies name
   * (the inheritance relations). Its own function keeps one entry in this table, one Lambda and one set of limits.
   */
  alsoGet?: boolean;
  /** Whether its answers may stream (API Gateway's STREAM response transfer mode, Lambda response streaming). */
  streaming?: boolean;
  /** Whether it calls the chat provider: it is given the provider key's secret (read access, its name in the environment). */
  chatProvider?: boolean;
  /** Files the function reads at run time, copied next to its bundle (from the project root to the bundle's folder). */
  bundledFiles?: ReadonlyArray<{ from: string; to: string }>;
  /**
   * Whether OpenAI's SDKs call it: a Bearer value without this API's key prefix is then a placeholder, read as no key
   * (identify-caller.ts, KeyPolicy), since those SDKs require an `apiKey`. Read by the authorizer; the handler says the
   * same to its own chain (httpEndpoint's `keyPolicy`).
   */
  openAiCompatible?: true;
}

export const routes: readonly Route[] = [
  {
    id: 'chat',
    method: 'POST',
    path: `${API_BASE_PATH}/chat`,
    entry: 'functions/chat/handler.ts',
    tableAccess: 'read',
    streaming: true,
    chatProvider: true,
    timeoutSeconds: 60,
    memoryMb: 512,
    description: 'LLM answers under Islamic guardrails, with model failover and Quran citations',
  },
  {
    id: 'quran',
    method: 'GET',
    path: `${API_BASE_PATH}/quran`,
    entry: 'functions/quran/handler.ts',
    tableAccess: 'read',
    timeoutSeconds: 10,
    memoryMb: 512,
    description: 'Surahs, single ayahs, keyword search and recitation audio',
  },
  {
    id: 'tafsir',
    method: 'GET',
    path: `${API_BASE_PATH}/tafsir`,
    entry: 'functions/tafsir/handler.ts',
    tableAccess: 'read',
    timeoutSeconds: 10,
    memoryMb: 512,
    description: 'Commentaries (tafsir) on the Quran: sixteen editions, by ayah, range or surah, and search',
  },
  {
    id: 'hadith',
    method: 'GET',
    path: `${API_BASE_PATH}/hadith`,
    entry: 'functions/hadith/handler.ts',
    tableAccess: 'read',
    timeoutSeconds: 10,
    memoryMb: 512,
    description: 'Narrations of the six canonical collections',
  },
  {
    id: 'duas',
    method: 'GET',
    path: `${API_BASE_PATH}/duas`,
    entry: 'functions/duas/handler.ts',
    tableAccess: 'read',
    timeoutSeconds: 10,
    memoryMb: 256,
    description: 'Supplications by category or keyword',
  },
  {
    id: 'utilities',
    method: 'POST',
    path: `${API_BASE_PATH}/utilities`,
    entry: 'functions/utilities/handler.ts',
    tableAccess: 'none',
    timeoutSeconds: 10,
    memoryMb: 256,
    description: 'Zakat, qibla bearing and prayer times',
    bundledFiles: GAZETTEER_FILES,
  },
  {
    id: 'verify',
    method: 'POST',
    path: `${API_BASE_PATH}/verify`,
    entry: 'functions/verify/handler.ts',
    tableAccess: 'read',
    timeoutSeconds: 10,
    memoryMb: 512,
    description: 'The Quran and hadith citations of any text, checked against the canonical texts',
  },
  {
    id: 'mcp',
    method: 'POST',
    path: `${API_BASE_PATH}/mcp`,
    entry: 'functions/mcp/handler.ts',
    tableAccess: 'read',
    timeoutSeconds: 10,
    memoryMb: 512,
    description: 'Model Context Protocol server (Streamable HTTP): the corpus, the utilities and the verifier as tools',
    bundledFiles: GAZETTEER_FILES,
  },
  {
    id: 'prayertimes',
    method: 'GET',
    path: `${API_BASE_PATH}/prayer-times`,
    entry: 'functions/prayer-times/handler.ts',
    tableAccess: 'none',
    timeoutSeconds: 10,
    memoryMb: 256,
    description: 'Prayer times for a day, a month, a year or a range, with Hijri dates (cacheable)',
    bundledFiles: GAZETTEER_FILES,
  },
  {
    id: 'openapi',
    method: 'GET',
    path: `${API_BASE_PATH}/openapi.json`,
    entry: 'functions/docs/openapi-handler.ts',
    tableAccess: 'none',
    timeoutSeconds: 10,
    memoryMb: 256,
    description: 'The OpenAPI 3.1 document of this API',
  },
  {
    id: 'docs',
    method: 'GET',
    path: `${API_BASE_PATH}/docs`,
    entry: 'functions/docs/handler.ts',
    tableAccess: 'none',
    timeoutSeconds: 10,
    memoryMb: 256,
    description: 'The API reference page (Swagger UI) and its assets',
    bundledFiles: SWAGGER_UI_ASSETS.map((file) => ({ from: `node_modules/swagger-ui-dist/${file}`, to: `swagger-ui/${file}` })),
  },
  // OpenAI-compatible routes: an OpenAI SDK given the base URL …/api/v1 asks for these.
  {
    id: 'chatcompletions',
    method: 'POST',
    path: `${API_BASE_PATH}/chat/completions`,
    entry: 'functions/chat/completions-handler.ts',
    tableAccess: 'read',
    streaming: true,
    chatProvider: true,
    timeoutSeconds: 60,
    memoryMb: 512,
    description: "The chat behind OpenAI's Chat Completions contract (its SDKs work with the base URL and a key)",
    openAiCompatible: true,
  },
  {
    id: 'models',
    method: 'GET',
    path: `${API_BASE_PATH}/models`,
    entry: 'functions/chat/models-handler.ts',
    tableAccess: 'none',
    timeoutSeconds: 10,
    memoryMb: 256,
    description: "The chat's public model ids, in OpenAI's list shape",
    openAiCompatible: true,
  },
  {
    id: 'places',
    method: 'GET',
    path: `${API_BASE_PATH}/places`,
    entry: 'functions/places/handler.ts',
    tableAccess: 'none',
    timeoutSeconds: 10,
    memoryMb: 256,
    description: 'Places by the start of their name (GeoNames, offline), for pickers',
    bundledFiles: GAZETTEER_FILES,
  },
  {
    id: 'inheritance',
    method: 'POST',
    alsoGet: true,
    path: `${API_BASE_PATH}/inheritance`,
    entry: 'functions/inheritance/handler.ts',
    tableAccess: 'none',
    timeoutSeconds: 10,
    memoryMb: 256,
    description: "Inheritance (al-mawarith): every heir's exact share of an estate, explained from its evidence; the relations it knows",
  },
  {
    id: 'aladhan',
    method: 'GET',
    path: `${API_BASE_PATH}/aladhan/{proxy+}`,
    entry: 'functions/compat/aladhan-handler.ts',
    tableAccess: 'none',
    timeoutSeconds: 10,
    memoryMb: 256,
    description: "AlAdhan's most used paths in its {code, status, data} envelope, over this API's prayer times (a compatibility layer)",
    bundledFiles: GAZETTEER_FILES,
  },
  {
    id: 'alquran',
    method: 'GET',
    path: `${API_BASE_PATH}/alquran/{proxy+}`,
    entry: 'functions/compat/alquran-handler.ts',
    tableAccess: 'read',
    timeoutSeconds: 10,
    memoryMb: 512,
    description: "alquran.cloud's most used paths in its {code, status, data} envelope, over this API's Quran (a compatibility layer)",
  },
];

/**
 * What API Gateway sends where no route matches, and for every CORS preflight: the edge function
 * answers 404 or 204 with the rate-limit headers (an {proxy+} resource and OPTIONS methods in the stack).
 */
export const EDGE_ROUTE = {
  id: 'edge',
  entry: 'functions/edge/handler.ts',
  timeoutSeconds: 5,
  memoryMb: 256,
  description: 'CORS preflights and unknown routes, with rate-limit headers',
} as const;

/** The authorizer every route is behind, when callers are identified by one (CallerIdentification). */
export const AUTHORIZER_ENTRY = 'functions/authorizer/handler.ts';

/**
 * Who identifies the caller (an API key's plan, or the anonymous client address) before a function admits a request.
 * - `authorizer` (default): a REQUEST authorizer in front of every method names the caller's usage-plan key, so that
 *   API Gateway's per-key usage-plan throttles apply. Two Lambda invocations per request: a REST API caches an
 *   authorizer only under identity sources it requires, and answers 401 without calling it to a request lacking one,
 *   which would refuse every anonymous caller.
 * - `functions`: no authorizer; each function identifies the caller itself (the same code, limits and answers), one
 *   invocation per request. Usage plans then meter nothing: the per-minute limits are still exact (the functions
 *   enforce them), the address rules of AWS WAF and the stage's throttle still stand in front.
 */
export const CALLER_IDENTIFICATIONS = ['authorizer', 'functions'] as const;
export type CallerIdentification = (typeof CALLER_IDENTIFICATIONS)[number];

/** Methods a route answers: a GET route answers HEAD too (the same headers, no body). */
export function methodsOf(route: Route): string[] {
  if (route.method === 'GET') return ['GET', 'HEAD'];
  return route.alsoGet ? [route.method, 'GET', 'HEAD'] : [route.method];
}

/** How the route at an API Gateway resource path (an event's `resource`) reads a presented key. */
export function keyPolicyAt(resource: string | undefined): KeyPolicy {
  return { bearerPlaceholders: routes.some((route) => route.path === resource && route.openAiCompatible === true) };
}

/** A route ending in a greedy parameter (`/{proxy+}`) serves every path below its prefix, as API Gateway's do. */
const GREEDY = '/{proxy+}';

/** The part of `path` a greedy route's `{proxy+}` stands for, or undefined where the route does not serve the path. */
export function proxyPathOf(route: Route, path: string): string | undefined {
  if (!route.path.endsWith(GREEDY)) return undefined;
  const prefix = route.path.slice(0, -GREEDY.length + 1);
  return path.startsWith(prefix) && path.length > prefix.length ? path.slice(prefix.length) : undefined;
}

/** The route for a method and path: an exact path, else a greedy route's prefix. API Gateway matches the same way. */
export function matchRoute(method: string, path: string): Route | undefined {
  const serves = (route: Route) => methodsOf(route).includes(method.toUpperCase());
  return (
    routes.find((route) => route.path === path && serves(route)) ??
    routes.find((route) => proxyPathOf(route, path) !== undefined && serves(route))
  );
}
