import type { AyahRange } from '../tafsir/tafsir-items';

const REFERENCE = /^(\d+):(\d+)$/;

/** Every verse reference ("2:255") an answer holds, wherever it stands (`ayahs`, `ayah`, `results[].ayah`). */
function referencesIn(answer: unknown): string[] {
  if (Array.isArray(answer)) return answer.flatMap(referencesIn);
  if (typeof answer !== 'object' || answer === null) return [];
  const { reference, ayah, ayahs, results } = answer as Record<string, unknown>;
  return [
    ...(typeof reference === 'string' && REFERENCE.test(reference) ? [reference] : []),
    ...referencesIn(ayah),
    ...referencesIn(ayahs),
    ...referencesIn(results),
  ];
}

/** The verses an answer holds, as runs of consecutive ayahs of one surah, in the order they first appear. */
export function rangesOfVerses(answer: unknown): AyahRange[] {
  const ranges: AyahRange[] = [];
  for (const reference of referencesIn(answer)) {
    const [, surah, ayah] = REFERENCE.exec(reference)!.map(Number);
    const last = ranges[ranges.length - 1];
    if (last && last.surah === surah && ayah === last.to + 1) last.to = ayah;
    else if (!last || last.surah !== surah || ayah < last.from || ayah > last.to) ranges.push({ surah, from: ayah, to: ayah });
  }
  return ranges;
}
