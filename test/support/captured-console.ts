/**
 * Lines a test expects the code to log, kept from the test output for assertions: the suite's output
 * then shows only what nobody expected. `restore` puts the console back.
 */
export function interceptConsole(method: 'error' | 'warn'): { lines: string[]; restore: () => void } {
  const lines: string[] = [];
  const original = console[method];
  console[method] = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  return { lines, restore: () => (console[method] = original) };
}

/** What `run` logs through console[method], kept and returned with its result. */
export async function capturingConsole<T>(method: 'error' | 'warn', run: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const { lines, restore } = interceptConsole(method);
  try {
    return { result: await run(), lines };
  } finally {
    restore();
  }
}

/** The `message` fields of JSON log lines. */
export const loggedMessages = (lines: string[]) => lines.map((line) => (JSON.parse(line) as { message: string }).message);
