/**
 * The source's whitespace: lines are wrapped with "\n" plus indentation, paragraphs separated by
 * blank lines, and lost words leave double spaces. Wrapped lines are joined, paragraphs kept.
 */
export function normaliseEnglish(text: string): string {
  return text
    .split(/[ \t]*\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
}

/** Signs of words lost where no complete copy exists: a double space inside a phrase, a name cut before its colon. */
export const LOST_WORDS = /\p{Ll} {2,}\p{Ll}|\b(?:bin|ibn|the|of)\s*:\s*$/u;
