import * as z from 'zod';
import { type DivisionKind, SAJDA_AYAHS } from '../quran/mushaf';
import type { QuranService, SurahHeader, Verse } from '../quran/quran-service';
import { surahNumberOf } from '../quran/surah-names';
import { InvalidInputError, NotFoundError } from '../shared/domain-errors';
import { globalAyahNumber, SURAH_COUNT, surahAndAyahOf, TOTAL_AYAHS } from '../shared/quran-structure';
import {
  ALQURAN_EDITIONS,
  type AlQuranEdition,
  audioFieldsOf,
  EDITION_FILTERS,
  type EditionFilter,
  editionFilterValues,
  editionNamed,
  editionsFiltered,
  translationsOf,
} from './alquran-editions';
import { alquranMeta } from './alquran-meta';
import surahNames from './alquran-surah-names.json' with { type: 'json' };

/**
 * alquran.cloud's most used paths (api.alquran.cloud/v1/...), answered from this API's corpus in alquran.cloud's
 * envelope `{ code, status, data }` and field names, so that its clients switch by changing their base URL to
 * `<this API>/api/v1/alquran`. The editions are those served here, under alquran.cloud's identifiers
 * (alquran-editions.ts): quran-uthmani, the translations, and the reciters' audio editions. A surah may be named
 * (al-baqarah, البقرة) where alquran.cloud takes its number.
 */

export const ALQURAN_PATHS = [
  'surah',
  'surah/{surah}/{edition}',
  'surah/{surah}/editions/{editions}',
  'ayah/{reference}/{edition}',
  'ayah/{reference}/editions/{editions}',
  'juz/{juz}/{edition}',
  'page/{page}/{edition}',
  'manzil/{manzil}/{edition}',
  'ruku/{ruku}/{edition}',
  'hizbQuarter/{hizbQuarter}/{edition}',
  'quran/{edition}',
  'sajda/{edition}',
  'meta',
  'search/{keyword}/{surah}/{edition}',
  'edition',
  'edition/language',
  'edition/language/{lang}',
  'edition/type',
  'edition/type/{type}',
  'edition/format',
  'edition/format/{format}',
] as const;

/**
 * alquran.cloud's own English names and meanings of the surahs ("Al-Baqara", "The Cow"), as its answers give them: a
 * data file (Tanzil's names, which alquran.cloud serves, with its one difference: 40 is "Ghafir"), validated here.
 */
export const ALQURAN_SURAH_NAMES = z
  .array(z.strictObject({ number: z.number().int(), englishName: z.string().min(1), englishNameTranslation: z.string().min(1) }))
  .length(SURAH_COUNT)
  .refine((rows) => rows.every((row, index) => row.number === index + 1), 'one row per surah, in order')
  .parse(surahNames);

/** alquran.cloud's paths that page their ayahs with `offset` and `limit`, and the division each names. */
const DIVISION_PATHS: Record<string, DivisionKind> = {
  juz: 'juz',
  page: 'page',
  manzil: 'manzil',
  ruku: 'ruku',
  hizbQuarter: 'rub_el_hizb',
};

export { ALQURAN_EDITIONS, ARABIC_EDITION } from './alquran-editions';

function surahMeta(header: SurahHeader) {
  const { englishName, englishNameTranslation } = ALQURAN_SURAH_NAMES[header.surah_number - 1];
  return {
    number: header.surah_number,
    name: header.name_arabic,
    englishName,
    englishNameTranslation,
    numberOfAyahs: header.total_ayahs,
    revelationType: header.revelation_type === 'meccan' ? 'Meccan' : 'Medinan',
  };
}

function textOf(verse: Verse, edition: AlQuranEdition): string {
  // An audio edition's text is the Arabic it recites, as alquran.cloud gives it.
  if (edition.format === 'audio' || edition.type === 'quran') return verse.arabic;
  if (edition.identifier === 'en.sahih') return verse.translation;
  return verse.translations?.[edition.identifier] ?? verse.translation;
}

/**
 * An ayah as alquran.cloud answers it: number, (audio, audioSecondary), text, then what `context` adds (its edition
 * and surah where the answer does not give them once), then its place in the mushaf.
 */
function ayahOf(surah: number, verse: Verse, edition: AlQuranEdition, context: object = {}) {
  const { position } = verse;
  const number = globalAyahNumber(surah, verse.ayah_number);
  return {
    number,
    ...audioFieldsOf(edition, { surah, ayah: verse.ayah_number, global: number }),
    text: textOf(verse, edition),
    ...context,
    numberInSurah: verse.ayah_number,
    juz: position.juz,
    manzil: position.manzil,
    page: position.page,
    ruku: position.ruku,
    hizbQuarter: position.rub_el_hizb,
    sajda: position.sajda
      ? { id: SAJDA_AYAHS.indexOf(number) + 1, recommended: position.sajda === 'recommended', obligatory: position.sajda === 'obligatory' }
      : false,
  };
}

function surahNumber(given: string): number {
  const number = surahNumberOf(given);
  if (number === undefined) {
    throw new NotFoundError(`There is no surah '${given}': give its number (1 to ${SURAH_COUNT}) or its name (al-baqarah, البقرة)`);
  }
  return number;
}

