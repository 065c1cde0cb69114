/**
 * Whether an error is a full disk (ENOSPC, or EDQUOT: a quota used up), wherever it stands: its own code, a cause it
 * wraps, or its message (some libraries keep only the text). Such a failure is the machine's, not the network's or the
 * sources': what to do about it is to free space, and saying anything else sends the reader the wrong way.
 */
export function isDiskFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === 'ENOSPC' || candidate.code === 'EDQUOT') return true;
    if (typeof candidate.message === 'string' && /\b(ENOSPC|EDQUOT)\b|no space left on device/i.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}
