/**
 * The collections in the order GET /api/v1/hadith lists them and its errors name them: the six books, then the further
 * collections. Written out, not read from the code under test, so that a change of order is seen.
 */
export const HADITH_COLLECTIONS_AS_LISTED = [
  'bukhari',
  'muslim',
  'abudawood',
  'tirmidhi',
  'nasai',
  'ibnmajah',
  'malik',
  'ahmad',
  'darimi',
  'nawawi40',
  'qudsi40',
  'shahwaliullah40',
  'riyadussalihin',
  'bulugh',
  'mishkat',
  'adab',
  'shamail',
] as const;
