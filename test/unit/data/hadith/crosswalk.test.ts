import { verifyDuaInNarrations } from '../../../../data/duas/reference-verification';
import { type CrosswalkBlock, parseCrosswalk, parseCrosswalkNumbers } from '../../../../data/hadith/crosswalk';
import { gradeClassOf } from '../../../../data/hadith/grades';
import { compareNarrations, prepareText } from '../../../../data/hadith/narration-match';
import { type GradedRow, numberCollection } from '../../../../data/hadith/numbering';
import { alignSameNarrations } from '../../../../data/hadith/ordered-alignment';
import { restoreLostWords } from '../../../../data/hadith/text-restoration';
import { englishReferenceKeys, formatEnglishReference, parseEnglishReference } from '../../../../functions/hadith/english-references';
import { collectionNamed, SIX_COLLECTIONS } from '../../../../functions/hadith/hadith-collections';
import { compareHadithNumbers, parseHadithNumber } from '../../../../functions/hadith/hadith-numbers';
import { arabicWords, normalizeArabic } from '../../../../functions/search/arabic';

const texts = (...numbers: HadithNumberLike[]) => numbers.map((n) => (typeof n === 'string' ? n : n.text));
type HadithNumberLike = string | { text: string };

describe('hadith numbers as sunnah.com writes them', () => {
  it('normalises what people type and refuses what is not a number', () => {
    expect(parseHadithNumber('6018')).toEqual({ text: '6018', digits: 6018, letters: '' });
    expect(parseHadithNumber(' 2564 A ')).toEqual({ text: '2564a', digits: 2564, letters: 'a' });
    expect(parseHadithNumber('0008b')?.text).toBe('8b');
    expect(parseHadithNumber('1211af')?.text).toBe('1211af');
    for (const bad of ['abc', '2564zz', '0', '', '12-13', '123456', '8ba']) expect(parseHadithNumber(bad)).toBeUndefined();
  });

  it('orders an unlettered number before its lettered variants', () => {
    const sorted = ['402b', '402', '8c', '8a', '1211aa', '1211z'].map((n) => parseHadithNumber(n)!).sort(compareHadithNumbers);
    expect(texts(...sorted)).toEqual(['8a', '8c', '402', '402b', '1211z', '1211aa']);
  });

  it('knows collections by id and by sunnah.com name, in any case', () => {
    expect(collectionNamed('AbuDawud')?.id).toBe('abudawood');
    expect(collectionNamed('abudawood')?.id).toBe('abudawood');
    expect(collectionNamed('BUKHARI')?.id).toBe('bukhari');
    expect(collectionNamed('sunan')).toBeUndefined();
  });
});

describe('English (USC-MSA and printed translation) references', () => {
  it('reads the forms readers copy and formats them back', () => {
    expect(parseEnglishReference('Vol. 8, Book 73, Hadith 47')).toEqual({ volume: 8, book: 73, hadith: 47 });
    expect(parseEnglishReference('book 4 hadith 1115')).toEqual({ book: 4, hadith: 1115 });
    expect(parseEnglishReference('volume 1, book 1, no. 3')).toEqual({ volume: 1, book: 1, hadith: 3 });
    expect(parseEnglishReference('8/73/47')).toEqual({ volume: 8, book: 73, hadith: 47 });
    expect(parseEnglishReference('Book 78')).toBeUndefined();
    expect(parseEnglishReference('Vol. 0, Book 1, Hadith 1')).toBeUndefined();
    expect(formatEnglishReference({ volume: 8, book: 73, hadith: 47 })).toBe('Vol. 8, Book 73, Hadith 47');
    expect(englishReferenceKeys({ volume: 8, book: 73, hadith: 47 })).toEqual({ exact: 'V8-H47', withoutVolume: 'H47' });
  });
});

