import type { AyahResponse, QuranService, SurahHeader, Verse } from '../quran/quran-service';
import { ayahCount, globalAyahNumber, SURAH_COUNT, TOTAL_AYAHS } from '../quran/structure';
import { surahNumberOf } from '../quran/surah-names';
import { QURAN_EDITIONS, type QuranEdition } from '../quran/translations';
import { InvalidInputError, NotFoundError } from '../shared/domain-errors';

/**
 * alquran.cloud's most used paths (api.alquran.cloud/v1/...), answered from this API's corpus in alquran.cloud's
 * envelope `{ code, status, data }` and field names, so that its clients switch by changing their base URL to
 * `<this API>/api/v1/alquran`. The editions are those served here, under alquran.cloud's identifiers: quran-uthmani
 * (the Arabic), en.sahih and the other translations of GET /api/v1/quran?list=translations. A surah may be named
 * (al-baqarah, البقرة) where alquran.cloud takes its number.
 */

export const ALQURAN_PATHS = [
  'surah/{surah}/{edition}',
  'ayah/{reference}/{edition}',
  'juz/{juz}/{edition}',
  'search/{keyword}/{surah}/{edition}',
  'edition',
] as const;

export const ARABIC_EDITION = 'quran-uthmani';

interface AlQuranEdition {
  identifier: string;
  language: string;
  name: string;
  englishName: string;
  format: 'text';
  type: 'quran' | 'translation' | 'transliteration';
  direction: 'ltr' | 'rtl';
}

const ARABIC: AlQuranEdition = {
  identifier: ARABIC_EDITION,
  language: 'ar',
  name: 'القرآن الكريم برسم العثماني',
  englishName: 'Uthmani',
  format: 'text',
  type: 'quran',
  direction: 'rtl',
};

const editionOf = (edition: QuranEdition): AlQuranEdition => ({
  identifier: edition.id,
  language: edition.language,
  name: edition.translator,
  englishName: edition.translator,
  format: 'text',
  type: edition.kind,
  direction: edition.direction,
});

export const ALQURAN_EDITIONS: AlQuranEdition[] = [ARABIC, ...QURAN_EDITIONS.map(editionOf)];

/** An edition by identifier, or a language's one edition (as alquran.cloud's search takes `en`). */
function editionNamed(given: string | undefined): AlQuranEdition {
  const identifier = (given ?? ARABIC_EDITION).toLowerCase();
  const edition =
    ALQURAN_EDITIONS.find((candidate) => candidate.identifier === identifier) ??
    ALQURAN_EDITIONS.filter((candidate) => candidate.language === identifier && candidate.type !== 'transliteration')[0];
  if (!edition) {
    throw new NotFoundError(
      `The edition '${given}' is not served here; these are: ${ALQURAN_EDITIONS.map((served) => served.identifier).join(', ')}`,
    );
  }
  return edition;
}

const translationsOf = (edition: AlQuranEdition) =>
  edition.type === 'quran' ? [] : QURAN_EDITIONS.filter((candidate) => candidate.id === edition.identifier);

function surahMeta(header: SurahHeader) {
  return {
    number: header.surah_number,
    name: header.name_arabic,
    englishName: header.name_english,
    englishNameTranslation: header.name_translation,
    numberOfAyahs: header.total_ayahs,
    revelationType: header.revelation_type === 'meccan' ? 'Meccan' : 'Medinan',
  };
}

function textOf(verse: Verse, edition: AlQuranEdition): string {
  if (edition.type === 'quran') return verse.arabic;
  if (edition.identifier === 'en.sahih') return verse.translation;
  return verse.translations?.[edition.identifier] ?? verse.translation;
}

