import * as z from 'zod';
import { matchParameter, type RequestedMatch } from '../search/match-mode';
import { SERVED_LANGUAGES, type ServedLanguage } from '../search/question-language';
import { InvalidInputError } from '../shared/domain-errors';
import { pageParameters, pageRequestOf } from '../shared/paging';
import { TAFSIR_EDITION_IDS, type TafsirEdition, tafsirEditionByName } from '../tafsir/tafsir-editions';
import { DIVISION_KINDS, type DivisionKind } from './mushaf';
import { RECITERS, reciterById } from './reciters';
import { surahNumberOf } from './surah-names';
import { parseEditionList } from './translations';
import { parseVerseKeys, type VerseRange } from './verse-keys';

/**
 * Commentaries one answer may carry. Three of the longest on Al-Baqarah whole do not fit Lambda's 6 MB (issue 48):
 * an answer of verses is measured before it is written, and one too large is a 400 saying how to page (answer-budget.ts).
 */
export const MAX_TAFSIR_EDITIONS = 3;

/** The commentaries `tafsir` names, or why the text does not name them. */
function parseTafsirList(text: string): TafsirEdition[] | { error: string } {
  const names = text.split(',').map((name) => name.trim());
  if (names.some((name) => name === '')) return { error: 'must be a comma-separated list of commentaries, e.g. en,ar.muyassar' };
  const editions: TafsirEdition[] = [];
  for (const name of names) {
    const edition = tafsirEditionByName(name);
    if (!edition)
      return {
        error: `'${name.slice(0, 40)}' is not a tafsir edition here; use one of ${TAFSIR_EDITION_IDS.join(', ')} or a language code`,
      };
    if (!editions.includes(edition)) editions.push(edition);
  }
  if (editions.length > MAX_TAFSIR_EDITIONS)
    return { error: `names ${editions.length} commentaries; at most ${MAX_TAFSIR_EDITIONS} in one request` };
  return editions;
}

const wholeNumber = z
  .string()
  .trim()
  .regex(/^[+-]?\d+$/, 'must be a whole number')
  .transform(Number);

/** A surah by number, or by name where people write one (al-baqarah, Al-Baqara, البقرة: surah-names.ts). */
export const SURAH_PARAMETER_MESSAGE = "must be a whole number or a surah's name (2, al-baqarah, البقرة)";
export const surahParameter = z
  .string()
  .trim()
  .transform((value, context) => {
    if (/^[+-]?\d+$/.test(value)) return Number(value);
    const named = surahNumberOf(value);
    if (named !== undefined) return named;
    context.addIssue({ code: 'custom', message: SURAH_PARAMETER_MESSAGE });
    return z.NEVER;
  });

export const SEARCH_MAX_LENGTH = 200;

/** A parameter read by a parser that answers the list it read or what is wrong with the text. */
const parsedList = <T>(parse: (text: string) => T[] | { error: string }) =>
  z.string().transform((text, context) => {
    const parsed = parse(text);
    if (Array.isArray(parsed)) return parsed;
    context.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });

/** GET /api/v1/quran query string. Unknown parameters are refused so that a typo is not silently ignored. */
export const quranQuerySchema = z
  .object({
    // Range 1..114 is checked by the service: a well-formed number outside it is a 404, not a 400.
    // Typed clients send a number (2) or a name ('al-baqarah'): both are the query's text.
    surah: surahParameter
      .optional()
      .meta({ type: ['integer', 'string'], description: "1 to 114, or the surah's name: al-baqarah, Al-Baqara, البقرة" }),
    ayah: wholeNumber.pipe(z.number().min(1, 'must be 1 or more')).optional(),
    from: wholeNumber.pipe(z.number().min(1, 'must be 1 or more')).optional(),
    to: wholeNumber.pipe(z.number().min(1, 'must be 1 or more')).optional(),
    verse_key: parsedList(parseVerseKeys).optional(),
    search: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`)
      .optional(),
    reciter: z
      .string()
      .transform((id, context) => {
        const reciter = reciterById(id);
        if (reciter) return reciter;
        context.addIssue({
          code: 'custom',
          message: `must be one of ${RECITERS.map((r) => r.id).join(', ')} (list=reciters describes them)`,
        });
        return z.NEVER;
      })
      .optional(),
    translations: parsedList(parseEditionList)
      .optional()
      .meta({ description: 'Editions each verse carries too, comma-separated: ids or language codes (list=translations), e.g. en,ur' }),
    tafsir: parsedList(parseTafsirList)
      .optional()
      .meta({
        description: `Commentaries each answer of verses carries (once per commentary, under \`tafsir\`): up to ${MAX_TAFSIR_EDITIONS} ids or language codes, e.g. en,ar.muyassar (GET /api/v1/tafsir?list=editions)`,
      }),
    list: z.enum(['reciters', 'translations'], { error: "must be 'reciters' or 'translations'" }).optional(),
    // Range is checked by the service: a well-formed number beyond the division's count is a 404.
    juz: wholeNumber.optional(),
    hizb: wholeNumber.optional(),
    rub_el_hizb: wholeNumber.optional(),
    manzil: wholeNumber.optional(),
    ruku: wholeNumber.optional(),
    page: wholeNumber.optional(),
    match: matchParameter,
    language: z
      .enum(SERVED_LANGUAGES, { error: `must be one of ${SERVED_LANGUAGES.join(', ')}` })
      .optional()
      .meta({
        description:
          "With 'search': the language the query is written in, when it should not be detected (the query's script, then tinyld and the language's own question words). A question in one of the nine other languages searches that language's translation",
      }),
    ...pageParameters,
  })
  .strict();