describe("sunnah.com's reference blocks", () => {
  it('expands every way a block writes its numbers', () => {
    const numbers = (written: string) => texts(...parseCrosswalkNumbers(written).numbers);
    expect(numbers('6018')).toEqual(['6018']);
    expect(numbers('299, 300, 301')).toEqual(['299', '300', '301']);
    expect(numbers('5709-5712')).toEqual(['5709', '5710', '5711', '5712']);
    expect(numbers('546b-d')).toEqual(['546b', '546c', '546d']);
    expect(numbers('884b, c')).toEqual(['884b', '884c']);
    expect(numbers('125 b')).toEqual(['125b']);
    expect(numbers('157L')).toEqual(['157l']);
    expect(numbers('1697/1698a')).toEqual(['1697a', '1698a']);
    expect(numbers('2145, 2145')).toEqual(['2145']);
    expect(numbers('')).toEqual([]);
    expect(parseCrosswalkNumbers('12-9999').unreadable).toEqual(['12-9999']);
  });

  it('parses blocks, with or without the comma between them, and the English reference of each scheme', () => {
    const bukhari = SIX_COLLECTIONS[0];
    const text =
      '\n\nReference : Sahih al-Bukhari 6018In-book reference : Book 78, Hadith 49USC-MSA web (English) reference : Vol. 8, Book 73, Hadith 47   (deprecated numbering scheme)\n\n' +
      ',Reference : Sahih al-Bukhari 299, 300In-book reference : Book 6, Hadith 6USC-MSA web (English) reference : Vol. 1, Book 6, Hadith 298   (deprecated numbering scheme)\n\n\n' +
      'Reference : Sahih al-Bukhari In-book reference : Book 6, Hadith 7USC-MSA web (English) reference : Vol. 1, Book 6, Hadith 299   (deprecated numbering scheme)';
    const blocks = parseCrosswalk(bukhari, text);
    expect(blocks.map((b) => [b.written, texts(...b.numbers), b.inBook, b.englishReference])).toEqual([
      ['6018', ['6018'], { book: '78', position: 49 }, { volume: 8, book: 73, hadith: 47 }],
      ['299, 300', ['299', '300'], { book: '6', position: 6 }, { volume: 1, book: 6, hadith: 298 }],
      ['', [], { book: '6', position: 7 }, { volume: 1, book: 6, hadith: 299 }],
    ]);
    const abudawud = SIX_COLLECTIONS[2];
    const [block] = parseCrosswalk(
      abudawud,
      'Reference : Sunan Abi Dawud 4031In-book reference : Book 34, Hadith 12English translation : Book 33, Hadith 4020\n\n',
    );
    expect(block.englishReference).toEqual({ book: 33, hadith: 4020 });
    expect(() => parseCrosswalk(bukhari, 'Reference : Sahih Muslim 8aIn-book reference : Book 1, Hadith 1')).toThrow(
      /cites 'Sahih Muslim 8a', not Sahih al-Bukhari/,
    );
  });
});

describe('whether two English texts are the same narration', () => {
  const same = (a: string, b: string) => compareNarrations(prepareText(a), prepareText(b)).same;

  it('accepts the same narration with words lost or punctuation cut, and a short text at its start', () => {
    expect(
      same(
        'Narrated Anas: The qunut  used to be recited in the Maghrib and the Fajr prayers.',
        'Narrated Anas:The qunut [supplication before going down for prostration] used to be recited in the Maghrib and the Fajr prayers',
      ),
    ).toBe(true);
    expect(same('Narrator not mentioned:', 'Narrator not mentioned:[And I have in my book: "Ali bin Hujr informed me]')).toBe(true);
  });

  it('refuses a different narration and a short note inside a long one', () => {
    expect(
      same(
        'Narrated Samurah: that the Messenger of Allah said: "The neighbor of a home has more right to the home."',
        'Narrated Ibn Umar: Whoever owns a related Mahram then he is free.',
      ),
    ).toBe(false);
    expect(
      same(
        '(Another chain) with similar meaning.',
        'Narrated Abu Saeed: When you see a man frequenting the Masjid, testify to his faith. (Another chain) with similar wording meaning',
      ),
    ).toBe(false);
  });
});

