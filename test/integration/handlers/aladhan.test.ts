import { serviceForSuite, type TestResponse } from '../../support/local-service';

/**
 * AlAdhan's most used paths under /api/v1/aladhan (issue 40), as a client of api.aladhan.com/v1 calls them with its
 * base URL changed. The shapes expected are those of AlAdhan's documented examples: `{ code: 200, status: 'OK', data }`,
 * data.timings with Fajr...Lastthird as HH:MM, data.date with readable, timestamp, gregorian and hijri (DD-MM-YYYY,
 * month number and names, designation), data.meta with latitude, longitude, timezone, method (id, name, params),
 * latitudeAdjustmentMethod, midnightMode, school and offset; qibla's data { latitude, longitude, direction }.
 */
const service = serviceForSuite();

const aladhan = (path: string) => service.get(`/api/v1/aladhan/${path}`);
const HH_MM = /^\d{2}:\d{2}$/;

function expectDay(response: TestResponse, time = HH_MM) {
  expect(response.status).toBe(200);
  expect(response.json).toMatchObject({ code: 200, status: 'OK' });
  return expectDayShape(response.json.data, time);
}

/** One day of a calendar in AlAdhan's shape: its timings, date and meta. */
function expectDayShape(day: any, time = HH_MM) {
  const { timings, date, meta } = day;
  expect(Object.keys(timings)).toEqual([
    'Fajr',
    'Sunrise',
    'Dhuhr',
    'Asr',
    'Sunset',
    'Maghrib',
    'Isha',
    'Imsak',
    'Midnight',
    'Firstthird',
    'Lastthird',
  ]);
  for (const value of Object.values(timings)) expect(value).toMatch(time);
  expect(date.gregorian).toMatchObject({ format: 'DD-MM-YYYY', designation: { abbreviated: 'AD' }, lunarSighting: false });
  expect(date.hijri).toMatchObject({
    format: 'DD-MM-YYYY',
    designation: { abbreviated: 'AH' },
    holidays: expect.any(Array),
    adjustedHolidays: [],
    method: 'UAQ',
    month: { days: expect.any(Number) },
  });
  expect(meta).toMatchObject({
    method: { id: expect.any(Number), name: expect.any(String) },
    school: expect.stringMatching(/^(STANDARD|HANAFI)$/),
  });
  return day;
}

describe("AlAdhan's paths and fields its documentation lists as most used (issue 51)", () => {
  it('answers /methods by code name, with ids and angles, as method pickers read it', async () => {
    const methods = await aladhan('methods');
    expect(methods.status).toBe(200);
    expect(methods.json.data.MWL).toEqual({ id: 3, name: 'Muslim World League', params: { Fajr: 18, Isha: 17 } });
    expect(methods.json.data.MAKKAH).toMatchObject({ id: 4, params: { Fajr: 18.5, Isha: '90 min' } });
    expect(methods.json.data.ISNA).toMatchObject({ id: 2, params: { Fajr: 15, Isha: 15 } });
  });

  it("gives the Hijri month's length, the calendar, the holidays and no sighting, as AlAdhan's documented example does", async () => {
    // AlAdhan's example for 21 Mar 2025 (21 Ramadan 1446): day "21", month of 29 or 30 days, holidays ["Lailat-ul-Qadr"].
    const { json } = await aladhan('gToH/21-03-2025');
    expect(json.data.hijri).toMatchObject({
      date: '21-09-1446',
      day: '21',
      holidays: ['Lailat-ul-Qadr'],
      adjustedHolidays: [],
      method: 'UAQ',
    });
    expect([29, 30]).toContain(json.data.hijri.month.days);
    expect(json.data.hijri.weekday).toEqual({ en: "Al Juma'a", ar: 'الجمعة' });
    expect(json.data.gregorian.lunarSighting).toBe(false);
    expect((await aladhan('gToH/09-04-2027')).json.data.hijri.day).toMatch(/^\d{1,2}$/);
    // AlAdhan's example for 1 Jan 2025 (1 Rajab 1446): the holy months begin that day, not on the 27th.
    expect((await aladhan('gToH/01-01-2025')).json.data.hijri.holidays).toEqual(['Beginning of the holy months']);
    expect((await aladhan('gToH/27-01-2025')).json.data.hijri).toMatchObject({ date: '27-07-1446', holidays: ['Lailat-ul-Miraj'] });
  });

  it('answers annual=true with the year by month number, and refuses in its envelope with status "BAD_REQUEST"', async () => {
    const year = await aladhan('calendar/2026/3?latitude=51.5&longitude=-0.12&annual=true');
    expect(Object.keys(year.json.data)).toEqual(Array.from({ length: 12 }, (_, index) => String(index + 1)));
    expect(year.json.data['2']).toHaveLength(28);
    const refused = await aladhan('timings/01-03-2026?latitude=100&longitude=0');
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 400, status: 'BAD_REQUEST', data: expect.any(String) });
  });
});

