/**
 * The order-and-smoothness grid of issue 24: latitudes from 45 to 72 N and 45 to 55 S, four longitudes,
 * the days of a year, every method, both madhabs and every high-latitude rule. The unit test walks a
 * sample of it; `npm run bench -- prayer-grid` walks it whole.
 */
import { timeZoneAt } from '../../functions/astronomy/time-zones';

export const GRID_LATITUDES = [45, 50, 55, 58, 60, 62, 64, 66, 68, 70, 72, -50, -55] as const;
export const GRID_LONGITUDES = [-120, -30, 18.96, 100] as const;
export const GRID_RULES = ['recommended', 'middle_of_the_night', 'seventh_of_the_night', 'twilight_angle'] as const;
export const GRID_MADHABS = ['shafi', 'hanafi'] as const;

const ORDER = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
const SMOOTH = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha', 'midnight'] as const;
const MINUTE_MS = 60_000;
/** The largest day-to-day change of a time's change (in UTC) counted as smooth: what the sun does is far less. */
export const SMOOTH_MINUTES = 5;

export interface GridAnswer {
  times: Record<string, { iso: string }>;
  applied_rules?: Record<string, { rule: string }>;
  polar_resolution?: unknown;
  midnight_mode?: string;
  hijri?: { month: number };
}
export interface GridCase {
  lat: number;
  lng: number;
  date: string;
  timeZone: string;
  method: string;
  madhab: (typeof GRID_MADHABS)[number];
  highLatitudeRule: (typeof GRID_RULES)[number];
}

export interface GridCounts {
  answers: number;
  errors: number;
  outOfOrder: number;
  /** Times more than 14 hours from the day's dhuhr (a time of another date). */
  otherDate: number;
  /** Day-to-day jumps beyond SMOOTH_MINUTES, counted per time. */
  jumps: number;
  /** Of those, jumps on a day a documented rule starts or stops applying to that time. */
  jumpsAtRuleChanges: number;
  /**
   * Of those, jumps of a time given by its plain definition (an angle, sunrise, sunset) on all three days, which the
   * exact time (found independently, where an oracle is given) makes too: the sun's own.
   */
  jumpsOfTheSun: number;
  examples: string[];
}

export function* daysOf(year: number, everyNth = 1) {
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000 * everyNth) yield new Date(t).toISOString().slice(0, 10);
}

/** Orders and date sanity of one answer: names of the broken relations. */
export function orderProblems(answer: GridAnswer): string[] {
  const at = (name: string) => Date.parse(answer.times[name].iso);
  const problems: string[] = [];
  for (let index = 1; index < ORDER.length; index += 1) {
    if (!(at(ORDER[index - 1]) < at(ORDER[index]))) problems.push(`${ORDER[index - 1]} !< ${ORDER[index]}`);
  }
  if (!(at('isha') <= at('midnight'))) problems.push('isha !<= midnight');
  if (!(at('midnight') < at('last_third_of_night'))) problems.push('midnight !< last_third_of_night');
  return problems;
}

const otherDate = (answer: GridAnswer) =>
  ORDER.some((name) => Math.abs(Date.parse(answer.times[name].iso) - Date.parse(answer.times.dhuhr.iso)) > 14 * 3_600_000);

/**
 * Walks the grid through `compute`, series by series (a place, method, madhab and rule over the days), and
 * counts what is out of order, of another date, or jumps.
 */
export function walkGrid(
  compute: (input: GridCase) => GridAnswer,
  options: {
    methods: readonly string[];
    days: readonly string[];
    latitudes?: readonly number[];
    longitudes?: readonly number[];
    madhabs?: ReadonlyArray<(typeof GRID_MADHABS)[number]>;
    /** The time by its plain definition, computed independently: a jump "of the sun" must be the exact time's too. */
    exactTime?: (input: GridCase, answer: GridAnswer, name: string) => number | undefined;
  },
): GridCounts {
  const counts: GridCounts = {
    answers: 0,
    errors: 0,
    outOfOrder: 0,
    otherDate: 0,
    jumps: 0,
    jumpsAtRuleChanges: 0,
    jumpsOfTheSun: 0,
    examples: [],
  };
  const note = (text: string) => {
    if (counts.examples.length < 24) counts.examples.push(text);
  };
  for (const lat of options.latitudes ?? GRID_LATITUDES) {
    for (const lng of options.longitudes ?? GRID_LONGITUDES) {
      const timeZone = timeZoneAt(lat, lng);
      for (const method of options.methods) {
        for (const madhab of options.madhabs ?? GRID_MADHABS) {
          for (const highLatitudeRule of GRID_RULES) {
            const series: Array<GridAnswer | undefined> = [];
            const inputs: GridCase[] = [];
            for (const date of options.days) {
              const input = { lat, lng, date, timeZone, method, madhab, highLatitudeRule };
              inputs.push(input);
              counts.answers += 1;
              let answer: GridAnswer | undefined;
              try {
                answer = compute(input);
              } catch (error) {
                counts.errors += 1;
                note(`${JSON.stringify(input)}: ${(error as Error).message}`);
              }
              series.push(answer);
              if (!answer) continue;
              const problems = orderProblems(answer);
              if (problems.length > 0) {
                counts.outOfOrder += 1;
                note(`${JSON.stringify(input)}: ${problems.join(', ')}`);
              }
              if (otherDate(answer)) counts.otherDate += 1;
            }
            const exact = options.exactTime && ((index: number, name: string) => options.exactTime!(inputs[index], series[index]!, name));
            countJumps(
              series,
              counts,
              (text) => note(`${lat},${lng} ${method} ${madhab} ${highLatitudeRule}: ${text}`),
              options.days,
              exact,
            );
          }
        }
      }
    }
  }
  return counts;
}

