import {
  type AyahNo,
  findAyahIdBySurah,
  getAyahMeta,
  getJuzMeta,
  getManzilMeta,
  getPageMeta,
  getRubAlHizbMeta,
  getRukuMeta,
  getSurahMeta,
  type Juz,
  type Page,
  type RangeMeta,
  type RubAlHizbId,
  SajdaList,
  type Surah,
} from 'quran-meta';

/**
 * The mushaf's divisions (juz, hizb and its quarters, manzil, ruku, page of the Madani mushaf) and its
 * prostration verses, from quran-meta 5.1.0 (MIT, pinned exactly; Hafs riwayah, 604-page Madani mushaf). The
 * unit test checks its boundaries against the printed mushaf's well-known ones.
 */

export const DIVISIONS = { juz: 30, hizb: 60, rub_el_hizb: 240, manzil: 7, ruku: 556, page: 604 } as const;
export type DivisionKind = keyof typeof DIVISIONS;
export const DIVISION_KINDS = Object.keys(DIVISIONS) as DivisionKind[];

export type SajdaKind = 'obligatory' | 'recommended';
const SAJDA_BY_AYAH_ID = new Map<number, SajdaKind>(SajdaList.map(([ayahId, kind]) => [ayahId, kind]));
/** The verses of prostration in mushaf order (their numbers through the mushaf, 1-6236): 15, numbered 1-15 by alquran.cloud. */
export const SAJDA_AYAHS: readonly number[] = SajdaList.map(([ayahId]) => ayahId).sort((a, b) => a - b);

export interface VersePosition {
  juz: number;
  hizb: number;
  /** The quarter of a hizb (rub' al-hizb), 1-240 through the mushaf */
  rub_el_hizb: number;
  manzil: number;
  ruku: number;
  /** Page of the 604-page Madani mushaf */
  page: number;
  /** Present on the 15 verses of prostration, as quran-meta classes them */
  sajda?: SajdaKind;
}

const MANZIL_STARTS = Array.from({ length: DIVISIONS.manzil }, (_, index) => getManzilMeta(index + 1).firstAyahId);

/**
 * Each verse's position, found once: quran-meta's getAyahMeta walks its tables on every call (about a sixth of a
 * verse answer's CPU, issue 42), and the answer never changes. Frozen, because every answer shares it.
 */
const positions: Array<Readonly<VersePosition> | undefined> = [];

export function positionOf(surah: number, ayah: number): Readonly<VersePosition> {
  const ayahId = findAyahIdBySurah(surah as Surah, ayah as AyahNo);
  positions[ayahId] ??= Object.freeze(positionOfAyahId(ayahId));
  return positions[ayahId];
}

function positionOfAyahId(ayahId: number): VersePosition {
  const meta = getAyahMeta(ayahId);
  const sajda = SAJDA_BY_AYAH_ID.get(ayahId);
  return {
    juz: meta.juz,
    hizb: meta.hizbId,
    rub_el_hizb: meta.rubAlHizbId,
    manzil: MANZIL_STARTS.filter((start) => start <= ayahId).length,
    ruku: meta.ruku,
    page: meta.page,
    ...(sajda ? { sajda } : {}),
  };
}

export interface VerseSpan {
  first: { surah: number; ayah: number };
  last: { surah: number; ayah: number };
}

const spanOf = (meta: RangeMeta): VerseSpan => ({
  first: { surah: meta.first[0], ayah: meta.first[1] },
  last: { surah: meta.last[0], ayah: meta.last[1] },
});

/** The first and last verse of a division; `number` must be within DIVISIONS[kind]. */
export function divisionSpan(kind: DivisionKind, number: number): VerseSpan {
  switch (kind) {
    case 'juz':
      return spanOf(getJuzMeta(number as Juz));
    case 'hizb':
      return {
        first: spanOf(getRubAlHizbMeta((number * 4 - 3) as RubAlHizbId)).first,
        last: spanOf(getRubAlHizbMeta((number * 4) as RubAlHizbId)).last,
      };
    case 'rub_el_hizb':
      return spanOf(getRubAlHizbMeta(number as RubAlHizbId));
    case 'manzil':
      return spanOf(getManzilMeta(number));
    case 'ruku':
      return spanOf(getRukuMeta(number));
    case 'page':
      return spanOf(getPageMeta(number as Page));
  }
}

export interface SurahDivisions {
  revelation_order: number;
  rukus: number;
  juz_from: number;
  juz_to: number;
  page_from: number;
  page_to: number;
  /** Its verses of prostration, if any */
  sajda_ayahs: number[];
}

const surahDivisionsCache = new Map<number, SurahDivisions>();

/** Where a surah stands in the mushaf and in the order of revelation. */
export function surahDivisions(surah: number): SurahDivisions {
  let divisions = surahDivisionsCache.get(surah);
  if (!divisions) {
    divisions = computeSurahDivisions(surah);
    surahDivisionsCache.set(surah, divisions);
  }
  return divisions;
}

function computeSurahDivisions(surah: number): SurahDivisions {
  const meta = getSurahMeta(surah as Surah);
  const [first, last] = [getAyahMeta(meta.firstAyahId), getAyahMeta(meta.lastAyahId)];
  return {
    revelation_order: meta.surahOrder,
    rukus: meta.rukuCount,
    juz_from: first.juz,
    juz_to: last.juz,
    page_from: first.page,
    page_to: last.page,
    sajda_ayahs: [...SAJDA_BY_AYAH_ID.keys()]
      .filter((ayahId) => ayahId >= meta.firstAyahId && ayahId <= meta.lastAyahId)
      .map((ayahId) => ayahId - meta.firstAyahId + 1),
  };
}
