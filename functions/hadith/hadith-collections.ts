import type { EnglishReferenceScheme } from './english-references';

/**
 * The collections served: the six, numbered through sunnah.com's own reference pages, and the further
 * books people quote (Riyad as-Salihin, the Forties, the Muwatta…), taken from the same pinned hadith-json
 * tag and numbered only where the source's order can be tied to sunnah.com's numbers (data/hadith/further-books.ts).
 * The six keep ordinals 1-6 (search documents carry them); the further books follow.
 */
interface CollectionCommon {
  /** The public id: the spec's for the six, sunnah.com's URL name for the others. */
  id: HadithCollectionId;
  /** The collection's name in sunnah.com's URLs (https://sunnah.com/abudawud:4031). */
  sunnahSlug: string;
  name: string;
  nameArabic: string;
  /** Other names a request may use (any case): the source's folder name, common spellings. */
  aliases?: string[];
  /** For collections graded as a whole rather than per hadith. */
  collectionStatus?: string;
}

/** One of the six: numbered through sunnah.com's reference pages, graded through the graded editions. */
export interface SixCollection extends CollectionCommon {
  kind: 'six';
  /** Folder and file name in hadith-json, the graded editions, the book index and the reference pages. */
  sourceFolder: string;
  /** Whether the graded edition's hadith_number follows sunnah.com's numbering (Muslim's does not). */
  gradedEditionHasSunnahNumbers: boolean;
  /** Which older English numbering sunnah.com gives next to its own. */
  englishReferenceScheme: EnglishReferenceScheme;
}

/** A book of a further collection: its id in requests and in-book references, and its file in hadith-json. */
export interface FurtherBook {
  book: string;
  file: string;
}

/** A further collection: text from hadith-json only (no reference pages, no graded edition). */
export interface FurtherCollection extends CollectionCommon {
  kind: 'further';
  /** Its folder under db/by_chapter/ in hadith-json. */
  folder: string;
  /** Its books in the work's order (sunnah.com's: the introduction first). */
  books: FurtherBook[];
  /** The languages the source gives its narrations in. */
  languages: Array<'ar' | 'en'>;
  /** How people cite it: by a number across the work, or by book and hadith only (the Muwatta). */
  citedBy: 'number' | 'book_and_hadith';
  /** Forties are cited "… , Hadith 13"; the others "Riyad as-Salihin 1". */
  referenceStyle: 'name_number' | 'name_hadith_number';
  /** Why a number is not served where none is (answered with a 404 that says so). */
  numberingNote: string;
  /** Why no per-narration grade is given. */
  gradesNote: string;
}

export type HadithCollection = SixCollection | FurtherCollection;

const WHOLE_COLLECTION_SAHIH =
  'Sahih: the whole collection is accepted as authentic by the scholars of hadith; no per-hadith grades are given';

export const SIX_COLLECTIONS: SixCollection[] = [
  {
    kind: 'six',
    id: 'bukhari',
    sourceFolder: 'bukhari',
    sunnahSlug: 'bukhari',
    name: 'Sahih al-Bukhari',
    nameArabic: 'صحيح البخاري',
    gradedEditionHasSunnahNumbers: true,
    englishReferenceScheme: 'usc_msa',
    collectionStatus: WHOLE_COLLECTION_SAHIH,
  },
  {
    kind: 'six',
    id: 'muslim',
    sourceFolder: 'muslim',
    sunnahSlug: 'muslim',
    name: 'Sahih Muslim',
    nameArabic: 'صحيح مسلم',
    gradedEditionHasSunnahNumbers: false,
    englishReferenceScheme: 'usc_msa',
    collectionStatus: WHOLE_COLLECTION_SAHIH,
  },
  {
    kind: 'six',
    id: 'abudawood',
    sourceFolder: 'abudawud',
    sunnahSlug: 'abudawud',
    name: 'Sunan Abi Dawud',
    nameArabic: 'سنن أبي داود',
    gradedEditionHasSunnahNumbers: true,
    englishReferenceScheme: 'english_translation',
  },
  {
    kind: 'six',
    id: 'tirmidhi',
    sourceFolder: 'tirmidhi',
    sunnahSlug: 'tirmidhi',
    name: 'Jami` at-Tirmidhi',
    nameArabic: 'جامع الترمذي',
    gradedEditionHasSunnahNumbers: true,
    englishReferenceScheme: 'english_translation',
  },
  {
    kind: 'six',
    id: 'nasai',
    sourceFolder: 'nasai',
    sunnahSlug: 'nasai',
    name: "Sunan an-Nasa'i",
    nameArabic: 'سنن النسائي',
    gradedEditionHasSunnahNumbers: true,
    englishReferenceScheme: 'english_translation',
  },
  {
    kind: 'six',
    id: 'ibnmajah',
    sourceFolder: 'ibnmajah',
    sunnahSlug: 'ibnmajah',
    name: 'Sunan Ibn Majah',
    nameArabic: 'سنن ابن ماجه',
    gradedEditionHasSunnahNumbers: true,
    englishReferenceScheme: 'english_translation',
  },
];

