import * as z from 'zod';
import conceptTable from './concepts.json' with { type: 'json' };

/**
 * The concept table (concepts.json, reviewed as data): how people ask about a subject (everyday English, transliterated Arabic, Modern
 * Standard Arabic) and the words the texts use for it (the Quran's Saheeh International translation, the
 * hadith collections' English, and the Arabic of both). A question that names a concept is searched
 * for the texts' words as one word (any of them matches, counted once), so "sabr" finds "patience" and
 * "الربا" finds "interest"; an Arabic question reaches the English translation and an English one the
 * Arabic. Written from the texts, not from search results (docs/search.md, "Question retrieval").
 *
 * - `asked_in`: the same in the other languages the Quran is served in, by language (a French question reads only
 *   the French list, so that a word of one language is never read as a word of another).
 * - `asked`: words and phrases as a question writes them; matched on analysed terms (Porter stems for
 *   English, unified letters with the article and light suffixes taken off for Arabic), function words
 *   skipped, longest phrase first. The words matched are replaced by the concept.
 * - `texts`: the words the texts use, analysed as the index analyses them; the words matched from the
 *   question are always included too.
 * - `related`: words that stand beside the subject in the passages that answer it, counted at half weight.
 * - `weight`: below 1 for concepts that qualify a question rather than name its subject.
 * - `supplication`: the question asks what to say, so the duas are searched as well.
 */
const words = z.array(z.string().trim().min(1)).min(1);

/** The languages the Quran is served in besides English, whose questions a concept may be asked in (asked_in). */
export const QUESTION_LANGUAGES = ['bn', 'es', 'fr', 'id', 'ru', 'sv', 'tr', 'ur', 'zh'] as const;
export type QuestionLanguage = (typeof QUESTION_LANGUAGES)[number];
export const isQuestionLanguage = (value: string): value is QuestionLanguage => (QUESTION_LANGUAGES as readonly string[]).includes(value);

export const conceptSchema = z.strictObject({
  name: z.string().min(1),
  asked: words,
  /** How a question in another language names it, by language: read only in a question of that language. */
  asked_in: z.partialRecord(z.enum(QUESTION_LANGUAGES), words).optional(),
  texts: words,
  related: words.optional(),
  weight: z.number().gt(0).max(1).optional(),
  supplication: z.literal(true).optional(),
});
export type Concept = z.output<typeof conceptSchema>;

/** The table as kept in concepts.json: concepts in groups (worship, belief...), for a reader to find their way. */
const conceptTableSchema = z.strictObject({
  groups: z.array(z.strictObject({ group: z.string().min(1), concepts: z.array(conceptSchema).min(1) })).min(1),
});

/** The table's concepts, validated: a malformed entry stops the function at load, naming where it is. */
export function conceptsOf(table: unknown): readonly Concept[] {
  const parsed = conceptTableSchema.safeParse(table);
  if (!parsed.success) throw new Error(`concepts.json: ${z.prettifyError(parsed.error)}`);
  const concepts = parsed.data.groups.flatMap((group) => group.concepts);
  const names = new Set<string>();
  for (const { name } of concepts) {
    if (names.has(name)) throw new Error(`concepts.json: the concept '${name}' is listed twice`);
    names.add(name);
  }
  return concepts;
}

export const CONCEPTS: readonly Concept[] = conceptsOf(conceptTable);
