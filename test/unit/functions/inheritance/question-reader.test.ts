import { type QuestionReading, readQuestion, type UnreadQuestion } from '../../../../functions/inheritance/question-reader';

const read = (question: string) => readQuestion(question) as QuestionReading;
const heirsOf = (question: string) => read(question).heirs.map(({ relation, count }) => [relation, count]);

describe('a sentence read as the heirs of a deceased (issue 50)', () => {
  it.each([
    [
      'مات وترك: أب وأم وثلاث بنات',
      'male',
      [
        ['father', 1],
        ['mother', 1],
        ['daughter', 3],
      ],
    ],
    [
      'ماتت وتركت زوجا وأختين شقيقتين',
      'female',
      [
        ['husband', 1],
        ['full_sister', 2],
      ],
    ],
    [
      'توفي رجل عن زوجة وابنين وبنت',
      'male',
      [
        ['wife', 1],
        ['son', 2],
        ['daughter', 1],
      ],
    ],
    [
      'توفيت امرأة عن زوج وأم وأخوين لأم وأخ شقيق',
      'female',
      [
        ['husband', 1],
        ['mother', 1],
        ['maternal_brother', 2],
        ['full_brother', 1],
      ],
    ],
    [
      'مات عن بنتا ابن وعما',
      'male',
      [
        ['sons_daughter', 2],
        ['full_uncle', 1],
      ],
    ],
    [
      'مات عن بنتي ابن وأخ لأب',
      'male',
      [
        ['sons_daughter', 2],
        ['paternal_brother', 1],
      ],
    ],
    [
      'هلك هالك عن زوجتين وأحد عشر ابنا',
      'male',
      [
        ['wife', 2],
        ['son', 11],
      ],
    ],
    [
      'مات وترك خمسة وعشرين ابنا وبنتا',
      'male',
      [
        ['son', 25],
        ['daughter', 1],
      ],
    ],
    [
      'مات وترك أخوان وأختا لأب',
      'male',
      [
        ['full_brother', 2],
        ['paternal_sister', 1],
      ],
    ],
    [
      'مات وترك ٣ بنات وأخا شقيقا',
      'male',
      [
        ['daughter', 3],
        ['full_brother', 1],
      ],
    ],
    [
      'ماتت عن زوج، وأم، وجد، وأخت شقيقة',
      'female',
      [
        ['husband', 1],
        ['mother', 1],
        ['fathers_father', 1],
        ['full_sister', 1],
      ],
    ],
    [
      'مَاتَ وَتَرَكَ زَوْجَتَيْنِ وَأُمًّا',
      'male',
      [
        ['wife', 2],
        ['mother', 1],
      ],
    ],
    [
      'مات وترك ثلاثة إخوة أشقاء وأما',
      'male',
      [
        ['full_brother', 3],
        ['mother', 1],
      ],
    ],
    [
      'A woman died leaving her husband, two full sisters and her mother',
      'female',
      [
        ['husband', 1],
        ['full_sister', 2],
        ['mother', 1],
      ],
    ],
    [
      'A man died and left a wife, 3 sons and two daughters.',
      'male',
      [
        ['wife', 1],
        ['son', 3],
        ['daughter', 2],
      ],
    ],
    [
      'A man passed away, survived by his father, mother, wife and paternal grandmother',
      'male',
      [
        ['father', 1],
        ['mother', 1],
        ['wife', 1],
        ['fathers_mother', 1],
      ],
    ],
    [
      'The deceased left a husband, a mother, 2 maternal brothers and a full brother',
      undefined,
      [
        ['husband', 1],
        ['mother', 1],
        ['maternal_brother', 2],
        ['full_brother', 1],
      ],
    ],
    ['A man died leaving twenty-one sons', 'male', [['son', 21]]],
    [
      'A man died leaving his wife, his son’s daughter and a brother (full)',
      'male',
      [
        ['wife', 1],
        ['sons_daughter', 1],
        ['full_brother', 1],
      ],
    ],
  ])('%s', (question, deceased, heirs) => {
    expect(heirsOf(question)).toEqual(heirs);
    expect(read(question).deceased).toBe(deceased);
  });

  it('echoes the words it read for each heir', () => {
    expect(read('ماتت وتركت زوجا وأختين شقيقتين').heirs.map((heir) => heir.words)).toEqual(['زوجا', 'اختين شقيقتين']);
    expect(read('A woman died leaving her husband, two full sisters and her mother').heirs.map((heir) => heir.words)).toEqual([
      'husband',
      'two full sisters',
      'mother',
    ]);
    expect(read('مات وترك أبا').language).toBe('ar');
  });

  it.each([
    ['مات وترك زوجة وخالا', ['خالا'], /not a relation this API knows/],
    ['مات وترك بنات', ['بنات'], /'بنات': say how many/],
    ['مات وترك جدة', ['جده'], /say which grandmother/],
    ['A man died leaving sons and a wife', ['sons'], /'sons': say how many/],
    ['A woman died leaving her husband and two cousins twice removed', ['two cousins twice removed'], /not a relation/],
    ['My father died leaving my mother and me', ['my'], /not to yourself/],
    ['What is the weather today?', ['what weather today'], /not a relation/],
    ['مات وترك', [], /no heir is named/],
  ])('names what it cannot read: %s', (question, unread, problem) => {
    const result = readQuestion(question) as UnreadQuestion;
    expect(result.unread).toEqual(unread);
    expect(result.problem).toMatch(problem);
  });
});
