import * as z from 'zod';
import type { QuranEdition } from '../../functions/quran/translations';
import { AYAH_COUNTS, globalAyahNumber, SURAH_COUNT, TOTAL_AYAHS } from '../../functions/shared/quran-structure';
import { CorpusError } from '../support/corpus-error';

/** One surah as the API serves it, with its ayahs. */
export interface QuranSurah {
  number: number;
  nameArabic: string;
  nameEnglish: string;
  nameTranslation: string;
  revelationType: 'meccan' | 'medinan';
  ayahs: QuranAyah[];
}

export interface QuranAyah {
  surah: number;
  ayah: number;
  global: number;
  arabic: string;
  translation: string;
}

// The shape of quran-json's dist/quran_<language>.json; the transliteration's verses have `transliteration` instead.
const sourceSchema = z
  .array(
    z.object({
      id: z.number().int(),
      name: z.string().min(1),
      transliteration: z.string().min(1),
      translation: z.string().min(1),
      type: z.enum(['meccan', 'medinan']),
      total_verses: z.number().int(),
      verses: z.array(
        z.object({
          id: z.number().int(),
          text: z.string().min(1),
          translation: z.string().min(1).optional(),
          transliteration: z.string().min(1).optional(),
        }),
      ),
    }),
  )
  .length(SURAH_COUNT);

/**
 * Parses and checks the Quran source: 114 surahs in order, each with the canonical number of
 * ayahs numbered 1..n, 6236 in all. Anything else is refused rather than served mis-numbered.
 */
export function parseQuranSource(bytes: Uint8Array): QuranSurah[] {
  return parseSource(bytes, 'translation');
}

function parseSource(bytes: Uint8Array, field: QuranEdition['field']): QuranSurah[] {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8').decode(bytes));
  } catch (error) {
    throw new CorpusError(`Quran source is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = sourceSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CorpusError(`Quran source has an unexpected shape at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const surahs = parsed.data.map((chapter, index): QuranSurah => {
    const number = index + 1;
    if (chapter.id !== number) throw new CorpusError(`Surah at position ${number} has id ${chapter.id}`);
    const expected = AYAH_COUNTS[index];
    if (chapter.total_verses !== expected || chapter.verses.length !== expected) {
      throw new CorpusError(
        `Surah ${number} has ${chapter.verses.length} ayahs (declares ${chapter.total_verses}); the mushaf has ${expected}`,
      );
    }
    const ayahs = chapter.verses.map((verse, verseIndex): QuranAyah => {
      if (verse.id !== verseIndex + 1) throw new CorpusError(`Surah ${number}: ayah at position ${verseIndex + 1} has id ${verse.id}`);
      const text = verse[field];
      if (text === undefined) throw new CorpusError(`Surah ${number}: ayah ${verse.id} has no ${field}`);
      return {
        surah: number,
        ayah: verse.id,
        global: globalAyahNumber(number, verse.id),
        arabic: verse.text.trim(),
        translation: text.trim(),
      };
    });
    return {
      number,
      nameArabic: chapter.name.trim(),
      nameEnglish: chapter.transliteration.trim(),
      nameTranslation: chapter.translation.trim(),
      revelationType: chapter.type,
      ayahs,
    };
  });
  const total = surahs.reduce((sum, surah) => sum + surah.ayahs.length, 0);
  if (total !== TOTAL_AYAHS) throw new CorpusError(`Quran source has ${total} ayahs; expected ${TOTAL_AYAHS}`);
  return surahs;
}

/** One translation's (or the transliteration's) text of every ayah, by surah then ayah, from its own file. */
export type EditionTexts = string[][];

/**
 * Parses another edition's file and checks it against the main source: the same surahs, ayahs and
 * Arabic text verse by verse, so that a translation can never be served under another verse's number.
 */
export function parseQuranEdition(bytes: Uint8Array, edition: QuranEdition, main: QuranSurah[]): EditionTexts {
  let surahs: QuranSurah[];
  try {
    surahs = parseSource(bytes, edition.field);
  } catch (error) {
    if (error instanceof CorpusError) throw new CorpusError(`${edition.id} (${edition.file}): ${error.message}`);
    throw error;
  }
  return surahs.map((surah, index) =>
    surah.ayahs.map((ayah, ayahIndex) => {
      if (ayah.arabic !== main[index].ayahs[ayahIndex].arabic) {
        throw new CorpusError(`${edition.id} (${edition.file}): the Arabic of ${ayah.surah}:${ayah.ayah} differs from the main source's`);
      }
      return ayah.translation;
    }),
  );
}

/**
 * A translation in Tanzil's text format (`surah|ayah|text`, one verse a line in mushaf order, `#` comment lines and
 * blank lines skipped): every verse of the canonical structure once, in order, none empty, or a CorpusError naming
 * the first line at fault.
 */
export function parseTanzilEdition(bytes: Uint8Array, edition: QuranEdition): EditionTexts {
  const texts: EditionTexts = AYAH_COUNTS.map(() => []);
  let expected = { surah: 1, ayah: 1 };
  let count = 0;
  const lines = new TextDecoder('utf-8', { fatal: true }).decode(bytes).split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const match = /^(\d+)\|(\d+)\|(.+)$/.exec(line);
    const where = `${edition.id} (${edition.file}) line ${index + 1}`;
    if (!match) throw new CorpusError(`${where}: not "surah|ayah|text"`);
    const surah = Number(match[1]);
    const ayah = Number(match[2]);
    if (surah !== expected.surah || ayah !== expected.ayah) {
      throw new CorpusError(`${where}: ${surah}:${ayah} where ${expected.surah}:${expected.ayah} was expected`);
    }
    const text = match[3].trim();
    if (!text) throw new CorpusError(`${where}: ${surah}:${ayah} is empty`);
    texts[surah - 1].push(text);
    count += 1;
    expected = ayah < AYAH_COUNTS[surah - 1] ? { surah, ayah: ayah + 1 } : { surah: surah + 1, ayah: 1 };
  }
  if (count !== TOTAL_AYAHS) throw new CorpusError(`${edition.id} (${edition.file}): ${count} verses, not ${TOTAL_AYAHS}`);
  return texts;
}
