import { performance } from 'node:perf_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** The median and percentiles every bench section reports. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
};

/** Times `runs` runs of some work after `warmUps` untimed ones (connections, caches, JIT): median, p99 and the last answer. */
export async function timeRuns<T>(runs: number, work: () => Promise<T>, warmUps = 1): Promise<{ median: number; p99: number; last: T }> {
  for (let i = 0; i < warmUps; i += 1) await work();
  const samples: number[] = [];
  let last!: T;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    last = await work();
    samples.push(performance.now() - started);
  }
  return { median: median(samples), p99: percentile(samples, 0.99), last };
}
/** Counts the DynamoDB calls a piece of work makes, by a middleware on the real client. */
let counters = 0;

export function countRequests(client: DynamoDBDocumentClient): { take: () => number } {
  counters += 1;
  let count = 0;
  client.middlewareStack.add(
    (next) => async (args) => {
      count += 1;
      return next(args);
    },
    { step: 'initialize', name: `benchRequestCounter${counters}` },
  );
  return {
    take: () => {
      const taken = count;
      count = 0;
      return taken;
    },
  };
}
