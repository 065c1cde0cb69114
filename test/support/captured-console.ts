/**
 * Lines a test expects the code to log, kept from the test output for assertions: the suite's output
 * then shows only what nobody expected. `restore` puts the console back.
 */
type ConsoleMethod = 'error' | 'warn' | 'log';

export function interceptConsole(methods: ConsoleMethod | ConsoleMethod[]): { lines: string[]; restore: () => void } {
  const lines: string[] = [];
  const originals = ([] as ConsoleMethod[]).concat(methods).map((method) => {
    const original = console[method];
    console[method] = (...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    };
    return () => {
      console[method] = original;
    };
  });
  return {
    lines,
    restore: () => {
      for (const restore of originals) restore();
    },
  };
}

/** What `run` logs through the console methods, kept and returned with its result. */
export async function capturingConsole<T>(
  methods: ConsoleMethod | ConsoleMethod[],
  run: () => Promise<T>,
): Promise<{ result: T; lines: string[] }> {
  const { lines, restore } = interceptConsole(methods);
  try {
    return { result: await run(), lines };
  } finally {
    restore();
  }
}

/** The `message` fields of JSON log lines. */
export const loggedMessages = (lines: string[]) => lines.map((line) => (JSON.parse(line) as { message: string }).message);
