import { type Distribution, distribute } from '../../../../functions/inheritance/distribution';
import { EVIDENCE } from '../../../../functions/inheritance/evidence';
import type { Following } from '../../../../functions/inheritance/positions';
import type { RelationId } from '../../../../functions/inheritance/relations';

/**
 * The engine against answers worked by hand from the fara'id books' rules (the shares of each classic case as the
 * books give them): every relation, every exclusion, 'awl and radd, the special cases and each madhab option.
 */
interface Case {
  name: string;
  heirs: Partial<Record<RelationId, number>>;
  madhab?: Following;
  /** Each inheriting group's share of the estate. */
  shares: Partial<Record<RelationId, string>>;
  /** Excluded relations, with who excludes them where the case says. */
  blocked?: Partial<Record<RelationId, RelationId[] | true>>;
  adjustment?: 'awl' | 'radd' | null;
  base?: number;
  total?: number;
  special?: string[];
}

function run(heirs: Case['heirs'], madhab?: Following): Distribution {
  return distribute({
    heirs: Object.entries(heirs).map(([relation, count]) => ({ relation: relation as RelationId, count: count! })),
    following: madhab,
  });
}

const CASES: Case[] = [
  // Descendants
  { name: 'a son alone takes all', heirs: { son: 1 }, shares: { son: '1' }, base: 1, total: 1, adjustment: null },
  { name: 'three sons share equally', heirs: { son: 3 }, shares: { son: '1' }, base: 3, total: 3 },
  {
    name: 'a son and two daughters, the male twice the female',
    heirs: { son: 1, daughter: 2 },
    shares: { son: '1/2', daughter: '1/2' },
    base: 4,
    total: 4,
  },
  {
    name: 'a daughter alone: her half and the rest returned',
    heirs: { daughter: 1 },
    shares: { daughter: '1' },
    adjustment: 'radd',
    base: 2,
    total: 1,
  },
  { name: 'husband and son', heirs: { husband: 1, son: 1 }, shares: { husband: '1/4', son: '3/4' }, base: 4, total: 4 },
  {
    name: 'wife, son and daughter: corrected for heads',
    heirs: { wife: 1, son: 1, daughter: 1 },
    shares: { wife: '1/8', son: '7/12', daughter: '7/24' },
    base: 8,
    total: 24,
  },
  {
    name: 'father, mother and son',
    heirs: { father: 1, mother: 1, son: 1 },
    shares: { father: '1/6', mother: '1/6', son: '2/3' },
    base: 6,
    total: 6,
  },
  {
    name: 'father with a daughter: a sixth and the residue',
    heirs: { father: 1, daughter: 1 },
    shares: { daughter: '1/2', father: '1/2' },
    base: 6,
    total: 6,
  },
  { name: 'the parents alone', heirs: { father: 1, mother: 1 }, shares: { mother: '1/3', father: '2/3' }, base: 3, total: 3 },
  {
    name: 'son excludes the son’s children',
    heirs: { son: 1, sons_son: 2, sons_daughter: 1 },
    shares: { son: '1' },
    blocked: { sons_son: ['son'], sons_daughter: ['son'] },
  },
  {
    name: 'two daughters exclude the son’s daughter',
    heirs: { daughter: 2, sons_daughter: 1, full_uncle: 1 },
    shares: { daughter: '2/3', full_uncle: '1/3' },
    blocked: { sons_daughter: ['daughter'] },
    base: 3,
    total: 3,
  },
  {
    name: 'a son’s son makes his sister a residuary beside two daughters',
    heirs: { daughter: 2, sons_daughter: 1, sons_son: 1 },
    shares: { daughter: '2/3', sons_son: '2/9', sons_daughter: '1/9' },
    base: 3,
    total: 9,
  },
  {
    name: 'a lower son’s son makes the son’s daughter a residuary (al-qarib al-mubarak)',
    heirs: { daughter: 2, sons_daughter: 1, sons_sons_son: 1 },
    shares: { daughter: '2/3', sons_daughter: '1/9', sons_sons_son: '2/9' },
  },
  {
    name: 'daughter and son’s daughter complete the two thirds; the lower granddaughter is excluded',
    heirs: { daughter: 1, sons_daughter: 1, sons_sons_daughter: 1 },
    shares: { daughter: '3/4', sons_daughter: '1/4' },
    blocked: { sons_sons_daughter: ['daughter', 'sons_daughter'] },
    adjustment: 'radd',
    base: 6,
    total: 4,
  },
  {
    name: 'son’s daughter and son’s son’s daughter: a half and a sixth, returned',
    heirs: { sons_daughter: 1, sons_sons_daughter: 2 },
    shares: { sons_daughter: '3/4', sons_sons_daughter: '1/4' },
    adjustment: 'radd',
    total: 8,
  },
  {
    name: 'with one daughter, the son’s daughter takes a sixth even beside a lower male',
    heirs: { daughter: 1, sons_daughter: 1, sons_sons_son: 1 },
    shares: { daughter: '1/2', sons_daughter: '1/6', sons_sons_son: '1/3' },
    base: 6,
  },
  // Spouses, the mother, al-'umariyyatan
  {
    name: 'husband, father and mother (al-‘umariyya)',
    heirs: { husband: 1, father: 1, mother: 1 },
    shares: { husband: '1/2', mother: '1/6', father: '1/3' },
    base: 6,
    total: 6,
    special: ['umariyyatan'],
  },
  {
    name: 'wife, father and mother (al-‘umariyya)',
    heirs: { wife: 1, father: 1, mother: 1 },
    shares: { wife: '1/4', mother: '1/4', father: '1/2' },
    base: 4,
    total: 4,
    special: ['umariyyatan'],
  },
  {
    name: 'with the grandfather the mother keeps a third of the whole',
    heirs: { husband: 1, mother: 1, fathers_father: 1 },
    shares: { husband: '1/2', mother: '1/3', fathers_father: '1/6' },
    base: 6,
  },
  {
    name: 'two siblings excluded by the father still reduce the mother to a sixth',
    heirs: { father: 1, mother: 1, full_brother: 1, maternal_sister: 1 },
    shares: { mother: '1/6', father: '5/6' },
    blocked: { full_brother: ['father'], maternal_sister: ['father'] },
    base: 6,
  },
  {
    name: 'one sibling does not reduce the mother',
    heirs: { father: 1, mother: 1, full_brother: 1 },
    shares: { mother: '1/3', father: '2/3' },
    blocked: { full_brother: ['father'] },
  },
  { name: 'four wives share the eighth', heirs: { wife: 4, son: 1 }, shares: { wife: '1/8', son: '7/8' }, base: 8, total: 32 },
  // 'Awl
  {
    name: '6 → 7: husband and two full sisters',
    heirs: { husband: 1, full_sister: 2 },
    shares: { husband: '3/7', full_sister: '4/7' },
    adjustment: 'awl',
    base: 6,
    total: 7,
  },
  {
    name: '6 → 8: husband, mother, two full sisters',
    heirs: { husband: 1, mother: 1, full_sister: 2 },
    shares: { husband: '3/8', mother: '1/8', full_sister: '1/2' },
    adjustment: 'awl',
    base: 6,
    total: 8,
  },
  {
    name: '6 → 10 (umm al-furukh)',
    heirs: { husband: 1, mother: 1, full_sister: 2, maternal_brother: 2 },
    shares: { husband: '3/10', mother: '1/10', full_sister: '2/5', maternal_brother: '1/5' },
    adjustment: 'awl',
    base: 6,
    total: 10,
  },
  {
    name: '12 → 13',
    heirs: { wife: 1, full_sister: 2, mother: 1 },
    shares: { wife: '3/13', full_sister: '8/13', mother: '2/13' },
    adjustment: 'awl',
    base: 12,
    total: 13,
  },
  {
    name: '12 → 15',
    heirs: { husband: 1, daughter: 2, father: 1, mother: 1 },
    shares: { husband: '1/5', daughter: '8/15', father: '2/15', mother: '2/15' },
    adjustment: 'awl',
    base: 12,
    total: 15,
  },
  {
    name: '12 → 17 (umm al-aramil): every woman one share',
    heirs: { wife: 3, mothers_mother: 1, fathers_mother: 1, maternal_sister: 4, full_sister: 8 },
    shares: { wife: '3/17', mothers_mother: '1/17', fathers_mother: '1/17', maternal_sister: '4/17', full_sister: '8/17' },
    adjustment: 'awl',
    base: 12,
    total: 17,
  },
  {
    name: '24 → 27 (al-minbariyya)',
    heirs: { wife: 1, daughter: 2, father: 1, mother: 1 },
    shares: { wife: '1/9', daughter: '16/27', father: '4/27', mother: '4/27' },
    adjustment: 'awl',
    base: 24,
    total: 27,
  },
  {
    name: 'a residuary the shares leave nothing stays with "0" (not blocked)',
    heirs: { husband: 1, daughter: 2, mother: 1, full_brother: 1 },
    shares: { husband: '3/13', daughter: '8/13', mother: '2/13', full_brother: '0' },
    adjustment: 'awl',
    total: 13,
  },
  // Radd
  {
    name: 'radd: two daughters and the mother',
    heirs: { daughter: 2, mother: 1 },
    shares: { daughter: '4/5', mother: '1/5' },
    adjustment: 'radd',
    base: 6,
    total: 5,
  },
  {
    name: 'radd with a spouse: husband, daughter, mother',
    heirs: { husband: 1, daughter: 1, mother: 1 },
    shares: { husband: '1/4', daughter: '9/16', mother: '3/16' },
    adjustment: 'radd',
    base: 12,
    total: 16,
  },
  {
    name: 'radd with a spouse: wife, three daughters, mother',
    heirs: { wife: 1, daughter: 3, mother: 1 },
    shares: { wife: '1/8', daughter: '7/10', mother: '7/40' },
    adjustment: 'radd',
    base: 24,
    total: 120,
  },
  {
    name: 'radd with a spouse: wife, mother, two maternal sisters',
    heirs: { wife: 1, mother: 1, maternal_sister: 2 },
    shares: { wife: '1/4', mother: '1/4', maternal_sister: '1/2' },
    adjustment: 'radd',
    total: 4,
  },
  { name: 'a spouse alone takes the surplus too', heirs: { husband: 1 }, shares: { husband: '1' }, adjustment: 'radd' },
  {
    name: 'daughter and son’s daughter, returned',
    heirs: { daughter: 1, sons_daughter: 1 },
    shares: { daughter: '3/4', sons_daughter: '1/4' },
    adjustment: 'radd',
    total: 4,
  },
  // Sisters
  {
    name: 'sister with a daughter is a residuary (Bukhari 6741)',
    heirs: { daughter: 1, full_sister: 1 },
    shares: { daughter: '1/2', full_sister: '1/2' },
    adjustment: null,
  },
  {
    name: 'daughter, son’s daughter and sister (Bukhari 6736)',
    heirs: { daughter: 1, sons_daughter: 1, full_sister: 1 },
    shares: { daughter: '1/2', sons_daughter: '1/6', full_sister: '1/3' },
    base: 6,
    total: 6,
  },
  {
    name: 'a full sister with a daughter excludes the paternal brother and the nephews',
    heirs: { daughter: 1, full_sister: 1, paternal_brother: 1, full_brothers_son: 1 },
    shares: { daughter: '1/2', full_sister: '1/2' },
    blocked: { paternal_brother: ['full_sister'], full_brothers_son: ['full_sister'] },
  },
  {
    name: 'full sister and paternal sister: a half and a sixth, returned',
    heirs: { full_sister: 1, paternal_sister: 1 },
    shares: { full_sister: '3/4', paternal_sister: '1/4' },
    adjustment: 'radd',
  },
  {
    name: 'two full sisters exclude the paternal sister',
    heirs: { full_sister: 2, paternal_sister: 1, full_uncle: 1 },
    shares: { full_sister: '2/3', full_uncle: '1/3' },
    blocked: { paternal_sister: ['full_sister'] },
  },
  {
    name: 'a paternal brother makes his sister a residuary beside two full sisters',
    heirs: { full_sister: 2, paternal_sister: 1, paternal_brother: 1 },
    shares: { full_sister: '2/3', paternal_brother: '2/9', paternal_sister: '1/9' },
    total: 9,
  },
  {
    name: 'paternal sisters alone take two thirds',
    heirs: { paternal_sister: 3, full_uncle: 1 },
    shares: { paternal_sister: '2/3', full_uncle: '1/3' },
    total: 9,
  },
  // Brothers, nephews, uncles: each rank excludes the next
  {
    name: 'full brother excludes the paternal brother',
    heirs: { full_brother: 1, paternal_brother: 1 },
    shares: { full_brother: '1' },
    blocked: { paternal_brother: ['full_brother'] },
  },
  {
    name: 'maternal siblings share a third equally; the full brother the rest',
    heirs: { maternal_brother: 1, maternal_sister: 1, full_brother: 1 },
    shares: { maternal_brother: '1/6', maternal_sister: '1/6', full_brother: '2/3' },
    base: 3,
    total: 6,
  },
  {
    name: 'one maternal sibling: a sixth',
    heirs: { maternal_sister: 1, full_uncle: 1 },
    shares: { maternal_sister: '1/6', full_uncle: '5/6' },
  },
  {
    name: 'any descendant excludes the maternal siblings',
    heirs: { daughter: 1, maternal_brother: 1 },
    shares: { daughter: '1' },
    blocked: { maternal_brother: ['daughter'] },
    adjustment: 'radd',
  },
  {
    name: 'the grandfather excludes the maternal siblings',
    heirs: { fathers_father: 1, maternal_sister: 2 },
    shares: { fathers_father: '1' },
    blocked: { maternal_sister: ['fathers_father'] },
  },
  {
    name: 'paternal brother before the nephews',
    heirs: { paternal_brother: 1, full_brothers_son: 1 },
    shares: { paternal_brother: '1' },
    blocked: { full_brothers_son: ['paternal_brother'] },
  },
  {
    name: 'the grandfather excludes the nephews',
    heirs: { fathers_father: 1, full_brothers_son: 1 },
    shares: { fathers_father: '1' },
    blocked: { full_brothers_son: ['fathers_father'] },
  },
  {
    name: 'the father excludes the grandfathers',
    heirs: { father: 1, fathers_father: 1, fathers_fathers_father: 1 },
    shares: { father: '1' },
    blocked: { fathers_father: ['father'], fathers_fathers_father: ['father'] },
  },
  {
    name: 'the great-grandfather in the father’s place',
    heirs: { fathers_fathers_father: 1, mother: 1 },
    shares: { mother: '1/3', fathers_fathers_father: '2/3' },
  },
  {
    name: 'wife and the father’s paternal half-uncle’s son',
    heirs: { wife: 1, fathers_paternal_uncles_son: 2 },
    shares: { wife: '1/4', fathers_paternal_uncles_son: '3/4' },
    base: 4,
    total: 8,
  },
  // Grandmothers
  { name: 'a grandmother’s sixth', heirs: { mothers_mother: 1, son: 1 }, shares: { mothers_mother: '1/6', son: '5/6' } },
  {
    name: 'two grandmothers share the sixth',
    heirs: { mothers_mother: 1, fathers_mother: 1, son: 1 },
    shares: { mothers_mother: '1/12', fathers_mother: '1/12', son: '5/6' },
    base: 6,
    total: 12,
  },
  {
    name: 'the mother excludes the grandmothers',
    heirs: { mother: 1, mothers_mother: 1, fathers_mother: 1 },
    shares: { mother: '1' },
    blocked: { mothers_mother: ['mother'], fathers_mother: ['mother'] },
    adjustment: 'radd',
  },
  {
    name: 'the father excludes his mother (default)',
    heirs: { father: 1, fathers_mother: 1, mothers_mother: 1 },
    shares: { mothers_mother: '1/6', father: '5/6' },
    blocked: { fathers_mother: ['father'] },
  },
  {
    name: 'hanbali: the grandmother inherits with her son',
    heirs: { father: 1, fathers_mother: 1, mothers_mother: 1 },
    madhab: 'hanbali',
    shares: { mothers_mother: '1/12', fathers_mother: '1/12', father: '5/6' },
  },
  {
    name: 'the grandfather excludes his own mother, not the father’s mother',
    heirs: { fathers_father: 1, fathers_fathers_mother: 1, fathers_mother: 1, son: 1 },
    shares: { fathers_mother: '1/6', fathers_father: '1/6', son: '2/3' },
    blocked: { fathers_fathers_mother: true },
  },
  {
    name: 'a nearer maternal grandmother excludes a farther paternal one',
    heirs: { mothers_mother: 1, fathers_mothers_mother: 1, fathers_fathers_mother: 1, son: 1 },
    shares: { mothers_mother: '1/6', son: '5/6' },
    blocked: { fathers_mothers_mother: ['mothers_mother'], fathers_fathers_mother: ['mothers_mother'] },
  },
  {
    name: 'default: a nearer paternal grandmother does not exclude a farther maternal one',
    heirs: { fathers_mother: 1, mothers_mothers_mother: 1, son: 1 },
    shares: { fathers_mother: '1/12', mothers_mothers_mother: '1/12', son: '5/6' },
  },
  {
    name: 'hanafi: the nearer excludes the farther on either side',
    heirs: { fathers_mother: 1, mothers_mothers_mother: 1, son: 1 },
    madhab: 'hanafi',
    shares: { fathers_mother: '1/6', son: '5/6' },
    blocked: { mothers_mothers_mother: ['fathers_mother'] },
  },
  {
    name: 'hanafi: a nearer grandmother excluded by the father still excludes the farther',
    heirs: { father: 1, fathers_mother: 1, mothers_mothers_mother: 1, son: 1 },
    madhab: 'hanafi',
    shares: { father: '1/6', son: '5/6' },
    blocked: { fathers_mother: ['father'], mothers_mothers_mother: ['fathers_mother'] },
  },
  {
    name: 'three grandmothers of the third degree share the sixth',
    heirs: { mothers_mothers_mother: 1, fathers_mothers_mother: 1, fathers_fathers_mother: 1, son: 1 },
    shares: { mothers_mothers_mother: '1/18', fathers_mothers_mother: '1/18', fathers_fathers_mother: '1/18', son: '5/6' },
    base: 6,
    total: 18,
  },
  // The grandfather with siblings
  {
    name: 'grandfather and a full brother: halves',
    heirs: { fathers_father: 1, full_brother: 1 },
    shares: { fathers_father: '1/2', full_brother: '1/2' },
    base: 2,
    total: 2,
    special: ['grandfather_with_siblings'],
  },
  {
    name: 'grandfather and three brothers: his third',
    heirs: { fathers_father: 1, full_brother: 3 },
    shares: { fathers_father: '1/3', full_brother: '2/3' },
    base: 3,
    total: 9,
  },
  {
    name: 'husband, grandfather, brother: sharing the half',
    heirs: { husband: 1, fathers_father: 1, full_brother: 1 },
    shares: { husband: '1/2', fathers_father: '1/4', full_brother: '1/4' },
    base: 2,
    total: 4,
  },
  {
    name: 'wife, grandfather, three brothers: a third of the residue',
    heirs: { wife: 1, fathers_father: 1, full_brother: 3 },
    shares: { wife: '1/4', fathers_father: '1/4', full_brother: '1/2' },
    base: 4,
    total: 12,
  },
  {
    name: 'daughter, grandfather and a sister',
    heirs: { daughter: 1, fathers_father: 1, full_sister: 1 },
    shares: { daughter: '1/2', fathers_father: '1/3', full_sister: '1/6' },
    base: 2,
    total: 6,
  },
  {
    name: 'husband, two daughters, grandfather, brother: his sixth by ‘awl, the brother nothing',
    heirs: { husband: 1, daughter: 2, fathers_father: 1, full_brother: 1 },
    shares: { husband: '3/13', daughter: '8/13', fathers_father: '2/13', full_brother: '0' },
    adjustment: 'awl',
    base: 12,
    total: 13,
  },
  {
    name: 'al-akdariyya',
    heirs: { husband: 1, mother: 1, fathers_father: 1, full_sister: 1 },
    shares: { husband: '1/3', mother: '2/9', fathers_father: '8/27', full_sister: '4/27' },
    adjustment: 'awl',
    base: 6,
    total: 27,
    special: ['akdariyya'],
  },
  {
    name: 'al-akdariyya with a paternal sister',
    heirs: { husband: 1, mother: 1, fathers_father: 1, paternal_sister: 1 },
    shares: { husband: '1/3', mother: '2/9', fathers_father: '8/27', paternal_sister: '4/27' },
    total: 27,
  },
  {
    name: 'hanafi: no akdariyya, the grandfather excludes the sister',
    heirs: { husband: 1, mother: 1, fathers_father: 1, full_sister: 1 },
    madhab: 'hanafi',
    shares: { husband: '1/2', mother: '1/3', fathers_father: '1/6' },
    blocked: { full_sister: ['fathers_father'] },
    adjustment: null,
  },
  {
    name: 'al-‘ushriyya (al-mu‘adda)',
    heirs: { fathers_father: 1, full_sister: 1, paternal_brother: 1 },
    shares: { fathers_father: '2/5', full_sister: '1/2', paternal_brother: '1/10' },
    base: 5,
    total: 10,
    special: ['grandfather_with_siblings', 'muadda'],
  },
  {
    name: 'al-‘ishriniyya',
    heirs: { fathers_father: 1, full_sister: 1, paternal_sister: 2 },
    shares: { fathers_father: '2/5', full_sister: '1/2', paternal_sister: '1/10' },
    base: 5,
    total: 20,
  },
  {
    name: 'mukhtasarat Zayd',
    heirs: { mother: 1, fathers_father: 1, full_sister: 1, paternal_brother: 1, paternal_sister: 1 },
    shares: { mother: '1/6', fathers_father: '5/18', full_sister: '1/2', paternal_brother: '1/27', paternal_sister: '1/54' },
    // Sharing equals a third of the residue: the books express it as the third, from 18 (by sharing: 6, 108, reduced to 54).
    base: 18,
    total: 54,
  },
  {
    name: 'tis‘iniyyat Zayd',
    heirs: { mother: 1, fathers_father: 1, full_sister: 1, paternal_brother: 2, paternal_sister: 1 },
    shares: { mother: '1/6', fathers_father: '5/18', full_sister: '1/2', paternal_brother: '2/45', paternal_sister: '1/90' },
    base: 18,
    total: 90,
  },
  {
    name: 'mu‘adda: paternal brother counted, then excluded by the full brother',
    heirs: { fathers_father: 1, full_brother: 1, paternal_brother: 1 },
    shares: { fathers_father: '1/3', full_brother: '2/3' },
    blocked: { paternal_brother: ['full_brother'] },
  },
  {
    name: 'hanafi: the grandfather excludes the siblings as the father does',
    heirs: { fathers_father: 1, full_brother: 2, full_sister: 1, mother: 1 },
    madhab: 'hanafi',
    shares: { mother: '1/6', fathers_father: '5/6' },
    blocked: { full_brother: ['fathers_father'], full_sister: ['fathers_father'] },
  },
  // Al-mushtaraka
  {
    name: 'al-mushtaraka: the full brother shares the maternal third',
    heirs: { husband: 1, mother: 1, maternal_brother: 2, full_brother: 1 },
    shares: { husband: '1/2', mother: '1/6', maternal_brother: '2/9', full_brother: '1/9' },
    base: 6,
    total: 18,
    special: ['mushtaraka'],
  },
  {
    name: 'al-mushtaraka with a grandmother and a full sister beside the brother (shafii)',
    heirs: { husband: 1, mothers_mother: 1, maternal_sister: 2, full_brother: 1, full_sister: 1 },
    madhab: 'shafii',
    shares: { husband: '1/2', mothers_mother: '1/6', maternal_sister: '1/6', full_brother: '1/12', full_sister: '1/12' },
    base: 6,
    total: 12,
  },
  {
    name: 'hanafi: al-mushtaraka, the full brothers take nothing',
    heirs: { husband: 1, mother: 1, maternal_brother: 2, full_brother: 1 },
    madhab: 'hanafi',
    shares: { husband: '1/2', mother: '1/6', maternal_brother: '1/3', full_brother: '0' },
    base: 6,
    total: 6,
  },
  {
    name: 'hanbali: al-mushtaraka, the full brothers take nothing',
    heirs: { husband: 1, mother: 1, maternal_sister: 2, full_brother: 3 },
    madhab: 'hanbali',
    shares: { husband: '1/2', mother: '1/6', maternal_sister: '1/3', full_brother: '0' },
  },
  {
    name: 'paternal brothers never share the maternal third',
    heirs: { husband: 1, mother: 1, maternal_brother: 2, paternal_brother: 1 },
    shares: { husband: '1/2', mother: '1/6', maternal_brother: '1/3', paternal_brother: '0' },
  },
];

