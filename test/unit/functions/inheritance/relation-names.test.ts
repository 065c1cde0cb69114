import { arabicWords, foldArabic, relationNamed } from '../../../../functions/inheritance/relation-names';
import { RELATIONS } from '../../../../functions/inheritance/relations';

describe('relation names as people write them (issue 50)', () => {
  it.each([
    ['full_brother', 'full_brother'],
    ['Full_Brother', 'full_brother'],
    ['أخ شقيق', 'full_brother'],
    ['الأخ الشقيق', 'full_brother'],
    ['full brother', 'full_brother'],
    ['brother (full)', 'full_brother'],
    ['Brother, full', 'full_brother'],
    ['أخ لأب وأم', 'full_brother'],
    ['أخ من الأبوين', 'full_brother'],
    ['زوجة', 'wife'],
    ['زوجه', 'wife'],
    ['زوجـــة', 'wife'],
    ['زَوْجَةٌ', 'wife'],
    ['الزوجة', 'wife'],
    ['أخت شقيقة', 'full_sister'],
    ['اخت شقيقه', 'full_sister'],
    ['شقيقة', 'full_sister'],
    ['أخت من الأب', 'paternal_sister'],
    ['أخت للأب', 'paternal_sister'],
    ['أخ لأم', 'maternal_brother'],
    ['إخوة لأم', 'maternal_brother'],
    ['uterine sister', 'maternal_sister'],
    ['consanguine brother', 'paternal_brother'],
    ['Paternal half-brother', 'paternal_brother'],
    ['half-brother (paternal)', 'paternal_brother'],
    ['بنت الابن', 'sons_daughter'],
    ['بنت ابن', 'sons_daughter'],
    ['Son’s daughter', 'sons_daughter'],
    ["son's daughter", 'sons_daughter'],
    ['daughter of a son', 'sons_daughter'],
    ['ابن ابن الابن', 'sons_sons_son'],
    ['great-grandson', 'sons_sons_son'],
    ['الجد', 'fathers_father'],
    ['أب الأب', 'fathers_father'],
    ['paternal grandfather', 'fathers_father'],
    ['أبو الجد', 'fathers_fathers_father'],
    ['أم الأم', 'mothers_mother'],
    ['الجدة لأب', 'fathers_mother'],
    ['أم أم الأم', 'mothers_mothers_mother'],
    ['أم أم الأب', 'fathers_mothers_mother'],
    ['أم أب الأب', 'fathers_fathers_mother'],
    ['أم الجد', 'fathers_fathers_mother'],
    ['ابن الأخ الشقيق', 'full_brothers_son'],
    ['ابن أخ لأب', 'paternal_brothers_son'],
    ['ابن ابن أخ شقيق', 'full_brothers_sons_son'],
    ['ابن ابن الأخ لأب', 'paternal_brothers_sons_son'],
    ['العم', 'full_uncle'],
    ['عم لأب', 'paternal_uncle'],
    ['paternal_uncle', 'paternal_uncle'],
    ['paternal uncle', 'full_uncle'],
    ['ابن العم الشقيق', 'full_uncles_son'],
    ['ابن عم لأب', 'paternal_uncles_son'],
    ['ابن ابن العم', 'full_uncles_sons_son'],
    ['ابن ابن عم لأب', 'paternal_uncles_sons_son'],
    ['عم الأب', 'fathers_full_uncle'],
    ['عم الأب لأب', 'fathers_paternal_uncle'],
    ['ابن عم الأب', 'fathers_full_uncles_son'],
    ['ابن عم الأب لأب', 'fathers_paternal_uncles_son'],
    ['  Husband ', 'husband'],
    ['الزوج', 'husband'],
  ])('%s → %s', (written, relation) => {
    expect(relationNamed(written)).toBe(relation);
  });

  it('reads every relation by its id and by each of its names', () => {
    for (const relation of RELATIONS) {
      expect(relationNamed(relation.id)).toBe(relation.id);
      for (const name of [relation.name_arabic, relation.name_english, ...relation.names_arabic, ...relation.names_english]) {
        expect([name, relationNamed(name)]).toEqual([name, relation.id]);
      }
    }
  });

  it('reads nothing into what is not a relation, or not one relation', () => {
    for (const written of [
      'cousin twice removed',
      'جدة',
      'grandmother',
      'خال',
      'maternal uncle',
      'brother-in-law',
      '',
      'son son son son son',
    ]) {
      expect(relationNamed(written)).toBeUndefined();
    }
  });

  it('folds Arabic spellings and reads duals, plurals and "من الأب" as one word', () => {
    expect(foldArabic('أُمّ الأبِ')).toBe('ام الاب');
    expect(foldArabic('إخـــوة ١٢')).toBe('اخوه 12');
    expect(arabicWords('أختين شقيقتين').map((word) => [word.lemma, word.number])).toEqual([
      ['اخت', 'dual'],
      ['شقيقه', undefined],
    ]);
    expect(arabicWords('بنات من الأب').map((word) => word.lemma)).toEqual(['بنت', 'لاب']);
  });
});
