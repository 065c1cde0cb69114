import * as z from 'zod';
import { AYAH_COUNTS } from '../../functions/shared/quran-structure';
import { CorpusError } from '../support/corpus-error';

/** One commentary as the source attaches it: the same text on every ayah of a group, stored once for the group. */
export interface TafsirUnit {
  surah: number;
  ayahFrom: number;
  ayahTo: number;
  text: string;
}

const sourceSchema = z.object({
  ayahs: z.array(z.object({ ayah: z.number().int(), surah: z.number().int(), text: z.string() })),
});

/**
 * One surah file of an edition: its ayahs in ayah order (the source sorts them as strings: 1, 10, 100, 2, ...), each
 * exactly once and all of them, as the mushaf numbers them; consecutive ayahs carrying the same text are one
 * commentary on the group. The same text on ayahs apart (a refrain's commentary) stays one commentary per place.
 */
export function parseTafsirSurah(bytes: Uint8Array, surah: number, edition: string): TafsirUnit[] {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8').decode(bytes));
  } catch (error) {
    throw new CorpusError(`Tafsir ${edition} surah ${surah} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = sourceSchema.safeParse(json);
  if (!parsed.success)
    throw new CorpusError(`Tafsir ${edition} surah ${surah} is not in the expected shape: ${parsed.error.issues[0].message}`);
  const ayahs = [...parsed.data.ayahs].sort((a, b) => a.ayah - b.ayah);
  const count = AYAH_COUNTS[surah - 1];
  if (ayahs.length !== count || ayahs.some((a, i) => a.ayah !== i + 1 || a.surah !== surah)) {
    throw new CorpusError(`Tafsir ${edition} surah ${surah} does not hold ayahs 1-${count} once each`);
  }
  const units: TafsirUnit[] = [];
  for (const { ayah, text } of ayahs) {
    const body = text.trim();
    if (!body) throw new CorpusError(`Tafsir ${edition} ${surah}:${ayah} is empty`);
    const last = units[units.length - 1];
    if (last && last.text === body) last.ayahTo = ayah;
    else units.push({ surah, ayahFrom: ayah, ayahTo: ayah, text: body });
  }
  return units;
}
