import fc from 'fast-check';
import { PRAYER_METHOD_IDS } from '../../../functions/astronomy/prayer-times';
import { todayIn } from '../../../functions/astronomy/time-zones';
import { expectError, serviceForSuite } from '../../support/local-service';

const service = serviceForSuite();

const utilities = (body: unknown) => service.post('/api/v1/utilities', JSON.stringify(body));

describe('POST /api/v1/utilities: zakat', () => {
  it('returns every asset value, the nisab and the zakat due', async () => {
    const response = await utilities({
      action: 'zakat',
      cash: 10_000,
      gold: 100,
      gold_price_per_gram: 75.5,
      investments: 2_000,
      debt: 500,
      currency: 'USD',
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      action: 'zakat',
      currency: 'USD',
      assets: { cash: 10_000, gold_value: 7_550, silver_value: 0, investments: 2_000, inventory: 0 },
      total_assets: 19_550,
      debt: 500,
      debt_deducted: 500,
      net_zakatable_wealth: 19_050,
      nisab: { basis: 'gold', grams: 85, price_per_gram: 75.5, threshold: 6_417.5, met: true },
      rate_percent: 2.5,
      zakat_due: 476.25,
      assumptions: expect.arrayContaining([expect.stringMatching(/lunar year/), expect.stringMatching(/due now/)]),
    });
  });

  it('owes nothing on zero wealth, below the nisab, or when debts exceed assets', async () => {
    expect((await utilities({ action: 'zakat', gold_price_per_gram: 100 })).json).toMatchObject({
      total_assets: 0,
      zakat_due: 0,
      nisab: { met: false },
    });
    expect((await utilities({ action: 'zakat', cash: 5_000, gold_price_per_gram: 100 })).json).toMatchObject({
      zakat_due: 0,
      nisab: { threshold: 8_500, met: false },
    });
    expect((await utilities({ action: 'zakat', cash: 20_000, debt: 50_000, gold_price_per_gram: 100 })).json).toMatchObject({
      debt_deducted: 20_000,
      net_zakatable_wealth: 0,
      zakat_due: 0,
    });
  });

  it('supports a silver nisab and currencies without cents', async () => {
    const response = await utilities({
      action: 'zakat',
      cash: 100_000,
      nisab_basis: 'silver',
      silver_price_per_gram: 150,
      currency: 'JPY',
    });
    expect(response.json).toMatchObject({
      currency: 'JPY',
      nisab: { basis: 'silver', grams: 595, threshold: 89_250, met: true },
      zakat_due: 2_500,
    });
  });

  it.each([
    [{ cash: -1, gold_price_per_gram: 1 }, /^Invalid body field 'cash': must be from 0 to/],
    [{ cash: '100', gold_price_per_gram: 1 }, /^Invalid body field 'cash': must be a number/],
    // biome-ignore lint/correctness/noPrecisionLoss: on purpose, a number beyond double range (Infinity) must be refused.
    [{ cash: 1e400, gold_price_per_gram: 1 }, /^Invalid body field 'cash': must be a number/],
    [
      { cash: 100 },
      "Invalid body field 'gold_price_per_gram': is required when nisab_basis is gold (price of one gram of gold in your currency)",
    ],
    [{ cash: 100, gold_price_per_gram: 0 }, /^Invalid body field 'gold_price_per_gram': must be greater than 0/],
    [{ cash: 100, gold_price_per_gram: -5 }, /^Invalid body field 'gold_price_per_gram': must be greater than 0/],
    [
      { gold: 10, nisab_basis: 'silver', silver_price_per_gram: 1 },
      /^Invalid body field 'gold_price_per_gram': is required to value the gold/,
    ],
    [{ silver: 10, gold_price_per_gram: 1 }, /^Invalid body field 'silver_price_per_gram': is required to value the silver/],
    [
      { nisab_basis: 'platinum', gold_price_per_gram: 1 },
      "Invalid body field 'nisab_basis': must be one of gold, silver (the metal whose weight sets the nisab)",
    ],
    [{ debt: -0.01, gold_price_per_gram: 1 }, /^Invalid body field 'debt': must be from 0/],
    [{ inventory: 1e16, gold_price_per_gram: 1 }, /^Invalid body field 'inventory': must be from 0 to 1000000000000000/],
    // Taken exactly or not at all: a price of 1e-7 would have become 0 and "met" the nisab with no wealth.
    [
      { gold_price_per_gram: 1e-7 },
      "Invalid body field 'gold_price_per_gram': must have at most 6 decimal places and 15 significant digits, to be taken exactly (price of one gram of gold in your currency)",
    ],
    [
      { cash: 1234567890123.123, gold_price_per_gram: 1 },
      /^Invalid body field 'cash': must have at most 6 decimal places and 15 significant digits/,
    ],
    [
      { cash: 1e15, gold_price_per_gram: 1 },
      /^The cash would come to more than 9999999999999\.99, the largest amount this API states exactly/,
    ],
    [{ gold: 1e9, gold_price_per_gram: 1e9 }, /^The gold value would come to more than 9999999999999\.99/],
    [{ currency: 'US', gold_price_per_gram: 1 }, /^Invalid body field 'currency': must be an ISO 4217 code/],
    [{ currency: 'US1', gold_price_per_gram: 1 }, /^Invalid body field 'currency': must be an ISO 4217 code/],
    [{ gold_price_per_gram: 1, lat: 1 }, "Unknown body field 'lat'"],
  ])('refuses %j with a 400 naming the field', async (fields, message) => {
    expectError(await utilities({ action: 'zakat', ...fields }), 400, message);
  });
});

