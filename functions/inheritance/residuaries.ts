import type { CaseState, ResiduaryMember } from './case-state';
import type { Descendants } from './descendants';
import type { EvidenceRule } from './evidence';
import { RELATIONS, type RelationId } from './relations';
import type { SiblingResiduaries } from './siblings';

/** Who takes what the fixed shares leave: one class of residuaries, led by its nearest male (or a sister with daughters). */
export interface ResiduaryClass {
  head: RelationId;
  members: ResiduaryMember[];
  rule: EvidenceRule;
  /** The grandfather with full or paternal siblings, shared by Zayd's method (grandfather-with-siblings.ts). */
  withSiblings?: boolean;
}

/** The nephews, uncles and their sons, in the order they inherit (tables/relations.json's residuary ranks). */
const DISTANT_RESIDUARIES = RELATIONS.filter((relation) => (relation.residuary_rank ?? 0) >= 9).sort(
  (a, b) => a.residuary_rank! - b.residuary_rank!,
);

/**
 * The residuary class, nearest first (Bukhari 6732, Muwatta Malik 27:16): the male descendants, the father, the
 * grandfather (with the siblings where he shares with them), the full siblings, the paternal ones, then the nephews and
 * uncles one rank at a time. Every farther male residuary is excluded by the class's head.
 */
export function chooseResiduaries(
  state: CaseState,
  descendants: Descendants,
  grandfather: RelationId | undefined,
  siblings: SiblingResiduaries,
  grandfatherSharesWithSiblings: boolean,
): ResiduaryClass | undefined {
  const chosen = nearestClass(state, descendants, grandfather, siblings, grandfatherSharesWithSiblings);
  if (chosen) {
    for (const relation of DISTANT_RESIDUARIES) {
      if (relation.id === chosen.head) continue;
      if (chosen.members.some((member) => member.relation === relation.id)) continue;
      state.block(relation.id, [chosen.head], chosen.head === grandfather ? 'grandfather_excludes_nephews' : 'residue_to_nearest_male');
    }
  }
  return chosen;
}

function nearestClass(
  state: CaseState,
  descendants: Descendants,
  grandfather: RelationId | undefined,
  siblings: SiblingResiduaries,
  grandfatherSharesWithSiblings: boolean,
): ResiduaryClass | undefined {
  if (descendants.male) return { head: descendants.male, members: descendants.residuaries, rule: 'residue_to_nearest_male' };
  if (state.has('father')) return { head: 'father', members: [{ relation: 'father', weight: 2n }], rule: 'father_share' };
  if (grandfather) {
    return grandfatherSharesWithSiblings
      ? { head: grandfather, members: [{ relation: grandfather, weight: 2n }], rule: 'grandfather_with_siblings_zayd', withSiblings: true }
      : { head: grandfather, members: [{ relation: grandfather, weight: 2n }], rule: 'grandfather_as_father' };
  }
  for (const members of [siblings.full, siblings.paternal]) {
    if (members) {
      const rule = members.length === 1 && members[0].weight === 1n ? 'sisters_residuary_with_daughters' : 'residue_to_nearest_male';
      return { head: members[0].relation, members, rule };
    }
  }
  const distant = DISTANT_RESIDUARIES.find((relation) => state.has(relation.id));
  return distant ? { head: distant.id, members: [{ relation: distant.id, weight: 2n }], rule: 'residue_to_nearest_male' } : undefined;
}
