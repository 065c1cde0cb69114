import { foldPlaceName } from './place-names';

/**
 * Countries as people name them: an ISO 3166-1 alpha-2 code, the English name (the runtime's CLDR names:
 * "Saudi Arabia", "United Kingdom"), or a common other name (COUNTRY_ALIASES), as AlAdhan's `country` takes them.
 */

// Made on first use: constructing it loads CLDR's region names, tens of milliseconds a function's cold start paid on
// import, where only a request naming a place reads it.
let regionNames: Intl.DisplayNames | undefined;
function englishName(code: string): string | undefined {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return regionNames.of(code);
}

/** Names CLDR does not give (older, shorter or local names), folded. Documented in docs/places-and-compat.md. */
export const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'GB',
  britain: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uae: 'AE',
  emirates: 'AE',
  ksa: 'SA',
  'kingdom of saudi arabia': 'SA',
  turkey: 'TR',
  palestine: 'PS',
  'state of palestine': 'PS',
  'palestinian territory': 'PS',
  'czech republic': 'CZ',
  'ivory coast': 'CI',
  burma: 'MM',
  myanmar: 'MM',
  macedonia: 'MK',
  holland: 'NL',
  'the netherlands': 'NL',
  'russian federation': 'RU',
  korea: 'KR',
  'republic of korea': 'KR',
  vatican: 'VA',
  drc: 'CD',
  'democratic republic of the congo': 'CD',
  'republic of the congo': 'CG',
  'east timor': 'TL',
  swaziland: 'SZ',
  'cape verde': 'CV',
  bosnia: 'BA',
  'hong kong': 'HK',
  macau: 'MO',
  macao: 'MO',
  'syrian arab republic': 'SY',
  'islamic republic of iran': 'IR',
  'brunei darussalam': 'BN',
  laos: 'LA',
  'viet nam': 'VN',
  'united republic of tanzania': 'TZ',
  'the gambia': 'GM',
  'the bahamas': 'BS',
};

const foldCountry = (name: string) =>
  foldPlaceName(name.replace(/&/g, ' and '))
    .replace(/\bst\b/g, 'saint')
    .replace(/\s+/g, ' ');

/** The English name of a country code ("SA" -> "Saudi Arabia"), or the code where the runtime has none. */
export function countryName(code: string): string {
  return englishName(code) ?? code;
}

let byName: Map<string, string> | undefined;

function countriesByName(codes: Iterable<string>): Map<string, string> {
  if (byName) return byName;
  byName = new Map<string, string>();
  for (const code of codes) {
    const name = englishName(code);
    if (!name) continue;
    byName.set(foldCountry(name), code);
    // CLDR writes some with a qualifier: "Myanmar (Burma)", "Hong Kong SAR China", "Congo - Kinshasa".
    byName.set(foldCountry(name.replace(/\s*\(.*\)$/, '').replace(/ SAR China$/, '')), code);
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) byName.set(alias, code);
  return byName;
}

/** A country's code from a code or a name, among the codes the gazetteer has; undefined if none matches. */
export function countryCodeOf(given: string, codes: ReadonlySet<string>): string | undefined {
  const trimmed = given.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed) && codes.has(trimmed.toUpperCase())) return trimmed.toUpperCase();
  return countriesByName(codes).get(foldCountry(trimmed));
}

/** Country names close to what was given (for a 404's suggestions). */
export function countriesLike(given: string, codes: ReadonlySet<string>): string[] {
  const folded = foldCountry(given);
  const names = countriesByName(codes);
  return [...names.entries()]
    .filter(([name]) => name.startsWith(folded.slice(0, 3)) || editDistanceWithin(name, folded, 2) !== undefined)
    .map(([, code]) => `${countryName(code)} (${code})`)
    .filter((name, index, all) => all.indexOf(name) === index)
    .slice(0, 5);
}

/** The Levenshtein distance of two strings if it is at most `limit`, else undefined (banded, so cheap when far). */
export function editDistanceWithin(a: string, b: string, limit: number): number | undefined {
  if (Math.abs(a.length - b.length) > limit) return undefined;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > limit) return undefined;
    previous = current;
  }
  return previous[b.length] <= limit ? previous[b.length] : undefined;
}
