/**
 * How deep a request body's JSON may nest. No body of this API needs more than a handful of levels; a bound keeps
 * every walk of the parsed value (the `__proto__` check, schema checks, logging) far from the stack's limit.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text opens more than `maxDepth` arrays or objects inside one another, read in one pass without
 * recursion and without parsing (brackets inside strings do not count). Malformed text is left to JSON.parse.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}
