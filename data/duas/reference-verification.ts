import { arabicWords, normalizeArabic } from '../../functions/search/arabic';
import { longestCommonSubsequence } from '../../functions/shared/longest-common-subsequence';

const commonWords = (a: string[], b: string[]) => longestCommonSubsequence(a.length, b.length, (i, j) => a[i] === b[j]).length;

/**
 * Whether a narration a dua's source cites actually contains the dua. The Arabic of both is compared
 * after normalisation (functions/search/arabic.ts), on content words (very common words such as الله,
 * من, في left out) reduced by a light stem (a leading و/ف, ب/ل/ك and ال, a trailing pronoun ending, and
 * alef removed), so "رضيت" and "رضينا", "دينك" and "دينكم" compare equal. Coverage is the share of the
 * dua's content words found in the narration in order (their longest common subsequence):
 * - at least FULL_COVERAGE: the narration contains the dua;
 * - at least VARIANT_COVERAGE: it has the dua in another wording (said in a note);
 * - below: it does not contain it, and is never shown as the dua's evidence.
 * Measured on the sources' 66 numbered references: the unrelated ones reach 0.20 at most, wording
 * variants 0.5-0.8. A dua of one or two content words needs all of them. A dua that is a Quran passage
 * recited (Ayat al-Kursi, al-Ikhlas, al-Falaq, an-Nas) is verified when the narration names that passage,
 * since narrations prescribe recitations by name, not by text.
 */
export const FULL_COVERAGE = 0.8;
export const VARIANT_COVERAGE = 0.5;

const COMMON_WORDS = new Set(
  'الله اللهم من في على علي عن الى الي ان لا ما يا و او ثم قد هو هي انت انا اني كل به بك له لك الذي التي'.split(' '),
);

export function contentStems(text: string): string[] {
  return arabicWords(text)
    .filter((word) => word.length > 1 && !COMMON_WORDS.has(word))
    .map((word) => {
      let stem = word
        .replace(/^[وف](?=.{3})/, '')
        .replace(/^[بلك](?=.{3})/, '')
        .replace(/^ال(?=.{2})/, '');
      stem = stem.replace(/(?:كما|هما|كم|هم|نا|ها|ك|ه|ي|ت)$/, (ending) => (stem.length - ending.length >= 2 ? '' : ending));
      return stem.replace(/ا/g, '');
    });
}

interface NamedPassage {
  name: string;
  /** The passage's opening words, normalised: how the dua's text is recognised as this passage. */
  opening: string;
  /** How narrations name it (normalised; matched inside words, so a prefixed conjunction is allowed). */
  namedAs: string[];
}

const NAMED_PASSAGES: NamedPassage[] = [
  { name: 'Ayat al-Kursi (2:255)', opening: 'الله لا اله الا هو الحي القيوم', namedAs: ['ايه الكرسي', 'الله لا اله الا هو الحي القيوم'] },
  { name: 'al-Ikhlas (112)', opening: 'قل هو الله احد', namedAs: ['قل هو الله احد'] },
  { name: 'al-Falaq (113)', opening: 'قل اعوذ برب الفلق', namedAs: ['قل اعوذ برب الفلق', 'المعوذتين', 'المعوذات'] },
  { name: 'an-Nas (114)', opening: 'قل اعوذ برب الناس', namedAs: ['قل اعوذ برب الناس', 'المعوذتين', 'المعوذات'] },
];

export interface Verification {
  verified: boolean;
  note?: string;
  /** The share of the dua's words found in order in the narration that contains most of them. */
  coverage: number;
}

/** Checks a dua against the narrations one reference names (several for a lettered group such as Muslim 2022). */
export function verifyDuaInNarrations(duaArabic: string, narrationsArabic: string[]): Verification {
  const dua = arabicWords(duaArabic);
  const stems = contentStems(duaArabic);
  if (dua.length === 0 || narrationsArabic.length === 0) return { verified: false, coverage: 0, note: 'nothing to compare' };
  const passage = NAMED_PASSAGES.find((candidate) => ` ${dua.slice(0, 12).join(' ')} `.includes(` ${candidate.opening} `));
  if (passage) {
    const naming = narrationsArabic.some((text) => {
      const normal = (normalizeArabic(text).match(/[\u0621-\u064A]+/g) ?? []).join(' ');
      return passage.namedAs.some((name) => normal.includes(name));
    });
    if (naming) return { verified: true, coverage: 1, note: `the narration names the passage recited, ${passage.name}` };
  }
  if (stems.length === 0) return { verified: false, coverage: 0, note: 'the supplication has no distinctive words to compare' };
  const coverage = Math.max(...narrationsArabic.map((text) => commonWords(stems, contentStems(text)) / stems.length));
  const percent = Math.round(coverage * 100);
  if (coverage >= FULL_COVERAGE) return { verified: true, coverage };
  if (coverage >= VARIANT_COVERAGE && stems.length > 2) {
    return {
      verified: true,
      coverage,
      note: `the narration has this supplication in another wording (${percent}% of its distinctive words, in order)`,
    };
  }
  const note =
    coverage < VARIANT_COVERAGE
      ? `the cited narration does not contain this supplication (${percent}% of its distinctive words), so it is not shown as its evidence`
      : `the cited narration has only part of this short supplication (${percent}% of its distinctive words), so it is not shown as its evidence`;
  return { verified: false, coverage, note };
}
