import { type DocumentRef, groupOf, idOf } from './documents';
import { type PostingList, seek } from './posting-list';

export interface CorpusStatistics {
  documentCount: number;
  /** Terms per document in the English (and other Latin-script) texts. */
  averageDocumentLength: number;
  /** Terms per document in the Arabic texts, which Arabic terms' lengths are measured against. */
  averageArabicDocumentLength: number;
}

/** A query word's postings and the average length its documents' lengths are normalised by. */
export interface WeightedList {
  postings: PostingList;
  averageDocumentLength: number;
}

export interface RankedDocument extends DocumentRef {
  score: number;
  /** Under `any` matching, the share of the query's information the document holds (rankAnyDocuments). */
  coverage?: number;
}

// Conventional BM25 parameters.
const K1 = 1.2;
const B = 0.75;

const idfOf = (documentCount: number, documents: number) => Math.log(1 + (documentCount - documents + 0.5) / (documents + 0.5));
const termScore = (idf: number, termFrequency: number, documentLength: number, averageLength: number) =>
  (idf * (termFrequency * (K1 + 1))) / (termFrequency + K1 * (1 - B + (B * documentLength) / (averageLength || 1)));

/**
 * Documents that contain every list's term, best first (BM25), ties in document order. The rarest
 * list gives the candidates; each other list is only probed for them (galloping search), so the work
 * grows with the rarest list times the number of terms, not with the commonest list. `keep` narrows
 * the candidates by group (one collection, one category); statistics stay those of the whole index.
 */
export function rankDocuments(
  weighted: readonly WeightedList[],
  documentCount: number,
  keep?: (group: number, id: number) => boolean,
): RankedDocument[] {
  if (weighted.length === 0 || weighted.some(({ postings }) => postings.length === 0)) return [];
  const ordered = [...weighted].sort((a, b) => a.postings.length - b.postings.length);
  const rarest = ordered[0].postings;

  let candidates: number[] = [];
  let scores: number[] = [];
  const rarestIdf = idfOf(documentCount, rarest.length);
  for (let i = 0; i < rarest.length; i += 1) {
    const key = rarest.keys[i];
    if (keep && !keep(groupOf(key), idOf(key))) continue;
    candidates.push(key);
    scores.push(termScore(rarestIdf, rarest.termFrequencies[i], rarest.documentLengths[i], ordered[0].averageDocumentLength));
  }
  for (let l = 1; l < ordered.length && candidates.length > 0; l += 1) {
    const list = ordered[l].postings;
    const idf = idfOf(documentCount, list.length);
    const keptKeys: number[] = [];
    const keptScores: number[] = [];
    let at = 0;
    for (let c = 0; c < candidates.length; c += 1) {
      at = seek(list.keys, candidates[c], at);
      if (at === list.length) break;
      if (list.keys[at] !== candidates[c]) continue;
      keptKeys.push(candidates[c]);
      keptScores.push(scores[c] + termScore(idf, list.termFrequencies[at], list.documentLengths[at], ordered[l].averageDocumentLength));
    }
    candidates = keptKeys;
    scores = keptScores;
  }
  const ranked = candidates.map((key, i) => ({ key, score: scores[i] }));
  // Scores are summed in rarest-first order whatever the query's order: equal inputs, equal scores.
  ranked.sort((a, b) => b.score - a.score || a.key - b.key);
  return ranked.map(({ key, score }) => ({ group: groupOf(key), id: idOf(key), score }));
}

/** A query word read as several terms (its spellings, or a concept's words), each with its own postings. */
export interface WeightedWord {
  terms: ReadonlyArray<{ postings: PostingList; averageDocumentLength: number }>;
  weight: number;
  /** Raises the score of a document that matches it, but is no part of its coverage. */
  optional?: boolean;
}

/** The bonus for holding more of the query: a document holding all of it scores twice its BM25 sum. */
export const COVERAGE_BONUS = 1;
/** A word's best term decides; its other terms found in the document add this share (a dis-max tie-breaker). */
const OTHER_TERMS_SHARE = 0.1;

/**
 * Documents that contain any term of any word, best first. A word scores the best BM25 of its terms in
 * the document (so a concept read as many words counts once, by its rarest match), plus a tenth of the
 * others; the words' weighted sum is multiplied by (1 + COVERAGE_BONUS x coverage). Coverage is the idf
 * the document holds over the idf the query asks for: per word, its weight times the idf of its rarest
 * term found (in the document; in the corpus for the total). A word no document holds counts at the
 * highest idf, so a question mostly about what the corpus never mentions has a low coverage everywhere,
 * and a document holding a concept only through a common word (a verse about faces for "ablution") holds
 * little of it. Documents below `minimumCoverage` are left out: the floor that keeps noise from an
 * unanswerable question.
 */
export function rankAnyDocuments(
  words: readonly WeightedWord[],
  documentCount: number,
  options: { keep?: (group: number, id: number) => boolean; minimumCoverage?: number; coverageBonus?: number } = {},
): Array<RankedDocument & { coverage: number }> {
  const absent = idfOf(documentCount, 0);
  let total = 0;
  for (const word of words) {
    if (word.optional) continue;
    const found = word.terms.filter(({ postings }) => postings.length > 0);
    total += word.weight * (found.length ? Math.max(...found.map(({ postings }) => idfOf(documentCount, postings.length))) : absent);
  }
  const byKey = new Map<number, { score: number; information: number }>();
  for (const word of words) {
    // The document's best and summed term scores, and its rarest term's idf, for this word.
    const perDocument = new Map<number, { best: number; sum: number; idf: number }>();
    for (const { postings, averageDocumentLength } of word.terms) {
      const idf = idfOf(documentCount, postings.length);
      for (let i = 0; i < postings.length; i += 1) {
        const key = postings.keys[i];
        const score = termScore(idf, postings.termFrequencies[i], postings.documentLengths[i], averageDocumentLength);
        const seen = perDocument.get(key);
        if (seen) {
          seen.best = Math.max(seen.best, score);
          seen.sum += score;
          seen.idf = Math.max(seen.idf, idf);
        } else perDocument.set(key, { best: score, sum: score, idf });
      }
    }
    for (const [key, { best, sum, idf }] of perDocument) {
      let entry = byKey.get(key);
      if (!entry) {
        if (options.keep && !options.keep(groupOf(key), idOf(key))) continue;
        entry = { score: 0, information: 0 };
        byKey.set(key, entry);
      }
      entry.score += word.weight * (best + OTHER_TERMS_SHARE * (sum - best));
      if (!word.optional) entry.information += word.weight * idf;
    }
  }
  const minimum = options.minimumCoverage ?? 0;
  const bonus = options.coverageBonus ?? COVERAGE_BONUS;
  const ranked: Array<{ key: number; score: number; coverage: number }> = [];
  for (const [key, { score, information }] of byKey) {
    const coverage = total > 0 ? Math.min(1, information / total) : 0;
    if (coverage + 1e-9 >= minimum) ranked.push({ key, score: score * (1 + bonus * coverage), coverage });
  }
  ranked.sort((a, b) => b.score - a.score || a.key - b.key);
  return ranked.map(({ key, score, coverage }) => ({ group: groupOf(key), id: idOf(key), score, coverage }));
}