describe('POST /api/v1/utilities: qibla', () => {
  it('returns the bearing from true north, compass point, distance and the magnetic bearing for today', async () => {
    const response = await utilities({ action: 'qibla', lat: 51.5074, lng: -0.1278 });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      action: 'qibla',
      location: { lat: 51.5074, lng: -0.1278 },
      kaaba: { lat: 21.4225, lng: 39.8262 },
      bearing_degrees: 118.99,
      compass_point: 'ESE',
      direction_defined: true,
      magnetic: { model: 'WMM-2025', date: new Date().toISOString().slice(0, 10) },
    });
    expect(response.json.distance_km).toBeCloseTo(4_794, -1);
    const { bearing_degrees: magnetic, declination_degrees: declination } = response.json.magnetic;
    expect(magnetic).toBeCloseTo(118.99 - declination, 1);
  });

  it('answers sensibly at the Kaaba, its antipode, the poles and the antimeridian', async () => {
    expect((await utilities({ action: 'qibla', lat: 21.4225, lng: 39.8262 })).json).toMatchObject({
      direction_defined: false,
      distance_km: 0,
      note: expect.stringMatching(/Kaaba/),
    });
    expect((await utilities({ action: 'qibla', lat: -21.4225, lng: -140.1738 })).json).toMatchObject({
      direction_defined: false,
      note: expect.stringMatching(/antipode/),
    });
    for (const [lat, lng] of [
      [90, 0],
      [-90, 0],
      [0, 180],
      [0, -180],
    ]) {
      const response = await utilities({ action: 'qibla', lat, lng });
      expect(response.status).toBe(200);
      expect(response.text).not.toMatch(/null|NaN|Infinity/);
    }
    const east = (await utilities({ action: 'qibla', lat: 0, lng: 180 })).json;
    const west = (await utilities({ action: 'qibla', lat: 0, lng: -180 })).json;
    expect(east.bearing_degrees).toBe(west.bearing_degrees);
  });

  it.each([
    [{ lng: 0 }, "Invalid body field 'lat': is required (latitude in degrees, -90 to 90), unless a city is named"],
    [{ lat: 0 }, "Invalid body field 'lng': is required (longitude in degrees, -180 to 180), unless a city is named"],
    [{ lat: 90.0001, lng: 0 }, "Invalid body field 'lat': must be from -90 to 90 (latitude in degrees, -90 to 90)"],
    [{ lat: 0, lng: -180.5 }, "Invalid body field 'lng': must be from -180 to 180 (longitude in degrees, -180 to 180)"],
    [{ lat: null, lng: 0 }, "Invalid body field 'lat': must be a number (latitude in degrees, -90 to 90)"],
    [{ lat: '51.5', lng: 0 }, "Invalid body field 'lat': must be a number (latitude in degrees, -90 to 90)"],
    [{ lat: 1, lng: 2, latitude: 1 }, "Unknown body field 'latitude'"],
  ])('refuses %j with a 400 naming the field', async (fields, message) => {
    expectError(await utilities({ action: 'qibla', ...fields }), 400, message);
  });
});