describe("AlAdhan's paths under /api/v1/aladhan (issue 40)", () => {
  it("answers /timings/{date} as GET /prayer-times does, in AlAdhan's envelope and names", async () => {
    const query = 'latitude=21.4225&longitude=39.8262&method=4&school=1';
    const data = expectDay(await aladhan(`timings/01-03-2026?${query}`));
    const ours = await service.get(`/api/v1/prayer-times?${query}&date=2026-03-01`);
    expect(data.timings.Fajr).toBe(ours.json.times.fajr.time);
    expect(data.timings.Isha).toBe(ours.json.times.isha.time);
    expect(data.timings.Firstthird).toBe(ours.json.times.first_third_of_night.time);
    expect(data.date).toMatchObject({
      readable: '01 Mar 2026',
      gregorian: { date: '01-03-2026', day: '01', weekday: { en: 'Sunday' }, month: { number: 3, en: 'March' }, year: '2026' },
      hijri: { date: '12-09-1447', day: '12', month: { number: 9, en: 'Ramaḍān', ar: 'رَمَضان' }, year: '1447', weekday: { en: 'Al Ahad' } },
    });
    expect(data.meta).toMatchObject({
      latitude: 21.4225,
      longitude: 39.8262,
      timezone: 'Asia/Riyadh',
      method: { id: 4, params: { Fajr: 18.5, Isha: '120 min' } },
      school: 'HANAFI',
      midnightMode: 'STANDARD',
    });
    // A UNIX timestamp names the date too; iso8601=true writes the times in ISO 8601.
    const byTimestamp = expectDay(await aladhan(`timings/1772366400?${query}&iso8601=true`), /^2026-03-\d{2}T\d{2}:\d{2}:00\+03:00$/);
    expect(byTimestamp.date.gregorian.date).toBe('01-03-2026');
    expect(byTimestamp.timings.Fajr).toBe(ours.json.times.fajr.iso);
  });

  it('answers /timingsByCity and /calendarByCity with city and country, and /calendar by coordinates', async () => {
    const day = expectDay(await aladhan('timingsByCity/01-03-2026?city=Dubai&country=United Arab Emirates&method=8'));
    expect(day.meta).toMatchObject({ timezone: 'Asia/Dubai', method: { id: 8 } });
    const month = await aladhan('calendarByCity/2026/2?city=London&country=GB&method=3');
    expect(month.status).toBe(200);
    expect(month.json.data).toHaveLength(28);
    expect(month.json.data[0].date.gregorian.date).toBe('01-02-2026');
    expect(month.json.data[0].meta).toMatchObject({ timezone: 'Europe/London', method: { id: 3, params: { Fajr: 18, Isha: 17 } } });
    const byCoordinates = await aladhan('calendar/2026/3?latitude=51.5074&longitude=-0.1278&method=2');
    expect(byCoordinates.json.data).toHaveLength(31);
    expect(byCoordinates.headers.get('cache-control')).toBe('public, max-age=86400');
    // Rate limited as every endpoint is: the same middleware chain counts the call and says so.
    expect(Number(byCoordinates.headers.get('x-ratelimit-limit'))).toBeGreaterThan(0);
    expect(Number(byCoordinates.headers.get('x-ratelimit-remaining'))).toBeLessThan(Number(byCoordinates.headers.get('x-ratelimit-limit')));
  });

  it('converts dates both ways (/gToH, /hToG) and gives the qibla (/qibla/{lat}/{lng})', async () => {
    const toHijri = await aladhan('gToH/01-03-2026');
    expect(toHijri.json).toMatchObject({
      code: 200,
      status: 'OK',
      data: { hijri: { date: '12-09-1447' }, gregorian: { date: '01-03-2026' } },
    });
    const toGregorian = await aladhan('hToG/01-09-1447');
    expect(toGregorian.json.data).toMatchObject({
      gregorian: { date: '18-02-2026', weekday: { en: 'Wednesday' } },
      hijri: { date: '01-09-1447' },
    });
    const qibla = await aladhan('qibla/51.5074/-0.1278');
    expect(qibla.json).toMatchObject({ code: 200, status: 'OK', data: { latitude: 51.5074, longitude: -0.1278 } });
    expect(qibla.json.data.direction).toBeCloseTo(118.99, 1);
  });

  it("refuses in this API's error shape with AlAdhan's code, status and data added", async () => {
    // AlAdhan (Kipchak's error handler) answers a missing parameter { code: 400, status: 'BAD_REQUEST', data: message }
    // and a path it does not route { code: 404, status: 'RESOURCE_NOT_FOUND', data }.
    const missing = await aladhan('timingsByCity/01-03-2026?city=London');
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      error: 'Bad Request',
      message: "Invalid query parameter 'country': is required on this path (AlAdhan's)",
      code: 400,
      status: 'BAD_REQUEST',
      data: "Invalid query parameter 'country': is required on this path (AlAdhan's)",
    });
    const unknownPlace = await aladhan('timingsByCity/01-03-2026?city=Qwxzv&country=GB');
    expect(unknownPlace.status).toBe(404);
    expect(unknownPlace.json).toMatchObject({ code: 404, error: 'Not Found', suggestions: expect.any(Array) });
    const unknownPath = await aladhan('asmaAlHusna');
    expect(unknownPath.status).toBe(404);
    expect(unknownPath.json).toMatchObject({ code: 404, status: 'RESOURCE_NOT_FOUND' });
    expect(unknownPath.json.message).toMatch(/^AlAdhan's path 'asmaAlHusna' is not served here; these are: \/timings\/\{date\}/);
    expect((await aladhan('timings/01-03-2026?latitude=91&longitude=0')).status).toBe(400);
  });

  it.each([
    'gToH/01-01-2026?adjustment=100000000',
    'gToH/01-01-2026?adjustment=1000000000',
    'gToH/01-01-2026?adjustment=-1000000000',
    'hToG/01-09-1447?adjustment=100000000',
    'hToG/01-09-1447?adjustment=-1000000000',
    'hToG/01-09-1447?adjustment=3',
    'gToH/01-01-2026?adjustment=1.5',
  ])('bounds the Hijri adjustment as everywhere else (issue 48, finding 6): %s is a 400 naming it', async (path) => {
    const answer = await aladhan(path);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 400, error: 'Bad Request' });
    expect(answer.json.message).toMatch(
      /^Invalid query parameter 'adjustment': must be (from -2 to 2|a whole number) \(days added to the Hijri date for local sighting\)$/,
    );
  });

  it("shifts by an adjustment within the bounds, and names a Hijri date out of range without the runtime's words", async () => {
    const shifted = await aladhan('gToH/01-03-2026?adjustment=-1');
    expect(shifted.status).toBe(200);
    expect(shifted.json.data.hijri.date).toBe('11-09-1447');
    const back = await aladhan('hToG/11-09-1447?adjustment=-1');
    expect(back.json.data.gregorian.date).toBe('01-03-2026');
    const farYear = await aladhan('hToG/01-01-9999');
    expect(farYear.status).toBe(400);
    expect(farYear.json.message).toBe('The Hijri date 01-01-9999 must be in the years 1318 to 1523 AH');
    const noMonth = await aladhan('hToG/01-13-1447');
    expect(noMonth.json.message).toBe('The Hijri date 01-13-1447 names month 13; months are 01 to 12');
    const noDay = await aladhan('hToG/30-10-1447');
    expect(noDay.status).toBe(400);
    expect(noDay.json.message).toBe('The Hijri date 30-10-1447 is not a day: Shawwal 1447 has 29 days');
  });
});

