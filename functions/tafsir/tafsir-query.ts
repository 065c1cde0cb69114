import * as z from 'zod';
import { InvalidInputError } from '../shared/domain-errors';
import { type PageRequest, pageParameters, pageRequestOf, wholeNumberParameter } from '../shared/paging';

/** GET /api/v1/tafsir query string; unknown parameters are refused. */
export const tafsirQuerySchema = z
  .object({
    list: z.literal('editions', { error: "must be 'editions' (lists the commentaries with their authors)" }).optional(),
    edition: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters').optional().meta({
      description: 'A commentary by id (e.g. en.ibnkathir, ar.muyassar) or a language code for its default (ar, en, ur, bn, ru, ku)',
    }),
    surah: wholeNumberParameter(1, 114, 'surah number').optional(),
    ayah: wholeNumberParameter(1, 286, 'ayah number').optional(),
    from: wholeNumberParameter(1, 286, 'first ayah').optional(),
    to: wholeNumberParameter(1, 286, 'last ayah').optional(),
    verse_key: z
      .string()
      .trim()
      .regex(/^\d{1,3}:\d{1,3}(-\d{1,3})?$/, 'must be a verse key such as 2:255 or a range such as 2:255-257')
      .optional(),
    search: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional(),
    ...pageParameters,
  })
  .strict();

export type TafsirQuery = z.infer<typeof tafsirQuerySchema>;

export type TafsirRequest =
  | { kind: 'editions' }
  | { kind: 'ayahs'; edition?: string; surah: number; from: number; to: number }
  | ({ kind: 'surah'; edition?: string; surah: number } & PageRequest)
  | ({ kind: 'search'; edition?: string; search: string; surah?: number } & PageRequest);

const given = (query: TafsirQuery, names: ReadonlyArray<keyof TafsirQuery>) => names.filter((name) => query[name] !== undefined);

/** Which form a query asks for, or the 400 that says what does not go together. */
export function tafsirRequestOf(query: TafsirQuery): TafsirRequest {
  if (query.list !== undefined) {
    if (Object.keys(query).length > 1) throw new InvalidInputError("'list=editions' takes no other parameters");
    return { kind: 'editions' };
  }
  const { edition } = query;
  const paged = given(query, ['limit', 'offset']);
  if (query.search !== undefined) {
    const extra = given(query, ['ayah', 'from', 'to', 'verse_key']);
    if (extra.length) throw new InvalidInputError(`'search' takes 'edition', 'surah', 'limit' and 'offset', not '${extra[0]}'`);
    return { kind: 'search', edition, search: query.search, surah: query.surah, ...pageRequestOf(query) };
  }
  const verseForm = given(query, ['ayah', 'from', 'to', 'verse_key']);
  if (verseForm.length > 0 && paged.length > 0) throw new InvalidInputError(`'${paged[0]}' pages a surah or a search, not ayahs named`);
  if (query.verse_key !== undefined) {
    const extra = given(query, ['surah', 'ayah', 'from', 'to']);
    if (extra.length) throw new InvalidInputError(`'verse_key' names the ayahs itself: leave out '${extra[0]}'`);
    const [surah, span] = query.verse_key.split(':');
    const [from, to = from] = span.split('-').map(Number);
    return { kind: 'ayahs', edition, surah: Number(surah), from, to };
  }
  if (query.surah === undefined) {
    if (verseForm.length) throw new InvalidInputError(`'${verseForm[0]}' needs 'surah'`);
    if (edition !== undefined || paged.length)
      throw new InvalidInputError("Name the ayahs: 'surah' (with 'ayah' or 'from'/'to'), 'verse_key', or 'search'");
    return { kind: 'editions' };
  }
  if (query.ayah !== undefined) {
    if (query.from !== undefined || query.to !== undefined) throw new InvalidInputError("'ayah' names one ayah: leave out 'from' and 'to'");
    return { kind: 'ayahs', edition, surah: query.surah, from: query.ayah, to: query.ayah };
  }
  if (query.from !== undefined || query.to !== undefined) {
    const from = query.from ?? 1;
    return { kind: 'ayahs', edition, surah: query.surah, from, to: query.to ?? from };
  }
  return { kind: 'surah', edition, surah: query.surah, ...pageRequestOf(query) };
}
