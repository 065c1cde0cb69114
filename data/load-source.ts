import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PinnedSource } from './sources';

export type SourceLocation =
  | { kind: 'npm' }
  | { kind: 'mirror'; directory: string }
  | { kind: 'download'; fetchImpl?: typeof fetch };

export class SourceError extends Error {}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function verify(source: PinnedSource, bytes: Uint8Array, origin: string): Uint8Array {
  const actual = sha256Hex(bytes);
  if (actual !== source.sha256) {
    throw new SourceError(`Checksum mismatch for ${source.name} from ${origin}: expected sha256 ${source.sha256}, got ${actual}`);
  }
  return bytes;
}

function npmPackageFile(source: PinnedSource): string {
  if (!source.npmPackage) throw new SourceError(`${source.name} does not ship in an npm package`);
  const require = createRequire(import.meta.url);
  let packageJsonPath: string;
  try {
    packageJsonPath = require.resolve(`${source.npmPackage.name}/package.json`);
  } catch {
    throw new SourceError(`npm package ${source.npmPackage.name} is not installed; run npm ci`);
  }
  return join(dirname(packageJsonPath), source.npmPackage.path);
}

async function readLocal(source: PinnedSource, path: string): Promise<Uint8Array> {
  try {
    return await readFile(path);
  } catch (error) {
    throw new SourceError(`Cannot read ${source.name} at ${path}: ${(error as Error).message}`);
  }
}

async function download(source: PinnedSource, fetchImpl: typeof fetch): Promise<Uint8Array> {
  const failures: string[] = [];
  for (const url of source.urls) {
    let bytes: Uint8Array;
    try {
      const response = await fetchImpl(url);
      if (!response.ok) {
        failures.push(`${url}: HTTP ${response.status}`);
        continue;
      }
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      failures.push(`${url}: ${(error as Error).message}`);
      continue;
    }
    // A mirror that serves other bytes is not skipped over: a checksum mismatch stops the import.
    return verify(source, bytes, url);
  }
  throw new SourceError(`Could not download ${source.name}: ${failures.join('; ')}`);
}

/** The bytes of a pinned source file, checked against its sha256. */
export async function loadPinnedSource(source: PinnedSource, location: SourceLocation): Promise<Uint8Array> {
  switch (location.kind) {
    case 'npm': {
      const path = npmPackageFile(source);
      return verify(source, await readLocal(source, path), path);
    }
    case 'mirror': {
      const path = join(location.directory, source.mirrorPath);
      return verify(source, await readLocal(source, path), path);
    }
    case 'download':
      return download(source, location.fetchImpl ?? fetch);
  }
}
