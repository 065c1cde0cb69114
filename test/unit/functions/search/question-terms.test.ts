import { CONCEPTS } from '../../../../functions/search/concepts';
import { roleOfWord } from '../../../../functions/search/function-words';
import { isFollowUp, parseQuestion, QUESTION_WEIGHTS } from '../../../../functions/search/question-terms';
import { analyze } from '../../../../functions/search/tokenizer';

const termsOf = (text: string) => analyze(text).flatMap((token) => token.terms);
const typedWords = (question: string, earlier: string[] = []) => parseQuestion(question, earlier).words.map((word) => word.typed);

describe('parseQuestion', () => {
  it('reads a question without its honorifics and pious formulas, and says how it read it', () => {
    const question = parseQuestion('ولادة عيسى عليه السلام وقصة مريم تحت النخلة');
    expect(question.words.map((word) => word.typed)).not.toContain('السلام');
    expect(question.text).not.toContain('عليه السلام');
    expect(typedWords('What did the Prophet (pbuh) say about anger?')).toEqual(['prophet', 'anger']);
    expect(typedWords('What did the Prophet ﷺ say, peace be upon him, about anger?')).toEqual(['prophet', 'anger']);
  });

  it('searches a word in every form a question may use it in: irregular verbs, irregular and Arabic counted plurals', () => {
    const threw = parseQuestion("Joseph's brothers threw him into a well").words.find((word) => word.typed === 'threw');
    expect(threw?.terms).toEqual(expect.arrayContaining(termsOf('throw thrown')));
    const day = parseQuestion('في كم يوم خلق الله السماوات والأرض').words.find((word) => word.typed === 'يوم');
    expect(day?.terms).toEqual(expect.arrayContaining(termsOf('أيام يومين')));
  });

  it('reads a word after an article as a noun, even one that asks elsewhere ("into a well", "the will")', () => {
    expect(typedWords("Joseph's brothers threw him into a well")).toContain('well');
    expect(typedWords('Is it well known?')).not.toContain('well');
    expect(typedWords('How should I write the will?')).toContain('will');
  });

  it('adds the words of a number to a question that asks how many, as words that only raise what else matched', () => {
    for (const question of ['How many wives may a man marry?', 'في كم يوم خلق الله السماوات والأرض']) {
      const number = parseQuestion(question).words.find((word) => word.typed === '(a number (how many))');
      expect(number).toMatchObject({ optional: true, weight: QUESTION_WEIGHTS.shape });
      expect(number?.terms).toEqual(expect.arrayContaining(termsOf('four ستة')));
    }
    expect(parseQuestion('Who built the Kaaba?').words.some((word) => word.typed.startsWith('(a number'))).toBe(false);
  });

  it('reads a verb of the concept table in every person ("كيف أتوضأ" as ablution)', () => {
    expect(parseQuestion('كيف أتوضأ').concepts).toEqual(['ablution (wudu)']);
    expect(parseQuestion('كيف نتوضأ؟').concepts).toEqual(['ablution (wudu)']);
  });

  it('reads why people were created as a purpose, and "rights of" as what is due', () => {
    expect(parseQuestion('Why did God create humans?').concepts).toContain('purpose of creation');
    expect(parseQuestion('What are the rights of a Muslim?').concepts).toEqual(['rights and dues (haqq)']);
    expect(parseQuestion('Does Allah test us with more than we can bear?').concepts).toContain('no soul burdened beyond its capacity');
  });

  it('reads a phrase that opens with a question word only with it: "did God create the heavens" is not a "why"', () => {
    // Before: "why did God create" was also filed as "God create", which took this question for the purpose of life.
    expect(parseQuestion('In how many days did God create the heavens and the earth?').concepts).toEqual([
      'creation of the heavens and earth',
    ]);
    expect(parseQuestion('What did God create the angels from?').concepts).toEqual(['angels']);
    expect(parseQuestion('Why did Allah create us?').concepts).toEqual(['purpose of creation']);
    expect(parseQuestion('لماذا خلقنا الله؟').concepts).toEqual(['purpose of creation']);
  });

  it('reads a widow apart from the waiting period of divorce', () => {
    expect(parseQuestion("What is a widow's waiting period?").concepts).toEqual(['widows', 'waiting period (iddah)']);
    expect(parseQuestion('عدة المتوفى عنها زوجها').concepts).toEqual(['waiting period (iddah)', 'widows']);
  });

  it('leaves out the words that only ask, in English and Arabic', () => {
    expect(typedWords('What does it say about camels?')).toEqual(['camels']);
    expect(parseQuestion('ما هي عاصمة فرنسا؟').words.map((word) => word.typed)).toEqual(['عاصمة', 'فرنسا']);
    expect(roleOfWord('إلى', 'arabic')).toBe('function');
    expect(roleOfWord('الى', 'arabic')).toBe('function');
    expect(roleOfWord('What', 'latin')).toBe('function');
  });

  it('keeps framing words ("the Quran", "Islam") at a low weight', () => {
    const quran = parseQuestion('What does the Quran say about debt?').words.find((word) => word.typed === 'quran');
    expect(quran?.weight).toBe(QUESTION_WEIGHTS.framing);
    expect(parseQuestion('ما حكم الربا').words.find((word) => word.typed === 'حكم')?.weight).toBe(QUESTION_WEIGHTS.framing);
  });

  it('replaces a concept by the words the texts use for it, in one word of the query, and names it', () => {
    const question = parseQuestion('What is sabr?');
    expect(question.concepts).toEqual(['patience (sabr)']);
    const [concept] = question.words;
    for (const term of [...termsOf('patience steadfast'), ...termsOf('الصبر')]) expect(concept.terms).toContain(term);
    expect(concept.weight).toBe(1);
  });

  it('bridges an Arabic question to the English translation and an English one to the Arabic', () => {
    const riba = parseQuestion('ما حكم الربا؟');
    expect(riba.concepts).toEqual(['interest and usury (riba)']);
    expect(riba.words.some((word) => word.terms.includes(termsOf('interest')[0]))).toBe(true);
    const wudu = parseQuestion('How do I perform wudu?');
    expect(wudu.words.some((word) => word.terms.includes(termsOf('ablution')[0]) && word.terms.includes(termsOf('الوضوء')[0]))).toBe(true);
  });

  it('reads a phrase across function words and prefers the longest phrase', () => {
    expect(parseQuestion('Tell me about kindness to one\u2019s parents').concepts).toEqual(['honouring parents (birr al-walidayn)']);
    expect(parseQuestion('Can a man marry more than one wife?').concepts).toContain('polygamy');
    expect(parseQuestion('Can a man have one wife?').concepts).not.toContain('polygamy');
    expect(parseQuestion('What does it mean to put your trust in Allah?').concepts).toEqual(['trust in God (tawakkul)']);
  });

  it('gives related words half weight and marks them optional', () => {
    const related = parseQuestion('How do I perform wudu?').words.find((word) => word.typed.endsWith('(related)'));
    expect(related).toMatchObject({ weight: QUESTION_WEIGHTS.related, optional: true });
  });

  it('does not read "what kind of" as kindness, nor "will" as a bequest', () => {
    expect(parseQuestion('What kind of charity is best?').concepts).toEqual(['charity (sadaqah) and spending']);
    expect(parseQuestion('What will happen on the Day of Judgement?').concepts).toEqual(['the Day of Judgement']);
  });

  it('does not read "says" or "saying" as the rite of sa\'i: both stem as it does', () => {
    expect(parseQuestion("verse that says God won't change a people's condition until they change themselves").concepts).toEqual([]);
    expect(parseQuestion('Which saying of the Prophet is about mercy?').concepts).not.toContain(
      "rites of hajj (ihram, tawaf, sa'i, arafah)",
    );
    expect(parseQuestion('What happens between Safa and Marwa?').concepts).toEqual(["rites of hajj (ihram, tawaf, sa'i, arafah)"]);
  });

  it('says when a question asks what to say, and only then', () => {
    expect(parseQuestion('What should I say when I enter the mosque?').asksForSupplication).toBe(true);
    expect(parseQuestion('ماذا أقول عند دخول المسجد؟').asksForSupplication).toBe(true);
    expect(parseQuestion('Is there a dua for anxiety?').asksForSupplication).toBe(true);
    expect(parseQuestion('ماذا يقول القرآن عن الصبر؟').asksForSupplication).toBe(false);
    expect(parseQuestion('What does the Quran say about patience?').asksForSupplication).toBe(false);
  });

  it('says where a question wants its answer when it names it', () => {
    expect(parseQuestion('What does the Quran say about patience?').asksFor).toBe('quran');
    expect(parseQuestion('ماذا يقول القرآن عن الصبر؟').asksFor).toBe('quran');
    expect(parseQuestion('Is there a hadith about patience?').asksFor).toBe('hadith');
    expect(parseQuestion('What did the Prophet say about anger?').asksFor).toBe('hadith');
    expect(parseQuestion('What is patience?').asksFor).toBeUndefined();
  });

  it('lets a short follow-up keep the subject of the earlier turns, at lower weight', () => {
    const followUp = parseQuestion('And for the mother?', ['What are the rights of parents?']);
    expect(followUp.concepts).toEqual(['mothers', 'honouring parents (birr al-walidayn)']);
    const parents = followUp.words.find((word) => word.typed === 'rights of parents');
    expect(parents?.weight).toBe(QUESTION_WEIGHTS.earlierTurn);
    // A question that names its own subject does not lean on the conversation.
    expect(
      parseQuestion('What is the ruling on interest in trade and business loans?', ['What are the rights of parents?']).concepts,
    ).not.toContain('honouring parents (birr al-walidayn)');
    expect(isFollowUp('وماذا عن الأم؟', 3)).toBe(true);
    expect(isFollowUp('What does the Quran say about debts, loans and interest?', 3)).toBe(false);
  });

  it('keeps at most the search budget of words, the heaviest', () => {
    const question = parseQuestion(
      'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor quran',
    );
    expect(question.words).toHaveLength(20);
    expect(question.words.map((word) => word.typed)).not.toContain('quran');
  });
});

