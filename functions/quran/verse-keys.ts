/**
 * Verse keys as apps write them (Quran.com's `verse_key`, alquran.cloud's references): `2:255`, a range within a
 * surah `2:255-257`, several comma-separated (`1:1,2:255-257,112:1-4`). Parsing checks the form only: whether a
 * surah or ayah exists is the service's to say, with the same 404 as a single ayah.
 */

export interface VerseRange {
  surah: number;
  from: number;
  to: number;
}

export const MAX_VERSE_KEYS = 50;
/** Al-Baqarah whole (286) fits; one request stays a few batch reads. */
export const MAX_VERSES_PER_REQUEST = 300;

const VERSE_KEY = /^(\d{1,3}):(\d{1,3})(?:-(\d{1,3}))?$/;

/** The ranges named, in order, or the reason the text is not a list of verse keys. */
export function parseVerseKeys(text: string): VerseRange[] | { error: string } {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length > MAX_VERSE_KEYS) return { error: `must name at most ${MAX_VERSE_KEYS} keys or ranges` };
  const ranges: VerseRange[] = [];
  for (const part of parts) {
    const match = VERSE_KEY.exec(part);
    if (!match) return { error: `'${part}' is not a verse key: write surah:ayah or surah:first-last, e.g. 2:255 or 2:255-257` };
    const [surah, from] = [Number(match[1]), Number(match[2])];
    const to = match[3] === undefined ? from : Number(match[3]);
    if (from < 1) return { error: `'${part}': ayahs are numbered from 1` };
    if (to < from) return { error: `'${part}': the range ends before it begins` };
    ranges.push({ surah, from, to });
  }
  const verses = ranges.reduce((sum, range) => sum + range.to - range.from + 1, 0);
  if (verses > MAX_VERSES_PER_REQUEST) return { error: `names ${verses} verses; at most ${MAX_VERSES_PER_REQUEST} in one request` };
  return ranges;
}
