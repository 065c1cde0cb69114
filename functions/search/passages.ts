import type { RankedDocument } from './bm25';

/** Neighbouring hits of one group read as one passage (a range of verses), scored by its best hit. */
export interface Passage {
  group: number;
  /** The first and last id of the passage, inclusive. */
  from: number;
  to: number;
  /** The ids that matched, best first. */
  hits: number[];
  score: number;
  /** The highest coverage of its hits (rankAnyDocuments), 0 when they have none. */
  coverage: number;
}

export interface PassageOptions {
  /** Ids that may stand between two hits of one passage (a verse that continues the thought). */
  gap: number;
  /** The longest passage, in ids. */
  maxLength: number;
  /** What each hit after the best adds to a passage's score, as a share of its own. */
  othersShare: number;
}

export const DEFAULT_PASSAGES: PassageOptions = { gap: 1, maxLength: 6, othersShare: 0.25 };

/**
 * Ranked hits (best first) gathered into passages: hits of one group at most `gap` ids apart join one
 * passage, up to `maxLength` ids; a passage scores its best hit plus a share of the others, so a run
 * of verses on the question rises above a lone verse that shares a word with it. Best first.
 */
export function passagesOf(ranked: readonly RankedDocument[], options: PassageOptions = DEFAULT_PASSAGES): Passage[] {
  const byGroup = new Map<number, RankedDocument[]>();
  for (const hit of ranked) {
    const list = byGroup.get(hit.group) ?? [];
    list.push(hit);
    byGroup.set(hit.group, list);
  }
  const passages: Passage[] = [];
  for (const [group, hits] of byGroup) {
    const sorted = [...hits].sort((a, b) => a.id - b.id);
    let current: RankedDocument[] = [];
    const close = () => {
      if (current.length === 0) return;
      const best = [...current].sort((a, b) => b.score - a.score || a.id - b.id);
      const others = best.slice(1).reduce((sum, hit) => sum + hit.score, 0);
      passages.push({
        group,
        from: current[0].id,
        to: current[current.length - 1].id,
        hits: best.map((hit) => hit.id),
        score: best[0].score + options.othersShare * others,
        coverage: Math.max(...current.map((hit) => hit.coverage ?? 0)),
      });
      current = [];
    };
    for (const hit of sorted) {
      const first = current[0];
      const last = current[current.length - 1];
      if (last && (hit.id - last.id > options.gap + 1 || hit.id - first.id + 1 > options.maxLength)) close();
      current.push(hit);
    }
    close();
  }
  return passages.sort((a, b) => b.score - a.score || a.group - b.group || a.from - b.from);
}