function ayahOf(surah: number, verse: Verse, edition: AlQuranEdition) {
  const { position } = verse;
  return {
    number: globalAyahNumber(surah, verse.ayah_number),
    text: textOf(verse, edition),
    numberInSurah: verse.ayah_number,
    juz: position.juz,
    manzil: position.manzil,
    page: position.page,
    ruku: position.ruku,
    hizbQuarter: position.rub_el_hizb,
    sajda: position.sajda ? { id: 0, recommended: position.sajda === 'recommended', obligatory: position.sajda === 'obligatory' } : false,
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
  if (/^\d{1,4}$/.test(given) && Number(given) >= 1 && Number(given) <= TOTAL_AYAHS) {
    let rest = Number(given);
    for (let surah = 1; surah <= SURAH_COUNT; surah += 1) {
      const count = ayahCount(surah)!;
      if (rest <= count) return { surah, ayah: rest };
      rest -= count;
    }
  }
  throw new NotFoundError(`There is no ayah '${given}': give surah:ayah (2:255) or its number through the mushaf (1 to ${TOTAL_AYAHS})`);
}

const notServed = (path: string) =>
  new NotFoundError(
    `alquran.cloud's path '${path}' is not served here; these are: ${ALQURAN_PATHS.map((served) => `/${served}`).join(', ')}`,
  );

/** The `data` of an alquran.cloud path, from this API's Quran service. */
export async function alquranData(path: string, query: Record<string, string>, service: QuranService): Promise<unknown> {
  if (Object.keys(query).length > 0) throw new InvalidInputError(`Unknown query parameter '${Object.keys(query)[0]}'`);
  const [name, ...segments] = path.split('/').filter(Boolean);
  switch (name) {
    case 'edition':
      if (segments.length > 0) throw notServed(path);
      return ALQURAN_EDITIONS;
    case 'surah': {
      if (segments.length < 1 || segments.length > 2) throw notServed(path);
      const edition = editionNamed(segments[1]);
      const surah = await service.withEditions(translationsOf(edition)).surah(surahNumber(segments[0]));
      return { ...surahMeta(surah), ayahs: surah.ayahs.map((verse) => ayahOf(surah.surah_number, verse, edition)), edition };
    }
    case 'ayah': {
      if (segments.length < 1 || segments.length > 2) throw notServed(path);
      const edition = editionNamed(segments[1]);
      const { surah, ayah } = ayahReference(segments[0]);
      const found: AyahResponse = await service.withEditions(translationsOf(edition)).ayah(surah, ayah);
      return { ...ayahOf(surah, found.ayah, edition), edition, surah: surahMeta(found) };
    }
    case 'juz': {
      if (segments.length < 1 || segments.length > 2 || !/^\d{1,2}$/.test(segments[0])) throw notServed(path);
      const edition = editionNamed(segments[1]);
      const juz = await service.withEditions(translationsOf(edition)).division('juz', Number(segments[0]), TOTAL_AYAHS, 0);
      const surahs: Record<string, ReturnType<typeof surahMeta>> = {};
      for (const result of juz.results) surahs[String(result.surah_number)] ??= surahMeta(result);
      return {
        number: juz.number,
        ayahs: juz.results.map((result) => ({ ...ayahOf(result.surah_number, result.ayah, edition), surah: surahMeta(result) })),
        surahs,
        edition,
      };
    }
    case 'search': {
      if (segments.length < 1 || segments.length > 3) throw notServed(path);
      const [keyword, within = 'all', editionName = 'en'] = segments;
      const edition = editionNamed(editionName);
      if (edition.type === 'quran')
        throw new InvalidInputError('Search here is in a translation: name one (en, en.sahih, ur...), as alquran.cloud does');
      const surah = within === 'all' ? undefined : surahNumber(within);
      const searched = service.withEditions(translationsOf(edition));
      const matches = [];
      // Every match, as alquran.cloud answers it, a page at a time (the service pages by 100).
      for (let offset = 0; ; offset += 100) {
        const page = await searched.search(keyword, 100, offset);
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
        if (offset + 100 >= page.total || offset >= 10_000) break;
      }
      if (matches.length === 0)
        throw new NotFoundError(`Nothing matches '${keyword}'${surah ? ` in surah ${surah}` : ''} in ${edition.identifier}`);
      return { count: matches.length, matches };
    }
    default:
      throw notServed(path);
  }
}
