import { AYAH_COUNTS, SURAH_COUNT } from '../quran/structure';

/**
 * Finding Quran references in free text as people and models write them: "2:255", "(2:255-257)",
 * "Quran 2:255", "Surah Al-Baqarah, verse 255", "Al-Baqarah 2:255", "[Al-Baqarah: 255]", English names
 * ("The Cow, verse 255") and transliteration variants (Baqara, Baqarah, al-Ikhlaas). Pure: names come
 * from the corpus's surah list; references that do not exist (2:300, 115:1) are dropped, never invented.
 */
export interface SurahName {
  surah: number;
  transliteration: string;
  translation: string;
}

export interface VerseReference {
  surah: number;
  ayah: number;
  /** Where in the text the reference that produced it starts, for reply order and nearby quotes. */
  position: number;
  end: number;
}

/** Longest range expanded into single verses; longer ranges keep their first verses only. */
export const MAX_RANGE_VERSES = 10;

const ARTICLE = /^(?:al|an|ar|as|ash|at|ad|adh|az|ath|aal)[-\s'’]+/;

/** A comparable spelling of a surah name: no article, punctuation, doubled vowels or final h. */
export function surahNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/^(?:surah|surat|sura|soorah)\s+/, '')
    .replace(/^the\s+/, '')
    .replace(ARTICLE, '')
    .replace(/['’`\-\s]+/g, '')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/([aiu])\1+/g, '$1')
    .replace(/h$/, '');
}

export function surahAliases(names: SurahName[]): Map<string, number> {
  const aliases = new Map<string, number>();
  for (const name of names) {
    for (const spelling of [name.transliteration, name.translation]) aliases.set(surahNameKey(spelling), name.surah);
  }
  return aliases;
}

const exists = (surah: number, ayah: number) => surah >= 1 && surah <= SURAH_COUNT && ayah >= 1 && ayah <= AYAH_COUNTS[surah - 1];

function expand(surah: number, from: number, to: number | undefined, position: number, end: number): VerseReference[] {
  const last = to !== undefined && to > from ? Math.min(to, from + MAX_RANGE_VERSES - 1) : from;
  const verses: VerseReference[] = [];
  for (let ayah = from; ayah <= last; ayah += 1) if (exists(surah, ayah)) verses.push({ surah, ayah, position, end });
  return verses;
}

// 2:255, 2 : 255, 2:255-257, 2:255–257; not a clock time (10:30 am, 10:30:15) or a ratio (3:1.5).
const NUMERIC = /(?<![\d:.])(\d{1,3})\s?:\s?(\d{1,3})(?:\s?[-–]\s?(\d{1,3}))?(?![\d:]|\.\d|\s?(?:am|pm|a\.m|p\.m)\b)/gi;
// "<name>, verse(s) 255(-257)", "<name> ayah 5", "<name>: 255", "[<name>: 255]"
const NAMED = /([A-Za-z][A-Za-z'’-]*(?:\s+[A-Za-z'’-]+){0,4}?)\s*(?:,\s*|\s+)?(?:verses?|ayahs?|ayat|aya|:)\s*(\d{1,3})(?:\s?[-–]\s?(\d{1,3}))?(?![\d:])/gi;

/** The surah a run of words ends with ("in Surah The Cow" -> 2), trying the longest ending first. */
function surahEndingWords(words: string, aliases: Map<string, number>): number | undefined {
  const parts = words.trim().split(/\s+/);
  for (let start = 0; start < parts.length; start += 1) {
    const candidate = parts.slice(start).join(' ');
    const surah = aliases.get(surahNameKey(candidate));
    if (surah !== undefined && surahNameKey(candidate).length > 1) return surah;
  }
  return undefined;
}

/** Every verse referenced, expanded, de-duplicated, in the order the text first names it. */
export function parseQuranReferences(text: string, aliases: Map<string, number>): VerseReference[] {
  const found: VerseReference[] = [];
  const taken: Array<[number, number]> = [];
  for (const match of text.matchAll(NUMERIC)) {
    const position = match.index ?? 0;
    const end = position + match[0].length;
    taken.push([position, end]);
    found.push(...expand(Number(match[1]), Number(match[2]), match[3] === undefined ? undefined : Number(match[3]), position, end));
  }
  for (const match of text.matchAll(NAMED)) {
    const position = match.index ?? 0;
    const end = position + match[0].length;
    if (taken.some(([from, to]) => position < to && end > from)) continue;
    const surah = surahEndingWords(match[1], aliases);
    if (surah === undefined) continue;
    found.push(...expand(surah, Number(match[2]), match[3] === undefined ? undefined : Number(match[3]), position, end));
  }
  found.sort((a, b) => a.position - b.position || a.surah - b.surah || a.ayah - b.ayah);
  const seen = new Set<string>();
  return found.filter((reference) => {
    const key = `${reference.surah}:${reference.ayah}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const STOP_WORDS = new Set(['the', 'and', 'of', 'to', 'a', 'in', 'is', 'that', 'he', 'for', 'it', 'who', 'not', 'be', 'you', 'they', 'are', 'with', 'as', 'his', 'him', 'your', 'was', 'those', 'what', 'by', 'on', 'we', 'have', 'will', 'from', 'but', 'or']);
const contentWords = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .replace(/[^a-z\s]/g, ' ')
      .split(/\s+/)
      .filter((word) => word.length > 1 && !STOP_WORDS.has(word)),
  );

/** The quoted words right before or after a reference ("...", “...”), if any. */
export function quoteNear(text: string, position: number, end: number): string | undefined {
  const before = text.slice(Math.max(0, position - 400), position);
  const after = text.slice(end, end + 400);
  // Only a short gap without another reference or a sentence end may separate quote and reference.
  const closingBefore = /["“]([^"“”]{8,})["”]\s*[,;:–—-]?\s*[(\[]?\s*(?:surah|sura|quran|qur'an)?[^"“”.\d]{0,40}$/i.exec(before);
  if (closingBefore) return closingBefore[1];
  const openingAfter = /^[)\]]?\s*[,;:–—-]?\s*(?:says|states|reads)?\s*:?\s*["“]([^"“”]{8,})["”]/i.exec(after);
  return openingAfter?.[1];
}

/** Whether a quoted translation matches the verse's: most of its content words appear in the verse. */
export function quoteMatchesVerse(quote: string, verseTranslation: string): boolean {
  const quoted = contentWords(quote);
  if (quoted.size === 0) return true;
  const verse = contentWords(verseTranslation);
  let shared = 0;
  for (const word of quoted) if (verse.has(word) || verse.has(word.replace(/s$/, ''))) shared += 1;
  return shared / quoted.size >= 0.6;
}