/** Books named by their files: "introduction" first, then 1..n in numeric order (and lettered ones after theirs). */
const numbered = (count: number, options: { introduction?: boolean; only?: number[]; after?: Record<number, string> } = {}) => {
  const books: FurtherBook[] = options.introduction ? [{ book: 'introduction', file: 'introduction' }] : [];
  for (const n of options.only ?? Array.from({ length: count }, (_, i) => i + 1)) {
    books.push({ book: String(n), file: String(n) });
    const lettered = options.after?.[n];
    if (lettered) books.push({ book: lettered, file: lettered });
  }
  return books;
};
/** The Forties are one file; their one book is "1". */
const ONE_FILE: FurtherBook[] = [{ book: '1', file: 'all' }];

const NO_GRADED_SOURCE =
  'No pinned source grades this collection\'s narrations one by one, so none is given; where the compiler names the narration\'s sources ("[Al-Bukhari and Muslim]", "Tirmidhi transmitted it") that is part of the text';
const DERIVED_NUMBERS = (name: string, what: string) =>
  `The source (hadith-json) carries only each narration's place in its book, not ${name}'s numbers; ${what}. Any other number is refused rather than guessed: cite the narration by book and hadith`;

export const FURTHER_COLLECTIONS: FurtherCollection[] = [
  {
    kind: 'further',
    id: 'malik',
    sunnahSlug: 'malik',
    folder: 'the_9_books/malik',
    name: 'Muwatta Malik',
    nameArabic: 'موطأ مالك',
    aliases: ['muwatta', 'muwatta_malik'],
    books: numbered(61),
    languages: ['ar', 'en'],
    citedBy: 'book_and_hadith',
    referenceStyle: 'name_number',
    numberingNote:
      'Muwatta Malik is cited by book and hadith ("Muwatta Malik, Book 1, Hadith 1"), as sunnah.com cites it, not by a number across the work: look it up with book and hadith',
    gradesNote: NO_GRADED_SOURCE,
  },
  {
    kind: 'further',
    id: 'ahmad',
    sunnahSlug: 'ahmad',
    folder: 'the_9_books/ahmed',
    name: 'Musnad Ahmad',
    nameArabic: 'مسند أحمد',
    aliases: ['ahmed', 'musnad_ahmad'],
    books: numbered(31, { only: [1, 2, 3, 4, 5, 6, 7, 31] }),
    languages: ['ar', 'en'],
    citedBy: 'number',
    referenceStyle: 'name_number',
    numberingNote:
      "The source holds only the parts of Musnad Ahmad that sunnah.com translates, with each narration's place in its book and not the Musnad's own numbers, which cannot be derived from it: look it up by book and hadith",
    gradesNote: NO_GRADED_SOURCE,
  },
  {
    kind: 'further',
    id: 'darimi',
    sunnahSlug: 'darimi',
    folder: 'the_9_books/darimi',
    name: 'Sunan ad-Darimi',
    nameArabic: 'سنن الدارمي',
    aliases: ['sunan_ad_darimi'],
    books: numbered(23, { introduction: true }),
    languages: ['ar'],
    citedBy: 'number',
    referenceStyle: 'name_number',
    numberingNote:
      "The source carries each narration's place in its book, not Sunan ad-Darimi's numbers, which cannot be derived from it: look it up by book and hadith",
    gradesNote: NO_GRADED_SOURCE,
  },
  {
    kind: 'further',
    id: 'nawawi40',
    sunnahSlug: 'nawawi40',
    folder: 'forties/nawawi40',
    name: 'Forty Hadith of an-Nawawi',
    nameArabic: 'الأربعون النووية',
    aliases: ['nawawi', 'forty_nawawi', 'an_nawawi_40'],
    books: ONE_FILE,
    languages: ['ar', 'en'],
    citedBy: 'number',
    referenceStyle: 'name_hadith_number',
    numberingNote: 'The Forty Hadith of an-Nawawi are numbered 1 to 42 (his forty and the two Ibn Rajab added)',
    gradesNote: NO_GRADED_SOURCE,
  },
  {
    kind: 'further',
    id: 'qudsi40',
    sunnahSlug: 'qudsi40',
    folder: 'forties/qudsi40',
    name: 'Forty Hadith Qudsi',
    nameArabic: 'الأربعون القدسية',
    aliases: ['qudsi', 'hadith_qudsi'],
    books: ONE_FILE,
    languages: ['ar', 'en'],
    citedBy: 'number',
    referenceStyle: 'name_hadith_number',
    numberingNote: 'The Forty Hadith Qudsi are numbered 1 to 40',
    gradesNote: NO_GRADED_SOURCE,
  },
  {
    kind: 'further',
    id: 'shahwaliullah40',
    sunnahSlug: 'shahwaliullah40',
    folder: 'forties/shahwaliullah40',
    name: 'Forty Hadith of Shah Waliullah Dehlawi',
    nameArabic: 'الأربعون لشاه ولي الله الدهلوي',
    aliases: ['shahwaliullah'],
    books: ONE_FILE,
    languages: ['ar', 'en'],
    citedBy: 'number',
    referenceStyle: 'name_hadith_number',
    numberingNote: 'The Forty Hadith of Shah Waliullah are numbered 1 to 40',
    gradesNote: NO_GRADED_SOURCE,
  },
  {
    kind: 'further',
    id: 'riyadussalihin',
    sunnahSlug: 'riyadussalihin',
    folder: 'other_books/riyad_assalihin',
    name: 'Riyad as-Salihin',
    nameArabic: 'رياض الصالحين',
    aliases: ['riyad_assalihin', 'riyad_as_salihin', 'riyadus_salihin', 'riyad'],
    books: numbered(19, { introduction: true }),
    languages: ['ar', 'en'],
    citedBy: 'number',
    referenceStyle: 'name_number',
    numberingNote: DERIVED_NUMBERS('Riyad as-Salihin', 'its numbers 1-1896 run through the work in order and are derived from that order'),
    gradesNote: NO_GRADED_SOURCE,
  },
  {
    kind: 'further',
    id: 'bulugh',
    sunnahSlug: 'bulugh',
    folder: 'other_books/bulugh_almaram',
    name: 'Bulugh al-Maram',
    nameArabic: 'بلوغ المرام',
    aliases: ['bulugh_almaram', 'bulugh_al_maram'],
    books: numbered(16),
    languages: ['ar', 'en'],
    citedBy: 'number',
    referenceStyle: 'name_number',
    numberingNote: DERIVED_NUMBERS(
      'Bulugh al-Maram',
      "sunnah.com's numbers skip and repeat against the source's entries (its book 1, numbers 1-150, holds 179), so a number is served only in the books whose published range fits their entries one to one",
    ),
    gradesNote: NO_GRADED_SOURCE,
  },
  {
    kind: 'further',
    id: 'mishkat',
    sunnahSlug: 'mishkat',
    folder: 'other_books/mishkat_almasabih',
    name: 'Mishkat al-Masabih',
    nameArabic: 'مشكاة المصابيح',
    aliases: ['mishkat_almasabih', 'mishkat_al_masabih'],
    books: numbered(24, { introduction: true }),
    languages: ['ar', 'en'],
    citedBy: 'number',
    referenceStyle: 'name_number',
    numberingNote: DERIVED_NUMBERS(
      'Mishkat al-Masabih',
      "sunnah.com's numbers run ahead of the source's entries by a growing amount (Mishkat al-Masabih 342 is Book 3, Hadith 54, the 318th entry; some entries carry two numbers), so only numbers seen on sunnah.com's own reference blocks are served",
    ),
    gradesNote: NO_GRADED_SOURCE,
  },
  {
    kind: 'further',
    id: 'adab',
    sunnahSlug: 'adab',
    folder: 'other_books/aladab_almufrad',
    name: 'Al-Adab Al-Mufrad',
    nameArabic: 'الأدب المفرد',
    aliases: ['aladab_almufrad', 'adab_al_mufrad', 'al_adab_al_mufrad'],
    books: numbered(57),
    languages: ['ar', 'en'],
    citedBy: 'number',
    referenceStyle: 'name_number',
    numberingNote: DERIVED_NUMBERS(
      'Al-Adab Al-Mufrad',
      "its numbers follow the source's order except where a book holds more or fewer entries than numbers, so a number is served only between two checked points that agree",
    ),
    gradesNote: NO_GRADED_SOURCE,
  },
  {
    kind: 'further',
    id: 'shamail',
    sunnahSlug: 'shamail',
    folder: 'other_books/shamail_muhammadiyah',
    name: "Ash-Shama'il Al-Muhammadiyah",
    nameArabic: 'الشمائل المحمدية',
    aliases: ['shamail_muhammadiyah', 'shamail_muhammadiyyah'],
    books: numbered(56, { after: { 8: '8b' } }),
    languages: ['ar', 'en'],
    citedBy: 'number',
    referenceStyle: 'name_number',
    numberingNote: DERIVED_NUMBERS(
      "Ash-Shama'il Al-Muhammadiyah",
      "sunnah.com's numbers run ahead of the source's entries (Ash-Shama'il 410 is Book 56, Hadith 4, the 395th entry), so only checked numbers are served",
    ),
    gradesNote: NO_GRADED_SOURCE,
  },
];

