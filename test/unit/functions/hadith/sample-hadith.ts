import type { HadithBookRecord, HadithRecord } from '../../../../functions/hadith/hadith-items';

/** A few narrations and books of three collections, with one number refused: what the service tests read. */
const record = (
  fields: Pick<HadithRecord, 'collection' | 'book' | 'bookOrdinal' | 'idInBook' | 'numbers' | 'english'> & Partial<HadithRecord>,
) => ({
  narrator: 'Narrated Abu Huraira:',
  arabic: 'حَدَّثَنَا',
  grades: [],
  textSource: 'hadith_json' as const,
  ...fields,
});

export const RECORDS: HadithRecord[] = [
  record({
    collection: 'bukhari',
    book: '1',
    bookOrdinal: 1,
    idInBook: 1,
    numbers: ['1'],
    narrator: 'Narrated Umar bin Al-Khattab:',
    english: 'The reward of deeds depends upon the intentions, and every person will get the reward according to what he has intended.',
    englishReference: { volume: 1, book: 1, hadith: 1 },
  }),
  record({
    collection: 'bukhari',
    book: '1',
    bookOrdinal: 1,
    idInBook: 2,
    numbers: ['2'],
    english: 'Revelation came like the ringing of a bell.',
  }),
  record({ collection: 'bukhari', book: '2', bookOrdinal: 2, idInBook: 1, numbers: ['8'], english: 'Islam is based on five principles.' }),
  record({
    collection: 'bukhari',
    book: '2',
    bookOrdinal: 2,
    idInBook: 2,
    numbers: ['9'],
    english: 'Faith consists of more than sixty branches.',
  }),
  record({
    collection: 'muslim',
    book: '1',
    bookOrdinal: 1,
    idInBook: 1,
    numbers: ['8a'],
    english: 'The angel Gabriel asked about Islam.',
  }),
  record({
    collection: 'muslim',
    book: '1',
    bookOrdinal: 1,
    idInBook: 2,
    numbers: ['8b'],
    english: 'The same narration through another chain.',
  }),
  record({
    collection: 'nawawi40',
    book: '1',
    bookOrdinal: 1,
    idInBook: 1,
    numbers: ['1'],
    english: 'Actions are according to intentions, and everyone will get what was intended.',
  }),
];

export const BOOKS: HadithBookRecord[] = [
  {
    collection: 'bukhari',
    book: '1',
    ordinal: 1,
    nameEnglish: 'Revelation',
    nameArabic: 'كتاب بدء الوحى',
    hadithCount: 2,
    firstNumber: '1',
    lastNumber: '2',
  },
  {
    collection: 'bukhari',
    book: '2',
    ordinal: 2,
    nameEnglish: 'Belief',
    nameArabic: 'كتاب الإيمان',
    hadithCount: 2,
    firstNumber: '8',
    lastNumber: '9',
  },
  {
    collection: 'muslim',
    book: '1',
    ordinal: 1,
    nameEnglish: 'The Book of Faith',
    nameArabic: 'كتاب الإيمان',
    hadithCount: 2,
    firstNumber: '8a',
    lastNumber: '8b',
  },
  {
    collection: 'nawawi40',
    book: '1',
    ordinal: 1,
    nameEnglish: 'Forty Hadith',
    nameArabic: 'الأربعون',
    hadithCount: 1,
    firstNumber: '1',
    lastNumber: '1',
  },
];

export const REFUSED = { 'bukhari:5': 'sunnah.com cites Sahih al-Bukhari 5 for two entries whose texts differ' };
