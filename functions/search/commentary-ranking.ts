import type { RankedDocument } from './bm25';

/**
 * A ranked commentary: a text about a range of documents of one group (a tafsir on ayahs 2:183-187), scored by
 * how well it answers the query.
 */
export interface RankedCommentary {
  group: number;
  from: number;
  to: number;
  score: number;
  coverage?: number;
}

/** How much a commentary's score counts beside a document's own (measured: README, "Question retrieval"). */
export const COMMENTARY_WEIGHT = 1;

/**
 * The share of a query a commentary must hold to bring in a document its own words did not match. A commentary is
 * long: one common word of a question nothing in the sources answers ("capital") is in some commentary, and would
 * pass the floor a verse's own words must pass; a document it alone finds must be about the whole question.
 */
export const COMMENTARY_ONLY_COVERAGE = 0.7;

/**
 * Documents ranked on their own words and, at `weight`, on the words of the commentaries about them. A commentary
 * on several documents counts once: for the document of its range that its own words rank highest (the one the
 * commentary most likely explains the query through), or its range's first when none of them matched by itself and
 * the commentary holds at least `onlyCoverage` of the query.
 * A document's coverage is the higher of its own and its commentary's, so that a verse found only through its
 * commentary's words is not dropped as holding nothing of the query. Best first, ties in document order.
 */
export function rankWithCommentary(
  documents: readonly RankedDocument[],
  commentaries: readonly RankedCommentary[],
  weight: number = COMMENTARY_WEIGHT,
  onlyCoverage: number = COMMENTARY_ONLY_COVERAGE,
): RankedDocument[] {
  const key = (group: number, id: number) => `${group}:${id}`;
  const byKey = new Map<string, RankedDocument>(documents.map((document) => [key(document.group, document.id), { ...document }]));
  for (const commentary of commentaries) {
    let chosen: RankedDocument | undefined;
    for (let id = commentary.from; id <= commentary.to; id += 1) {
      const own = byKey.get(key(commentary.group, id));
      if (own && (!chosen || own.score > chosen.score)) chosen = own;
    }
    if (!chosen) {
      if ((commentary.coverage ?? 0) < onlyCoverage) continue;
      chosen = { group: commentary.group, id: commentary.from, score: 0, coverage: 0 };
      byKey.set(key(chosen.group, chosen.id), chosen);
    }
    chosen.score += weight * commentary.score;
    chosen.coverage = Math.max(chosen.coverage ?? 0, commentary.coverage ?? 0);
  }
  return [...byKey.values()].sort((a, b) => b.score - a.score || a.group - b.group || a.id - b.id);
}
