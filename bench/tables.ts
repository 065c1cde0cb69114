/** The header of a table of sequential timings against its first row, the baseline measured in the same run. */
export const BASELINE_TABLE_HEADER = [
  'case                                     | median ms | p99 ms | median / baseline',
  '-----------------------------------------|-----------|--------|------------------',
].join('\n');

/** One row of that table: median and p99 in milliseconds, and the median over the baseline's. */
export const baselineTableRow = (name: string, timing: { median: number; p99: number }, baseline: number) =>
  `${name.padEnd(40)} | ${timing.median.toFixed(2).padStart(9)} | ${timing.p99.toFixed(2).padStart(6)} | ${(timing.median / baseline).toFixed(2).padStart(16)}x`;