export const HADITH_COLLECTIONS: HadithCollection[] = [...SIX_COLLECTIONS, ...FURTHER_COLLECTIONS];

export type HadithCollectionId =
  | 'bukhari'
  | 'muslim'
  | 'abudawood'
  | 'tirmidhi'
  | 'nasai'
  | 'ibnmajah'
  | 'malik'
  | 'ahmad'
  | 'darimi'
  | 'nawawi40'
  | 'qudsi40'
  | 'shahwaliullah40'
  | 'riyadussalihin'
  | 'bulugh'
  | 'mishkat'
  | 'adab'
  | 'shamail';
export type SixCollectionId = 'bukhari' | 'muslim' | 'abudawood' | 'tirmidhi' | 'nasai' | 'ibnmajah';
export const HADITH_COLLECTION_IDS = HADITH_COLLECTIONS.map((collection) => collection.id) as [HadithCollectionId, ...HadithCollectionId[]];
export const collectionById = (id: string) => HADITH_COLLECTIONS.find((collection) => collection.id === id);

/** A collection named as people write it in a request: its id, sunnah.com's slug or an alias, in any case ("-" as "_"). */
export const collectionNamed = (name: string) => {
  const wanted = name.trim().toLowerCase().replace(/-/g, '_');
  return HADITH_COLLECTIONS.find(
    (collection) => collection.id === wanted || collection.sunnahSlug === wanted || collection.aliases?.includes(wanted),
  );
};

/** How a narration is cited: "Riyad as-Salihin 1", "Forty Hadith of an-Nawawi, Hadith 13", "Muwatta Malik, Book 1, Hadith 1". */
export function citationOf(collection: HadithCollection, number: string | undefined, book: string, hadith: number): string {
  const inBook = book === 'introduction' ? `Introduction, Hadith ${hadith}` : `Book ${book}, Hadith ${hadith}`;
  if (number === undefined) return `${collection.name}, ${inBook}`;
  return collection.kind === 'further' && collection.referenceStyle === 'name_hadith_number'
    ? `${collection.name}, Hadith ${number}`
    : `${collection.name} ${number}`;
}
