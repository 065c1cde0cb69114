/**
 * The six collections: public ids (the spec's), source folder names and the collection's standing.
 * Bukhari and Muslim are accepted as authentic as whole collections; the four Sunan carry graders'
 * verdicts per hadith.
 */
export interface HadithCollection {
  id: 'bukhari' | 'muslim' | 'abudawood' | 'tirmidhi' | 'nasai' | 'ibnmajah';
  /** Folder name in hadith-json, the graded editions and the sunnah.com book index. */
  sourceFolder: string;
  name: string;
  nameArabic: string;
  expectedCount: number;
  /** Whether the graded edition's hadith_number follows sunnah.com's numbering (Muslim's does not). */
  gradedEditionHasSunnahNumbers: boolean;
  /** For collections graded as a whole rather than per hadith. */
  collectionStatus?: string;
}

export const HADITH_COLLECTIONS: HadithCollection[] = [
  {
    id: 'bukhari',
    sourceFolder: 'bukhari',
    name: 'Sahih al-Bukhari',
    nameArabic: 'صحيح البخاري',
    expectedCount: 7277,
    gradedEditionHasSunnahNumbers: true,
    collectionStatus: 'Sahih: the whole collection is accepted as authentic by the scholars of hadith; no per-hadith grades are given',
  },
  {
    id: 'muslim',
    sourceFolder: 'muslim',
    name: 'Sahih Muslim',
    nameArabic: 'صحيح مسلم',
    expectedCount: 7459,
    gradedEditionHasSunnahNumbers: false,
    collectionStatus: 'Sahih: the whole collection is accepted as authentic by the scholars of hadith; no per-hadith grades are given',
  },
  { id: 'abudawood', sourceFolder: 'abudawud', name: 'Sunan Abi Dawud', nameArabic: 'سنن أبي داود', expectedCount: 5276, gradedEditionHasSunnahNumbers: true },
  { id: 'tirmidhi', sourceFolder: 'tirmidhi', name: "Jami` at-Tirmidhi", nameArabic: 'جامع الترمذي', expectedCount: 4053, gradedEditionHasSunnahNumbers: true },
  { id: 'nasai', sourceFolder: 'nasai', name: "Sunan an-Nasa'i", nameArabic: 'سنن النسائي', expectedCount: 5768, gradedEditionHasSunnahNumbers: true },
  { id: 'ibnmajah', sourceFolder: 'ibnmajah', name: 'Sunan Ibn Majah', nameArabic: 'سنن ابن ماجه', expectedCount: 4345, gradedEditionHasSunnahNumbers: true },
];

export type HadithCollectionId = HadithCollection['id'];
export const HADITH_COLLECTION_IDS = HADITH_COLLECTIONS.map((collection) => collection.id) as [HadithCollectionId, ...HadithCollectionId[]];
export const collectionById = (id: string) => HADITH_COLLECTIONS.find((collection) => collection.id === id);
