import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from 'node:zlib';
import type middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { ANSWER_BACKSTOP_BYTES, answerTooLarge, deployedBytes, measuredText } from './answer-size';
import {
  type ContentCoding,
  codedEntityTag,
  entityTagOf,
  ifNoneMatchHolds,
  MIN_COMPRESSED_BYTES,
  preferredCoding,
} from './content-negotiation';
import { JSON_CONTENT_TYPE } from './http';
import { isStreamBody } from './streaming';

/** Cache-Control of answers that must never be stored: chat, errors, anything not a GET. */
export const NO_STORE = 'no-store';

/** Scripture and reference answers: a day in any cache. Safe because the ETag changes with the corpus. */
export const SCRIPTURE_CACHE_CONTROL = 'public, max-age=86400';

export interface RepresentationOptions {
  /** Cache-Control of a successful GET (or HEAD); other answers are `no-store`. */
  cacheControl?: string;
}

// Compressing a whole surah with brotli's top quality takes hundreds of milliseconds; 5 keeps most of the gain.
const BROTLI_QUALITY = 5;
// Scripture is asked for again and again: a warm container keeps its compressed copies (bounded by bytes).
const COMPRESSED_CACHE_BYTES = 16 * 1024 * 1024;
const compressedCache = new Map<string, Buffer>();
let compressedCacheBytes = 0;

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Bodies from which compression runs on libuv's thread pool, not on the event loop (issue 48, finding 5): brotli on a
 * page of commentaries is one stretch of tens to hundreds of milliseconds during which no other client's request is
 * read. Smaller bodies compress in well under a millisecond, less than the hop to the pool costs. The bytes are the
 * same either way (the same encoder, the same parameters).
 */
export const COMPRESSED_OFF_LOOP_BYTES = 64 * 1024;

const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

function compressed(body: string, coding: ContentCoding): Buffer | Promise<Buffer> {
  if (body.length < COMPRESSED_OFF_LOOP_BYTES / 3 || Buffer.byteLength(body) < COMPRESSED_OFF_LOOP_BYTES) {
    return coding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
  }
  return coding === 'br' ? brotliCompressAsync(body, BROTLI_OPTIONS) : gzipAsync(body);
}

async function compress(body: string, coding: ContentCoding, cacheKey: string | undefined): Promise<Buffer> {
  const cached = cacheKey === undefined ? undefined : compressedCache.get(cacheKey);
  if (cached) {
    compressedCache.delete(cacheKey!);
    compressedCache.set(cacheKey!, cached); // most recently used last
    return cached;
  }
  const result = await compressed(body, coding);
  if (cacheKey !== undefined && result.length < COMPRESSED_CACHE_BYTES / 4 && !compressedCache.has(cacheKey)) {
    compressedCache.set(cacheKey, result);
    compressedCacheBytes += result.length;
    for (const [key, value] of compressedCache) {
      if (compressedCacheBytes <= COMPRESSED_CACHE_BYTES) break;
      compressedCache.delete(key);
      compressedCacheBytes -= value.length;
    }
  }
  return result;
}

// Request header names are lower-cased by httpHeaderNormalizer, whose `before` runs ahead of this middleware.
const headerOf = (event: APIGatewayProxyEvent, name: string): string | undefined => event.headers?.[name] ?? undefined;

const isRead = (event: APIGatewayProxyEvent) => event.httpMethod === 'GET' || event.httpMethod === 'HEAD';

function addVary(headers: Record<string, string | number | boolean>, value: string): void {
  const current = String(headers.Vary ?? '');
  headers.Vary = current ? `${current}, ${value}` : value;
}

/**
 * How an answer travels: a strong ETag and Cache-Control on successful reads, 304 for an If-None-Match that
 * still holds, br or gzip when the client accepts them and the body is worth it, an exact Content-Length, and
 * HEAD answered as GET without the body. Registered right after the header normaliser so that its `after`
 * sees the headers every other middleware added (rate limits included: a 304 and a HEAD carry them too).
 */
export const httpRepresentation = (
  options: RepresentationOptions = {},
): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context> => ({
  name: 'httpRepresentation',
  after: async (request) => {
    const { event, response } = request;
    if (!response) return;
    response.headers ??= {};
    refuseIfTooLarge(response);
    const headers = response.headers;
    if (response.statusCode !== 200 || !isRead(event)) {
      headers['Cache-Control'] ??= NO_STORE;
    } else {
      const entityTag = entityTagOf(response.body);
      headers.ETag = entityTag;
      // An answer may narrow its endpoint's caching (prayer times of "today" carry the time left to the next prayer).
      headers['Cache-Control'] ??= options.cacheControl ?? NO_STORE;
      if (ifNoneMatchHolds(headerOf(event, 'if-none-match'), entityTag)) {
        response.statusCode = 304;
        response.body = '';
        delete headers['Content-Type'];
        addVary(headers, 'Accept-Encoding');
        return;
      }
    }
    await encode(event, response, headers);
  },
  onError: async (request) => {
    const { event, response } = request;
    if (!response) return;
    response.headers ??= {};
    const headers = response.headers;
    headers['Cache-Control'] = NO_STORE;
    await encode(event, response, headers);
  },
});

/**
 * The backstop of the answers' size (answer-size.ts): an answer its route let grow past what Lambda can send is
 * replaced by the 400 saying so, before it is compressed, so that it is refused whatever the Accept-Encoding. Routes
 * estimate their large answers before building them; this holds for every route, whatever it estimated.
 */
function refuseIfTooLarge(response: APIGatewayProxyResult): void {
  if (response.isBase64Encoded || typeof response.body !== 'string' || response.body.length < ANSWER_BACKSTOP_BYTES / 6) return;
  const bytes = deployedBytes(measuredText(response.body));
  if (bytes <= ANSWER_BACKSTOP_BYTES) return;
  const refusal = answerTooLarge(bytes, 'ask for less at once: fewer verses, editions or commentaries, or a smaller page (limit)');
  response.statusCode = 400;
  response.body = JSON.stringify({ error: 'Bad Request', message: refusal.message });
  response.headers = { ...response.headers, 'Content-Type': JSON_CONTENT_TYPE, 'Cache-Control': NO_STORE };
}

async function encode(
  event: APIGatewayProxyEvent,
  response: APIGatewayProxyResult,
  headers: Record<string, string | number | boolean>,
): Promise<void> {
  if (response.isBase64Encoded) return; // already bytes (not produced by this API's JSON endpoints)
  // A stream (chat's server-sent events) goes out as it is written: no length to give, nothing to compress whole.
  if (isStreamBody(response.body)) return;
  const body = response.body ?? '';
  let length = Buffer.byteLength(body);
  const worthCompressing = length >= MIN_COMPRESSED_BYTES;
  const coding = worthCompressing ? preferredCoding(headerOf(event, 'accept-encoding')) : undefined;
  if (worthCompressing) addVary(headers, 'Accept-Encoding');
  if (coding) {
    const entityTag = typeof headers.ETag === 'string' ? headers.ETag : undefined;
    const compressed = await compress(body, coding, entityTag === undefined ? undefined : `${entityTag}:${coding}`);
    if (entityTag !== undefined) headers.ETag = codedEntityTag(entityTag, coding);
    headers['Content-Encoding'] = coding;
    response.body = compressed.toString('base64');
    response.isBase64Encoded = true;
    length = compressed.length;
  }
  headers['Content-Length'] = String(length);
  if (event.httpMethod === 'HEAD') {
    response.body = '';
    response.isBase64Encoded = false;
  }
}
