import { CONDITIONAL_GET_PATH, EXPECTED_HADITH, EXPECTED_PRAYER_TIMES, EXPECTED_VERSE, RATE_LIMITED_PATH } from './expected-answers';

/**
 * The smoke test of a running deployment (`npm run smoke`): a verse, a hadith by number, prayer times by city,
 * a 304 on a repeated GET and a 429 after the anonymous limit, each answer compared with what it must be. Run
 * by the delivery pipeline after every deploy and corpus import, and usable against `npm start`.
 */
export interface SmokeOptions {
  /** The API's base URL, the stack output ApiBaseUrl (…/api/v1); a URL without /api/v1 has it appended. */
  baseUrl: string;
  /** Sent with every check but the rate limit's, which is about anonymous callers. */
  apiKey?: string;
  /** Per request; a deployment's cold start is well under it. */
  timeoutMs?: number;
  /** Told of waits (a 429 left by an earlier run). */
  note?: (line: string) => void;
  /** How to wait; tests shorten it. */
  sleep?: (ms: number) => Promise<void>;
}

export type SmokeCheckName = 'verse' | 'hadith' | 'prayer-times' | 'not-modified' | 'rate-limit';

export interface SmokeCheckResult {
  name: SmokeCheckName;
  ok: boolean;
  /** What was verified, or what was wrong. */
  detail: string;
}

/** A check's finding that the answer is wrong: its message names what differs. */
class Miss extends Error {}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** A 429 left by an earlier run is waited out once, up to this long (a window is 60 s). */
const LONGEST_WAIT_S = 61;

export function apiBaseOf(baseUrl: string): string {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith('/api/v1') ? path : `${path}/api/v1`;
  url.search = '';
  return url.toString().replace(/\/+$/, '');
}