describe("AlAdhan's hijriCalendar and nextPrayer (issue 51, finding 6)", () => {
  // AlAdhan's documented example: /hijriCalendar/1446/7 at 51.5194682, -0.1360365 with the Muslim World League's method.
  const LONDON = 'latitude=51.5194682&longitude=-0.1360365&method=3';
  const MAKKAH = 'latitude=21.4225&longitude=39.8262&method=4';

  it('answers /hijriCalendar/{year}/{month} with each day of the Hijri month, as /timings answers each', async () => {
    const month = await aladhan(`hijriCalendar/1446/7?${LONDON}`);
    expect(month.status).toBe(200);
    expect(month.json).toMatchObject({ code: 200, status: 'OK' });
    const days = month.json.data;
    for (const day of days) expectDayShape(day);
    // The documented example's first day, field for field.
    expect(days[0].date).toMatchObject({
      readable: '01 Jan 2025',
      gregorian: { date: '01-01-2025', day: '01', weekday: { en: 'Wednesday' }, month: { number: 1, en: 'January' }, year: '2025' },
      hijri: {
        date: '01-07-1446',
        day: '1',
        weekday: { en: "Al Arba'a", ar: 'الاربعاء' },
        month: { number: 7, en: 'Rajab', ar: 'رَجَب', days: 30 },
        year: '1446',
        designation: { abbreviated: 'AH', expanded: 'Anno Hegirae' },
        holidays: ['Beginning of the holy months'],
        adjustedHolidays: [],
      },
    });
    expect(days[0].meta).toMatchObject({ latitude: 51.5194682, longitude: -0.1360365, method: { id: 3, params: { Fajr: 18, Isha: 17 } } });
    // Every day of the month, in order, and no other: 1 to 30 Rajab on consecutive Gregorian days.
    expect(days).toHaveLength(30);
    expect(days.map((day: any) => day.date.hijri.date)).toEqual(
      days.map((_: unknown, index: number) => `${String(index + 1).padStart(2, '0')}-07-1446`),
    );
    const gregorian = days.map((day: any) => Date.parse(day.date.gregorian.date.split('-').reverse().join('-')));
    expect(gregorian.slice(1).map((time: number, index: number) => time - gregorian[index])).toEqual(Array(29).fill(86_400_000));
    expect(days[29].date.gregorian.date).toBe((await aladhan('hToG/30-07-1446')).json.data.gregorian.date);
    // The times, dates and settings of each day are those /timings gives for that day and place.
    for (const index of [0, 14, 29]) {
      const single = await aladhan(`timings/${days[index].date.gregorian.date}?${LONDON}`);
      expect(days[index]).toEqual(single.json.data);
    }
  });

  it('answers /hijriCalendar/{year} (and annual=true) with the Hijri year by month number, as GET /prayer-times counts it', async () => {
    const year = await aladhan(`hijriCalendar/1446?${LONDON}`);
    expect(year.status).toBe(200);
    expect(Object.keys(year.json.data)).toEqual(Array.from({ length: 12 }, (_, index) => String(index + 1)));
    expect(year.json.data['7']).toEqual((await aladhan(`hijriCalendar/1446/7?${LONDON}`)).json.data);
    for (const [number, days] of Object.entries(year.json.data as Record<string, any[]>)) {
      expect(days.every((day) => day.date.hijri.month.number === Number(number) && day.date.hijri.year === '1446')).toBe(true);
      expect(days).toHaveLength(days[0].date.hijri.month.days);
    }
    const ours = await service.get('/api/v1/prayer-times?lat=51.5194682&lng=-0.1360365&method=mwl&hijri_year=1446');
    const total = Object.values(year.json.data as Record<string, unknown[]>).reduce((sum, days) => sum + days.length, 0);
    expect(total).toBe(ours.json.days.length);
    const annual = await aladhan(`hijriCalendar/1446/7?${LONDON}&annual=true`);
    expect(annual.json.data).toEqual(year.json.data);
  });

  it('answers /hijriCalendarByCity with city and country, and shifts the month by the Hijri adjustment as /hToG does', async () => {
    const ramadan = await aladhan('hijriCalendarByCity/1447/9?city=Makkah&country=SA&method=4');
    expect(ramadan.status).toBe(200);
    const [first] = ramadan.json.data;
    expect(first.date.gregorian.date).toBe((await aladhan('hToG/01-09-1447')).json.data.gregorian.date);
    expect(first.date.hijri).toMatchObject({ date: '01-09-1447', holidays: ['1st Day of Ramadan'] });
    expect(ramadan.json.data).toHaveLength(first.date.hijri.month.days);
    // Umm al-Qura's isha in Ramadan: 120 minutes after sunset.
    expect(first.meta).toMatchObject({ timezone: 'Asia/Riyadh', method: { id: 4, params: { Isha: '120 min' } } });
    const single = await aladhan(`timingsByCity/${first.date.gregorian.date}?city=Makkah&country=SA&method=4`);
    expect(first.timings).toEqual(single.json.data.timings);
    // adjustment=-1: each Hijri date a day earlier, so the month begins a day later.
    const shifted = await aladhan(`hijriCalendar/1447/9?${MAKKAH}&adjustment=-1`);
    const back = await aladhan('hToG/01-09-1447?adjustment=-1');
    expect(shifted.json.data[0].date).toMatchObject({
      gregorian: { date: back.json.data.gregorian.date },
      hijri: { date: '01-09-1447' },
    });
    expect(shifted.json.data[0].timings).toEqual(
      (await aladhan(`timings/${back.json.data.gregorian.date}?${MAKKAH}&adjustment=-1`)).json.data.timings,
    );
  });

  it("answers /nextPrayer/{timestamp} with the next of the five prayers alone, as AlAdhan's example shows it", async () => {
    // AlAdhan's documented answer: { code: 200, status: 'OK', data: { timings: { Dhuhr: '12:04' }, date, meta } }.
    const day = await aladhan(`timings/01-03-2026?${MAKKAH}&iso8601=true`);
    const clock = await aladhan(`timings/01-03-2026?${MAKKAH}`);
    const prayers = ['Fajr', 'Dhuhr', 'Asr', 'Maghrib', 'Isha'];
    for (const [index, name] of prayers.entries()) {
      const at = Date.parse(day.json.data.timings[name]) / 1000;
      // A minute before a prayer, that prayer is next; at its very time, the one after it.
      const before = await aladhan(`nextPrayer/${at - 60}?${MAKKAH}`);
      expect(before.status).toBe(200);
      expect(before.json).toMatchObject({ code: 200, status: 'OK' });
      expect(before.json.data.timings).toEqual({ [name]: clock.json.data.timings[name] });
      expect(before.json.data.date).toEqual(clock.json.data.date);
      expect(before.json.data.meta).toEqual(clock.json.data.meta);
      expect(before.headers.get('cache-control')).not.toBe('no-store');
      if (index < prayers.length - 1) {
        const atItsTime = await aladhan(`nextPrayer/${at}?${MAKKAH}`);
        expect(atItsTime.json.data.timings).toEqual({ [prayers[index + 1]]: clock.json.data.timings[prayers[index + 1]] });
      }
    }
    // After isha: the next day's fajr, with that day's date; iso8601=true writes it in ISO 8601 as /timings does.
    const night = Date.parse(day.json.data.timings.Isha) / 1000 + 60;
    const tomorrow = await aladhan(`timings/02-03-2026?${MAKKAH}&iso8601=true`);
    const next = await aladhan(`nextPrayer/${night}?${MAKKAH}&iso8601=true`);
    expect(next.json.data.timings).toEqual({ Fajr: tomorrow.json.data.timings.Fajr });
    expect(next.json.data.date).toEqual(tomorrow.json.data.date);
  });

  it('answers /nextPrayer/{date} at the present time of day, and /nextPrayer now, never stored', async () => {
    const dated = await aladhan(`nextPrayer/05-03-2026?${MAKKAH}`);
    expect(dated.status).toBe(200);
    const [name] = Object.keys(dated.json.data.timings);
    expect(['Fajr', 'Dhuhr', 'Asr', 'Maghrib', 'Isha']).toContain(name);
    // That day's prayer, or the next day's fajr once that day's isha has passed at this hour.
    const onItsDay = await aladhan(`timings/${dated.json.data.date.gregorian.date}?${MAKKAH}`);
    expect(['05-03-2026', '06-03-2026']).toContain(dated.json.data.date.gregorian.date);
    expect(dated.json.data.timings[name]).toBe(onItsDay.json.data.timings[name]);
    expect(dated.headers.get('cache-control')).toBe('no-store');
    const now = await aladhan(`nextPrayer?${MAKKAH}`);
    expect(now.status).toBe(200);
    expect(Object.keys(now.json.data.timings)).toHaveLength(1);
    expect(now.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    [
      'hijriCalendar/1447/13?latitude=21.4&longitude=39.8',
      "Invalid query parameter 'month': must be from 1 to 12 (a Hijri month, 1 to 12)",
    ],
    [
      'hijriCalendar/9999/1?latitude=21.4&longitude=39.8',
      "Invalid query parameter 'year': must be from 1318 to 1523 (a Hijri year, 1318 to 1523, as /hijriCalendar/1447/9)",
    ],
    [
      'hijriCalendar?latitude=21.4&longitude=39.8',
      "Invalid query parameter 'year': is required (a Hijri year, 1318 to 1523, as /hijriCalendar/1447/9)",
    ],
    ['hijriCalendarByCity/1447/9?city=Makkah', "Invalid query parameter 'country': is required on this path (AlAdhan's)"],
    [
      'hijriCalendar/1447/9?latitude=21.4&longitude=39.8&hijri_year=1446',
      "Unknown query parameter 'hijri_year': the Hijri year and month are /hijriCalendar/{year}/{month} here",
    ],
    ['hijriCalendar/1447/9?latitude=21.4&longitude=39.8&annual=yes', "Invalid query parameter 'annual': must be true or false"],
    ['nextPrayer/32-01-2026?latitude=21.4&longitude=39.8', "Invalid query parameter 'date': is not a real calendar date"],
    ['nextPrayer/99999999999?latitude=21.4&longitude=39.8', "Invalid query parameter 'date': must be from 1900-01-01 to 2100-12-31"],
    [
      'nextPrayer/1772366400?latitude=91&longitude=39.8',
      "Invalid query parameter 'lat': must be from -90 to 90 (latitude in degrees, -90 to 90)",
    ],
    [
      'nextPrayer?latitude=21.4&longitude=39.8&year=2026',
      "Unknown query parameter 'year': the day is /nextPrayer/{date} here (DD-MM-YYYY or a UNIX timestamp)",
    ],
  ])("refuses %s with a 400 in AlAdhan's envelope saying why", async (path, message) => {
    const refused = await aladhan(path);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ error: 'Bad Request', message, code: 400, status: 'BAD_REQUEST', data: message });
  });
});