/** Rounding each served time to the minute moves a second difference by at most two minutes. */
const ROUNDING_MINUTES = 2;

function countJumps(
  series: Array<GridAnswer | undefined>,
  counts: GridCounts,
  note: (text: string) => void,
  days: readonly string[],
  exact?: (index: number, name: string) => number | undefined,
) {
  const ruleOf = (answer: GridAnswer, name: string) =>
    `${answer.applied_rules?.[name]?.rule ?? ''}|${answer.polar_resolution ? 'polar' : ''}|${answer.hijri?.month === 9 ? 'ramadan' : ''}`;
  const secondDifference = (a: number, b: number, c: number) => Math.abs(c - 2 * b + a);
  /** The exact time's own jump over days index-1..index+1 matches the served one (or, with no oracle, is taken on trust). */
  const theSunDoesIt = (index: number, name: string, served: number) => {
    if (!exact) return true;
    const times = [index - 1, index, index + 1].map((day) => exact(day, name));
    if (times.some((time) => time === undefined)) return false;
    const [a, b, c] = times as number[];
    return (
      Math.abs(secondDifference(a, b, c) - served) <= ROUNDING_MINUTES * MINUTE_MS &&
      secondDifference(a, b, c) > (SMOOTH_MINUTES - ROUNDING_MINUTES) * MINUTE_MS
    );
  };
  for (let index = 1; index + 1 < series.length; index += 1) {
    const [before, today, after] = [series[index - 1], series[index], series[index + 1]];
    if (!before || !today || !after) continue;
    for (const name of SMOOTH) {
      const [a, b, c] = [before, today, after].map((answer) => Date.parse(answer.times[name].iso));
      const served = secondDifference(a, b, c);
      if (served <= SMOOTH_MINUTES * MINUTE_MS) continue;
      counts.jumps += 1;
      const rules = new Set([before, today, after].map((answer) => ruleOf(answer, name)));
      const plain = (answers: Array<GridAnswer | undefined>, time: string) =>
        answers.every((answer) => answer && !answer.applied_rules?.[time] && !answer.polar_resolution);
      // Jafari midnight is halfway from sunset to tomorrow's fajr (and caps isha): it moves as that fajr does.
      const tomorrows = [today, after, series[index + 2]];
      const followsTomorrowsFajr =
        today.midnight_mode === 'jafari' &&
        (name === 'midnight' || today.applied_rules?.isha?.rule === 'capped_at_midnight') &&
        tomorrows.every(Boolean);
      const tomorrowsFajrRules = new Set(tomorrows.map((answer) => answer && ruleOf(answer, 'fajr')));
      const tomorrowsFajrJump = () => {
        const [x, y, z] = tomorrows.map((answer) => Date.parse(answer!.times.fajr.iso));
        return theSunDoesIt(index + 1, 'fajr', secondDifference(x, y, z));
      };
      if (rules.size > 1 || (followsTomorrowsFajr && tomorrowsFajrRules.size > 1)) counts.jumpsAtRuleChanges += 1;
      else if (name !== 'midnight' && plain([before, today, after], name) && theSunDoesIt(index, name, served)) counts.jumpsOfTheSun += 1;
      else if (followsTomorrowsFajr && plain(tomorrows, 'fajr') && tomorrowsFajrJump()) counts.jumpsOfTheSun += 1;
      else note(`${days[index]} ${name} jumps ${Math.round(served / MINUTE_MS)} min`);
    }
  }
}
