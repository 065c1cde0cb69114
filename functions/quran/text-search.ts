import { stemmer } from 'stemmer';
import { postingListOf } from '../search/posting-list';
import { rankDocuments } from '../search/ranking';

/**
 * Keyword search over the English translation: tokenisation, the inverted index built at import
 * time, and BM25 ranking. Pure: the importer stores what `buildSearchIndex` returns, and the
 * handler feeds the postings it reads back into `rankMatches`.
 */

export interface VerseRef {
  surah: number;
  ayah: number;
}

export interface Posting extends VerseRef {
  /** How often the term occurs in the verse. */
  termFrequency: number;
  /** How many terms the verse has in all (BM25 length normalisation). */
  verseLength: number;
}

export interface IndexStats {
  verseCount: number;
  averageVerseLength: number;
}

export interface SearchIndex {
  stats: IndexStats;
  postings: Map<string, Posting[]>;
}

export interface RankedVerse extends VerseRef {
  score: number;
}

const COMBINING_MARKS = /\p{M}+/gu;
// Apostrophes join ("Allah's" -> "allahs", "Ma'idah" -> "maidah"); any other non-letter separates.
const APOSTROPHES = /['\u2018\u2019\u02bc`]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

const wordsOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .split(SEPARATORS)
    .filter((word) => word.length > 0);

/** Case-, accent- and punctuation-insensitive terms of a text, each reduced to its Porter stem. */
export function tokenize(text: string): string[] {
  return wordsOf(text).map((word) => stemmer(word));
}

/** The words of a query as typed (folded), by the term each becomes: for telling a client which words were left out. */
export function wordsByTerm(query: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const word of wordsOf(query)) {
    const term = stemmer(word);
    if (!words.has(term)) words.set(term, word);
  }
  return words;
}

/** The distinct terms of a search query, in the order first typed. */
export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(query))];
}

export function buildSearchIndex(verses: Iterable<VerseRef & { text: string }>): SearchIndex {
  const postings = new Map<string, Posting[]>();
  let verseCount = 0;
  let totalLength = 0;
  for (const verse of verses) {
    const terms = tokenize(verse.text);
    verseCount += 1;
    totalLength += terms.length;
    const frequencies = new Map<string, number>();
    for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    for (const [term, termFrequency] of frequencies) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push({ surah: verse.surah, ayah: verse.ayah, termFrequency, verseLength: terms.length });
    }
  }
  return { stats: { verseCount, averageVerseLength: verseCount ? totalLength / verseCount : 0 }, postings };
}

/**
 * Verses that contain every query term, best first (BM25), ties in mushaf order: the stored index's
 * ranking (functions/search/ranking.ts) over an index held in memory.
 * `postingsByTerm` must hold an entry for each term; a missing or empty one means no verse matches.
 */
export function rankMatches(terms: string[], postingsByTerm: Map<string, Posting[]>, stats: IndexStats): RankedVerse[] {
  if (terms.length === 0) return [];
  return rankDocuments(terms.map((term) => postingListOf(postingsByTerm.get(term) ?? [])), stats);
}

/*
 * Postings are stored as compact text, "surah:ayah:tf:len" joined by ";", split into chunks so
 * that no item approaches DynamoDB's 400 KB limit even for the commonest words.
 */
export const POSTING_CHUNK_CHARS = 64_000;

export function encodePostings(postings: Posting[]): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const p of postings) {
    const entry = `${p.surah}:${p.ayah}:${p.termFrequency}:${p.verseLength}`;
    if (size + entry.length + 1 > POSTING_CHUNK_CHARS && current.length > 0) {
      chunks.push(current.join(';'));
      current = [];
      size = 0;
    }
    current.push(entry);
    size += entry.length + 1;
  }
  if (current.length > 0) chunks.push(current.join(';'));
  return chunks;
}
