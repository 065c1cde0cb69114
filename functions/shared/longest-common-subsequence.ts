/**
 * The pairs (i, j) of a longest common subsequence of two sequences of lengths n and m, in order, where
 * `same(i, j)` says whether item i of the first equals item j of the second. Used to compare texts word
 * by word in order: quotations with verses, damaged texts with complete ones, duas with narrations.
 * O(n * m) time and memory (16 bits a cell); callers bound n * m.
 */
export function longestCommonSubsequence(n: number, m: number, same: (i: number, j: number) => boolean): Array<[number, number]> {
  const width = m + 1;
  const table = new Uint16Array((n + 1) * width);
  // No Math.max in the loops: a global lookup per cell is slow inside a vm context (jest).
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      const down = table[(i + 1) * width + j];
      const right = table[i * width + j + 1];
      table[i * width + j] = same(i, j) ? table[(i + 1) * width + j + 1] + 1 : down >= right ? down : right;
    }
  }
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (same(i, j) && table[i * width + j] === table[(i + 1) * width + j + 1] + 1) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (table[(i + 1) * width + j] >= table[i * width + j + 1]) i += 1;
    else j += 1;
  }
  return pairs;
}