describe('numbering a collection through the crosswalk', () => {
  const record = (book: string, idInBook: number, text: string) => ({ book, idInBook, text: prepareText(text) });
  const block = (index: number, written: string, book: string, position: number): CrosswalkBlock => ({
    index,
    written,
    ...parseCrosswalkNumbers(written),
    inBook: { book, position },
  });
  const row = (number: number, text: string): GradedRow => ({
    number,
    text,
    prepared: prepareText(text),
    grades: [{ grader: 'Al-Albani', grade: 'Sahih' }],
  });
  const T = [
    'Narrated Abu Huraira: the Prophet said that faith has over sixty branches and modesty is one of them',
    'Narrated Anas: none of you believes until he loves for his brother what he loves for himself',
    'Narrated Ibn Umar: Islam is built upon five pillars, testimony, prayer, charity, fasting and pilgrimage',
    'Narrated Aisha: the most beloved deeds to Allah are the most regular even if they are few',
    'Narrated Jabir: every act of kindness is charity and meeting your brother with a cheerful face',
  ];

  it('serves each number of a block and groups lettered parts under their unlettered number', () => {
    const records = T.slice(0, 4).map((t, i) => record('1', i + 1, t));
    const blocks = [block(0, '1', '1', 1), block(1, '2, 3', '1', 2), block(2, '4a', '1', 3), block(3, '4b', '1', 4)];
    const { index, records: numbered, report } = numberCollection({ records, blocks, gradedRows: [], sequential: true, bookRanges: [] });
    expect(Object.fromEntries(index)).toEqual({ '1': [0], '2': [1], '3': [1], '4a': [2], '4b': [3], '4': [2, 3] });
    expect(texts(...numbered[1].numbers)).toEqual(['2', '3']);
    expect(report).toMatchObject({ recordsNumbered: 4, numbersServed: 5, aliases: 1, groups: 1 });
  });

  it('groups consecutive entries sharing a number, and refuses a number claimed in two places', () => {
    const records = T.slice(0, 5).map((t, i) => record('1', i + 1, t));
    const blocks = [block(0, '10', '1', 1), block(1, '11', '1', 2), block(2, '11', '1', 3), block(3, '12', '1', 4), block(4, '10', '1', 5)];
    const { index, refused } = numberCollection({ records, blocks, gradedRows: [], sequential: false, bookRanges: [] });
    expect(index.get('11')).toEqual([1, 2]);
    expect(index.has('10')).toBe(false);
    expect(refused.get('10')).toBe('conflict');
  });

  it('refuses a number whose graded text is another narration, and attaches the row that agrees', () => {
    const records = T.slice(0, 2).map((t, i) => record('1', i + 1, t));
    const blocks = [block(0, '5', '1', 1), block(1, '6', '1', 2)];
    const result = numberCollection({ records, blocks, gradedRows: [row(5, T[0]), row(6, T[4])], sequential: true, bookRanges: [] });
    expect(result.index.has('5')).toBe(true);
    expect(result.records[0].gradedRow?.number).toBe(5);
    expect(result.refused.get('6')).toBe('graded_text_disagrees');
    expect(result.records[1].notServed).toEqual([{ number: '6', reason: 'graded_text_disagrees' }]);
  });

  it('serves an out-of-sequence number only when the graded edition confirms it', () => {
    const records = T.map((t, i) => record('1', i + 1, t));
    const blocks = [block(0, '20', '1', 1), block(1, '21', '1', 2), block(2, '90', '1', 3), block(3, '22', '1', 4), block(4, '23', '1', 5)];
    const unconfirmed = numberCollection({ records, blocks, gradedRows: [], sequential: true, bookRanges: [] });
    expect(unconfirmed.refused.get('90')).toBe('out_of_sequence');
    const confirmed = numberCollection({ records, blocks, gradedRows: [row(90, T[2])], sequential: true, bookRanges: [] });
    expect(confirmed.index.get('90')).toEqual([2]);
  });

  it('numbers a book the crosswalk lacks by its range only when it is one number per record', () => {
    const records = [record('introduction', 1, T[0]), record('introduction', 2, T[1]), record('35b', 1, T[2]), record('35b', 2, T[3])];
    const result = numberCollection({
      records,
      blocks: [],
      gradedRows: [],
      sequential: true,
      bookRanges: [
        { book: 'introduction', first: 1, last: 2, count: 2 },
        { book: '35b', first: 100, last: 100, count: 2 },
      ],
    });
    expect(Object.fromEntries(result.index)).toEqual({ '1': [0], '2': [1] });
    expect(result.records[0].source).toBe('book_range');
    expect(result.report.recordsWithoutNumber).toEqual({ not_in_crosswalk: 2 });
  });
});