export async function runSmokeChecks(options: SmokeOptions): Promise<SmokeCheckResult[]> {
  const base = apiBaseOf(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  const request = async (path: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const keyed: Record<string, string> = options.apiKey ? { 'X-API-Key': options.apiKey } : {};
  /** A content check's GET: a 429 (this caller's window full from an earlier run) is waited out once. */
  const get = async (path: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const answer = await request(path, { ...keyed, ...headers });
    const retryAfter = Number(answer.headers.get('retry-after'));
    if (answer.status !== 429 || !(retryAfter > 0 && retryAfter <= LONGEST_WAIT_S)) return answer;
    options.note?.(`${path}: 429, this caller's window is full (an earlier run?); waiting ${retryAfter} s as Retry-After says`);
    await sleep(retryAfter * 1000);
    return request(path, { ...keyed, ...headers });
  };

  const checks: Array<[SmokeCheckName, () => Promise<string>]> = [
    ['verse', () => checkVerse(get)],
    ['hadith', () => checkHadith(get)],
    ['prayer-times', () => checkPrayerTimes(get)],
    ['not-modified', () => checkNotModified(get)],
    // Last: it leaves this caller's anonymous window full for up to a minute.
    ['rate-limit', () => checkRateLimit(request)],
  ];
  const results: SmokeCheckResult[] = [];
  for (const [name, check] of checks) {
    try {
      results.push({ name, ok: true, detail: await check() });
    } catch (error) {
      const detail = error instanceof Miss ? error.message : `no answer: ${describeFailure(error)}`;
      results.push({ name, ok: false, detail });
    }
  }
  return results;
}

type Get = (path: string, headers?: Record<string, string>) => Promise<Answer>;

async function checkVerse(get: Get): Promise<string> {
  const expected = EXPECTED_VERSE;
  const body = jsonOf(await get(expected.path), expected.path, 200);
  const ayah = body.ayah ?? {};
  same(`${expected.path}: ayah.reference`, ayah.reference, expected.reference);
  same(`${expected.path}: name_english`, body.name_english, expected.surahNameEnglish);
  same(`${expected.path}: the Arabic text`, ayah.arabic, expected.arabic);
  same(`${expected.path}: the translation`, ayah.translation, expected.translation);
  return `${expected.reference} (${expected.surahNameEnglish}): the Arabic and the translation as pinned`;
}

async function checkHadith(get: Get): Promise<string> {
  const expected = EXPECTED_HADITH;
  const body = jsonOf(await get(expected.path), expected.path, 200);
  same(`${expected.path}: collection`, body.collection, expected.collection);
  same(`${expected.path}: number`, body.number, expected.number);
  same(`${expected.path}: reference`, body.reference, expected.reference);
  contains(`${expected.path}: narrator`, body.narrator, expected.narratorContains);
  contains(`${expected.path}: english`, body.english, expected.englishContains);
  contains(`${expected.path}: arabic`, body.arabic, expected.arabicContains);
  return `${expected.reference}: the narration of intentions, narrator, English and Arabic as pinned`;
}

async function checkPrayerTimes(get: Get): Promise<string> {
  const expected = EXPECTED_PRAYER_TIMES;
  const body = jsonOf(await get(expected.path), expected.path, 200);
  same(`${expected.path}: location.name`, body.location?.name, expected.place.name);
  same(`${expected.path}: location.country`, body.location?.country, expected.place.country);
  same(`${expected.path}: date`, body.date, expected.date);
  same(`${expected.path}: timezone`, body.timezone, expected.timezone);
  same(`${expected.path}: method.id`, body.method?.id, expected.method);
  for (const [prayer, time] of Object.entries(expected.times)) {
    same(`${expected.path}: times.${prayer}`, body.times?.[prayer]?.time, time);
  }
  const times = Object.entries(expected.times)
    .map(([prayer, time]) => `${prayer} ${time}`)
    .join(', ');
  return `${expected.place.name} ${expected.date} (${expected.method}): ${times}`;
}

async function checkNotModified(get: Get): Promise<string> {
  const path = CONDITIONAL_GET_PATH;
  const first = await get(path);
  jsonOf(first, path, 200);
  const etag = first.headers.get('etag');
  if (!etag) throw new Miss(`${path}: no ETag on a 200`);
  const second = await get(path, { 'If-None-Match': etag });
  if (second.status !== 304) throw new Miss(`${path} with If-None-Match ${etag}: ${second.status}, not 304 (${excerpt(second.text)})`);
  if (second.text.length > 0) throw new Miss(`${path}: a 304 with a body of ${second.text.length} characters`);
  // The 304 names the identity representation's tag even when the 200 was compressed (representation.ts).
  if (!second.headers.get('etag')) throw new Miss(`${path}: a 304 without an ETag`);
  return `${path}: 200 with ETag ${etag}, then 304 with no body for If-None-Match`;
}

/**
 * Anonymous requests until refused, reading X-RateLimit-Limit and -Remaining from every answer: the refusal
 * must follow an answer that announced Remaining 0, and an answer that did must be followed by a refusal, unless
 * its X-RateLimit-Reset has come meanwhile (the window slides: earlier requests leave it). At most twice the
 * limit is sent: by then a limiter that works has refused.
 */
async function checkRateLimit(request: (path: string) => Promise<Answer>): Promise<string> {
  const path = RATE_LIMITED_PATH;
  let limit: number | undefined;
  let previous: { remaining: number; reset: number; at: number } | undefined;
  let admitted = 0;
  for (let sent = 1; limit === undefined || sent <= 2 * limit + 1; sent++) {
    const sentAt = Date.now();
    const answer = await request(path);
    const announced = headerNumber(answer, 'x-ratelimit-limit', path);
    if (limit !== undefined && announced !== limit) throw new Miss(`${path}: X-RateLimit-Limit went from ${limit} to ${announced}`);
    limit = announced;
    if (answer.status === 429) {
      if (previous && previous.remaining > 0) {
        throw new Miss(`${path}: 429 after an answer that announced X-RateLimit-Remaining ${previous.remaining}`);
      }
      expectRefusal(answer, path, limit);
      return previous
        ? `anonymous limit ${limit} (X-RateLimit-Limit): ${admitted} admitted down to Remaining 0, the next refused with 429`
        : `429 at once: the anonymous window (limit ${limit}) was still full from an earlier run; its answer as expected`;
    }
    jsonOf(answer, path, 200);
    if (previous?.remaining === 0 && (sentAt - previous.at) / 1000 < previous.reset - 1) {
      throw new Miss(`${path}: admitted although the answer before announced Remaining 0 for ${previous.reset} s more`);
    }
    const remaining = headerNumber(answer, 'x-ratelimit-remaining', path);
    if (remaining >= limit) throw new Miss(`${path}: X-RateLimit-Remaining ${remaining} on an admitted request, with a limit of ${limit}`);
    previous = { remaining, reset: headerNumber(answer, 'x-ratelimit-reset', path), at: Date.now() };
    admitted++;
  }
  throw new Miss(`${path}: no 429 after ${2 * (limit ?? 0) + 1} anonymous requests, with X-RateLimit-Limit ${limit}`);
}

function expectRefusal(answer: Answer, path: string, limit: number): void {
  same(`${path}: the 429's X-RateLimit-Limit`, headerNumber(answer, 'x-ratelimit-limit', path), limit);
  same(`${path}: the 429's X-RateLimit-Remaining`, headerNumber(answer, 'x-ratelimit-remaining', path), 0);
  const retryAfter = Number(answer.headers.get('retry-after'));
  if (!(retryAfter >= 1)) throw new Miss(`${path}: a 429 without a Retry-After of at least 1 s (${answer.headers.get('retry-after')})`);
  const body = jsonOf(answer, path, 429);
  same(`${path}: the 429's error`, body.error, 'Too Many Requests');
  same(`${path}: the 429's retry_after_seconds`, body.retry_after_seconds, retryAfter);
}

// biome-ignore lint/suspicious/noExplicitAny: an answer's JSON, checked field by field
function jsonOf(answer: Answer, path: string, status: number): any {
  if (answer.status !== status) throw new Miss(`${path}: ${answer.status}, not ${status} (${excerpt(answer.text)})`);
  try {
    return JSON.parse(answer.text);
  } catch {
    throw new Miss(`${path}: the ${status} is not JSON (${excerpt(answer.text)})`);
  }
}

function headerNumber(answer: Answer, name: string, path: string): number {
  const value = answer.headers.get(name);
  if (value === null || !/^\d+$/.test(value)) throw new Miss(`${path}: ${answer.status} without a numeric ${name} header (${value})`);
  return Number(value);
}

function same(what: string, actual: unknown, expected: unknown): void {
  if (actual !== expected) throw new Miss(`${what} is ${quote(actual)}, expected ${quote(expected)}`);
}

function contains(what: string, actual: unknown, expected: string): void {
  if (typeof actual !== 'string' || !actual.includes(expected)) {
    throw new Miss(`${what} is ${quote(actual)}, expected it to contain ${quote(expected)}`);
  }
}

const quote = (value: unknown) => (typeof value === 'string' ? JSON.stringify(excerpt(value)) : String(JSON.stringify(value)));

const excerpt = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length)}…` : text);

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
