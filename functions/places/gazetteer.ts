import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ensureGazetteerFile, GAZETTEER_CACHE_PATH, GAZETTEER_FILE_NAME, GAZETTEER_SOURCE } from './gazetteer-file';

/**
 * The offline gazetteer: GeoNames' populated places (gazetteer-file.ts), read once per container on the first request
 * that names a place, never at import (a function that is only asked coordinates never pays for it).
 */

export interface GazetteerPlace {
  /** Its rank by population, 0 the most populous: the index the name lookups answer. */
  index: number;
  geonameId: number;
  name: string;
  lat: number;
  lng: number;
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** GeoNames' first-level division code ("TX", "ENG", "08"), "" where none. */
  admin1: string;
  /** GeoNames' feature code (PPLC a capital, PPLA a division's seat, PPL a town...). */
  feature: string;
  population: number;
  /** GeoNames' IANA time zone for the place. */
  timeZone: string;
}

/** A place a name points at, and whether that name is the place's own (or only one of its alternate names). */
export interface NameOwner {
  index: number;
  own: boolean;
}

interface GazetteerHeader {
  source: string;
  places: number;
  names: number;
  zones: string[];
  divisions: Record<string, string>;
}

/** The compact file read in place (gazetteer-file.ts): typed arrays over its bytes, texts decoded when asked for. */
export class Gazetteer {
  private readonly header: GazetteerHeader;
  private readonly latitudes: Int32Array;
  private readonly longitudes: Int32Array;
  private readonly populations: Uint32Array;
  private readonly geonameIds: Uint32Array;
  private readonly zoneIndexes: Uint16Array;
  private readonly countryBytes: Buffer;
  private readonly textOffsets: Uint32Array;
  private readonly texts: Buffer;
  private readonly nameOffsets: Uint32Array;
  private readonly nameBytes: Buffer;
  private readonly owners: Int32Array;
  private readonly parsed = new Map<number, GazetteerPlace>();
  private countryCodes?: ReadonlySet<string>;

  constructor(bytes: Buffer) {
    const newline = bytes.indexOf(10);
    this.header = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as GazetteerHeader;
    const { places, names } = this.header;
    let at = align(newline + 1);
    const take = <T>(make: (buffer: ArrayBuffer, offset: number, length: number) => T, length: number, size: number): T => {
      const view = make(bytes.buffer as ArrayBuffer, bytes.byteOffset + at, length);
      at = align(at + length * size);
      return view;
    };
    const bytesOf = (length: number) => {
      const view = bytes.subarray(at, at + length);
      at = align(at + length);
      return view;
    };
    const int32 = (buffer: ArrayBuffer, offset: number, length: number) => new Int32Array(buffer, offset, length);
    const uint32 = (buffer: ArrayBuffer, offset: number, length: number) => new Uint32Array(buffer, offset, length);
    this.latitudes = take(int32, places, 4);
    this.longitudes = take(int32, places, 4);
    this.populations = take(uint32, places, 4);
    this.geonameIds = take(uint32, places, 4);
    this.zoneIndexes = take((buffer, offset, length) => new Uint16Array(buffer, offset, length), places, 2);
    this.countryBytes = bytesOf(places * 2);
    this.textOffsets = take(uint32, places + 1, 4);
    this.texts = bytesOf(this.textOffsets[places]);
    this.nameOffsets = take(uint32, names + 1, 4);
    this.nameBytes = bytesOf(this.nameOffsets[names]);
    this.owners = take(int32, names, 4);
  }

  /** The countries that have places, gathered on first use (only a request naming a country needs them). */
  get countries(): ReadonlySet<string> {
    if (!this.countryCodes) {
      const codes = new Set<string>();
      for (let index = 0; index < this.header.places; index += 1) codes.add(this.country(index));
      this.countryCodes = codes;
    }
    return this.countryCodes;
  }

  /** The sources the file was made from (package versions and sizes). */
  get source(): string {
    return this.header.source;
  }

  get size(): number {
    return this.header.places;
  }

  country(index: number): string {
    return this.countryBytes.toString('latin1', index * 2, index * 2 + 2);
  }

  place(index: number): GazetteerPlace {
    let place = this.parsed.get(index);
    if (!place) {
      const [name, admin1, feature] = this.texts.toString('utf8', this.textOffsets[index], this.textOffsets[index + 1]).split('\t');
      place = {
        index,
        geonameId: this.geonameIds[index],
        name,
        lat: this.latitudes[index] / 1e5,
        lng: this.longitudes[index] / 1e5,
        country: this.country(index),
        admin1,
        feature,
        population: this.populations[index],
        timeZone: this.header.zones[this.zoneIndexes[index]],
      };
      this.parsed.set(index, place);
    }
    return place;
  }