describe('aligning graded rows to records by order (Sahih Muslim)', () => {
  it('pairs same narrations in order and skips rows or records the other side lacks', () => {
    const records = [
      'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu',
      'one two three four five six seven eight nine ten eleven twelve',
      'red orange yellow green blue indigo violet black white grey brown pink',
    ].map(prepareText);
    const rows = [
      'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu',
      'something else entirely which matches nothing at all in the other list',
      'red orange yellow green blue indigo violet black white grey brown pink',
    ].map(prepareText);
    expect(alignSameNarrations(records, rows)).toEqual([
      [0, 0],
      [2, 2],
    ]);
  });
});

describe('restoring words hadith-json lost', () => {
  it('puts back a lost clause, with the narrator ending at its colon', () => {
    const restored = restoreLostWords(
      {
        narrator: 'Narrated Suraqah bin Malik bin :',
        text: '"The Messenger of Allah (ﷺ) judged that the son is to suffer retaliation for  his son."',
      },
      'Narrated Suraqah bin Malik bin [Ju\'shum]:"The Messenger of Allah (ﷺ) judged that the son is to suffer retaliation for [killing] his father, but the father is not to suffer retaliation for [killing] his son',
    );
    expect(restored).toEqual({
      narrator: "Narrated Suraqah bin Malik bin [Ju'shum]:",
      text: '"The Messenger of Allah (ﷺ) judged that the son is to suffer retaliation for [killing] his father, but the father is not to suffer retaliation for [killing] his son."',
      restoredWords: 14,
    });
  });

  it('completes a truncated text and fills an empty one, keeping its own closing punctuation', () => {
    expect(
      restoreLostWords(
        { narrator: 'It was narrated from Abu Hurairah that:', text: 'The Messenger of Allah ."' },
        'It was narrated from Abu Hurairah that:The Messenger of Allah [SAW] was asked: "Which deed is best?"',
      )?.text,
    ).toBe('The Messenger of Allah [SAW] was asked: "Which deed is best?"."');
    expect(restoreLostWords({ narrator: 'Narrated X:', text: '' }, 'Narrated X:He said something important here.')).toMatchObject({
      narrator: 'Narrated X:',
      text: 'He said something important here.',
    });
  });

  it('leaves wording differences alone and reports nothing when nothing is missing', () => {
    expect(
      restoreLostWords(
        { narrator: "Narrated `Abdullah bin Mus'ud:", text: 'We have been powerful since `Umar embraced Islam.' },
        "Narrated `Abdullah bin Mas'ud:We have been powerful since `Umar embraced Islam",
      ),
    ).toBeUndefined();
    expect(
      restoreLostWords(
        { narrator: 'Jabir  narrated:', text: '(Another chain for) a similar narration (as no. 195).' },
        'Jabir [bin Abdullah] narrated:(Another chain for) a similar narration (as no)',
      ),
    ).toEqual({
      narrator: 'Jabir [bin Abdullah] narrated:',
      text: '(Another chain for) a similar narration (as no. 195).',
      restoredWords: 2,
    });
  });
});

describe('grade classes', () => {
  it.each([
    ['Sahih', 'sahih'],
    ['Sahih - Agreed Upon', 'sahih'],
    ['Sahih Muslim (1480)', 'sahih'],
    ['Isnaad Sahih', 'sahih'],
    ['Hasan Sahih', 'hasan'],
    ['Hasan Lighairihi', 'hasan'],
    ['Isnaad Hasan Sahih Muslim (556)', 'hasan'],
    ['Daif Isnaad', 'daif'],
    ['Very Daif', 'daif'],
    ['Munkar', 'daif'],
    ['Shadh', 'daif'],
    ['Isnaad Malool', 'daif'],
    ['Mawdu', 'mawdu'],
    ['Batil', 'mawdu'],
    ['Maqtu', 'unknown'],
    ['-', 'unknown'],
  ])('%s is %s', (grade, expected) => {
    expect(gradeClassOf(grade)).toBe(expected);
  });
});

