import type { RankedDocument } from './bm25';

/**
 * A ranked commentary: a text about a range of documents of one group (a tafsir on ayahs 2:183-187), scored by
 * how well it answers the query.
 */
export interface RankedCommentary {
  group: number;
  from: number;
  to: number;
  score: number;
  coverage?: number;
}

/** How much a commentary's score counts beside a document's own (measured: docs/search.md, "Question retrieval"). */
export const COMMENTARY_WEIGHT = 1;

/**
 * When a question counts as answered, and what a document must then hold of it (shares of the query's information,
 * rankAnyDocuments' coverage). A question is answered when some document holds `answeredByOwn` of it in its own
 * words, or some commentary `answeredByCommentary`: a commentary is long, and one common word of a question nothing
 * in the sources answers ("capital") is in some commentary, so it must hold more. Once answered, documents down to
 * `own` (by their words) and `commentaryOnly` (found by their commentary alone) are returned: an everyday question
 * spreads its words over a story's verses, each of which holds little of it.
 *
 * Measured (docs/search.md, "Question retrieval"), on the tuned set and on a second tuning set of everyday questions
 * (test/support/everyday-questions.ts). With one floor of 0.3 for a verse's own words and 0.7 for a commentary alone,
 * as before: everyday MAP@10 0.343 en / 0.361 ar, found@10 66 % / 71 %, 11 of 12 unanswerable tuned questions
 * answered with nothing. Floors of 0.1 / 0.3 and no gate: 0.410 / 0.422, 80 % / 82 %, but 2 of 12. These values:
 * 0.400 / 0.422, 76 % / 82 %, 10 of 12; the tuned set's MAP unchanged (0.553 / 0.555).
 */
export const QUESTION_COVERAGE: QuestionCoverage = { answeredByOwn: 0.3, answeredByCommentary: 0.6, own: 0.1, commentaryOnly: 0.3 };

export interface QuestionCoverage {
  answeredByOwn: number;
  answeredByCommentary: number;
  own: number;
  commentaryOnly: number;
}

/**
 * Documents ranked on their own words and, at `weight`, on the words of the commentaries about them. A commentary
 * on several documents counts once: for the document of its range that its own words rank highest (the one the
 * commentary most likely explains the query through), or its range's first when none of them matched by itself and
 * the commentary holds at least `floors.commentaryOnly` of the query.
 * A document's coverage is the higher of its own and its commentary's, so that a verse found only through its
 * commentary's words is not dropped as holding nothing of the query. Nothing when the question is not answered
 * (QUESTION_COVERAGE). Best first, ties in document order.
 */
export function rankWithCommentary(
  documents: readonly RankedDocument[],
  commentaries: readonly RankedCommentary[],
  weight: number = COMMENTARY_WEIGHT,
  floors: QuestionCoverage = QUESTION_COVERAGE,
): RankedDocument[] {
  const best = (list: ReadonlyArray<{ coverage?: number }>) => list.reduce((most, item) => Math.max(most, item.coverage ?? 0), 0);
  if (best(documents) + 1e-9 < floors.answeredByOwn && best(commentaries) + 1e-9 < floors.answeredByCommentary) return [];
  const key = (group: number, id: number) => `${group}:${id}`;
  const byKey = new Map<string, RankedDocument>(
    documents
      .filter((document) => (document.coverage ?? 0) + 1e-9 >= floors.own)
      .map((document) => [key(document.group, document.id), { ...document }]),
  );
  for (const commentary of commentaries) {
    let chosen: RankedDocument | undefined;
    for (let id = commentary.from; id <= commentary.to; id += 1) {
      const own = byKey.get(key(commentary.group, id));
      if (own && (!chosen || own.score > chosen.score)) chosen = own;
    }
    if (!chosen) {
      if ((commentary.coverage ?? 0) + 1e-9 < floors.commentaryOnly) continue;
      chosen = { group: commentary.group, id: commentary.from, score: 0, coverage: 0 };
      byKey.set(key(chosen.group, chosen.id), chosen);
    }
    chosen.score += weight * commentary.score;
    chosen.coverage = Math.max(chosen.coverage ?? 0, commentary.coverage ?? 0);
  }
  return [...byKey.values()].sort((a, b) => b.score - a.score || a.group - b.group || a.id - b.id);
}
