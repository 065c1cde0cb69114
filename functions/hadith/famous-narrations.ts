import * as z from 'zod';
import narrationTable from './famous-narrations.json' with { type: 'json' };

/**
 * Well-known narrations (famous-narrations.json, reviewed as data), named the way people name them: by title ("the hadith of Gabriel", حديث جبريل) or by
 * the wording they quote ("actions are judged by intentions"), which is often not the served translation's
 * ("The reward of deeds depends upon the intentions"). Each entry lists every narration of the served
 * collections that carries it, found by its Arabic: every narration cited contains `arabicKey` (a pattern over
 * Arabic normalised as functions/search/arabic.ts normalises it), which a test checks against the texts.
 * Citations are "collection:number" where a number is served, else "collection:book/hadith" (in-book).
 * The first citation is the one the narration is best known by. Written for this project from the texts;
 * read by search (famous-match.ts), the chat's grounding and the verifier.
 */
const phrases = z.array(z.string().trim().min(1));
/** "bukhari:1" (a number served), "mishkat:1/1" (a book and its hadith, where no number is served). */
const citation = z.string().regex(/^[a-z0-9]+:(?:[0-9]+[a-z]*|[^/\s]+\/[0-9]+)$/, 'must be collection:number or collection:book/hadith');

export const famousNarrationSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** How it is known in English. */
  name: z.string().min(1),
  /** Other titles in English ("hadith of jibril"), matched as a whole. */
  names: phrases,
  namesArabic: phrases,
  /** The wordings people quote, in English and in Arabic. */
  wordings: phrases,
  wordingsArabic: phrases,
  /**
   * The subjects it is the narration people cite on, in English and Arabic ("honouring parents", «بر الوالدين»): a
   * question about one of them, and about little else, has it first (famous-match.ts).
   */
  topics: phrases.optional(),
  /** What every cited narration's normalised Arabic contains (a regular expression's source). */
  arabicKey: z
    .string()
    .min(1)
    .refine((source) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    }, 'must be a regular expression'),
  /** The one it is best known by first. */
  citations: z.array(citation).min(1),
});
export type FamousNarration = z.output<typeof famousNarrationSchema>;

/** The table's narrations, validated: a malformed entry stops the function at load, naming where it is. */
export function famousNarrationsOf(table: unknown): readonly FamousNarration[] {
  const parsed = z.strictObject({ narrations: z.array(famousNarrationSchema).min(1) }).safeParse(table);
  if (!parsed.success) throw new Error(`famous-narrations.json: ${z.prettifyError(parsed.error)}`);
  const ids = new Set<string>();
  for (const { id } of parsed.data.narrations) {
    if (ids.has(id)) throw new Error(`famous-narrations.json: the id '${id}' is listed twice`);
    ids.add(id);
  }
  return parsed.data.narrations;
}

export const FAMOUS_NARRATIONS: readonly FamousNarration[] = famousNarrationsOf(narrationTable);
