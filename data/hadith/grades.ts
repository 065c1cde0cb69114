import type { GradeClass } from '../../functions/hadith/hadith-items';

/**
 * A normalised class for a grader's verdict, kept next to the verdict as written. The graded edition
 * writes verdicts in many forms ("Hasan Sahih", "Isnaad Sahih", "Daif Isnaad", "Sahih Muslim (1480)",
 * "Sahih - Agreed Upon", "Munkar", "Shadh"); the class is the *lowest* level the verdict names, so a
 * mixed verdict is never shown as stronger than its weakest part:
 *   mawdu: mawdu (fabricated) or batil (baseless)
 *   daif:  daif, very daif, munkar, shadh, malool (defective), sanad daif
 *   hasan: hasan (including "hasan sahih", "hasan lighairihi", "isnaad hasan")
 *   sahih: sahih (including "sahih lighairihi", "isnaad sahih", "agreed upon", "Sahih Muslim (n)")
 *   unknown: anything else ("-", "Maqtu", "Mauquf", "Mursal" alone describe a chain, not a level)
 */

const LEVELS: Array<[Exclude<GradeClass, 'unknown'>, RegExp]> = [
  ['mawdu', /\b(?:mawdu|maudu|batil)\b/i],
  ['daif', /\b(?:da'?if|daeef|munkar|shadh|malool|ma'lul)\b/i],
  ['hasan', /\bhasan\b/i],
  ['sahih', /\b(?:sahih|agreed upon)\b/i],
];

export function gradeClassOf(grade: string): GradeClass {
  for (const [level, pattern] of LEVELS) if (pattern.test(grade)) return level;
  return 'unknown';
}
