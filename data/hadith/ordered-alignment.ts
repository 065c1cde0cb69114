import { compareNarrations, type PreparedText } from './narration-match';

/**
 * Pairs records with graded rows of the same narration where no shared number ties them (Sahih
 * Muslim's graded edition numbers its rows its own way): the longest chain of same-narration pairs
 * that keeps both orders, searched in a band around the diagonal. Used only to find the complete
 * text of a damaged record, never for numbering.
 */
export function alignSameNarrations(records: PreparedText[], rows: PreparedText[], band = 40): Array<[number, number]> {
  const n = records.length;
  const m = rows.length;
  if (n === 0 || m === 0) return [];
  const width = m + 1;
  const score = new Int32Array((n + 1) * width);
  const same = new Uint8Array((n + 1) * width);
  const centre = (i: number) => Math.round((i * m) / n);
  for (let i = 1; i <= n; i += 1) {
    const from = Math.max(1, centre(i) - band);
    const to = Math.min(m, centre(i) + band);
    for (let j = 1; j <= m; j += 1) {
      const inBand = j >= from && j <= to;
      const match = inBand && compareNarrations(records[i - 1], rows[j - 1]).same ? 1 : 0;
      same[i * width + j] = match;
      const up = score[(i - 1) * width + j];
      const left = score[i * width + j - 1];
      const diagonal = score[(i - 1) * width + j - 1] + match;
      score[i * width + j] = up >= left ? (up >= diagonal ? up : diagonal) : left >= diagonal ? left : diagonal;
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    if (same[i * width + j] && score[i * width + j] === score[(i - 1) * width + j - 1] + 1) {
      pairs.push([i - 1, j - 1]);
      i -= 1;
      j -= 1;
    } else if (score[(i - 1) * width + j] >= score[i * width + j - 1]) i -= 1;
    else j -= 1;
  }
  return pairs.reverse();
}
