import type * as z from 'zod';
import { formatEnglishReference } from '../hadith/english-references';
import { famousNarrationsIn, parseFamousCitation } from '../hadith/famous-match';
import type { FamousNarration } from '../hadith/famous-narrations';
import { citationOf, collectionById } from '../hadith/hadith-collections';
import type { HadithService, Narration, NarrationGroup } from '../hadith/hadith-service';
import { NotFoundError } from '../shared/domain-errors';
import type { hadithCitationSchema } from './citation-responses';
import { type HadithReference, parseHadithReferences } from './hadith-references';
import { quoteNear } from './quotations';
import { compareQuote, isFaithful } from './quote-verification';

/**
 * The hadith a reply cites, resolved through the hadith store: the text, grades and sunnah.com page come
 * from the corpus, never from the reply. A citation that names no narration is a warning, as is a
 * quotation next to it that is not the narration's words.
 */
export type HadithCitation = z.output<typeof hadithCitationSchema>;

/** At most this many narrations per reply (a lettered group counts each part). */
const MAX_CITED_NARRATIONS = 30;

const cited = (reference: HadithReference): string => {
  const name = collectionById(reference.collection)!.name;
  if (reference.kind === 'number') return `${name} ${reference.number.text}`;
  if (reference.kind === 'in-book') return `${name}, Book ${reference.book}, Hadith ${reference.hadith}`;
  return `${name}, ${formatEnglishReference(reference.reference)}`;
};

const ARABIC = /[\u0600-\u06FF]/;

/** The narration's text in the quotation's script, or undefined when the source has none in it. */
const textToCompare = (narration: Narration, quote: string): string | undefined =>
  ARABIC.test(quote) ? narration.arabic || undefined : narration.english ? `${narration.narrator ?? ''} ${narration.english}` : undefined;

/** Whether the table cites this narration for the famous one (by one of its numbers, or by book and hadith). */
function citesNarration(famous: FamousNarration, narration: Narration): boolean {
  return famous.citations
    .map(parseFamousCitation)
    .some((citation) =>
      citation.collection !== narration.collection
        ? false
        : 'number' in citation
          ? narration.numbers.includes(citation.number)
          : narration.in_book_reference.book === citation.book && narration.in_book_reference.hadith === citation.hadith,
    );
}

/**
 * The famous narration a quotation gives in one of its well-known wordings, or undefined. The matcher finds the
 * narration a quotation is about; the quotation must also be faithful to one of its wordings (the wording, or a
 * part of it), so that a negated or embellished wording ("does not depend upon the intentions", "honour his
 * neighbour with gold") is not taken for it.
 */
export function famousWordingOf(quote: string): FamousNarration | undefined {
  const [match] = famousNarrationsIn(quote);
  if (!match) return undefined;
  const wordings = ARABIC.test(quote) ? match.narration.wordingsArabic : match.narration.wordings;
  return wordings.some((wording) => isFaithful(compareQuote(quote, wording).verdict)) ? match.narration : undefined;
}

/** How the table's first citations of a famous narration are cited ("Sahih al-Bukhari 1", "Mishkat al-Masabih, Book 1, Hadith 1"). */
export function referencesOf(famous: FamousNarration, count: number): string[] {
  return famous.citations.slice(0, count).map((written) => {
    const citation = parseFamousCitation(written);
    const collection = collectionById(citation.collection)!;
    return 'number' in citation
      ? citationOf(collection, citation.number, '', 0)
      : citationOf(collection, undefined, citation.book, citation.hadith);
  });
}

const narrationsOf = (answer: Narration | NarrationGroup): Narration[] => ('results' in answer ? answer.results : [answer]);

async function resolve(reference: HadithReference, hadith: HadithService): Promise<Narration[]> {
  if (reference.kind === 'number') return narrationsOf(await hadith.byNumber(reference.collection, reference.number));
  if (reference.kind === 'english') return narrationsOf(await hadith.byEnglishReference(reference.collection, reference.reference));
  try {
    return [await hadith.byInBookReference(reference.collection, reference.book.toLowerCase(), reference.hadith)];
  } catch (error) {
    // "Muslim, Book 4, Hadith 1115": past the book's end as an in-book position, so an old USC-MSA reference.
    if (!(error instanceof NotFoundError)) throw error;
    return narrationsOf(await hadith.byEnglishReference(reference.collection, { book: Number(reference.book), hadith: reference.hadith }));
  }
}

