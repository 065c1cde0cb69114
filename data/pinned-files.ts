import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceError, sha256Hex } from './load-source';

/**
 * Multi-file pinned sources (public GitHub repositories at a fixed commit). Every file is checked
 * against the sha256 in the manifest committed with this project (data/manifests), which is a copy
 * of the mirror's MANIFEST.sha256: the project's own trust anchor, for mirror and download alike.
 */
export interface PinnedFileSet {
  name: string;
  /** Directory of this source under an offline mirror root (e.g. ../shared/corpus). */
  mirrorDirectory: string;
  /** Raw URL of the repository at the pinned ref; a file's URL is this plus its manifest path. */
  rawUrlBase: string;
  manifest: string;
}

const MANIFEST_DIRECTORY = fileURLToPath(new URL('./manifests/', import.meta.url));

export const HADITH_JSON: PinnedFileSet = {
  name: 'AhmedBaset/hadith-json@v1.2.0',
  mirrorDirectory: 'hadith-json/v1.2.0',
  rawUrlBase: 'https://raw.githubusercontent.com/AhmedBaset/hadith-json/ca32fd72aa16eeeb9a819c80bb65c9e78766532d/',
  manifest: 'hadith-json.sha256',
};

export const GRADED_HADITH_SQLITE: PinnedFileSet = {
  name: 'IsmailHosenIsmailJames/compressed_hadith_sqlite@4d317fa',
  mirrorDirectory: 'IsmailHosenIsmailJames-compressed_hadith_sqlite/4d317faf36213a967189c39d58c6a4b27c1df0fc',
  rawUrlBase: 'https://raw.githubusercontent.com/IsmailHosenIsmailJames/compressed_hadith_sqlite/4d317faf36213a967189c39d58c6a4b27c1df0fc/',
  manifest: 'compressed-hadith-sqlite.sha256',
};

export const SUNNAH_BOOK_INDEX: PinnedFileSet = {
  name: 'aqeelshamz/hadith@79cc5f3',
  mirrorDirectory: 'aqeelshamz-hadith/79cc5f36512673313cfa6faf16c607dbbbbb6341',
  rawUrlBase: 'https://raw.githubusercontent.com/aqeelshamz/hadith/79cc5f36512673313cfa6faf16c607dbbbbb6341/',
  manifest: 'aqeelshamz-hadith.sha256',
};

export const FITRAHIVE_DUAS: PinnedFileSet = {
  name: 'fitrahive/dua-dhikr@f42f895',
  mirrorDirectory: 'fitrahive-dua-dhikr/f42f895f914319a844c3e3c2279483cae060ea19',
  rawUrlBase: 'https://raw.githubusercontent.com/fitrahive/dua-dhikr/f42f895f914319a844c3e3c2279483cae060ea19/',
  manifest: 'fitrahive-dua-dhikr.sha256',
};

export const HISN_AL_MUSLIM: PinnedFileSet = {
  name: 'wafaaelmaandy/Hisn-Muslim-Json@d0dcf9d',
  mirrorDirectory: 'wafaaelmaandy-Hisn-Muslim-Json/d0dcf9d5736ac3bc73b38fe5015b74c081d00d58',
  rawUrlBase: 'https://raw.githubusercontent.com/wafaaelmaandy/Hisn-Muslim-Json/d0dcf9d5736ac3bc73b38fe5015b74c081d00d58/',
  manifest: 'hisn-muslim.sha256',
};

/** sunnah.com's reference pages: the crosswalk from the numbers people cite to in-book references. */
export const SUNNAH_REFERENCES: PinnedFileSet = {
  name: 'fawazahmed0/hadith@0606c28',
  mirrorDirectory: 'fawazahmed0-hadith/0606c288cd56978557b018f0c4ea0017424e922b',
  rawUrlBase: 'https://raw.githubusercontent.com/fawazahmed0/hadith/0606c288cd56978557b018f0c4ea0017424e922b/',
  manifest: 'fawazahmed0-hadith.sha256',
};

export type FilesLocation = { kind: 'mirror'; directory: string } | { kind: 'download'; fetchImpl?: typeof fetch };

export async function manifestOf(set: PinnedFileSet): Promise<Map<string, string>> {
  const text = await readFile(join(MANIFEST_DIRECTORY, set.manifest), 'utf8');
  return new Map(
    text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => {
        // Paths may contain spaces ("Scripts/sunnah with ref/..."): only the first run of blanks separates.
        const match = /^([0-9a-f]{64})\s+(.+?)\s*$/.exec(line.trim());
        if (!match) throw new SourceError(`${set.manifest}: unreadable manifest line '${line}'`);
        return [match[2], match[1]];
      }),
  );
}

const DOWNLOAD_CONCURRENCY = 8;

/**
 * The bytes of `paths` from a pinned source, each verified against the committed manifest. Any
 * mismatch or missing file throws before anything is returned, so an import never starts writing
 * on partly wrong input.
 */
export async function loadPinnedFiles(set: PinnedFileSet, paths: string[], location: FilesLocation): Promise<Map<string, Uint8Array>> {
  const manifest = await manifestOf(set);
  const files = new Map<string, Uint8Array>();
  const load = async (path: string) => {
    const expected = manifest.get(path);
    if (!expected) throw new SourceError(`${set.name}: ${path} is not in the pinned manifest`);
    let bytes: Uint8Array;
    let origin: string;
    if (location.kind === 'mirror') {
      origin = join(location.directory, set.mirrorDirectory, path);
      try {
        bytes = await readFile(origin);
      } catch (error) {
        throw new SourceError(`Cannot read ${set.name} file ${path} at ${origin}: ${(error as Error).message}`);
      }
    } else {
      origin = `${set.rawUrlBase}${path.split('/').map(encodeURIComponent).join('/')}`;
      const response = await (location.fetchImpl ?? fetch)(origin).catch((error: Error) => {
        throw new SourceError(`Could not download ${origin}: ${error.message}`);
      });
      if (!response.ok) throw new SourceError(`Could not download ${origin}: HTTP ${response.status}`);
      bytes = new Uint8Array(await response.arrayBuffer());
    }
    const actual = sha256Hex(bytes);
    if (actual !== expected) {
      throw new SourceError(`Checksum mismatch for ${set.name} file ${path} from ${origin}: expected sha256 ${expected}, got ${actual}`);
    }
    files.set(path, bytes);
  };
  let next = 0;
  const worker = async () => {
    while (next < paths.length) await load(paths[next++]);
  };
  await Promise.all(Array.from({ length: location.kind === 'download' ? DOWNLOAD_CONCURRENCY : 4 }, worker));
  return files;
}
