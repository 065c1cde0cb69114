import { expectError, serviceForSuite } from '../../support/local-service';

const service = serviceForSuite();

const utilities = (body: unknown) => service.post('/api/v1/utilities', JSON.stringify(body));
const calendar = (query: string) => service.get(`/api/v1/prayer-times?${query}`);
const minutesBetween = (a: { iso: string }, b: { iso: string }) => (Date.parse(b.iso) - Date.parse(a.iso)) / 60_000;

describe("POST /api/v1/utilities: prayer_times with AlAdhan's options", () => {
  const makkah = { action: 'prayer_times', lat: 21.4225, lng: 39.8262, date: '2026-03-01', timezone: 'Asia/Riyadh' };

  it("reads AlAdhan's names and values as ours, with the same answer", async () => {
    const ours = await utilities({
      ...makkah,
      method: 'umm_al_qura',
      madhab: 'hanafi',
      high_latitude_rule: 'twilight_angle',
      midnight_mode: 'jafari',
    });
    const theirs = await utilities({
      action: 'prayer_times',
      latitude: 21.4225,
      longitude: 39.8262,
      date: '01-03-2026',
      timezonestring: 'Asia/Riyadh',
      method: 4,
      school: 1,
      latitudeAdjustmentMethod: 3,
      midnightMode: 1,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.json).toEqual(ours.json);
    expect(theirs.json).toMatchObject({ method: { id: 'umm_al_qura', aladhan_id: 4 }, madhab: 'hanafi', midnight_mode: 'jafari' });
    expect((await utilities({ ...makkah, method: 'MAKKAH' })).json.method.id).toBe('umm_al_qura');
  });

  it('serves the methods AlAdhan lists, with their angles', async () => {
    const expected = {
      jafari: { aladhan_id: 0, fajr_angle: 16, isha_angle: 14, maghrib_angle: 4 },
      gulf: { aladhan_id: 8, fajr_angle: 19.5, isha_interval_minutes: 90 },
      france: { aladhan_id: 12, fajr_angle: 12, isha_angle: 12 },
      russia: { aladhan_id: 14, fajr_angle: 16, isha_angle: 15 },
      jakim: { aladhan_id: 17, fajr_angle: 20, isha_angle: 18 },
      tunisia: { aladhan_id: 18, fajr_angle: 18, isha_angle: 18 },
      algeria: { aladhan_id: 19, fajr_angle: 18, isha_angle: 17 },
      kemenag: { aladhan_id: 20, fajr_angle: 20, isha_angle: 18 },
      morocco: { aladhan_id: 21, fajr_angle: 19, isha_angle: 17 },
      portugal: { aladhan_id: 22, fajr_angle: 18, isha_interval_minutes: 77, maghrib_interval_minutes: 3 },
      jordan: { aladhan_id: 23, fajr_angle: 18, isha_angle: 18, maghrib_interval_minutes: 5 },
    };
    for (const [id, method] of Object.entries(expected)) {
      const byName = await utilities({ ...makkah, method: id });
      const byNumber = await utilities({ ...makkah, method: method.aladhan_id });
      expect(byName.json.method).toMatchObject({ id, ...method });
      expect(byNumber.json.times).toEqual(byName.json.times);
    }
    const jordan = (await utilities({ ...makkah, method: 'jordan' })).json;
    expect(minutesBetween(jordan.times.sunset, jordan.times.maghrib)).toBe(5);
  });

  it('takes custom angles, an isha interval and methodSettings, and says the method was overridden', async () => {
    const custom = await utilities({ ...makkah, method: 'custom', fajr_angle: 19, isha_interval_minutes: 100 });
    expect(custom.json.method).toMatchObject({
      id: 'custom',
      aladhan_id: 99,
      fajr_angle: 19,
      isha_interval_minutes: 100,
      overridden: true,
    });
    expect(minutesBetween(custom.json.times.sunset, custom.json.times.isha)).toBe(100);
    const settings = await utilities({ ...makkah, method: 99, methodSettings: '19,null,100 min' });
    expect(settings.json.times).toEqual(custom.json.times);
    const steeper = await utilities({ ...makkah, method: 'muslim_world_league', fajr_angle: 20 });
    const plain = await utilities({ ...makkah, method: 'muslim_world_league' });
    expect(Date.parse(steeper.json.times.fajr.iso)).toBeLessThan(Date.parse(plain.json.times.fajr.iso));
    expect(steeper.json.method.overridden).toBe(true);
    expect(plain.json.method.overridden).toBe(false);
  });

  it("adds tune minutes, as an object or AlAdhan's nine comma-separated values", async () => {
    const plain = (await utilities({ ...makkah, method: 'umm_al_qura' })).json;
    const tuned = (await utilities({ ...makkah, method: 'umm_al_qura', tune: { fajr: 2, dhuhr: -1, isha: 3, midnight: 5 } })).json;
    const aladhan = (await utilities({ ...makkah, method: 'umm_al_qura', tune: '0,2,0,-1,0,0,0,3,5' })).json;
    expect(aladhan.times).toEqual(tuned.times);
    expect(minutesBetween(plain.times.fajr, tuned.times.fajr)).toBe(2);
    expect(minutesBetween(plain.times.dhuhr, tuned.times.dhuhr)).toBe(-1);
    expect(minutesBetween(plain.times.isha, tuned.times.isha)).toBe(3);
    expect(minutesBetween(plain.times.midnight, tuned.times.midnight)).toBe(5);
    expect(minutesBetween(tuned.times.imsak, tuned.times.fajr)).toBe(10);
    expect(tuned.tune_minutes).toMatchObject({ fajr: 2, dhuhr: -1, isha: 3, midnight: 5, asr: 0 });
  });

  it('uses the shafaq the Moonsighting Committee names, and shifts the Hijri date by an adjustment', async () => {
    const london = { action: 'prayer_times', lat: 51.5, lng: -0.12, date: '2026-01-15', method: 'moonsighting_committee' };
    const general = (await utilities(london)).json;
    const ahmer = (await utilities({ ...london, shafaq: 'ahmer' })).json;
    expect(Date.parse(ahmer.times.isha.iso)).toBeLessThan(Date.parse(general.times.isha.iso));
    expect(general.applied_rules.isha).toMatchObject({ rule: 'seasonal_twilight' });
    const shifted = (await utilities({ ...makkah, adjustment: -1 })).json;
    expect(shifted.hijri).toMatchObject({ date: '1447-09-11', adjustment_days: -1 });
    expect((await utilities(makkah)).json.hijri.date).toBe('1447-09-12');
  });

  it('keeps the order and names the rules at 69.65 N in midwinter, where the library served asr after maghrib', async () => {
    const response = await utilities({ action: 'prayer_times', lat: 69.65, lng: 18.96, date: '2026-01-15' });
    const { times, applied_rules: rules, polar_resolution: polar } = response.json;
    const order = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'].map((name) => Date.parse(times[name].iso));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(6);
    expect(polar).toMatchObject({ rule: 'nearest_latitude' });
    expect(rules.asr).toMatchObject({ rule: 'nearest_latitude' });
    expect(rules.fajr).toMatchObject({ rule: 'seventh_of_the_night' });
    for (const name of ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib']) expect(times[name].iso.slice(0, 10)).toBe('2026-01-15');
  });

  it.each([
    [{ method: 'custom' }, "Invalid body field 'fajr_angle': is required with method custom"],
    [{ method: 'custom', fajr_angle: 18 }, "Invalid body field 'isha_angle': or isha_interval_minutes is required with method custom"],
    [
      { isha_angle: 17, isha_interval_minutes: 90 },
      "Invalid body field 'isha_interval_minutes': cannot be given with 'isha_angle': give one of them",
    ],
    [{ fajr_angle: 45 }, "Invalid body field 'fajr_angle': must be from 0 to 30 (degrees below the horizon for fajr)"],
    [{ tune: { fajr: 31 } }, "Invalid body field 'tune.fajr': must be from -30 to 30 (minutes added to fajr)"],
    [{ tune: '1,2,3' }, /^Invalid body field 'tune': must be an object of minutes by time/],
    [{ tune: { noon: 1 } }, "Unknown body field 'noon'"],
    [{ latitude: 21 }, "Invalid body field 'latitude': is AlAdhan's name for 'lat': give one of them, not both"],
    [{ methodSettings: '18,19' }, /^Invalid body field 'methodSettings': must be "fajr,maghrib,isha"/],
    [{ school: 2 }, /^Invalid body field 'madhab': must be one of shafi, hanafi/],
    [{ method: 6 }, /^Invalid body field 'method': must be one of/],
    [{ adjustment: 3 }, "Invalid body field 'hijri_adjustment': must be from -2 to 2 (days added to the Hijri date for local sighting)"],
    [{ shafaq: 'blue' }, /^Invalid body field 'shafaq': must be one of general, ahmer, abyad/],
  ])('refuses %j with a 400 naming the field', async (fields, message) => {
    expectError(await utilities({ ...makkah, ...fields }), 400, message);
  });
});

describe('POST /api/v1/utilities: hijri', () => {
  it('converts both ways, inside the Umm al-Qura table and outside it', async () => {
    expect((await utilities({ action: 'hijri', date: '2026-02-18' })).json).toMatchObject({
      gregorian: '2026-02-18',
      hijri: { date: '1447-09-01', month_name: 'Ramadan', calendar: 'islamic_umalqura' },
    });
    expect((await utilities({ action: 'hijri', hijri_date: '1447-09-01' })).json).toMatchObject({ gregorian: '2026-02-18' });
    expect((await utilities({ action: 'hijri', hijri_date: '1447-09-01', adjustment: 1 })).json).toMatchObject({
      gregorian: '2026-02-17',
      hijri: { date: '1447-09-01', adjustment_days: 1 },
    });
    expect((await utilities({ action: 'hijri', hijri_date: '1520-09-01' })).json.hijri).toMatchObject({ calendar: 'islamic_civil' });
  });

  it("lists a Hijri month day by day, and a year's months and main dates", async () => {
    const ramadan = (await utilities({ action: 'hijri', hijri_month: '1447-09' })).json.month;
    expect(ramadan).toMatchObject({ month: 9, month_name: 'Ramadan', first_day: '2026-02-18', calendar: 'islamic_umalqura' });
    expect(ramadan.dates).toHaveLength(ramadan.days);
    expect(ramadan.dates[0]).toEqual({ gregorian: '2026-02-18', hijri: '1447-09-01' });
    const year = (await utilities({ action: 'hijri', hijri_year: 1447 })).json;
    expect(year.months).toHaveLength(12);
    expect(year.months.reduce((sum: number, month: { days: number }) => sum + month.days, 0)).toBeGreaterThanOrEqual(354);
    const names = Object.fromEntries(year.islamic_dates.map((entry: { name: string; gregorian: string }) => [entry.name, entry.gregorian]));
    expect(names['Eid al-Fitr (1 Shawwal)']).toBe('2026-03-20');
    expect(names['Day of Arafah (9 Dhu al-Hijjah)']).toBe('2026-05-26');
  });

  it.each([
    [{}, 'Invalid request body: give exactly one of date, hijri_date, hijri_month or hijri_year'],
    [
      { date: '2026-01-01', hijri_year: 1447 },
      "Invalid body field 'hijri_year': give exactly one of date, hijri_date, hijri_month or hijri_year",
    ],
    [{ hijri_date: '1447-13-01' }, "Invalid body field 'hijri_date': must be a Hijri date as YYYY-MM-DD, e.g. 1447-09-01"],
    [{ hijri_date: '1447-02-30' }, "Invalid body field 'hijri_date': Safar 1447 has 29 days"],
    [{ hijri_month: '1600-01' }, "Invalid body field 'hijri_month': must be in the years 1318 to 1523 AH"],
    [{ hijri_year: 1200 }, "Invalid body field 'hijri_year': must be from 1318 to 1523 (a Hijri year)"],
  ])('refuses %j', async (fields, message) => {
    expectError(await utilities({ action: 'hijri', ...fields }), 400, message);
  });
});

describe('GET /api/v1/prayer-times', () => {
  it('answers a Gregorian month day by day, cacheable, the days in order and on their own dates', async () => {
    const response = await calendar('lat=21.4225&lng=39.8262&year=2026&month=2&method=umm_al_qura');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(response.json).toMatchObject({ from: '2026-02-01', to: '2026-02-28', timezone: 'Asia/Riyadh', method: { id: 'umm_al_qura' } });
    const days = response.json.days as Array<{ date: string; times: Record<string, { iso: string }>; hijri: { month: number } }>;
    expect(days.map((day) => day.date)).toEqual(Array.from({ length: 28 }, (_, index) => `2026-02-${String(index + 1).padStart(2, '0')}`));
    for (const day of days) expect(day.times.dhuhr.iso.slice(0, 10)).toBe(day.date);
    // Ramadan 1447 begins on 18 February: isha 120 minutes after sunset from then.
    const isha = (day: (typeof days)[number]) => minutesBetween(day.times.sunset, day.times.isha);
    expect(isha(days[16])).toBe(90);
    expect(isha(days[17])).toBe(120);
    expect(response.json.method.isha_interval_minutes).toBe(90);
    expect(days[16]).not.toHaveProperty('isha_interval_minutes');
    expect(days[17]).toMatchObject({ isha_interval_minutes: 120 });
    expect(days[17].hijri.month).toBe(9);
    const again = await calendar('lat=21.4225&lng=39.8262&year=2026&month=2&method=umm_al_qura');
    expect(again.json).toEqual(response.json);
    // The second is the kept answer: the same bytes, so the same tag.
    expect(again.headers.get('etag')).toBe(response.headers.get('etag'));
    const notModified = await service.get('/api/v1/prayer-times?lat=21.4225&lng=39.8262&year=2026&month=2&method=umm_al_qura', {
      'If-None-Match': response.headers.get('etag') as string,
    });
    expect(notModified.status).toBe(304);
  });

  it('answers a year, a range and a Hijri month, and agrees with the single day', async () => {
    const year = (await calendar('lat=51.5&lng=-0.12&year=2028')).json;
    expect(year.days).toHaveLength(366);
    const range = (await calendar('lat=51.5&lng=-0.12&from=2028-02-27&to=2028-03-02')).json;
    expect(range.days.map((day: { date: string }) => day.date)).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
      '2028-03-02',
    ]);
    const single = (await calendar('lat=51.5&lng=-0.12&date=2028-02-29')).json;
    expect(range.days[2].times).toEqual(single.times);
    expect(single).not.toHaveProperty('next_prayer');
    const ramadan = (await calendar('latitude=59.91&longitude=10.75&hijri_year=1447&hijri_month=9&school=1')).json;
    expect(ramadan.days[0]).toMatchObject({ date: '2026-02-18', hijri: { date: '1447-09-01' } });
    expect(ramadan.days.at(-1).hijri.month).toBe(9);
    expect(ramadan.madhab).toBe('hanafi');
  });

  it('answers today with the next prayer, never stored', async () => {
    const response = await calendar('lat=-6.2&lng=106.85');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json).toMatchObject({ method: { id: 'kemenag' }, method_source: 'time_zone', timezone: 'Asia/Jakarta' });
    expect(response.json.next_prayer.minutes_left).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['lat=1&lng=2&year=2026&date=2026-01-01', /^Invalid query parameter 'year': cannot be given with 'date'/],
    ['lat=1&lng=2&month=3', "Invalid query parameter 'month': needs 'year'"],
    ['lat=1&lng=2&from=2026-01-01', "Invalid query parameter 'from': needs 'to'"],
    ['lat=1&lng=2&from=2026-01-01&to=2027-01-02', "Invalid query parameter 'to': must be at most 366 days from 'from' (inclusive)"],
    ['lat=1&lng=2&from=2026-02-01&to=2026-01-01', "Invalid query parameter 'to': must not be before 'from'"],
    ['lat=abc&lng=2', "Invalid query parameter 'lat': must be a number (latitude in degrees, -90 to 90)"],
    ['lat=1&lng=2&year=2026&month=13', "Invalid query parameter 'month': must be from 1 to 12 (a Gregorian month, 1 to 12, with year)"],
    ['lat=1&lng=2&hijri_year=1447&hijri_month=0', /^Invalid query parameter 'hijri_month': must be from 1 to 12/],
    ['lat=1&lng=2&colour=red', "Unknown query parameter 'colour'"],
  ])('refuses %s with a 400 naming the parameter', async (query, message) => {
    expectError(await calendar(query), 400, message);
  });
});