export async function checkHadithCitations(
  reply: string,
  hadith: HadithService,
  sourceIds: Set<string>,
): Promise<{ citations: HadithCitation[]; warnings: string[]; quoted: string[] }> {
  const references = parseHadithReferences(reply);
  const citations: HadithCitation[] = [];
  const warnings: string[] = [];
  /** The quotations standing next to a hadith reference. */
  const quoted: string[] = [];
  const seen = new Set<string>();
  const resolved = await Promise.all(
    references.map((reference) =>
      resolve(reference, hadith).then(
        (narrations) => ({ narrations }),
        (error: unknown) => ({ error }),
      ),
    ),
  );
  for (const [i, reference] of references.entries()) {
    const outcome = resolved[i];
    if ('error' in outcome) {
      const error = outcome.error;
      if (error instanceof NotFoundError) warnings.push(`Cited hadith not found: ${cited(reference)} (${error.message})`);
      else warnings.push(`The hadith cited as ${cited(reference)} could not be checked right now.`);
      continue;
    }
    const quote = quoteNear(reply, reference.position, reference.end);
    if (quote !== undefined) quoted.push(quote);
    const comparable = quote === undefined ? [] : outcome.narrations.flatMap((n) => textToCompare(n, quote) ?? []);
    const comparisons = quote === undefined ? [] : comparable.map((text) => compareQuote(quote, text));
    const best = comparisons.find((c) => isFaithful(c.verdict)) ?? comparisons[0];
    if (quote !== undefined && comparable.length === 0) {
      warnings.push(
        `The text quoted next to ${cited(reference)} cannot be checked: the source gives that narration in ${ARABIC.test(quote) ? 'English' : 'Arabic'} only.`,
      );
    }
    // A quotation in a well-known wording of a narration ("actions are judged by intentions"): not the served
    // translation's words, but the same narration when the citation is one the table gives for it.
    const famous = quote !== undefined && best && !isFaithful(best.verdict) ? famousWordingOf(quote) : undefined;
    const knownWording = famous && outcome.narrations.some((n) => citesNarration(famous, n)) ? famous : undefined;
    if (famous && !knownWording) {
      warnings.push(
        `The text quoted next to ${cited(reference)} is a well-known wording of ${famous.name} (${referencesOf(famous, 3).join(', ')}); the table of well-known narrations does not list ${cited(reference)} for it.`,
      );
    } else if (best && !isFaithful(best.verdict) && !knownWording) {
      warnings.push(
        `The text quoted next to ${cited(reference)} is not that narration's wording (${best.verdict}${best.detail ? `: ${best.detail}` : ''}).`,
      );
    }
    for (const narration of outcome.narrations) {
      const key = `${narration.collection}:${narration.in_book_reference.book}:${narration.in_book_reference.hadith}`;
      if (seen.has(key) || citations.length >= MAX_CITED_NARRATIONS) continue;
      seen.add(key);
      citations.push({
        collection: narration.collection,
        ...(narration.number === undefined ? {} : { number: narration.number }),
        reference: narration.reference,
        url: narration.url,
        in_book_reference: narration.in_book_reference,
        ...(narration.english ? { english: narration.english } : {}),
        ...(narration.arabic ? { arabic: narration.arabic } : {}),
        grades: narration.grades,
        ...(narration.collection_status ? { collection_status: narration.collection_status } : {}),
        in_sources: sourceIds.has(`hadith:${key}`),
        ...(best
          ? {
              quote_verified: isFaithful(best.verdict),
              quote_check: {
                verdict: best.verdict,
                ...(best.detail ? { detail: best.detail } : {}),
                ...(knownWording ? { known_wording_of: knownWording.name } : {}),
              },
            }
          : {}),
      });
    }
  }
  return { citations, warnings, quoted };
}