describe('POST /api/v1/utilities: prayer_times', () => {
  it("returns the day's times in the given zone with method, madhab and hijri date", async () => {
    const response = await utilities({
      action: 'prayer_times',
      lat: 21.427009,
      lng: 39.828685,
      date: '2016-07-08',
      timezone: 'Asia/Riyadh',
      method: 'umm_al_qura',
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      action: 'prayer_times',
      date: '2016-07-08',
      timezone: 'Asia/Riyadh',
      timezone_source: 'request',
      utc_offset: '+03:00',
      method: { id: 'umm_al_qura', name: 'Umm al-Qura University, Makkah', fajr_angle: 18.5, isha_interval_minutes: 90 },
      madhab: 'shafi',
      hijri: { date: '1437-10-03', month_name: 'Shawwal' },
    });
    // Umm al-Qura's published times for the day: 04:18 05:44 12:26 15:43 19:07 20:37.
    expect(response.json.times.fajr).toEqual({ time: '04:18', iso: '2016-07-08T04:18:00+03:00' });
    expect(response.json.times.maghrib.time).toBe('19:07');
    expect(Object.keys(response.json.times)).toEqual([
      'imsak',
      'fajr',
      'sunrise',
      'dhuhr',
      'asr',
      'sunset',
      'maghrib',
      'isha',
      'first_third_of_night',
      'midnight',
      'last_third_of_night',
    ]);
    expect(response.json).toMatchObject({ method_source: 'request', midnight_mode: 'standard', applied_rules: {} });
    expect(response.json).not.toHaveProperty('next_prayer');
  });

  it('derives the time zone, the method and the date from the coordinates, with the next prayer', async () => {
    const before = todayIn('America/New_York', new Date());
    const response = await utilities({ action: 'prayer_times', lat: 40.7128, lng: -74.006 });
    const after = todayIn('America/New_York', new Date());
    expect(response.json).toMatchObject({
      timezone: 'America/New_York',
      timezone_source: 'coordinates',
      method: { id: 'isna', aladhan_id: 2 },
      method_source: 'time_zone',
    });
    expect([before, after]).toContain(response.json.date);
    const next = response.json.next_prayer;
    expect(['fajr', 'dhuhr', 'asr', 'maghrib', 'isha']).toContain(next.name);
    expect(Date.parse(next.iso)).toBeGreaterThan(Date.now() - 60_000);
    expect(next.minutes_left).toBeGreaterThanOrEqual(0);
    expect(next.minutes_left).toBeLessThanOrEqual(24 * 60);
    // A place without an authority of its own gets the Muslim World League.
    expect((await utilities({ action: 'prayer_times', lat: 52.52, lng: 13.405, date: '2026-06-01' })).json).toMatchObject({
      timezone: 'Europe/Berlin',
      method: { id: 'muslim_world_league' },
      method_source: 'time_zone',
    });
  });

  it('canonicalises the time zone name and honours the Hanafi asr', async () => {
    const base = { action: 'prayer_times', lat: 24.8607, lng: 67.0011, date: '2026-06-15', timezone: 'asia/karachi', method: 'karachi' };
    const shafi = (await utilities(base)).json;
    const hanafi = (await utilities({ ...base, madhab: 'hanafi' })).json;
    expect(shafi.timezone).toBe('Asia/Karachi');
    expect(Date.parse(hanafi.times.asr.iso)).toBeGreaterThan(Date.parse(shafi.times.asr.iso));
  });

  it('serves every method and a polar day with its documented fallback', async () => {
    for (const method of PRAYER_METHOD_IDS.filter((id) => id !== 'custom')) {
      const response = await utilities({ action: 'prayer_times', lat: 51.5074, lng: -0.1278, date: '2026-06-21', method });
      expect({ method, status: response.status }).toEqual({ method, status: 200 });
    }
    const polar = await utilities({
      action: 'prayer_times',
      lat: 78.2232,
      lng: 15.6267,
      date: '2026-06-21',
      high_latitude_rule: 'middle_of_the_night',
    });
    expect(polar.json).toMatchObject({ high_latitude_rule: 'middle_of_the_night', polar_resolution: { rule: 'nearest_latitude' } });
    expect(polar.text).not.toMatch(/null|NaN|Infinity/);
  });

  it.each([
    [
      { lat: 1, lng: 2, method: 'mwl2' },
      /^Invalid body field 'method': must be one of muslim_world_league, isna, egyptian, umm_al_qura, karachi, dubai, kuwait, qatar, singapore, tehran, turkey, moonsighting_committee, jafari, gulf, .*AlAdhan's name/,
    ],
    [
      { lat: 1, lng: 2, madhab: 'maliki' },
      "Invalid body field 'madhab': must be one of shafi, hanafi (the school whose shadow rule sets asr; AlAdhan: school 0 or 1)",
    ],
    [
      { lat: 1, lng: 2, high_latitude_rule: 'none' },
      /^Invalid body field 'high_latitude_rule': must be one of recommended, middle_of_the_night, seventh_of_the_night, twilight_angle/,
    ],
    [{ lat: 1, lng: 2, date: '22/11/2026' }, "Invalid body field 'date': must be a date as YYYY-MM-DD (or DD-MM-YYYY)"],
    [{ lat: 1, lng: 2, date: '2026-02-30' }, "Invalid body field 'date': is not a real calendar date"],
    [{ lat: 1, lng: 2, date: '1899-12-31' }, "Invalid body field 'date': must be from 1900-01-01 to 2100-12-31"],
    [{ lat: 1, lng: 2, date: 20261122 }, "Invalid body field 'date': must be a string (a date as YYYY-MM-DD)"],
    [
      { lat: 1, lng: 2, timezone: 'Mars/Olympus_Mons' },
      "Invalid body field 'timezone': must be an IANA time zone such as Europe/London or America/New_York",
    ],
    [{ lng: 2 }, "Invalid body field 'lat': is required (latitude in degrees, -90 to 90), unless a city is named"],
  ])('refuses %j with a 400 naming the field and the accepted values', async (fields, message) => {
    expectError(await utilities({ action: 'prayer_times', ...fields }), 400, message);
  });
});

