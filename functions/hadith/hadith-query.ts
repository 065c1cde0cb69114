import * as z from 'zod';
import { matchParameter, type RequestedMatch } from '../search/match-mode';
import { InvalidInputError } from '../shared/domain-errors';
import { pageParameters, pageRequestOf, wholeNumberParameter } from '../shared/paging';
import { type EnglishReference, parseEnglishReference } from './english-references';
import {
  collectionNamed,
  FURTHER_COLLECTIONS,
  HADITH_COLLECTION_IDS,
  type HadithCollectionId,
  SIX_COLLECTIONS,
} from './hadith-collections';
import { type HadithNumber, parseHadithNumber } from './hadith-numbers';

export const MAX_BATCH_REFERENCES = 50;

const COLLECTIONS_NAMED = `one of ${HADITH_COLLECTION_IDS.join(', ')}`;
const NUMBER_FORMAT = 'a hadith number as sunnah.com writes it, such as 6018 or 2564a';

const collection = z
  .string()
  .meta({
    description:
      `A collection id (any case; sunnah.com's name also works, e.g. abudawud): the six, ${SIX_COLLECTIONS.map((c) => c.id).join(', ')}; ` +
      `and the further books, ${FURTHER_COLLECTIONS.map((c) => `${c.id} (${c.name})`).join(', ')}`,
  })
  .transform((value, context) => {
    const found = collectionNamed(value);
    if (!found) context.addIssue({ code: 'custom', message: `must be ${COLLECTIONS_NAMED}` });
    return found?.id as HadithCollectionId;
  });

const hadithNumber = z.string().transform((value, context) => {
  const parsed = parseHadithNumber(value);
  if (!parsed) context.addIssue({ code: 'custom', message: `must be ${NUMBER_FORMAT}` });
  return parsed as HadithNumber;
});

export interface BatchReference {
  /** As the client wrote it, echoed in the answer. */
  ref: string;
  collection: HadithCollectionId;
  number: HadithNumber;
}

/** "bukhari:1,muslim:8a,tirmidhi:2516": each a collection (id or sunnah.com name) and a number. */
const batchReferences = z.string().transform((value, context): BatchReference[] => {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.some((part) => part === '')) {
    context.addIssue({
      code: 'custom',
      message: "must be a comma-separated list of collection:number, e.g. 'bukhari:1,muslim:8a', with no empty entries",
    });
    return [];
  }
  if (parts.length > MAX_BATCH_REFERENCES) {
    context.addIssue({ code: 'custom', message: `must list at most ${MAX_BATCH_REFERENCES} references (got ${parts.length})` });
    return [];
  }
  const references: BatchReference[] = [];
  for (const ref of parts) {
    const [name, written, extra] = ref.split(':');
    const found = name === undefined ? undefined : collectionNamed(name);
    const number = written === undefined ? undefined : parseHadithNumber(written);
    if (extra !== undefined || !found || !number) {
      const why =
        extra !== undefined || written === undefined
          ? 'is not collection:number'
          : !found
            ? `names no collection (${COLLECTIONS_NAMED})`
            : `has no valid number (${NUMBER_FORMAT})`;
      context.addIssue({ code: 'custom', message: `'${ref}' ${why}` });
      return [];
    }
    references.push({ ref, collection: found.id, number });
  }
  return references;
});

/** GET /api/v1/hadith query string; unknown parameters are refused. */
export const hadithQuerySchema = z
  .object({
    collection: collection.optional(),
    number: hadithNumber.optional(),
    book: z
      .string()
      .trim()
      .regex(/^[0-9a-z]{1,16}$/i, 'must be a book number as the collection numbers its books, e.g. 78, 35b or introduction')
      .optional(),
    hadith: wholeNumberParameter(1, 99_999, 'the position of the hadith within its book').optional(),
    english_reference: z
      .string()
      .transform((value, context) => {
        const parsed = parseEnglishReference(value);
        if (!parsed)
          context.addIssue({
            code: 'custom',
            message: "must read like 'Vol. 8, Book 73, Hadith 47' or 'Book 4, Hadith 1115' (or 8/73/47)",
          });
        return parsed as EnglishReference;
      })
      .optional(),
    refs: batchReferences.optional(),
    search: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional(),
    match: matchParameter,
    ...pageParameters,
  })
  .strict();

export type HadithQuery = z.infer<typeof hadithQuerySchema>;

export type HadithRequest =
  | { kind: 'collections' }
  | { kind: 'collection'; collection: HadithCollectionId; limit: number; offset: number }
  | { kind: 'book'; collection: HadithCollectionId; book: string; limit: number; offset: number }
  | { kind: 'in-book'; collection: HadithCollectionId; book: string; hadith: number }
  | { kind: 'number'; collection: HadithCollectionId; number: HadithNumber }
  | { kind: 'english-reference'; collection: HadithCollectionId; reference: EnglishReference }
  | { kind: 'batch'; references: BatchReference[] }
  | { kind: 'search'; search: string; match: RequestedMatch; collection?: HadithCollectionId; limit: number; offset: number };

const LOOKUPS = ['number', 'book', 'hadith', 'english_reference'] as const;

/** Which usage form a validated query asks for; mixed forms are refused with the reason. */
export function hadithRequestOf(query: HadithQuery): HadithRequest {
  const { collection, number, book, hadith, english_reference: englishReference, refs, search, match, limit, offset } = query;
  const given = LOOKUPS.filter((name) => query[name] !== undefined);
  const page = pageRequestOf(query);
  if (refs !== undefined) {
    const others = Object.keys(query).filter((name) => name !== 'refs');
    if (others.length > 0)
      throw new InvalidInputError(
        `'refs' names its collections itself and takes no other parameters (got ${others.map((n) => `'${n}'`).join(', ')})`,
      );
    return { kind: 'batch', references: refs };
  }
  if (search !== undefined) {
    if (given.length > 0) throw new InvalidInputError("'search' cannot be combined with 'number', 'book', 'hadith' or 'english_reference'");
    return { kind: 'search', search, match: match ?? 'auto', collection, ...page };
  }
  if (match !== undefined) throw new InvalidInputError("'match' applies only to 'search'");
  if (given.length > 0 && collection === undefined) throw new InvalidInputError(`'${given[0]}' needs 'collection' (${COLLECTIONS_NAMED})`);
  const pageable = collection !== undefined && hadith === undefined && number === undefined && englishReference === undefined;
  if ((limit !== undefined || offset !== undefined) && !pageable)
    throw new InvalidInputError("'limit' and 'offset' apply only to 'search', to a collection's books and to a book's hadith");
  if (given.length > 1 && !(given.length === 2 && book !== undefined && hadith !== undefined)) {
    throw new InvalidInputError("Give one of 'number', 'english_reference', or 'book' (with 'hadith' for one narration)");
  }
  if (number !== undefined) return { kind: 'number', collection: collection!, number };
  if (englishReference !== undefined) return { kind: 'english-reference', collection: collection!, reference: englishReference };
  if (hadith !== undefined && book === undefined) throw new InvalidInputError("'hadith' is a position within a book and needs 'book'");
  if (book !== undefined && hadith !== undefined) return { kind: 'in-book', collection: collection!, book: book.toLowerCase(), hadith };
  if (book !== undefined) return { kind: 'book', collection: collection!, book: book.toLowerCase(), ...page };
  return collection === undefined ? { kind: 'collections' } : { kind: 'collection', collection, ...page };
}
