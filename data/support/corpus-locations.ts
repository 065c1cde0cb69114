import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FileSources, filesNotOnDisk, type PinnedSource, SourceError } from './pinned-sources';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The offline mirror looked for when none is named: ../shared/corpus beside the project. */
export const DEFAULT_MIRROR = resolve(PROJECT_ROOT, '../shared/corpus');
/** The download cache when none is named: inside the project's gitignored .local directory. */
export const DEFAULT_CACHE = join(PROJECT_ROOT, '.local', 'corpus-cache');

export interface CorpusLocationChoices {
  /** An offline mirror that must exist (--corpus-dir); else $CORPUS_MIRROR_DIR, else DEFAULT_MIRROR when present. */
  mirror?: string;
  /** The download cache (--cache-dir); else $CORPUS_CACHE_DIR, else DEFAULT_CACHE. */
  cache?: string;
  /** No downloads (--offline, or CORPUS_OFFLINE=true): only the mirror and the cache. */
  offline?: boolean;
}

/**
 * The one precedence every tool uses for the hadith and dua sources (docs/data.md):
 * 1. an offline mirror: --corpus-dir, $CORPUS_MIRROR_DIR, or ../shared/corpus when it exists;
 * 2. the download cache: --cache-dir, $CORPUS_CACHE_DIR, or .local/corpus-cache;
 * 3. a download from the public URLs pinned in data/support/sources.ts (or $CORPUS_DOWNLOAD_URL, a server
 *    laid out like the mirror) into the cache, unless offline.
 * Every file is verified against data/manifests whichever of these it comes from.
 */
export function corpusFileSources(choices: CorpusLocationChoices = {}, env: Record<string, string | undefined> = process.env): FileSources {
  const named = choices.mirror ?? (env.CORPUS_MIRROR_DIR || undefined);
  if (named && !existsSync(named)) throw new SourceError(`The corpus mirror ${named} does not exist`);
  const mirror = named ?? (existsSync(DEFAULT_MIRROR) ? DEFAULT_MIRROR : undefined);
  const cache = resolve(choices.cache ?? (env.CORPUS_CACHE_DIR || DEFAULT_CACHE));
  const offline = choices.offline ?? env.CORPUS_OFFLINE === 'true';
  return {
    kind: 'files',
    ...(mirror ? { mirror } : {}),
    cache,
    download: offline ? false : { ...(env.CORPUS_DOWNLOAD_URL ? { urlBase: env.CORPUS_DOWNLOAD_URL } : {}) },
  };
}

/** Whether every file of `sources` is on this machine already (in the mirror or the cache): no download needed. */
export async function holdsEverySource(sources: PinnedSource[], from: FileSources): Promise<boolean> {
  return (await filesNotOnDisk(sources, from)).missing.length === 0;
}