describe('POST /api/v1/utilities: the request itself', () => {
  it.each([
    [{}, "Invalid body field 'action': is required; one of zakat, qibla, prayer_times, hijri"],
    [{ action: 'calendar' }, "Invalid body field 'action': must be one of zakat, qibla, prayer_times, hijri (the utility to run)"],
    [[], 'Invalid request body: must be a JSON object with an action'],
    ['zakat', 'Invalid request body: must be a JSON object with an action'],
  ])('refuses the body %j', async (body, message) => {
    expectError(await utilities(body), 400, message);
  });

  it('refuses malformed JSON, an empty body and a non-JSON content type', async () => {
    expectError(await service.post('/api/v1/utilities', '{"action": "qibla",'), 400, 'The request body is not valid JSON');
    expectError(await service.post('/api/v1/utilities', ''), 400, 'A JSON request body is required');
    expectError(
      await service.post('/api/v1/utilities', 'action=qibla', { 'Content-Type': 'application/x-www-form-urlencoded' }),
      415,
      /Content-Type must be application\/json/,
    );
  });

  it('refuses a compressed body with a 415, not as invalid JSON', async () => {
    const { gzipSync } = await import('node:zlib');
    const response = await fetch(`${service.baseUrl}/api/v1/utilities`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ action: 'qibla', lat: 0, lng: 0 })),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: 'Unsupported Media Type',
      message: "Content-Encoding 'gzip' is not accepted: send the JSON body uncompressed",
    });
  });

  it('refuses a __proto__ key as the unknown field it is, at any depth, as it refuses constructor', async () => {
    const qibla = '"action": "qibla", "lat": 21, "lng": 39';
    expectError(await service.post('/api/v1/utilities', `{${qibla}, "__proto__": {"x": 1}}`), 400, "Unknown body field '__proto__'");
    expectError(await service.post('/api/v1/utilities', `{${qibla}, "constructor": 1}`), 400, "Unknown body field 'constructor'");
    const nested = `{"action": "prayer_times", "lat": 21, "lng": 39, "tune": {"__proto__": {"fajr": 1}}}`;
    expectError(await service.post('/api/v1/utilities', nested), 400, "Unknown body field 'tune.__proto__'");
  });

  it('refuses a currency code ISO 4217 does not have', async () => {
    const zakat = { action: 'zakat', cash: 10_000, gold_price_per_gram: 100 };
    expectError(
      await utilities({ ...zakat, currency: 'ABC' }),
      400,
      "Invalid body field 'currency': is not an ISO 4217 currency code (USD, EUR, SAR, PKR, IDR...)",
    );
    expect((await utilities({ ...zakat, currency: 'sar' })).json.currency).toBe('SAR');
  });
});

