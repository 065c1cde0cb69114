import * as z from 'zod';
import { byConcept } from '../search/concept-verses';
import { CONCEPTS } from '../search/concepts';
import conceptNarrationTable from './concept-narrations.json' with { type: 'json' };
import { HADITH_COLLECTION_IDS, type HadithCollectionId } from './hadith-collections';
import { type HadithNumber, parseHadithNumber } from './hadith-numbers';

/**
 * The principal narrations of each concept (concept-narrations.json, reviewed as data, as Riyad as-Salihin's chapters
 * gather them): the narrations a teacher cites first when asked what the Prophet ﷺ said about it, the most central
 * first, by the numbers the API serves. A question whose subject is a concept has them raised in its ranking
 * (withPrincipal, concept-verses.ts), as its principal verses are.
 */
const citation = z
  .string()
  .regex(/^[a-z0-9]+:\d+[a-z]?$/, 'a collection and a number ("bukhari:6018", "muslim:1907a")')
  .transform((text, context) => {
    const [collection, place] = text.split(':');
    const number = parseHadithNumber(place);
    if (!(HADITH_COLLECTION_IDS as readonly string[]).includes(collection) || !number) {
      context.addIssue({ code: 'custom', message: `${text}: no such collection or number` });
      return z.NEVER;
    }
    return { collection: collection as HadithCollectionId, number };
  });

const tableSchema = z.strictObject({
  narrations: z.array(z.strictObject({ concept: z.string().min(1), narrations: z.array(citation).max(5) })),
});

export interface NarrationCitation {
  collection: HadithCollectionId;
  number: HadithNumber;
}

/** The table, validated against the concepts it names (byConcept, concept-verses.ts). */
export function conceptNarrationsOf(table: unknown, conceptNames: readonly string[]): ReadonlyMap<string, readonly NarrationCitation[]> {
  const parsed = tableSchema.safeParse(table);
  if (!parsed.success) throw new Error(`concept-narrations.json: ${z.prettifyError(parsed.error)}`);
  const entries = parsed.data.narrations.map(({ concept, narrations }) => ({ concept, listed: narrations }));
  return byConcept('concept-narrations.json', entries, conceptNames);
}

export const PRINCIPAL_NARRATIONS = conceptNarrationsOf(
  conceptNarrationTable,
  CONCEPTS.map((concept) => concept.name),
);
