import * as z from 'zod';
import type { RankedDocument } from './bm25';
import conceptVerseTable from './concept-verses.json' with { type: 'json' };
import { CONCEPTS } from './concepts';

/**
 * The principal verses of each concept (concept-verses.json, reviewed as data, as a topical index of the Quran such as
 * 'Abd al-Baqi's Tafsil Ayat al-Quran gives them): the verses a teacher cites first when asked what the Quran says
 * about it, the most central first. A question whose subject is a concept has them raised in its ranking; the words'
 * ranking still decides among the rest, and between concepts by how much of the question each names.
 */
const REFERENCE = /^(\d{1,3}):(\d{1,3})(?:-(\d{1,3}))?$/;
const verseRange = z
  .string()
  .regex(REFERENCE, 'a verse ("17:23") or a range of one surah ("17:23-24")')
  .transform((reference) => {
    const [, surah, from, to] = REFERENCE.exec(reference) as RegExpExecArray;
    return { surah: Number(surah), from: Number(from), to: Number(to ?? from) };
  })
  .refine((range) => range.from >= 1 && range.to >= range.from && range.to - range.from < 6, 'a range ascends and holds at most 6 verses');

const conceptVersesSchema = z.strictObject({
  verses: z.array(z.strictObject({ concept: z.string().min(1), verses: z.array(verseRange).max(8) })),
});

export interface VerseRange {
  surah: number;
  from: number;
  to: number;
}

/**
 * A table keyed by concept, checked against the concept table (`file` names it in the error): an unknown or repeated
 * concept stops the function at load. Shared by the principal verses and the principal narrations.
 */
export function byConcept<T>(
  file: string,
  entries: ReadonlyArray<{ concept: string; listed: T }>,
  conceptNames: readonly string[],
): ReadonlyMap<string, T> {
  const known = new Set(conceptNames);
  const table = new Map<string, T>();
  for (const { concept, listed } of entries) {
    if (!known.has(concept)) throw new Error(`${file}: '${concept}' is not a concept of concepts.json`);
    if (table.has(concept)) throw new Error(`${file}: the concept '${concept}' is listed twice`);
    table.set(concept, listed);
  }
  return table;
}

/** The table, validated against the concepts it names (byConcept). */
export function conceptVersesOf(table: unknown, conceptNames: readonly string[]): ReadonlyMap<string, readonly VerseRange[]> {
  const parsed = conceptVersesSchema.safeParse(table);
  if (!parsed.success) throw new Error(`concept-verses.json: ${z.prettifyError(parsed.error)}`);
  const entries = parsed.data.verses.map(({ concept, verses }) => ({ concept, listed: verses }));
  return byConcept('concept-verses.json', entries, conceptNames);
}

/** How much of a question a concept it names is: its weight among the question's weighed words (0 to 1). */
export interface ConceptShare {
  concept: string;
  share: number;
}

/**
 * How far a concept's first principal verse is raised, as a share of the ranking's best score, when the concept is the
 * whole question; later verses of its list by less (PRINCIPAL_DECAY per place). Chosen on the tuning sets
 * (docs/search.md, "Principal verses").
 */
export const PRINCIPAL_BOOST = 2;
const PRINCIPAL_DECAY = 0.15;
/** A question whose concepts hold at least this share of it is answered by their principal verses, words or not. */
export const PRINCIPAL_ANSWERS = 0.5;

/** A concept's principal documents, in its table's order, as a share of the question: a place may hold several (a range). */
export interface Principal<T> {
  share: number;
  places: ReadonlyArray<readonly T[]>;
}

/**
 * `ranked` with the principal documents of the concepts a question names raised by the share of the question each
 * concept is, the first place most (PRINCIPAL_DECAY per place after it): a document the words did not rank joins the
 * ranking (as given, its score the raise). A question nothing answered stays unanswered unless its concepts are most
 * of it (PRINCIPAL_ANSWERS). Best first; ties keep the ranking's order, then the table's.
 */
export function withPrincipal<T extends { score: number; coverage?: number }>(
  ranked: readonly T[],
  principals: ReadonlyArray<Principal<T>>,
  keyOf: (document: T) => string,
  boost: number = PRINCIPAL_BOOST,
): T[] {
  const named = principals.filter(({ share, places }) => share > 0 && places.length > 0);
  if (named.length === 0) return [...ranked];
  if (ranked.length === 0 && named.reduce((sum, { share }) => sum + share, 0) + 1e-9 < PRINCIPAL_ANSWERS) return [];
  const top = ranked.reduce((best, document) => Math.max(best, document.score), 0) || 1;
  const byKey = new Map(ranked.map((document) => [keyOf(document), { ...document }]));
  for (const { share, places } of named)
    places.forEach((documents, place) => {
      const raise = (boost * share * top) / (1 + PRINCIPAL_DECAY * place);
      for (const document of documents) {
        const seen = byKey.get(keyOf(document));
        if (seen) {
          seen.score += raise;
          seen.coverage = Math.max(seen.coverage ?? 0, share);
        } else byKey.set(keyOf(document), { ...document, score: raise, coverage: share });
      }
    });
  return [...byKey.values()].sort((a, b) => b.score - a.score);
}

const documentKey = (document: RankedDocument) => `${document.group}:${document.id}`;

/**
 * A concept's ranges as places: a range that continues the one before it (a story the table cuts into ranges of at most
 * six verses) shares its place, so that the question's words choose within the passage (the wall of Gog and Magog is
 * 18:94, not the start of Dhul-Qarnayn's journeys at 18:83).
 */
function placesOf(ranges: readonly VerseRange[]): RankedDocument[][] {
  const places: RankedDocument[][] = [];
  ranges.forEach((range, i) => {
    const verses = Array.from({ length: range.to - range.from + 1 }, (_, k) => ({ group: range.surah, id: range.from + k, score: 0 }));
    const before = ranges[i - 1];
    if (before && before.surah === range.surah && range.from === before.to + 1) places[places.length - 1].push(...verses);
    else places.push(verses);
  });
  return places;
}

/** withPrincipal for verses: each concept's ranges of `table` (PRINCIPAL_VERSES), a range's verses at one place. */
export function withPrincipalVerses(
  ranked: readonly RankedDocument[],
  shares: readonly ConceptShare[],
  table: ReadonlyMap<string, readonly VerseRange[]>,
  boost: number = PRINCIPAL_BOOST,
): RankedDocument[] {
  const principals = shares.map(({ concept, share }) => ({ share, places: placesOf(table.get(concept) ?? []) }));
  const raised = withPrincipal(ranked, principals, documentKey, boost);
  return raised.sort((a, b) => b.score - a.score || a.group - b.group || a.id - b.id);
}

export const PRINCIPAL_VERSES = conceptVersesOf(
  conceptVerseTable,
  CONCEPTS.map((concept) => concept.name),
);
