import { corpusFileSources, holdsEverySource } from '../../data/support/corpus-locations';
import type { FileSources } from '../../data/support/pinned-sources';
import { HADITH_AND_DUA_SOURCES, TAFSIR_API, TANZIL_TRANSLATIONS } from '../../data/support/sources';

/**
 * The real hadith and dua sources when this machine has every file already (an offline mirror or a
 * complete download cache): the suites about the real corpus run on them. Tests never download; on a
 * machine without them those suites are skipped and say why (REAL_CORPUS_MISSING).
 */
export async function realCorpusSources(): Promise<FileSources | undefined> {
  let sources: FileSources;
  try {
    sources = corpusFileSources({ offline: true });
  } catch {
    return undefined; // CORPUS_MIRROR_DIR names a directory that does not exist
  }
  return (await holdsEverySource(HADITH_AND_DUA_SOURCES, sources)) ? sources : undefined;
}

/** Tanzil's translation files (en.pickthall, en.yusufali) when this machine has them (mirror or cache); tests never download. */
export async function tanzilSources(): Promise<FileSources | undefined> {
  let sources: FileSources;
  try {
    sources = corpusFileSources({ offline: true });
  } catch {
    return undefined;
  }
  return (await holdsEverySource([TANZIL_TRANSLATIONS], sources)) ? sources : undefined;
}

export const REAL_CORPUS_MISSING =
  'SKIPPED: the real hadith and dua sources are not on this machine (no ../shared/corpus, $CORPUS_MIRROR_DIR or complete ' +
  '.local/corpus-cache; `npm start` or `npm run corpus:import` downloads them)';

/** A suite name that says, when it is skipped, why. */
export function realCorpusSuite(name: string, sources: FileSources | undefined): string {
  return sources ? `${name} (real corpus)` : `${name}: ${REAL_CORPUS_MISSING}`;
}

/** The commentaries' sources when this machine has every file already; else their suites are skipped and say why. */
export async function realTafsirSources(): Promise<FileSources | undefined> {
  let sources: FileSources;
  try {
    sources = corpusFileSources({ offline: true });
  } catch {
    return undefined;
  }
  return (await holdsEverySource([TAFSIR_API], sources)) ? sources : undefined;
}

export const TAFSIR_MISSING =
  'SKIPPED: the tafsir sources are not on this machine (no ../shared/corpus, $CORPUS_MIRROR_DIR or complete .local/corpus-cache)';
