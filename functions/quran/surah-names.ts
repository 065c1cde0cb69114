import { getSurahNames, SurahList } from 'quran-meta';
import { SURAH_COUNT } from '../shared/quran-structure';

/**
 * Surahs by name where numbers are taken (`surah=al-baqarah`, `surah=البقرة`, alquran.cloud's paths): the
 * transliterations quran-meta gives (Al-Baqara), written as people do (al-baqarah, baqara, Al Baqarah), their
 * English meaning (The Cow), and the Arabic name with or without its vowels or "سورة".
 */

/** Folds a name: case, accents, vowel marks, punctuation, doubled letters, the article and a final h. */
export function surahNameKey(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/^(surah|surat|sura|سوره|سورة)[\s-]+/, '')
    .replace(/[\s'’‘`ʻʼ.\-–_]+/g, ' ')
    .trim();
  if (/[\u0600-\u06ff]/.test(folded)) return folded.replace(/^ال/, '').replace(/\s+/g, '');
  return folded
    .replace(/^the\s+/, '')
    .replace(/^(a[lnrstdzh]|e[ln]|ad|adh|ash|az|at|as|ar|an)\s+/, '')
    .replace(/\s+/g, '')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/(.)\1+/g, '$1')
    .replace(/h$/, '');
}

let byKey: Map<string, number> | undefined;

function surahsByKey(): Map<string, number> {
  if (byKey) return byKey;
  const found = new Map<string, Set<number>>();
  const add = (name: string, surah: number) => {
    const key = surahNameKey(name);
    if (!key) return;
    if (!found.has(key)) found.set(key, new Set());
    found.get(key)!.add(surah);
  };
  const english = getSurahNames('en') as unknown as Array<[string, string] | []>;
  for (let surah = 1; surah <= SURAH_COUNT; surah += 1) {
    const [transliteration, meaning] = english[surah] as [string, string];
    add(transliteration, surah);
    add(meaning, surah);
    add(String(SurahList[surah][4]), surah);
  }
  // A key two surahs share (none known, but the meanings could) names neither.
  byKey = new Map([...found].filter(([, surahs]) => surahs.size === 1).map(([key, surahs]) => [key, [...surahs][0]]));
  return byKey;
}

/** The surah a number or name stands for, or undefined. */
export function surahNumberOf(given: string): number | undefined {
  const trimmed = given.trim();
  if (/^\d{1,3}$/.test(trimmed)) {
    const number = Number(trimmed);
    return number >= 1 && number <= SURAH_COUNT ? number : undefined;
  }
  return surahsByKey().get(surahNameKey(trimmed));
}
