import { NotFoundError } from '../shared/domain-errors';
import { type Page, type PageRequest, pageOf } from '../shared/paging';
import { countriesLike, countryCodeOf } from './countries';
import { type Gazetteer, gazetteer } from './gazetteer';
import { foldPlaceName } from './place-names';
import { nameMatchWeight, type PlaceSummary, placeSummary } from './place-resolution';

export interface PlaceMatch extends PlaceSummary {
  timezone: string;
  /** The name that matched, where it is not the place's own (an alternate name: "Makkah" for Mecca). */
  matched_name?: string;
}

/**
 * Places whose name (own or alternate, folded) starts with what was typed, by population, paged: what a
 * client's place picker shows as the user types.
 */
export function searchPlaces(
  search: string,
  country: string | undefined,
  page: PageRequest,
  data: Gazetteer = gazetteer(),
): Page<PlaceMatch> {
  let code: string | undefined;
  if (country !== undefined) {
    code = countryCodeOf(country, data.countries);
    if (!code) {
      const like = countriesLike(country, data.countries);
      throw new NotFoundError(`No country is called '${country}'${like.length > 0 ? `. Close names: ${like.join('; ')}` : ''}`);
    }
  }
  // Each place once, by the first of its names that matched (its own name when both do).
  const matched = new Map<number, string | undefined>();
  for (const { index, own, name } of data.startingWith(foldPlaceName(search))) {
    if (code && data.country(index) !== code) continue;
    if (own) matched.set(index, undefined);
    else if (!matched.has(index)) matched.set(index, name);
  }
  // Most populous first, a town's own name ahead of another's alternate name unless that one is a hundred times
  // larger, as a name is resolved (place-resolution.ts): "Mak" lists Makassar before Madrid, which some language
  // calls Makelika, and "Makk" Mecca (Makkah) before a district of Bangkok. Ties keep the index order, itself by
  // population (gazetteer-file.ts).
  const weights = new Map(
    [...matched.keys()].map((index) => [
      index,
      nameMatchWeight(data.population(index), data.feature(index), matched.get(index) === undefined),
    ]),
  );
  const indexes = [...matched.keys()].sort((a, b) => weights.get(b)! - weights.get(a)! || a - b);
  const { results, ...paging } = pageOf(indexes, page);
  return {
    ...paging,
    results: results.map((index) => {
      const place = data.place(index);
      const alternate = matched.get(index);
      return { ...placeSummary(data, place), timezone: place.timeZone, ...(alternate ? { matched_name: alternate } : {}) };
    }),
  };
}
