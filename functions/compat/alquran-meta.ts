import { DIVISIONS, type DivisionKind, divisionSpan, positionOf, SAJDA_AYAHS } from '../quran/mushaf';
import { SURAH_COUNT, surahAndAyahOf, TOTAL_AYAHS } from '../shared/quran-structure';

/**
 * alquran.cloud's `/meta` document, from this API's mushaf tables (quran-meta): the count of each division and where
 * each begins (`{ surah, ayah }`), and the verses of prostration with their kind. The surahs' references are the
 * surah list, which the caller adds (they come from the corpus).
 */

const referencesOf = (kind: DivisionKind) => {
  const references = Array.from({ length: DIVISIONS[kind] }, (_, index) => {
    const { first } = divisionSpan(kind, index + 1);
    return { surah: first.surah, ayah: first.ayah };
  });
  return { count: references.length, references };
};

function sajdas() {
  const references = SAJDA_AYAHS.map((global) => {
    const { surah, ayah } = surahAndAyahOf(global);
    const kind = positionOf(surah, ayah).sajda;
    return { surah, ayah, recommended: kind === 'recommended', obligatory: kind === 'obligatory' };
  });
  return { count: references.length, references };
}

export function alquranMeta<Surah>(surahs: Surah[]) {
  return {
    ayahs: { count: TOTAL_AYAHS },
    surahs: { count: SURAH_COUNT, references: surahs },
    sajdas: sajdas(),
    rukus: referencesOf('ruku'),
    pages: referencesOf('page'),
    manzils: referencesOf('manzil'),
    hizbQuarters: referencesOf('rub_el_hizb'),
    juzs: referencesOf('juz'),
  };
}