/** "2:255", or an ayah's number through the mushaf (1 to 6236), as alquran.cloud's /ayah takes them. */
function ayahReference(given: string): { surah: number; ayah: number } {
  const pair = /^([^:]+):(\d{1,3})$/.exec(given);
  if (pair) return { surah: surahNumber(pair[1]), ayah: Number(pair[2]) };
  if (/^\d{1,4}$/.test(given) && Number(given) >= 1 && Number(given) <= TOTAL_AYAHS) return surahAndAyahOf(Number(given));
  throw new NotFoundError(`There is no ayah '${given}': give surah:ayah (2:255) or its number through the mushaf (1 to ${TOTAL_AYAHS})`);
}

const notServed = (path: string) =>
  new NotFoundError(
    `alquran.cloud's path '${path}' is not served here; these are: ${ALQURAN_PATHS.map((served) => `/${served}`).join(', ')}`,
  );

/** The query a path takes, by name: anything else is refused, so that a typo is not silently ignored. */
function queryOf(query: Record<string, string>, takes: readonly string[]): Record<string, string | undefined> {
  const unknown = Object.keys(query).find((name) => !takes.includes(name));
  if (unknown !== undefined) {
    throw new InvalidInputError(
      `Unknown query parameter '${unknown}'${takes.length > 0 ? `: this path takes ${takes.join(', ')}` : ': this path takes none'}`,
    );
  }
  return query;
}

/** `offset` and `limit` as alquran.cloud takes them on the paths that list ayahs: whole numbers, both optional. */
function pagingOf(query: Record<string, string>): { offset: number; limit?: number } {
  const { offset, limit } = queryOf(query, ['offset', 'limit']);
  const whole = (name: string, value: string | undefined, least: number) => {
    if (value === undefined) return undefined;
    if (!/^\d{1,5}$/.test(value) || Number(value) < least) {
      throw new InvalidInputError(`Invalid query parameter '${name}': must be a whole number of at least ${least}`);
    }
    return Number(value);
  };
  return { offset: whole('offset', offset, 0) ?? 0, limit: whole('limit', limit, 1) };
}

/** Editions separated by commas, as the `editions/{a,b}` paths take them (at most ten). */
function editionsNamed(list: string): AlQuranEdition[] {
  const names = list.split(',').filter(Boolean);
  if (names.length === 0 || names.length > 10) throw new InvalidInputError('Name one to ten editions, separated by commas');
  return names.map(editionNamed);
}

async function surahIn(service: QuranService, number: number, edition: AlQuranEdition, offset: number, limit?: number) {
  const surah = await service.withEditions(translationsOf(edition)).surah(number);
  const ayahs = surah.ayahs.slice(offset, limit === undefined ? undefined : offset + limit);
  if (ayahs.length === 0) {
    throw new NotFoundError(`Surah ${number} has ${surah.total_ayahs} ayahs: offset ${offset} leaves none`);
  }
  return { ...surahMeta(surah), ayahs: ayahs.map((verse) => ayahOf(surah.surah_number, verse, edition)), edition };
}

async function ayahIn(service: QuranService, reference: string, edition: AlQuranEdition) {
  const { surah, ayah } = ayahReference(reference);
  const found = await service.withEditions(translationsOf(edition)).ayah(surah, ayah);
  return ayahOf(surah, found.ayah, edition, { edition, surah: surahMeta(found) });
}

/** A juz, page, manzil, ruku or quarter of a hizb, as alquran.cloud answers them: the ayahs with their surahs. */
async function divisionIn(
  service: QuranService,
  kind: DivisionKind,
  given: string,
  edition: AlQuranEdition,
  offset: number,
  limit?: number,
) {
  if (!/^\d{1,3}$/.test(given)) throw new NotFoundError(`There is no ${kind} '${given}': give its number`);
  const division = await service.withEditions(translationsOf(edition)).division(kind, Number(given), limit ?? TOTAL_AYAHS, offset);
  const surahs: Record<string, ReturnType<typeof surahMeta>> = {};
  for (const result of division.results) surahs[String(result.surah_number)] ??= surahMeta(result);
  return {
    number: division.number,
    ayahs: division.results.map((result) => ayahOf(result.surah_number, result.ayah, edition, { surah: surahMeta(result) })),
    surahs,
    edition,
  };
}

/**
 * The whole Quran in an edition, as alquran.cloud's /quran/{edition} answers it: `{ surahs: [...], edition }`, each
 * surah without `numberOfAyahs` (its CompleteResponse leaves it out; its ayahs are there to count).
 */
async function quranIn(service: QuranService, edition: AlQuranEdition) {
  const inEdition = service.withEditions(translationsOf(edition));
  const surahs = await Promise.all(Array.from({ length: SURAH_COUNT }, (_, index) => inEdition.surah(index + 1)));
  return {
    surahs: surahs.map((surah) => {
      const { numberOfAyahs: _counted, ...meta } = surahMeta(surah);
      return { ...meta, ayahs: surah.ayahs.map((verse) => ayahOf(surah.surah_number, verse, edition)) };
    }),
    edition,
  };
}

