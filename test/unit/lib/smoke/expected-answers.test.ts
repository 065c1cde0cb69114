import { readFileSync } from 'node:fs';
import { Coordinates, Madhab, PrayerTimes } from 'adhan';
import { EXPECTED_PRAYER_TIMES, EXPECTED_VERSE } from '../../../../lib/smoke/expected-answers';
import { ADHAN_METHODS } from '../../../support/adhan-methods';

/** The smoke test's pins, each against a source of its own (the hadith's: the integration suite on the real corpus). */
describe("the smoke test's expected answers", () => {
  it('pins Ayat al-Kursi exactly as quran-json, the pinned source, gives it', () => {
    type Surah = { id: number; verses: Array<{ id: number; text: string; translation: string }> };
    const quran = JSON.parse(readFileSync('node_modules/quran-json/dist/quran_en.json', 'utf8')) as Surah[];
    const [surah, ayah] = EXPECTED_VERSE.reference.split(':').map(Number);
    const verse = quran.find((s) => s.id === surah)?.verses.find((v) => v.id === ayah);
    expect(verse).toBeDefined();
    expect(EXPECTED_VERSE.arabic).toBe(verse?.text);
    expect(EXPECTED_VERSE.translation).toBe(verse?.translation);
    expect(EXPECTED_VERSE.path).toBe(`/quran?surah=${surah}&ayah=${ayah}`);
  });

  it("pins Makkah's times as adhan-js computes them for the same place, day and method (Ramadan's isha), within a minute", () => {
    const { place, date, method, times } = EXPECTED_PRAYER_TIMES;
    const parameters = ADHAN_METHODS[method]();
    parameters.madhab = Madhab.Shafi;
    // The day is 12 Ramadan 1447, when Umm al-Qura's isha is two hours after maghrib, not 90 minutes (adhan leaves it to the caller).
    const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { month: 'numeric', year: 'numeric', timeZone: 'UTC' })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .filter((part) => part.type === 'month' || part.type === 'year')
      .map((part) => Number.parseInt(part.value, 10));
    expect(hijri).toEqual([9, 1447]);
    parameters.ishaInterval = 120;
    const computed = new PrayerTimes(new Coordinates(place.lat, place.lng), new Date(`${date}T12:00:00Z`), parameters);
    for (const [prayer, time] of Object.entries(times)) {
      // Asia/Riyadh is UTC+3 all year.
      const pinned = Date.parse(`${date}T${time}:00+03:00`);
      const difference = Math.abs(pinned - computed[prayer as keyof typeof times].getTime()) / 60_000;
      expect([prayer, difference <= 1]).toEqual([prayer, true]);
    }
  });
});
