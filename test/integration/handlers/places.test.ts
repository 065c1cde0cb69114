import { expectError, serviceForSuite, type TestResponse } from '../../support/local-service';
import { MAX_OFFSET_DEGREES, REFERENCE_PLACES } from '../../support/reference-places';

const service = serviceForSuite();

const query = (parameters: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(parameters).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
const utilities = (body: unknown) => service.post('/api/v1/utilities', JSON.stringify(body));
/** The zone as the runtime names it (links such as America/Godthab and America/Nuuk are one zone). */
const canonicalZone = (zone: string) => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;

/** A 404 for a place: the usual error shape, plus the close names found. */
function expectPlaceNotFound(response: TestResponse, message: RegExp) {
  expect(response.status).toBe(404);
  expect(Object.keys(response.json).sort()).toEqual(['error', 'message', 'suggestions']);
  expect(response.json.error).toBe('Not Found');
  expect(response.json.message).toMatch(message);
}

describe('prayer times at a city named (issue 40)', () => {
  it(`resolves ${REFERENCE_PLACES.length} places on every continent to the coordinates and zones of an independent source`, async () => {
    const wrong: string[] = [];
    const table: string[] = [];
    for (const place of REFERENCE_PLACES) {
      const response = await service.get(
        `/api/v1/prayer-times?${query({ city: place.city, country: place.country, state: place.state, date: '2026-03-01' })}`,
      );
      const where = `${place.city}${place.country ? `, ${place.country}` : ''}${place.state ? `, ${place.state}` : ''}`;
      if (response.status !== 200) {
        wrong.push(`${where}: HTTP ${response.status} ${response.json?.message}`);
        continue;
      }
      const { location, timezone, timezone_source } = response.json;
      const offset = Math.max(Math.abs(location.lat - place.lat), Math.abs(location.lng - place.lng));
      table.push(
        `${where.padEnd(36)} -> ${location.name}, ${location.country} ${location.lat}, ${location.lng} ${timezone} (${offset.toFixed(3)}°)`,
      );
      if (location.country !== place.expectedCountry) wrong.push(`${where}: ${location.name} in ${location.country}`);
      if (offset > MAX_OFFSET_DEGREES) wrong.push(`${where}: ${offset.toFixed(3)}° from ${place.lat}, ${place.lng}`);
      if (canonicalZone(timezone) !== canonicalZone(place.timeZone)) wrong.push(`${where}: zone ${timezone}, not ${place.timeZone}`);
      if (timezone_source !== 'place' || location.timezone !== timezone) wrong.push(`${where}: zone from ${timezone_source}`);
    }
    console.log(`${REFERENCE_PLACES.length} places resolved through HTTP:\n${table.join('\n')}`);
    expect(REFERENCE_PLACES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(REFERENCE_PLACES.map((place) => Math.sign(place.lat)))).toEqual(new Set([1, -1]));
    expect(wrong).toEqual([]);
  });

  it('answers the same times for a city as for its coordinates, naming the place, its zone and the others of that name', async () => {
    const byName = await service.get('/api/v1/prayer-times?city=Medina&date=2026-03-01');
    expect(byName.status).toBe(200);
    const { location } = byName.json;
    expect(location).toMatchObject({
      name: 'Medina',
      country: 'SA',
      country_name: 'Saudi Arabia',
      timezone: 'Asia/Riyadh',
      geonames_id: 109223,
    });
    expect(location.source).toMatch(/GeoNames/);
    expect(location.population).toBeGreaterThan(1_000_000);
    expect(location.alternatives.length).toBeGreaterThan(0);
    expect(location.alternatives.every((other: { population: number }) => other.population <= location.population)).toBe(true);
    const byCoordinates = await service.get(`/api/v1/prayer-times?lat=${location.lat}&lng=${location.lng}&date=2026-03-01`);
    expect(byCoordinates.json.times).toEqual(byName.json.times);
    expect(byCoordinates.json.location).toEqual({ lat: location.lat, lng: location.lng });
  });

  it("takes AlAdhan's city, country and state with a calendar month, and with POST /utilities (prayer_times, qibla)", async () => {
    const month = await service.get('/api/v1/prayer-times?city=London&country=Canada&state=Ontario&year=2026&month=3&school=1');
    expect(month.status).toBe(200);
    expect(month.json.days).toHaveLength(31);
    expect(month.json.location).toMatchObject({ name: 'London', country: 'CA', state: 'Ontario', timezone: 'America/Toronto' });
    const day = await utilities({ action: 'prayer_times', city: 'Makkah', date: '2026-03-01' });
    expect(day.status).toBe(200);
    expect(day.json).toMatchObject({ location: { name: 'Mecca', country: 'SA' }, timezone: 'Asia/Riyadh', method: { id: 'umm_al_qura' } });
    const qibla = await utilities({ action: 'qibla', city: 'Jakarta', country: 'ID' });
    expect(qibla.status).toBe(200);
    expect(qibla.json.location).toMatchObject({ name: 'Jakarta', country: 'ID' });
    expect(qibla.json.bearing_degrees).toBeCloseTo(295.15, 0);
  });

  it('refuses an unknown place with a 404 that suggests close names, and an unknown country likewise', async () => {
    const misspelt = await service.get('/api/v1/prayer-times?city=Makkha&date=2026-03-01');
    expectPlaceNotFound(misspelt, /^No place named 'Makkha' is in the gazetteer .*Close names: .*Mecca/);
    expect(misspelt.json.suggestions[0]).toMatchObject({ name: expect.any(String), country: expect.any(String), lat: expect.any(Number) });
    const elsewhere = await utilities({ action: 'qibla', city: 'Paris', country: 'DE' });
    expectPlaceNotFound(elsewhere, /^No place named 'Paris' in Germany .* though there is one elsewhere.*Paris \(Île-de-France, France\)/);
    const nowhere = await service.get('/api/v1/prayer-times?city=Qwxzv&date=2026-03-01');
    expectPlaceNotFound(nowhere, /nor any close name$/);
    expect(nowhere.json.suggestions).toEqual([]);
    const country = await service.get('/api/v1/prayer-times?city=Riyadh&country=Saudia');
    expectPlaceNotFound(country, /^No country is called 'Saudia'.*Saudi Arabia \(SA\)/);
  });

  it('refuses a city with coordinates, a country without a city and an empty city with a 400 naming the field', async () => {
    expectError(
      await service.get('/api/v1/prayer-times?city=Makkah&lat=21.4&lng=39.8'),
      400,
      "Invalid query parameter 'lat': cannot be given with city: give either lat and lng, or city (with country and state if you like)",
    );
    expectError(
      await utilities({ action: 'qibla', country: 'SA', lat: 21.4, lng: 39.8 }),
      400,
      "Invalid body field 'country': needs city (the place it narrows down)",
    );
    expectError(
      await utilities({ action: 'prayer_times', city: '  ' }),
      400,
      "Invalid body field 'city': must not be empty (a city or town as people write it)",
    );
  });
});

describe('GET /api/v1/places (issue 40)', () => {
  it('finds places by the start of any of their names, most populous first, paged and cacheable', async () => {
    const first = await service.get('/api/v1/places?search=makkah&limit=5');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(first.json).toMatchObject({ limit: 5, offset: 0, source: expect.stringMatching(/GeoNames/) });
    expect(first.json.total).toBeGreaterThanOrEqual(1);
    expect(first.json.results[0]).toMatchObject({ name: 'Mecca', country: 'SA', matched_name: 'makkah', timezone: 'Asia/Riyadh' });
    const byOwnName = await service.get('/api/v1/places?search=kar&limit=5');
    const populations = byOwnName.json.results.map((place: { population: number }) => place.population);
    expect(byOwnName.json.results[0]).toMatchObject({ name: 'Karachi', country: 'PK' });
    expect(populations).toEqual([...populations].sort((a: number, b: number) => b - a));
    const next = await service.get('/api/v1/places?search=kar&limit=5&offset=5');
    expect(next.json.results[0].population).toBeLessThanOrEqual(populations[4]);
    const inCountry = await service.get('/api/v1/places?search=Tromso&country=Norway');
    expect(inCountry.json.results[0]).toMatchObject({ name: 'Tromsø', country: 'NO' });
    expect(inCountry.json.results.every((place: { country: string }) => place.country === 'NO')).toBe(true);
    const arabic = await service.get(`/api/v1/places?search=${encodeURIComponent('المدينة')}&limit=3`);
    expect(arabic.json.results[0]).toMatchObject({ name: 'Medina', country: 'SA' });
  });

  it('ranks Makkah above a district of Bangkok, and names divisions as GeoNames does today (issue 51)', async () => {
    const makk = await service.get('/api/v1/places?search=Makk&limit=5');
    expect(makk.json.results[0]).toMatchObject({ name: 'Mecca', country: 'SA', state: 'Mecca Region' });
    const hanoi = await service.get('/api/v1/places?search=Hanoi&country=VN&limit=1');
    expect(hanoi.json.results[0]).toMatchObject({ name: 'Hanoi', state: 'Hanoi' });
    const saigon = await service.get(`/api/v1/places?search=${encodeURIComponent('Ho Chi Minh')}&country=VN&limit=1`);
    expect(saigon.json.results[0]).toMatchObject({ name: 'Ho Chi Minh City', state: 'Ho Chi Minh City (HCMC)' });
    const byState = await service.get('/api/v1/prayer-times?city=Hanoi&country=VN&state=Hanoi&date=2026-03-01');
    expect(byState.status).toBe(200);
    expect(byState.json.location).toMatchObject({ name: 'Hanoi', country: 'VN', state: 'Hanoi' });
    const aladhan = await service.get('/api/v1/aladhan/timingsByCity/01-03-2026?city=Hanoi&country=VN&state=Hanoi');
    expect(aladhan.status).toBe(200);
  });

  it('refuses a search too short, an unknown parameter and an unknown country', async () => {
    expectError(
      await service.get('/api/v1/places?search=m'),
      400,
      "Invalid query parameter 'search': must be at least 2 characters (the start of a place name, e.g. Mak)",
    );
    expectError(await service.get('/api/v1/places?search=mak&lat=1'), 400, "Unknown query parameter 'lat'");
    expectError(await service.get('/api/v1/places?search=mak&country=Atlantis'), 404, /^No country is called 'Atlantis'/);
  });
});
