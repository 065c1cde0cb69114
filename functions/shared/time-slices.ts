import { performance } from 'node:perf_hooks';

/**
 * Long computations in slices (issue 48, finding 5): a loop calls `pause()` between steps, and once it has held the
 * event loop for `sliceMs` it gives the loop back (setImmediate: the answers and requests waiting are served first)
 * before going on. In Lambda a container serves one request, and a pause costs microseconds; under `npm start` a
 * year's calendar at 69.65 N no longer holds every other client's request for as long as it takes.
 */
export const SLICE_MS = 5;

export function timeSlices(sliceMs = SLICE_MS): { pause: () => Promise<void> | undefined } {
  let began = performance.now();
  return {
    pause: () => {
      if (performance.now() - began < sliceMs) return undefined;
      return new Promise<void>((resolve) =>
        setImmediate(() => {
          began = performance.now();
          resolve();
        }),
      );
    },
  };
}

/**
 * Gives the event loop back once (setImmediate): the answers and requests waiting are served before the caller goes
 * on. Work whose reads are all kept (a page of commentaries read before) never waits for I/O, so without this one
 * heavy request after another ran as one chain of promise callbacks that no other client's request could enter
 * (issue 48, finding 5: 18 s in one stretch under the starvation benchmark). In Lambda it costs microseconds.
 */
export function giveLoopBack(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
