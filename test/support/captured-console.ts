/**
 * Lines a test expects the code to log, kept from the test output and returned for assertions: the
 * suite's output then shows only what nobody expected.
 */
export async function capturingConsole<T>(method: 'error' | 'warn', run: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const original = console[method];
  console[method] = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  try {
    return { result: await run(), lines };
  } finally {
    console[method] = original;
  }
}

/** The `message` fields of JSON log lines. */
export const loggedMessages = (lines: string[]) => lines.map((line) => (JSON.parse(line) as { message: string }).message);
