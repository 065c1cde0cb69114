import { groupOf, idOf, type DocumentRef } from './documents';
import { seek, type PostingList } from './posting-list';

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
}

// Conventional BM25 parameters.
const K1 = 1.2;
const B = 0.75;

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
  const log = Math.log;
  const idfOf = (list: PostingList) => log(1 + (documentCount - list.length + 0.5) / (list.length + 0.5));
  const termScore = (idf: number, termFrequency: number, documentLength: number, averageLength: number) =>
    (idf * (termFrequency * (K1 + 1))) / (termFrequency + K1 * (1 - B + (B * documentLength) / (averageLength || 1)));

  let candidates: number[] = [];
  let scores: number[] = [];
  const rarestIdf = idfOf(rarest);
  for (let i = 0; i < rarest.length; i += 1) {
    const key = rarest.keys[i];
    if (keep && !keep(groupOf(key), idOf(key))) continue;
    candidates.push(key);
    scores.push(termScore(rarestIdf, rarest.termFrequencies[i], rarest.documentLengths[i], ordered[0].averageDocumentLength));
  }
  for (let l = 1; l < ordered.length && candidates.length > 0; l += 1) {
    const list = ordered[l].postings;
    const idf = idfOf(list);
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