describe('the concept table', () => {
  it('names every concept once, asks it in words that are not all function words, and gives it words of the texts', () => {
    const names = CONCEPTS.map((concept) => concept.name);
    expect(new Set(names).size).toBe(names.length);
    for (const concept of CONCEPTS) {
      expect(concept.asked.length).toBeGreaterThan(0);
      expect(concept.texts.length).toBeGreaterThan(0);
      for (const asked of concept.asked) {
        const words = analyze(asked);
        expect(words.length).toBeGreaterThan(0);
        expect(words.length === 1 && roleOfWord(asked.slice(words[0].start, words[0].end), words[0].script) === 'function').toBe(false);
      }
    }
  });

  it('bridges the pairs the issue names: sabr, riba, wudu, iddah, hijab, birr al-walidayn, and Arabic to English', () => {
    const bridges: Array<[string, string]> = [
      ['sabr', 'patience'],
      ['riba', 'interest'],
      ['wudu', 'ablution'],
      ['iddah', 'waiting'],
      ['hijab', 'headcovers'],
      ['birr al walidayn', 'parents'],
      ['الصبر', 'patience'],
      ['الربا', 'usury'],
      ['الوالدين', 'parents'],
      ['patience', 'الصبر'],
    ];
    for (const [asked, expected] of bridges) {
      const question = parseQuestion(asked);
      expect(question.words.some((word) => word.terms.includes(termsOf(expected)[0]))).toBe(true);
    }
  });
});
