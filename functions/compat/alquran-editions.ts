import { ayahAudioUrl } from '../quran/audio';
import { RECITATION_CDN, RECITERS, type Reciter, recitationTemplates } from '../quran/reciters';
import { QURAN_EDITIONS, type QuranEdition } from '../quran/translations';
import { NotFoundError } from '../shared/domain-errors';

/**
 * alquran.cloud's editions as this API serves them: quran-uthmani (the Arabic), the translations of
 * GET /api/v1/quran?list=translations under the same identifiers, and an audio edition for each of this API's
 * reciters (ar.alafasy...), whose ayahs are the Arabic with `audio` and `audioSecondary`, as alquran.cloud answers them.
 */

export interface AlQuranEdition {
  identifier: string;
  language: string;
  name: string;
  englishName: string;
  format: 'text' | 'audio';
  type: 'quran' | 'translation' | 'transliteration' | 'versebyverse';
  /** null for an audio edition, as alquran.cloud writes it */
  direction: 'ltr' | 'rtl' | null;
}

export const ARABIC_EDITION = 'quran-uthmani';

const ARABIC: AlQuranEdition = {
  identifier: ARABIC_EDITION,
  language: 'ar',
  name: 'القرآن الكريم برسم العثماني',
  englishName: 'Uthmani',
  format: 'text',
  type: 'quran',
  direction: 'rtl',
};

const textEditionOf = (edition: QuranEdition): AlQuranEdition => ({
  identifier: edition.id,
  language: edition.language,
  name: edition.translator,
  englishName: edition.translator,
  format: 'text',
  type: edition.kind,
  direction: edition.direction,
});

const audioEditionOf = (reciter: Reciter): AlQuranEdition => ({
  identifier: reciter.id,
  language: 'ar',
  name: reciter.name_arabic,
  englishName: reciter.name,
  format: 'audio',
  type: 'versebyverse',
  direction: null,
});

export const ALQURAN_EDITIONS: readonly AlQuranEdition[] = [ARABIC, ...QURAN_EDITIONS.map(textEditionOf), ...RECITERS.map(audioEditionOf)];

/**
 * The bitrates, besides the one this API's reciter table names, at which alquran.cloud lists each recitation in its
 * answers' `audioSecondary` (its own table of the CDN's folders: ar.alafasy is at 128 and 64 kbit/s, so an ayah's
 * `audio` is the 128 file and `audioSecondary` the 64 one). Every reciter has an entry (the unit test checks).
 */
export const SECONDARY_BITRATES: Readonly<Record<string, readonly number[]>> = {
  'ar.alafasy': [64],
  'ar.abdulbasitmurattal': [64],
  'ar.abdulsamad': [],
  'ar.husary': [64],
  'ar.husarymujawwad': [64],
  'ar.minshawi': [],
  'ar.mahermuaiqly': [64],
  'ar.abdurrahmaansudais': [64],
  'ar.saoodshuraym': [],
  'ar.shaatree': [64],
  'ar.ahmedajamy': [64],
  'ar.hanirifai': [64],
  'ar.hudhaify': [64, 32],
  'ar.abdullahbasfar': [64, 32],
  'ar.muhammadayyoub': [],
  'ar.muhammadjibreel': [],
};

/** An ayah's `audio` and `audioSecondary` in an audio edition (none in a text edition), on the CDN's pattern. */
export function audioFieldsOf(edition: AlQuranEdition, ref: { surah: number; ayah: number; global: number }) {
  if (edition.format !== 'audio') return {};
  const reciter = RECITERS.find((candidate) => candidate.id === edition.identifier)!;
  return {
    audio: ayahAudioUrl(recitationTemplates(reciter).ayahAudioUrlTemplate, ref),
    audioSecondary: (SECONDARY_BITRATES[reciter.id] ?? []).map(
      (bitrate) => `${RECITATION_CDN}/audio/${bitrate}/${reciter.id}/${ref.global}.mp3`,
    ),
  };
}

/** An edition by identifier, or a language's first text edition (as alquran.cloud's search takes `en`). */
export function editionNamed(given: string | undefined): AlQuranEdition {
  const identifier = (given ?? ARABIC_EDITION).toLowerCase();
  const edition =
    ALQURAN_EDITIONS.find((candidate) => candidate.identifier === identifier) ??
    ALQURAN_EDITIONS.find(
      (candidate) => candidate.language === identifier && candidate.format === 'text' && candidate.type !== 'transliteration',
    );
  if (!edition) {
    throw new NotFoundError(
      `The edition '${given}' is not served here; these are: ${ALQURAN_EDITIONS.map((served) => served.identifier).join(', ')}`,
    );
  }
  return edition;
}

/** The translation an edition's text comes from: none for the Arabic and the audio editions (their text is the Arabic). */
export const translationsOf = (edition: AlQuranEdition): QuranEdition[] =>
  edition.format === 'text' && edition.type !== 'quran' ? QURAN_EDITIONS.filter((candidate) => candidate.id === edition.identifier) : [];

/** What `/edition/{filter}/{value}` and `/edition?{filter}=` filter by. */
export const EDITION_FILTERS = { language: 'language', type: 'type', format: 'format' } as const;
export type EditionFilter = keyof typeof EDITION_FILTERS;

/** The values a filter takes among the editions served (`/edition/language` lists them), in first-seen order. */
export const editionFilterValues = (filter: EditionFilter): string[] => [...new Set(ALQURAN_EDITIONS.map((edition) => edition[filter]))];

/** The editions matching every filter given; a 404 naming the values served where none does, as alquran.cloud refuses. */
export function editionsFiltered(filters: Partial<Record<EditionFilter, string>>): AlQuranEdition[] {
  const given = Object.entries(filters).filter((entry): entry is [EditionFilter, string] => entry[1] !== undefined);
  for (const [filter, value] of given) {
    if (!editionFilterValues(filter).includes(value.toLowerCase())) {
      throw new NotFoundError(`Invalid ${filter} '${value}': the editions here are of ${filter} ${editionFilterValues(filter).join(', ')}`);
    }
  }
  const matching = ALQURAN_EDITIONS.filter((edition) => given.every(([filter, value]) => edition[filter] === value.toLowerCase()));
  if (matching.length === 0) {
    throw new NotFoundError(`No edition here is of ${given.map(([filter, value]) => `${filter} ${value}`).join(' and ')}`);
  }
  return matching;
}