/** Each consecutive pair of the residuaries' order: the first takes all and excludes the second. */
const CHAIN: RelationId[] = [
  'full_brothers_son',
  'paternal_brothers_son',
  'full_brothers_sons_son',
  'paternal_brothers_sons_son',
  'full_uncle',
  'paternal_uncle',
  'full_uncles_son',
  'paternal_uncles_son',
  'full_uncles_sons_son',
  'paternal_uncles_sons_son',
  'fathers_full_uncle',
  'fathers_paternal_uncle',
  'fathers_full_uncles_son',
  'fathers_paternal_uncles_son',
];

describe('the inheritance engine (issue 50)', () => {
  it.each(CASES.map((each) => [each.name, each] as const))('%s', (_name, expected) => {
    const distribution = run(expected.heirs, expected.madhab);
    const shares = Object.fromEntries(distribution.heirs.map((heir) => [heir.relation, heir.share.toString()]));
    expect(shares).toEqual(expected.shares);
    const blocked = Object.fromEntries(distribution.blocked.map((heir) => [heir.relation, heir.blockedBy]));
    expect(Object.keys(blocked).sort()).toEqual(Object.keys(expected.blocked ?? {}).sort());
    for (const [relation, by] of Object.entries(expected.blocked ?? {})) {
      if (by !== true) expect(blocked[relation]).toEqual(by);
    }
    if (expected.adjustment !== undefined) expect(distribution.adjustment).toBe(expected.adjustment);
    if (expected.base !== undefined) expect(distribution.base).toBe(BigInt(expected.base));
    if (expected.total !== undefined) expect(distribution.totalShares).toBe(BigInt(expected.total));
    for (const special of expected.special ?? []) expect(distribution.specialCases).toContain(special);
    // Every head receives a whole number of the total shares, and the shares are the whole estate.
    for (const heir of distribution.heirs) expect(heir.perHead.times(distribution.totalShares).denominator).toBe(1n);
    expect(distribution.heirs.reduce((total, heir) => total + heir.shares, 0n)).toBe(distribution.totalShares);
  });

  it.each(CHAIN.slice(0, -1).map((relation, index) => [relation, CHAIN[index + 1]] as const))('%s excludes %s', (nearer, farther) => {
    const distribution = run({ [nearer]: 1, [farther]: 2 });
    expect(distribution.heirs.map((heir) => [heir.relation, heir.share.toString()])).toEqual([[nearer, '1']]);
    expect(distribution.blocked).toEqual([{ relation: farther, count: 2, blockedBy: [nearer] }]);
  });

  it('explains every step in English and Arabic, each citing its evidence', () => {
    const distribution = run({ husband: 1, father: 1, mother: 1 });
    expect(distribution.steps.length).toBeGreaterThanOrEqual(4);
    for (const step of distribution.steps) {
      expect(step.en).toMatch(/[a-z]/);
      expect(step.ar).toMatch(/\p{Script=Arabic}/u);
      expect(EVIDENCE[step.rule].evidence.length).toBeGreaterThan(0);
    }
    const umariyya = distribution.steps.find((step) => step.rule === 'umariyyatan')!;
    expect(umariyya.en).toMatch(/a third of what the spouse leaves/);
    expect(EVIDENCE.umariyyatan.evidence).toContainEqual({
      type: 'hadith',
      reference: 'Muwatta Malik, Book 27, Hadith 3',
      link: '/api/v1/hadith?collection=malik&book=27&hadith=3',
    });
    expect(EVIDENCE.husband_share.evidence).toEqual([{ type: 'quran', reference: 'Quran 4:12', link: '/api/v1/quran?verse_key=4:12' }]);
  });

  it('states the option the grandfather takes with the siblings, and the school where the hanafi position applies', () => {
    const zayd = run({ wife: 1, fathers_father: 1, full_brother: 3 });
    expect(zayd.steps.map((step) => step.en).join('\n')).toMatch(
      /sharing the residue as a brother 3\/16, a third of the residue 1\/4, a sixth of the whole 1\/6; the best for him is a third of the residue/,
    );
    const hanafi = run({ fathers_father: 1, full_brother: 1 }, 'hanafi');
    const rule = hanafi.steps.find((step) => step.rule === 'grandfather_excludes_siblings')!;
    expect(rule.en).toBe("Full brother: excluded by Paternal grandfather (father's father).");
    expect(EVIDENCE[rule.rule].evidence).toContainEqual(expect.objectContaining({ reference: 'Sahih al-Bukhari 6738' }));
  });

  it('follows the default positions for maliki and shafii where they hold them, and each school its own', () => {
    const mushtaraka = { husband: 1, mother: 1, maternal_brother: 2, full_brother: 1 };
    const brother = (madhab?: Following) =>
      run(mushtaraka, madhab)
        .heirs.find((heir) => heir.relation === 'full_brother')!
        .share.toString();
    expect([brother(), brother('maliki'), brother('shafii'), brother('hanafi'), brother('hanbali')]).toEqual([
      '1/9',
      '1/9',
      '1/9',
      '0',
      '0',
    ]);
    const grandfather = (madhab?: Following) => run({ fathers_father: 1, full_brother: 1 }, madhab).heirs.length;
    expect([grandfather(), grandfather('maliki'), grandfather('shafii'), grandfather('hanbali'), grandfather('hanafi')]).toEqual([
      2, 2, 2, 2, 1,
    ]);
  });
});
