import { EVIDENCE, parseEvidence } from '../../../../functions/inheritance/evidence';
import { MADHABS, parsePositions, positionOn } from '../../../../functions/inheritance/positions';
import { parseRelations, RELATION_IDS, RELATIONS } from '../../../../functions/inheritance/relations';
import evidenceFile from '../../../../functions/inheritance/tables/evidence.json' with { type: 'json' };
import positionsFile from '../../../../functions/inheritance/tables/positions.json' with { type: 'json' };
import relationsFile from '../../../../functions/inheritance/tables/relations.json' with { type: 'json' };

/** The tables a scholar reviews (functions/inheritance/tables/) are checked at load: a mistake stops the function. */
const copy = <T>(value: T): any => structuredClone(value);

describe('the inheritance tables (issue 50)', () => {
  it('hold every relation of the contract once, in its order, with names in both languages', () => {
    expect(RELATIONS.map((relation) => relation.id)).toEqual([...RELATION_IDS]);
    expect(RELATIONS).toHaveLength(37);
    for (const relation of RELATIONS) {
      expect(relation.name_arabic).toMatch(/\p{Script=Arabic}/u);
      expect(relation.name_english).toMatch(/^[A-Z]/);
    }
    expect(RELATIONS.find((relation) => relation.id === 'wife')?.max_count).toBe(4);
    expect(RELATIONS.filter((relation) => relation.max_count === 1).map((relation) => relation.id)).toEqual([
      'father',
      'mother',
      'fathers_father',
      'fathers_fathers_father',
      'mothers_mother',
      'fathers_mother',
      'mothers_mothers_mother',
      'fathers_mothers_mother',
      'fathers_fathers_mother',
      'husband',
    ]);
  });

  it('refuse a relations table with a relation missing, a rank out of place or a grandmother line on a man', () => {
    const missing = copy(relationsFile);
    missing.relations.splice(3, 1);
    expect(() => parseRelations(missing)).toThrow(/relations\.json is invalid .*must list every relation id once/);
    const rank = copy(relationsFile);
    rank.relations[1].residuary_rank = 30; // the daughter
    expect(() => parseRelations(rank)).toThrow(/daughter: a residuary rank belongs to the male residuaries/);
    const line = copy(relationsFile);
    line.relations[0].grandmother = { side: 'maternal', degree: 2, through: [] };
    expect(() => parseRelations(line)).toThrow(/son: the grandmothers, and only they, have a grandmother line/);
    const unknownField = copy(relationsFile);
    unknownField.relations[0].share = '1/2';
    expect(() => parseRelations(unknownField)).toThrow(/relations\.0/);
  });

  it('refuse an evidence table missing a rule the engine cites, naming one it does not, or citing a malformed reference', () => {
    const missing = copy(evidenceFile);
    delete missing.rules.awl;
    expect(() => parseEvidence(missing)).toThrow(/has no entry for the rule awl/);
    const extra = copy(evidenceFile);
    extra.rules.tanzil = extra.rules.awl;
    expect(() => parseEvidence(extra)).toThrow(/rules\.tanzil: is a rule the engine does not apply/);
    const verse = copy(evidenceFile);
    verse.rules.husband_share.sources[0].verse_key = '4-12';
    expect(() => parseEvidence(verse)).toThrow(/evidence\.json is invalid at rules\.husband_share\.sources\.0\.verse_key/);
  });

  it('link every verse and narration to this API, by the numbers checked against the served text', () => {
    const links = Object.values(EVIDENCE).flatMap((rule) => rule.evidence.flatMap((each) => ('link' in each ? [each.link] : [])));
    expect(links).toContain('/api/v1/quran?verse_key=4:11');
    expect(links).toContain('/api/v1/quran?verse_key=4:176');
    expect(links).toContain('/api/v1/hadith?collection=bukhari&number=6732');
    for (const link of links) {
      expect(link).toMatch(/^\/api\/v1\/(quran\?verse_key=\d+:\d+|hadith\?collection=[a-z]+&(number=\d+|book=\d+&hadith=\d+))$/);
    }
  });

  it('give every school, and the default, exactly one position on each disputed point', () => {
    for (const madhab of ['default', ...MADHABS] as const) {
      expect(['shares_with_them', 'excludes_them']).toContain(positionOn('grandfather_with_siblings', madhab));
    }
    expect(positionOn('grandfather_with_siblings', 'hanafi')).toBe('excludes_them');
    expect(positionOn('grandmother_with_her_son', 'hanbali')).toBe('inherits_with_him');
    expect(positionOn('nearer_and_farther_grandmothers', 'default')).toBe('nearer_maternal_excludes');
    expect(positionOn('mushtaraka', 'maliki')).toBe('full_siblings_share_the_third');
    const twice = copy(positionsFile);
    twice.points[0].positions[1].madhabs.push('maliki');
    expect(() => parsePositions(twice)).toThrow(/grandfather_with_siblings: maliki must take exactly one position, not 2/);
    const unknown = copy(positionsFile);
    unknown.points[3].positions[0].id = 'brothers_take_half';
    expect(() => parsePositions(unknown)).toThrow(/'brothers_take_half' is not a position the engine implements/);
  });
});
