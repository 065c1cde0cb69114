import { gregorianDateOf, hijriDateOf, hijriMonthLength } from '../../../../functions/astronomy/hijri';
import { answersWithTheClock, hijriCalendarSpan, momentOf } from '../../../../functions/compat/aladhan';

describe("hijriCalendarSpan: the Gregorian days of AlAdhan's hijriCalendar", () => {
  it('spans a Hijri month from its 1st to its last day, and a year from 1 Muharram to the end of Dhu al-Hijjah', () => {
    expect(hijriCalendarSpan(1447, 9, 0)).toEqual({
      from: gregorianDateOf(1447, 9, 1),
      to: gregorianDateOf(1447, 9, hijriMonthLength(1447, 9)),
    });
    expect(hijriCalendarSpan(1446, 7, 0)).toEqual({ from: '2025-01-01', to: '2025-01-30' });
    const year = hijriCalendarSpan(1446, undefined, 0);
    expect(hijriDateOf(year.from).date).toBe('1446-01-01');
    expect(hijriDateOf(year.to).date).toBe(`1446-12-${hijriMonthLength(1446, 12)}`);
  });

  it("moves by the adjustment the way each day's Hijri date moves: its first day is the one whose adjusted date is the 1st", () => {
    for (const adjustment of [-2, -1, 1, 2]) {
      const { from, to } = hijriCalendarSpan(1447, 9, adjustment);
      expect(hijriDateOf(from, adjustment).date).toBe('1447-09-01');
      expect(hijriDateOf(to, adjustment).date).toBe(`1447-09-${hijriMonthLength(1447, 9)}`);
      expect(Date.parse(from) - Date.parse(hijriCalendarSpan(1447, 9, 0).from)).toBe(-adjustment * 86_400_000);
    }
  });
});

describe('momentOf: the moment nextPrayer answers for', () => {
  const now = new Date('2026-03-01T14:00:00Z');

  it('is now without a date, and the instant of a UNIX timestamp', () => {
    expect(momentOf(undefined, 'Asia/Riyadh', now)).toBe(now);
    expect(momentOf('1772366400', 'Asia/Riyadh', now).toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it("reads a DD-MM-YYYY date at the present local time of day at the place, across a change of the zone's offset", () => {
    // 17:00 in Riyadh (UTC+3, no summer time) now: 17:00 on 5 March there.
    expect(momentOf('05-03-2026', 'Asia/Riyadh', now).toISOString()).toBe('2026-03-05T14:00:00.000Z');
    // 14:00 in London now (GMT): 14:00 on 1 April there, in summer time (BST, UTC+1).
    expect(momentOf('01-04-2026', 'Europe/London', now).toISOString()).toBe('2026-04-01T13:00:00.000Z');
  });

  it('refuses a date that is not one, naming it', () => {
    expect(() => momentOf('31-02-2026', 'Asia/Riyadh', now)).toThrow("Invalid query parameter 'date': is not a real calendar date");
    expect(() => momentOf('tomorrow', 'Asia/Riyadh', now)).toThrow("Invalid query parameter 'date'");
  });
});

describe('answersWithTheClock: which answers must never be stored', () => {
  it.each([
    ['timings', {}, true],
    ['timingsByCity/', {}, true],
    ['timings/01-03-2026', {}, false],
    ['timings', { date: '01-03-2026' }, false],
    ['nextPrayer', {}, true],
    ['nextPrayer/05-03-2026', {}, true],
    ['nextPrayer/1772366400', {}, false],
    ['calendar/2026/3', {}, false],
    ['hijriCalendar/1447/9', {}, false],
    ['gToH/01-03-2026', {}, false],
  ])('%s %j: %s', (path, query, changes) => {
    expect(answersWithTheClock(path, query as Record<string, string>)).toBe(changes);
  });
});