  population(index: number): number {
    return this.populations[index];
  }

  /** A place's feature code, read without keeping the place (a search ranks thousands). */
  feature(index: number): string {
    const text = this.texts.toString('utf8', this.textOffsets[index], this.textOffsets[index + 1]);
    return text.slice(text.lastIndexOf('\t') + 1);
  }

  /** The index of the place with a GeoNames id, or -1. */
  indexOfGeonameId(geonameId: number): number {
    return this.geonameIds.indexOf(geonameId);
  }

  /** The English name GeoNames gives a first-level division ("Texas", "England", "Mecca Region"). */
  divisionName(country: string, admin1: string): string | undefined {
    return this.header.divisions[`${country}.${admin1}`];
  }

  /** The codes of a country's divisions whose name `matches`. */
  divisionsNamed(country: string, matches: (name: string) => boolean): string[] {
    return Object.entries(this.header.divisions)
      .filter(([key, name]) => key.startsWith(`${country}.`) && matches(name))
      .map(([key]) => key.slice(country.length + 1));
  }

  /** The name at a position compared with `target`'s bytes: its sign, or 0 where equal. */
  private compareAt(position: number, target: Buffer): number {
    return this.nameBytes.compare(target, 0, target.length, this.nameOffsets[position], this.nameOffsets[position + 1]);
  }

  private startsWithAt(position: number, prefix: Buffer): boolean {
    const start = this.nameOffsets[position];
    return (
      this.nameOffsets[position + 1] - start >= prefix.length &&
      this.nameBytes.compare(prefix, 0, prefix.length, start, start + prefix.length) === 0
    );
  }

  /** The first name position not before `target` (binary search over the sorted names). */
  private lowerBound(target: Buffer): number {
    let [low, high] = [0, this.header.names];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compareAt(middle, target) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private ownerAt(position: number): NameOwner {
    const owner = this.owners[position];
    return owner < 0 ? { index: -owner - 1, own: false } : { index: owner, own: true };
  }

  private nameAt(position: number): string {
    return this.nameBytes.toString('utf8', this.nameOffsets[position], this.nameOffsets[position + 1]);
  }

  /** The places a folded name is exactly the name (or an alternate name) of. */
  named(folded: string): NameOwner[] {
    const target = Buffer.from(folded);
    const owners: NameOwner[] = [];
    for (let position = this.lowerBound(target); position < this.header.names && this.compareAt(position, target) === 0; position += 1) {
      owners.push(this.ownerAt(position));
    }
    return owners;
  }

  /**
   * The places with a name starting with the folded prefix, each with that name (in name order); with `bytes`, only
   * names of that many UTF-8 bytes (from, to), checked before a name is decoded (close spellings look at thousands).
   */
  *startingWith(prefix: string, bytes?: [number, number]): Generator<NameOwner & { name: string }> {
    const target = Buffer.from(prefix);
    for (let position = this.lowerBound(target); position < this.header.names && this.startsWithAt(position, target); position += 1) {
      const length = this.nameOffsets[position + 1] - this.nameOffsets[position];
      if (bytes && (length < bytes[0] || length > bytes[1])) continue;
      yield { ...this.ownerAt(position), name: this.nameAt(position) };
    }
  }
}

const align = (offset: number) => Math.ceil(offset / 4) * 4;

const require = createRequire(import.meta.url);

/**
 * Where the file is derived outside Lambda: GAZETTEER_FILE (a node_modules that cannot be written, a test's own), else
 * under the node_modules/.cache of the installed packages.
 */
export function derivedGazetteerPath(): string {
  if (process.env.GAZETTEER_FILE) return process.env.GAZETTEER_FILE;
  const entry = require.resolve(GAZETTEER_SOURCE.places);
  const root = entry.slice(0, entry.lastIndexOf('node_modules'));
  return `${root}${GAZETTEER_CACHE_PATH}`;
}

/**
 * Beside the bundle in Lambda (the stack copies it there); else derived once under node_modules/.cache (`npm start`
 * derives it as it starts, in a thread of its own: lib/local/gazetteer-preparation.ts).
 */
export function gazetteerPath(): string {
  const bundled = fileURLToPath(new URL(`./${GAZETTEER_FILE_NAME}`, import.meta.url));
  if (existsSync(bundled)) return bundled;
  return ensureGazetteerFile(derivedGazetteerPath());
}

let loaded: Gazetteer | undefined;

/** The gazetteer of this container, read on first use (docs/places-and-compat.md gives its size and cost). */
export function gazetteer(): Gazetteer {
  loaded ??= new Gazetteer(readFileSync(gazetteerPath()));
  return loaded;
}
