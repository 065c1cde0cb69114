import { createHash } from 'node:crypto';
import { KeptValues } from './kept-values';

/** Codings the API compresses with, in order of preference when a client accepts several equally. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** Bodies smaller than this are sent as they are: compressing them saves less than its headers cost. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * The coding to answer with, from an Accept-Encoding header (RFC 9110 §12.5.3): the accepted coding with
 * the highest q-value, br before gzip on a tie; `*` stands for any coding not named; q=0 refuses.
 * Undefined: send the body as it is (identity is always acceptable to us).
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const coding of CONTENT_CODINGS) {
    const weight = weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Bodies from this size on have their tags kept (a kept year calendar answered again, or its 304). */
const KEPT_TAG_MIN_CHARACTERS = 64 * 1024;
/** At most this many: the bodies are those the endpoints keep themselves (the tag map holds no other). */
const KEPT_TAGS = 16;
const keptTags = new KeptValues<string, string>(KEPT_TAGS, Number.POSITIVE_INFINITY);

/** A strong validator of a body: its SHA-256, so equal bytes always give the same tag and different bytes never do. */
export function entityTagOf(body: string): string {
  if (body.length < KEPT_TAG_MIN_CHARACTERS) return sha256Tag(body);
  // The same string answered again is found by identity (V8 keeps a string's hash), without hashing its bytes.
  let tag = keptTags.get(body);
  if (tag === undefined) {
    tag = sha256Tag(body);
    keptTags.set(body, tag);
  }
  return tag;
}

const sha256Tag = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** The tag of a compressed representation: the same entity, a different representation (as Apache's mod_deflate marks it). */
export function codedEntityTag(entityTag: string, coding: ContentCoding): string {
  return `${entityTag.slice(0, -1)}-${coding}"`;
}

/**
 * Whether If-None-Match names the current entity (RFC 9110 §13.1.2, weak comparison): `*`, or any listed tag
 * equal to it, whether marked weak (W/) or with a coding suffix of ours (a cache may hold the gzip copy).
 */
export function ifNoneMatchHolds(ifNoneMatch: string | undefined, entityTag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = entityTag.slice(1, -1);
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim().replace(/^W\//, '');
    if (!tag.startsWith('"') || !tag.endsWith('"')) continue;
    const value = tag.slice(1, -1);
    if (value === opaque || CONTENT_CODINGS.some((coding) => value === `${opaque}-${coding}`)) return true;
  }
  return false;
}