describe('a day the time zone skipped (Samoa, 2011-12-30)', () => {
  const apia = 'lat=-13.8333&lng=-171.75&timezone=Pacific/Apia';

  it('has no prayer times: a 400 saying so, for one day by POST or GET', async () => {
    const message = 'The date 2011-12-30 did not exist in Pacific/Apia: the zone skipped that day, so it has no prayer times';
    const posted = await service.post(
      '/api/v1/utilities',
      JSON.stringify({ action: 'prayer_times', lat: -13.8333, lng: -171.75, timezone: 'Pacific/Apia', date: '2011-12-30' }),
    );
    expect(posted.status).toBe(400);
    expect(posted.json.message).toBe(message);
    const got = await calendar(`${apia}&date=2011-12-30`);
    expect(got.status).toBe(400);
    expect(got.json.message).toBe(message);
  });

  it('is left out of a calendar, whose days go from the 29th to the 31st', async () => {
    const response = await calendar(`${apia}&from=2011-12-28&to=2012-01-01`);
    expect(response.status).toBe(200);
    const days = response.json.days as Array<{ date: string; times: { fajr: { iso: string } } }>;
    expect(days.map((day) => day.date)).toEqual(['2011-12-28', '2011-12-29', '2011-12-31', '2012-01-01']);
    // Every day's times are that day's, in the zone's new offset after the skip.
    expect(days.map((day) => day.times.fajr.iso.slice(0, 10))).toEqual(['2011-12-28', '2011-12-29', '2011-12-31', '2012-01-01']);
    expect(days[2].times.fajr.iso).toMatch(/\+14:00$/);
  });
});
