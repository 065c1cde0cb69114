import type { RankedDocument } from './bm25';

/** Neighbouring hits of one group read as one passage (a range of verses), around the best of them. */
export interface Passage {
  group: number;
  /** The first and last id of the passage, inclusive. */
  from: number;
  to: number;
  /** The ids that matched, the one it was built around first, then by score. */
  hits: number[];
  /** The score of the hit it was built around: passages keep the order of their best hits. */
  score: number;
  /** That hit's coverage (rankAnyDocuments), 0 when it has none. */
  coverage: number;
}

export interface PassageOptions {
  /** Ids that may stand between two hits of one passage (a verse that continues the thought). */
  gap: number;
  /** The longest passage, in ids. */
  maxLength: number;
}

export const DEFAULT_PASSAGES: PassageOptions = { gap: 1, maxLength: 6 };

const keyOf = (hit: { group: number; id: number }) => `${hit.group}:${hit.id}`;

/**
 * Ranked hits (best first) gathered into passages without reordering them: each hit not yet in a passage starts one,
 * which takes in the other hits of its group at most `gap` ids from it (the better of the two sides first), up to
 * `maxLength` ids. The passages come in the order of the hits they were built around, so the first passage holds the
 * first hit: what a search finds first, a grounding built on it gives first.
 */
export function passagesOf(ranked: readonly RankedDocument[], options: PassageOptions = DEFAULT_PASSAGES): Passage[] {
  const byGroup = new Map<number, RankedDocument[]>();
  for (const hit of ranked) byGroup.set(hit.group, [...(byGroup.get(hit.group) ?? []), hit]);
  const taken = new Set<string>();
  const passages: Passage[] = [];
  for (const seed of ranked) {
    if (taken.has(keyOf(seed))) continue;
    taken.add(keyOf(seed));
    const members = [seed];
    let [from, to] = [seed.id, seed.id];
    const near = (byGroup.get(seed.group) ?? []).filter((hit) => !taken.has(keyOf(hit)));
    for (;;) {
      const reach = options.gap + 1;
      const left = near.filter(
        (hit) => !taken.has(keyOf(hit)) && hit.id < from && from - hit.id <= reach && to - hit.id < options.maxLength,
      );
      const right = near.filter(
        (hit) => !taken.has(keyOf(hit)) && hit.id > to && hit.id - to <= reach && hit.id - from < options.maxLength,
      );
      const next = [...left, ...right].sort((a, b) => b.score - a.score || a.id - b.id)[0];
      if (!next) break;
      taken.add(keyOf(next));
      members.push(next);
      from = Math.min(from, next.id);
      to = Math.max(to, next.id);
    }
    const [first, ...others] = members;
    passages.push({
      group: seed.group,
      from,
      to,
      hits: [first.id, ...others.sort((a, b) => b.score - a.score || a.id - b.id).map((hit) => hit.id)],
      score: seed.score,
      coverage: seed.coverage ?? 0,
    });
  }
  return passages;
}
