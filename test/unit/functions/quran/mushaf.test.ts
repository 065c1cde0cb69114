import { DIVISION_KINDS, DIVISIONS, divisionSpan, positionOf, surahDivisions } from '../../../../functions/quran/mushaf';
import { AYAH_COUNTS } from '../../../../functions/shared/quran-structure';

/** Boundaries printed in every Madani mushaf (Hafs), written here from the mushaf itself, not from the package. */
const JUZ_STARTS = [
  '1:1',
  '2:142',
  '2:253',
  '3:93',
  '4:24',
  '4:148',
  '5:82',
  '6:111',
  '7:88',
  '8:41',
  '9:93',
  '11:6',
  '12:53',
  '15:1',
  '17:1',
  '18:75',
  '21:1',
  '23:1',
  '25:21',
  '27:56',
  '29:46',
  '33:31',
  '36:28',
  '39:32',
  '41:47',
  '46:1',
  '51:31',
  '58:1',
  '67:1',
  '78:1',
];
const MANZIL_STARTS = ['1:1', '5:1', '10:1', '17:1', '26:1', '37:1', '50:1'];
const SAJDA_VERSES = [
  '7:206',
  '13:15',
  '16:50',
  '17:109',
  '19:58',
  '22:18',
  '22:77',
  '25:60',
  '27:26',
  '32:15',
  '38:24',
  '41:38',
  '53:62',
  '84:21',
  '96:19',
];
const key = ({ surah, ayah }: { surah: number; ayah: number }) => `${surah}:${ayah}`;

describe('the mushaf divisions', () => {
  it('starts each juz and manzil where the printed mushaf does', () => {
    expect(JUZ_STARTS.map((_, index) => key(divisionSpan('juz', index + 1).first))).toEqual(JUZ_STARTS);
    expect(MANZIL_STARTS.map((_, index) => key(divisionSpan('manzil', index + 1).first))).toEqual(MANZIL_STARTS);
    expect(key(divisionSpan('page', 1).last)).toBe('1:7');
    expect(key(divisionSpan('page', 2).first)).toBe('2:1');
    expect(key(divisionSpan('page', 604).first)).toBe('112:1');
  });

  it('covers all 6236 verses exactly once in every kind of division, in order', () => {
    const order = (ref: { surah: number; ayah: number }) => AYAH_COUNTS.slice(0, ref.surah - 1).reduce((sum, n) => sum + n, 0) + ref.ayah;
    for (const kind of DIVISION_KINDS) {
      let next = 1;
      for (let number = 1; number <= DIVISIONS[kind]; number += 1) {
        const { first, last } = divisionSpan(kind, number);
        expect({ kind, number, first: order(first) }).toEqual({ kind, number, first: next });
        next = order(last) + 1;
      }
      expect({ kind, end: next - 1 }).toEqual({ kind, end: 6236 });
    }
  });

  it('puts each verse in the divisions whose spans hold it, and marks the 15 verses of prostration', () => {
    for (const [surah, ayah] of [
      [2, 142],
      [2, 255],
      [18, 74],
      [18, 75],
      [114, 6],
    ]) {
      const position = positionOf(surah, ayah);
      for (const kind of DIVISION_KINDS) {
        const { first, last } = divisionSpan(kind, position[kind]);
        const inside =
          (first.surah < surah || (first.surah === surah && first.ayah <= ayah)) &&
          (last.surah > surah || (last.surah === surah && last.ayah >= ayah));
        expect({ surah, ayah, kind, inside }).toEqual({ surah, ayah, kind, inside: true });
      }
    }
    const marked: string[] = [];
    for (let surah = 1; surah <= 114; surah += 1) {
      for (let ayah = 1; ayah <= AYAH_COUNTS[surah - 1]; ayah += 1) if (positionOf(surah, ayah).sajda) marked.push(`${surah}:${ayah}`);
    }
    expect(marked).toEqual(SAJDA_VERSES);
  });

  it('gives each surah its revelation order, juz and page span and verses of prostration', () => {
    expect(surahDivisions(96)).toMatchObject({ revelation_order: 1, juz_from: 30, juz_to: 30, sajda_ayahs: [19] });
    expect(surahDivisions(22)).toMatchObject({ sajda_ayahs: [18, 77] });
    expect(surahDivisions(2)).toMatchObject({ juz_from: 1, juz_to: 3, page_from: 2, page_to: 49 });
    const orders = Array.from({ length: 114 }, (_, index) => surahDivisions(index + 1).revelation_order).sort((a, b) => a - b);
    expect(orders).toEqual(Array.from({ length: 114 }, (_, index) => index + 1));
  });
});