describe('property: no valid request yields a 500 or a non-finite number', () => {
  const latitude = fc.double({ min: -90, max: 90, noNaN: true });
  const longitude = fc.double({ min: -180, max: 180, noNaN: true });
  const body = fc.oneof(
    fc.record({ action: fc.constant('qibla'), lat: latitude, lng: longitude }),
    fc.record({
      action: fc.constant('prayer_times'),
      lat: latitude,
      lng: longitude,
      date: fc
        .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      method: fc.constantFrom(...PRAYER_METHOD_IDS.filter((id) => id !== 'custom')),
      madhab: fc.constantFrom('shafi', 'hanafi'),
    }),
  );
  const zakat = fc.record({
    action: fc.constant('zakat'),
    cash: fc.double({ min: 0, max: 1e15, noNaN: true }),
    gold: fc.double({ min: 0, max: 1e9, noNaN: true }),
    debt: fc.double({ min: 0, max: 1e15, noNaN: true }),
    gold_price_per_gram: fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
  });

  it('answers 200 with finite numbers only', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (request) => {
        const response = await utilities(request);
        expect(response.status).toBe(200);
        expect(response.text).not.toMatch(/null|NaN|Infinity/);
      }),
      { numRuns: 150 },
    );
  });

  it('answers any zakat numbers with the exact amounts or a 400 saying which bound they pass, never an approximation', async () => {
    await fc.assert(
      fc.asyncProperty(zakat, async (request) => {
        const response = await utilities(request);
        if (response.status === 200) {
          expect(response.text).not.toMatch(/null|NaN|Infinity|e\+|e-/);
          return;
        }
        expectError(
          response,
          400,
          /must have at most 6 decimal places and 15 significant digits|would come to more than \d+\.\d\d, the largest amount this API states exactly/,
        );
      }),
      { numRuns: 150, seed: 2026 },
    );
  });
});

describe('POST /api/v1/utilities: values people type', () => {
  it('takes method, madhab, high_latitude_rule and currency in any case, answering with the canonical value', async () => {
    const upper = await utilities({
      action: 'prayer_times',
      lat: 40.7128,
      lng: -74.006,
      date: '2026-06-01',
      method: 'ISNA',
      madhab: 'Hanafi',
      high_latitude_rule: 'Recommended',
    });
    const lower = await utilities({
      action: 'prayer_times',
      lat: 40.7128,
      lng: -74.006,
      date: '2026-06-01',
      method: 'isna',
      madhab: 'hanafi',
    });
    expect(upper.status).toBe(200);
    expect(upper.json).toMatchObject({ method: { id: 'isna' }, madhab: 'hanafi' });
    expect(upper.json.times).toEqual(lower.json.times);
    const zakat = await utilities({ action: 'zakat', cash: 100, gold_price_per_gram: 1, currency: 'usd' });
    expect(zakat.json.currency).toBe('USD');
    expectError(
      await utilities({ action: 'prayer_times', lat: 1, lng: 1, method: 'ISNAA' }),
      400,
      /^Invalid body field 'method': must be one of /,
    );
  });
});