/** The 15 verses of prostration, as alquran.cloud's /sajda/{edition} answers them: `{ ayahs: [...], edition }`. */
async function sajdasIn(service: QuranService, edition: AlQuranEdition) {
  const inEdition = service.withEditions(translationsOf(edition));
  const found = await Promise.all(
    SAJDA_AYAHS.map((global) => surahAndAyahOf(global)).map(({ surah, ayah }) => inEdition.ayah(surah, ayah)),
  );
  return {
    ayahs: found.map((answer) => ayahOf(answer.surah_number, answer.ayah, edition, { surah: surahMeta(answer) })),
    edition,
  };
}

/** `/edition`, `/edition?language=&type=&format=`, `/edition/{filter}` (the values) and `/edition/{filter}/{value}`. */
function editionsAnswer(path: string, segments: string[], query: Record<string, string>) {
  if (segments.length === 0) {
    const filters = queryOf(query, Object.keys(EDITION_FILTERS)) as Partial<Record<EditionFilter, string>>;
    return Object.keys(filters).length === 0 ? ALQURAN_EDITIONS : editionsFiltered(filters);
  }
  queryOf(query, []);
  const [filter, value, ...rest] = segments;
  if (!Object.hasOwn(EDITION_FILTERS, filter) || rest.length > 0) throw notServed(path);
  if (value === undefined) return editionFilterValues(filter as EditionFilter);
  return editionsFiltered({ [filter]: value });
}

/** The `data` of an alquran.cloud path, from this API's Quran service. */
export async function alquranData(path: string, query: Record<string, string>, service: QuranService): Promise<unknown> {
  const [name, ...segments] = path.split('/').filter(Boolean);
  switch (name) {
    case 'edition':
      return editionsAnswer(path, segments, query);
    case 'surah': {
      if (segments.length === 0) {
        queryOf(query, []);
        return (await service.listSurahs()).results.map(surahMeta);
      }
      const { offset, limit } = pagingOf(query);
      const number = surahNumber(segments[0]);
      if (segments[1] === 'editions' && segments.length === 3) {
        return Promise.all(editionsNamed(segments[2]).map((edition) => surahIn(service, number, edition, offset, limit)));
      }
      if (segments.length > 2) throw notServed(path);
      return surahIn(service, number, editionNamed(segments[1]), offset, limit);
    }
    case 'ayah': {
      queryOf(query, []);
      if (segments[1] === 'editions' && segments.length === 3) {
        return Promise.all(editionsNamed(segments[2]).map((edition) => ayahIn(service, segments[0], edition)));
      }
      if (segments.length < 1 || segments.length > 2) throw notServed(path);
      return ayahIn(service, segments[0], editionNamed(segments[1]));
    }
    case 'juz':
    case 'page':
    case 'manzil':
    case 'ruku':
    case 'hizbQuarter': {
      if (segments.length < 1 || segments.length > 2) throw notServed(path);
      const { offset, limit } = pagingOf(query);
      return divisionIn(service, DIVISION_PATHS[name], segments[0], editionNamed(segments[1]), offset, limit);
    }
    case 'quran':
    case 'sajda': {
      queryOf(query, []);
      if (segments.length > 1) throw notServed(path);
      const edition = editionNamed(segments[0]);
      return name === 'quran' ? quranIn(service, edition) : sajdasIn(service, edition);
    }
    case 'meta': {
      queryOf(query, []);
      if (segments.length > 0) throw notServed(path);
      return alquranMeta((await service.listSurahs()).results.map(surahMeta));
    }
    case 'search': {
      queryOf(query, []);
      if (segments.length < 1 || segments.length > 3) throw notServed(path);
      const [keyword, within = 'all', editionName = 'en'] = segments;
      const edition = editionNamed(editionName);
      if (edition.format === 'audio' || edition.type === 'quran')
        throw new InvalidInputError('Search here is in a translation: name one (en, en.sahih, ur...), as alquran.cloud does');
      const surah = within === 'all' ? undefined : surahNumber(within);
      const searched = service.withEditions(translationsOf(edition));
      const matches = [];
      // Every match, as alquran.cloud answers it, a page at a time (the service pages by 100).
      for (let at = 0; ; at += 100) {
        const page = await searched.search(keyword, 100, at);
        for (const hit of page.results) {
          if (surah !== undefined && hit.surah_number !== surah) continue;
          matches.push({
            number: globalAyahNumber(hit.surah_number, hit.ayah.ayah_number),
            text: textOf(hit.ayah, edition),
            edition,
            surah: surahMeta(hit),
            numberInSurah: hit.ayah.ayah_number,
          });
        }
        if (at + 100 >= page.total || at >= 10_000) break;
      }
      if (matches.length === 0)
        throw new NotFoundError(`Nothing matches '${keyword}'${surah ? ` in surah ${surah}` : ''} in ${edition.identifier}`);
      return { count: matches.length, matches };
    }
    default:
      throw notServed(path);
  }
}
