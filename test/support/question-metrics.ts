import type { QuestionJudgment } from './question-judgments';

/**
 * Ranking measures over the question judgments. A retrieved unit is what one result names: a verse
 * ("2:255"), a passage's matched verses ("17:23", "17:24"), or a narration ("bukhari:5971"). It is
 * relevant when it overlaps an expected passage not yet credited; each expected passage counts once.
 */
export type RetrievedUnit = readonly string[];

interface ExpectedPassage {
  credit: (reference: string) => boolean;
}

/** What scoring reads of a judgment: its expected passages (any set's judgments, in any language). */
export type ExpectedAnswer = Pick<QuestionJudgment, 'quran' | 'hadith'>;

const QURAN_PASSAGE = /^(\d+):(\d+)(?:-(\d+))?$/;

function expectedPassages(judgment: ExpectedAnswer, corpus: 'quran' | 'hadith' | 'both'): ExpectedPassage[] {
  const quran = corpus === 'hadith' ? [] : judgment.quran;
  const hadith = corpus === 'quran' ? [] : (judgment.hadith ?? []);
  return [
    ...quran.map((passage) => {
      const [, surah, from, to] = QURAN_PASSAGE.exec(passage) ?? [];
      if (!surah) throw new Error(`Malformed expected passage '${passage}'`);
      return {
        credit: (reference: string) => {
          const match = QURAN_PASSAGE.exec(reference);
          if (!match || match[1] !== surah) return false;
          const ayah = Number(match[2]);
          return ayah >= Number(from) && ayah <= Number(to ?? from);
        },
      };
    }),
    ...hadith.map((reference) => ({ credit: (retrieved: string) => retrieved === reference })),
  ];
}

export interface QuestionScores {
  /** Average precision at 10 (relevant retrieved units over min(expected passages, 10)). */
  averagePrecision: number;
  /** Share of the expected passages found in the first 10 units. */
  recall: number;
  /** 1 / rank of the first relevant unit in the first 10, else 0. */
  reciprocalRank: number;
  /** Whether any expected passage is in the first 10 units. */
  found: boolean;
  /** Units returned in all (for unanswerable questions: the fewer the better). */
  returned: number;
}

export function scoreQuestion(
  judgment: ExpectedAnswer,
  units: readonly RetrievedUnit[],
  corpus: 'quran' | 'hadith' | 'both',
): QuestionScores {
  const expected = expectedPassages(judgment, corpus);
  const credited = new Set<number>();
  let relevantSoFar = 0;
  let precisionSum = 0;
  let reciprocalRank = 0;
  units.slice(0, 10).forEach((unit, rank) => {
    const passage = expected.findIndex((candidate, i) => !credited.has(i) && unit.some((reference) => candidate.credit(reference)));
    if (passage < 0) return;
    credited.add(passage);
    relevantSoFar += 1;
    precisionSum += relevantSoFar / (rank + 1);
    if (reciprocalRank === 0) reciprocalRank = 1 / (rank + 1);
  });
  const denominator = Math.min(expected.length, 10);
  return {
    averagePrecision: denominator ? precisionSum / denominator : 0,
    recall: expected.length ? credited.size / expected.length : 0,
    reciprocalRank,
    found: credited.size > 0,
    returned: units.length,
  };
}

export interface SetScores {
  questions: number;
  map: number;
  recall: number;
  mrr: number;
  /** Share of the questions with an expected passage in the first 10. */
  foundShare: number;
}

/** Means over answerable questions (those with an expected passage in the corpus measured). */
export function meanScores(scores: readonly QuestionScores[]): SetScores {
  const n = scores.length;
  const mean = (pick: (score: QuestionScores) => number) => (n ? scores.reduce((sum, score) => sum + pick(score), 0) / n : 0);
  return {
    questions: n,
    map: mean((s) => s.averagePrecision),
    recall: mean((s) => s.recall),
    mrr: mean((s) => s.reciprocalRank),
    foundShare: mean((s) => (s.found ? 1 : 0)),
  };
}

/** Whether a judgment expects anything of the corpus measured. */
export const answerableIn = (judgment: ExpectedAnswer, corpus: 'quran' | 'hadith' | 'both') =>
  (corpus !== 'hadith' && judgment.quran.length > 0) || (corpus !== 'quran' && (judgment.hadith?.length ?? 0) > 0);

/** The questions with no answer in the sources. */
export const unanswerable = (judgment: ExpectedAnswer) => judgment.quran.length === 0 && (judgment.hadith?.length ?? 0) === 0;
