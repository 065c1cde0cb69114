/**
 * The time source for rate limiting. Lambda uses the system clock; tests and benchmarks swap in
 * their own so that a sliding window can be observed without sleeping.
 */
let source: () => number = () => Date.now();

/** Milliseconds since the epoch. */
export const now = (): number => source();

/** Replaces the clock (tests, benchmarks); `undefined` restores the system clock. */
export function useClock(clock: (() => number) | undefined): void {
  source = clock ?? (() => Date.now());
}
