import { z } from 'zod';
import { badRequest } from '../shared/errors';
import { HADITH_COLLECTION_IDS, type HadithCollectionId } from './hadith-collections';

const wholeNumber = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number (${what})`)
    .transform(Number)
    .pipe(z.number().min(1, `must be 1 or more (${what})`).max(99_999, `must be at most 99999 (${what})`));

export const HADITH_SEARCH_DEFAULT_LIMIT = 10;
export const HADITH_SEARCH_MAX_LIMIT = 50;

/** GET /api/v1/hadith query string; unknown parameters are refused. */
export const hadithQuerySchema = z
  .object({
    collection: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(HADITH_COLLECTION_IDS, { error: `must be one of ${HADITH_COLLECTION_IDS.join(', ')}` }))
      .optional(),
    number: wholeNumber('the collection-wide hadith number').optional(),
    book: z.string().trim().regex(/^[0-9a-z]{1,16}$/i, 'must be a book number as the collection numbers its books, e.g. 78, 35b or introduction').optional(),
    hadith: wholeNumber('the position of the hadith within its book').optional(),
    search: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional(),
    limit: wholeNumber('results per page').pipe(z.number().max(HADITH_SEARCH_MAX_LIMIT, `must be at most ${HADITH_SEARCH_MAX_LIMIT}`)).optional(),
    offset: z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number).pipe(z.number().max(10_000, 'must be at most 10000')).optional(),
  })
  .strict();

export type HadithQuery = z.infer<typeof hadithQuerySchema>;

export type HadithRequest =
  | { kind: 'collections' }
  | { kind: 'collection'; collection: HadithCollectionId }
  | { kind: 'number'; collection: HadithCollectionId; number: number }
  | { kind: 'in-book'; collection: HadithCollectionId; book: string; hadith: number }
  | { kind: 'search'; search: string; collection?: HadithCollectionId; limit: number; offset: number };

/** Which usage form a validated query asks for; mixed forms are refused with the reason. */
export function hadithRequestOf(query: HadithQuery): HadithRequest {
  const { collection, number, book, hadith, search, limit, offset } = query;
  if (search !== undefined) {
    if (number !== undefined || book !== undefined || hadith !== undefined) throw badRequest("'search' cannot be combined with 'number', 'book' or 'hadith'");
    return { kind: 'search', search, collection, limit: limit ?? HADITH_SEARCH_DEFAULT_LIMIT, offset: offset ?? 0 };
  }
  if (limit !== undefined || offset !== undefined) throw badRequest("'limit' and 'offset' apply only to 'search'");
  if ((number !== undefined || book !== undefined || hadith !== undefined) && collection === undefined) {
    throw badRequest(`'number', 'book' and 'hadith' need 'collection' (one of ${HADITH_COLLECTION_IDS.join(', ')})`);
  }
  if (number !== undefined) {
    if (book !== undefined || hadith !== undefined) throw badRequest("Give either 'number' or 'book' with 'hadith', not both");
    return { kind: 'number', collection: collection!, number };
  }
  if (book !== undefined || hadith !== undefined) {
    if (book === undefined || hadith === undefined) throw badRequest("An in-book reference needs both 'book' and 'hadith'");
    return { kind: 'in-book', collection: collection!, book: book.toLowerCase(), hadith };
  }
  return collection === undefined ? { kind: 'collections' } : { kind: 'collection', collection };
}