export type QuranQuery = z.infer<typeof quranQuerySchema>;

export type QuranRequest =
  | { kind: 'list' }
  | { kind: 'reciters' }
  | { kind: 'translations' }
  | { kind: 'surah'; surah: number }
  | { kind: 'ayah'; surah: number; ayah: number }
  | { kind: 'slice'; surah: number; from: number; to?: number }
  | { kind: 'verses'; ranges: VerseRange[] }
  | { kind: 'division'; division: DivisionKind; number: number; limit: number; offset: number }
  | { kind: 'search'; search: string; match: RequestedMatch; language?: ServedLanguage; limit: number; offset: number };

/** Which of the usage forms a validated query asks for; mixed forms are refused. */
export function quranRequestOf(query: QuranQuery): QuranRequest {
  if (query.list !== undefined) {
    const others = Object.entries(query).filter(([name, value]) => name !== 'list' && value !== undefined);
    if (others.length > 0) throw new InvalidInputError(`'list' cannot be combined with '${others[0][0]}'`);
    return { kind: query.list };
  }
  const slice = query.from !== undefined || query.to !== undefined;
  const divisions = DIVISION_KINDS.filter((kind) => query[kind] !== undefined);
  if (divisions.length > 0) {
    const others = (['surah', 'ayah', 'from', 'to', 'verse_key', 'search', 'match'] as const).filter((name) => query[name] !== undefined);
    if (divisions.length > 1 || others.length > 0) {
      throw new InvalidInputError(`'${divisions[0]}' cannot be combined with '${[...divisions.slice(1), ...others][0]}'`);
    }
    const division = divisions[0];
    return { kind: 'division', division, number: query[division]!, ...pageRequestOf(query) };
  }
  if (query.verse_key !== undefined) {
    if (query.surah !== undefined || query.ayah !== undefined || slice || query.search !== undefined) {
      throw new InvalidInputError("'verse_key' cannot be combined with 'surah', 'ayah', 'from', 'to' or 'search'");
    }
  }
  if (
    query.tafsir !== undefined &&
    (query.search !== undefined || (query.surah === undefined && query.verse_key === undefined && divisions.length === 0))
  ) {
    throw new InvalidInputError("'tafsir' applies to verses: a surah, an ayah, a range, verse keys or a division");
  }
  if (query.search !== undefined) {
    if (query.surah !== undefined || query.ayah !== undefined || slice) {
      throw new InvalidInputError("'search' cannot be combined with 'surah', 'ayah', 'from' or 'to'");
    }
    return {
      kind: 'search',
      search: query.search,
      match: query.match ?? 'auto',
      ...(query.language ? { language: query.language } : {}),
      ...pageRequestOf(query),
    };
  }
  if (query.match !== undefined) throw new InvalidInputError("'match' applies only to 'search'");
  if (query.language !== undefined) throw new InvalidInputError("'language' applies only to 'search'");
  if (query.limit !== undefined || query.offset !== undefined) {
    throw new InvalidInputError("'limit' and 'offset' apply only to 'search' and the divisions (juz, page...)");
  }
  if (query.verse_key !== undefined) return { kind: 'verses', ranges: query.verse_key };
  if (slice) {
    if (query.surah === undefined) throw new InvalidInputError("'from' and 'to' require 'surah'");
    if (query.ayah !== undefined) throw new InvalidInputError("'ayah' cannot be combined with 'from' or 'to'");
    const from = query.from ?? 1;
    if (query.to !== undefined && query.to < from) throw new InvalidInputError("'to' must not be less than 'from'");
    return { kind: 'slice', surah: query.surah, from, ...(query.to !== undefined ? { to: query.to } : {}) };
  }
  if (query.ayah !== undefined) {
    if (query.surah === undefined) throw new InvalidInputError("'ayah' requires 'surah'");
    return { kind: 'ayah', surah: query.surah, ayah: query.ayah };
  }
  if (query.surah !== undefined) return { kind: 'surah', surah: query.surah };
  return { kind: 'list' };
}
