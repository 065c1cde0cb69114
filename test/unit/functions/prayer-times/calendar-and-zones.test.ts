import { calculatePrayerTimes } from '../../../../functions/astronomy/prayer-times';
import { canonicalTimeZone, localTime, timeZoneAt, todayIn } from '../../../../functions/astronomy/time-zones';
import { prayerCalendar, prayerCalendarInSlices, prayerSetupOf } from '../../../../functions/prayer-times/prayer-service';
import { prayerCalendarQuerySchema } from '../../../../functions/prayer-times/prayer-times-query';

describe('time zones', () => {
  it('finds the IANA zone of coordinates offline, with Etc zones at sea', () => {
    expect(timeZoneAt(51.5074, -0.1278)).toBe('Europe/London');
    expect(timeZoneAt(21.4225, 39.8262)).toBe('Asia/Riyadh');
    expect(timeZoneAt(40.7128, -74.006)).toBe('America/New_York');
    expect(timeZoneAt(-33.8688, 151.2093)).toBe('Australia/Sydney');
    expect(timeZoneAt(0, -30)).toBe('Etc/GMT+2');
  });

  it('canonicalises zone names and refuses unknown ones', () => {
    expect(canonicalTimeZone('europe/london')).toBe('Europe/London');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeUndefined();
  });

  it('renders local wall-clock time with the offset in force', () => {
    const instant = new Date('2026-07-01T12:34:56Z');
    expect(localTime(instant, 'Asia/Kolkata')).toEqual({
      date: '2026-07-01',
      time: '18:04',
      offset: '+05:30',
      iso: '2026-07-01T18:04:56+05:30',
    });
    expect(localTime(instant, 'UTC').offset).toBe('+00:00');
    expect(localTime(instant, 'America/St_Johns').iso).toBe('2026-07-01T10:04:56-02:30');
    // Before standard time, Tarawa kept local mean time, +11:32:04: ISO offsets stop at minutes.
    expect(localTime(new Date('1900-12-31T00:00:00Z'), 'Pacific/Tarawa')).toMatchObject({
      offset: '+11:32',
      iso: '1900-12-31T11:32:00+11:32',
    });
    expect(todayIn('Pacific/Kiritimati', new Date('2026-07-01T11:00:00Z'))).toBe('2026-07-02');
  });
});

describe('a calendar shares solar events between neighbouring days', () => {
  // Polar resolution (latitudes that change from day to day), Jafari midnight (tomorrow's fajr), a skipped day.
  const cases = [
    { name: 'London, MWL', query: { lat: '51.5074', lng: '-0.1278', year: '2026' } },
    { name: 'Tromsø, Jafari', query: { lat: '69.6496', lng: '18.956', year: '2026', method: 'jafari' } },
    { name: 'Longyearbyen, seventh', query: { lat: '78.22', lng: '15.65', year: '2026', high_latitude_rule: 'seventh_of_the_night' } },
    { name: 'Ushuaia, Moonsighting', query: { lat: '-54.8', lng: '-68.3', year: '2026', method: 'moonsighting_committee' } },
    { name: 'Apia, 2011', query: { lat: '-13.83', lng: '-171.76', year: '2011', timezone: 'Pacific/Apia' } },
  ];
  it.each(cases)('answers every day of a year at $name as the day computed alone', ({ query }) => {
    const setup = prayerSetupOf(prayerCalendarQuerySchema.parse(query));
    const year = query.year;
    const { days } = prayerCalendar(setup, `${year}-01-01`, `${year}-12-31`);
    expect(days.length).toBeGreaterThanOrEqual(364);
    for (const day of days) {
      const alone = calculatePrayerTimes({ ...setup.base, date: day.date });
      expect({ times: day.times, rules: day.applied_rules, polar: day.polar_resolution, offset: day.utc_offset }).toEqual({
        times: alone.times,
        rules: alone.applied_rules,
        polar: alone.polar_resolution,
        offset: alone.utc_offset,
      });
    }
  });
});

describe('a calendar in time slices', () => {
  it('is the calendar computed at once, while it gives the event loop back on the way', async () => {
    const setup = prayerSetupOf(prayerCalendarQuerySchema.parse({ lat: '69.65', lng: '18.96', year: '2026' }));
    let turns = 0;
    const ticking = setInterval(() => (turns += 1), 0);
    try {
      const sliced = await prayerCalendarInSlices(setup, '2026-01-01', '2026-12-31');
      expect(sliced).toEqual(prayerCalendar(setup, '2026-01-01', '2026-12-31'));
    } finally {
      clearInterval(ticking);
    }
    // Timers ran while it was computed: it did not hold the loop from start to end.
    expect(turns).toBeGreaterThan(0);
  });
});
