import type { RankedDocument } from './bm25';

/** Reciprocal rank fusion's constant (Cormack, Clarke and Büttcher 2009): ranks far down count little, but count. */
const RRF_K = 60;

/**
 * One ranking from several of the same documents read in different ways (a question in its own language's
 * translation, and the concepts it names in the English and Arabic texts): reciprocal rank fusion, which needs no
 * common scale between scores that have none. A document keeps the highest coverage any ranking gave it.
 */
export function fuseRankings(rankings: ReadonlyArray<{ ranked: readonly RankedDocument[]; weight: number }>): RankedDocument[] {
  const fused = new Map<string, RankedDocument>();
  for (const { ranked, weight } of rankings)
    ranked.forEach((document, rank) => {
      const key = `${document.group}:${document.id}`;
      const score = weight / (RRF_K + rank + 1);
      const seen = fused.get(key);
      if (!seen) fused.set(key, { group: document.group, id: document.id, score, coverage: document.coverage });
      else {
        seen.score += score;
        seen.coverage = Math.max(seen.coverage ?? 0, document.coverage ?? 0);
      }
    });
  return [...fused.values()].sort((a, b) => b.score - a.score || a.group - b.group || a.id - b.id);
}