describe('Arabic normalisation', () => {
  it.each([
    ['harakat, tanween, shadda and sukun', 'سُبْحَانَ اللَّهِ وَبِحَمْدِهِ', 'سبحان الله وبحمده'],
    ['superscript alef and alef wasla', 'ٱلرَّحْمَٰنِ', 'الرحمن'],
    ['hamza on alef, below alef, madda', 'أَعُوذُ إِلَٰهَ آمَنَ', 'اعوذ اله امن'],
    ['alef maqsura', 'عَلَى', 'علي'],
    ['ta marbuta', 'الصَّلَاةِ', 'الصلاه'],
    ['hamza carriers', 'مُؤْمِن سَيِّئَة', 'مومن سييه'],
    ['tatweel', 'اللـــه', 'الله'],
    ['Quranic annotation marks', 'لَا رَيْبَ ۛ فِيهِ ۛ هُدًى', 'لا ريب  فيه  هدي'],
    ['Farsi yeh and keheh', 'کتاب ی', 'كتاب ي'],
  ])('removes or unifies %s', (_what, input, expected) => {
    expect(normalizeArabic(input)).toBe(expected);
  });

  it('splits normalised words', () => {
    expect(arabicWords('﴿قُلْ هُوَ اللَّهُ أَحَدٌ﴾')).toEqual(['قل', 'هو', 'الله', 'احد']);
  });
});

describe('a dua checked against the narration it cites', () => {
  const narration = 'حَدَّثَنَا فُلَانٌ قَالَ كَانَ رَسُولُ اللَّهِ صلى الله عليه وسلم إِذَا رَأَى الْمَطَرَ قَالَ اللَّهُمَّ صَيِّبًا نَافِعًا';

  it('verifies a dua the narration contains, and one it names as a recited passage', () => {
    expect(verifyDuaInNarrations('اللَّهُمَّ صَيِّبًا نَافِعًا', [narration]).verified).toBe(true);
    const ikhlas = verifyDuaInNarrations('قُلْ هُوَ اللَّهُ أَحَدٌ ۝ اللَّهُ الصَّمَدُ ۝ لَمْ يَلِدْ وَلَمْ يُولَدْ', ['قَالَ اقْرَأْ قُلْ هُوَ اللَّهُ أَحَدٌ وَالْمُعَوِّذَتَيْنِ حِينَ تُمْسِي']);
    expect(ikhlas).toMatchObject({ verified: true, note: expect.stringMatching(/names the passage recited, al-Ikhlas/) });
  });

  it('accepts another wording with a note and refuses an unrelated narration', () => {
    // "I am pleased" for "we are pleased", "prophet" for "messenger": the same supplication.
    const plural = verifyDuaInNarrations('رَضِيتُ بِاللَّهِ رَبًّا وَبِالْإِسْلَامِ دِينًا وَبِمُحَمَّدٍ نَبِيًّا', [
      'مَنْ قَالَ رَضِينَا بِاللَّهِ رَبًّا وَبِالْإِسْلَامِ دِينًا وَبِمُحَمَّدٍ رَسُولًا',
    ]);
    expect(plural.verified).toBe(true);
    const variant = verifyDuaInNarrations('أَعُوذُ بِكَ مِنَ الْهَمِّ وَالْحَزَنِ وَالْعَجْزِ وَالْكَسَلِ وَالْجُبْنِ وَالْبُخْلِ', ['كَانَ يَتَعَوَّذُ مِنَ الْهَمِّ وَالْحَزَنِ وَالْعَجْزِ وَالْكَسَلِ']);
    expect(variant).toMatchObject({ verified: true, note: expect.stringMatching(/another wording \(57%/) });
    const unrelated = verifyDuaInNarrations('الْحَمْدُ لِلَّهِ الَّذِي أَحْيَانَا بَعْدَ مَا أَمَاتَنَا وَإِلَيْهِ النُّشُورُ', [narration]);
    expect(unrelated).toMatchObject({ verified: false, note: expect.stringMatching(/does not contain this supplication/) });
  });
});
