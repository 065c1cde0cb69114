import type { EnglishReferenceScheme } from './english-references';

/**
 * The six collections: public ids (the spec's), source folder names and the collection's standing.
 * Bukhari and Muslim are accepted as authentic as whole collections; the four Sunan carry graders'
 * verdicts per hadith.
 */
export interface HadithCollection {
  id: 'bukhari' | 'muslim' | 'abudawood' | 'tirmidhi' | 'nasai' | 'ibnmajah';
  /** Folder and file name in hadith-json, the graded editions, the book index and the reference pages. */
  sourceFolder: string;
  /** The collection's name in sunnah.com's URLs (https://sunnah.com/abudawud:4031). */
  sunnahSlug: string;
  name: string;
  nameArabic: string;
  /** Whether the graded edition's hadith_number follows sunnah.com's numbering (Muslim's does not). */
  gradedEditionHasSunnahNumbers: boolean;
  /** Which older English numbering sunnah.com gives next to its own. */
  englishReferenceScheme: EnglishReferenceScheme;
  /** For collections graded as a whole rather than per hadith. */
  collectionStatus?: string;
}

const WHOLE_COLLECTION_SAHIH =
  'Sahih: the whole collection is accepted as authentic by the scholars of hadith; no per-hadith grades are given';

export const HADITH_COLLECTIONS: HadithCollection[] = [
  {
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
    id: 'abudawood',
    sourceFolder: 'abudawud',
    sunnahSlug: 'abudawud',
    name: 'Sunan Abi Dawud',
    nameArabic: 'سنن أبي داود',
    gradedEditionHasSunnahNumbers: true,
    englishReferenceScheme: 'english_translation',
  },
  {
    id: 'tirmidhi',
    sourceFolder: 'tirmidhi',
    sunnahSlug: 'tirmidhi',
    name: 'Jami` at-Tirmidhi',
    nameArabic: 'جامع الترمذي',
    gradedEditionHasSunnahNumbers: true,
    englishReferenceScheme: 'english_translation',
  },
  {
    id: 'nasai',
    sourceFolder: 'nasai',
    sunnahSlug: 'nasai',
    name: "Sunan an-Nasa'i",
    nameArabic: 'سنن النسائي',
    gradedEditionHasSunnahNumbers: true,
    englishReferenceScheme: 'english_translation',
  },
  {
    id: 'ibnmajah',
    sourceFolder: 'ibnmajah',
    sunnahSlug: 'ibnmajah',
    name: 'Sunan Ibn Majah',
    nameArabic: 'سنن ابن ماجه',
    gradedEditionHasSunnahNumbers: true,
    englishReferenceScheme: 'english_translation',
  },
];

export type HadithCollectionId = HadithCollection['id'];
export const HADITH_COLLECTION_IDS = HADITH_COLLECTIONS.map((collection) => collection.id) as [HadithCollectionId, ...HadithCollectionId[]];
export const collectionById = (id: string) => HADITH_COLLECTIONS.find((collection) => collection.id === id);

/** A collection named as people write it in a request: its id or sunnah.com's slug, in any case. */
export const collectionNamed = (name: string) => {
  const wanted = name.trim().toLowerCase();
  return HADITH_COLLECTIONS.find((collection) => collection.id === wanted || collection.sunnahSlug === wanted);
};
