import { checkHadithCitations, famousWordingOf, referencesOf } from '../citations/hadith-citations';
import { quotationsIn } from '../citations/quotations';
import { checkQuranCitations, verseQuoted } from '../citations/quran-citations';
import { type FoundBy, findUnmarkedQuotations } from '../citations/unmarked-quotations';
import type { HadithService } from '../hadith/hadith-service';
import type { QuranService } from '../quran/quran-service';

/** At most this many quotations without a reference are looked up (each costs a few index searches). */
const MAX_UNREFERENCED_QUOTES = 10;

/** A quotation next to no reference that is a well-known wording of a narration ("actions are judged by intentions"). */
export interface UnreferencedHadithQuotation {
  quote: string;
  narration: string;
  /** Where it is, as the famous-narrations table gives it first. */
  references: string[];
}

export interface UnreferencedQuotation {
  quote: string;
  /** The verse whose words (translation or Arabic) the quotation is, and how faithfully */
  verse: string;
  verdict: 'exact' | 'partial';
  /** How it was found: between quotation marks or ornate brackets, after a cue (قال تعالى), or bare in Arabic prose. */
  found_by: 'quotation_marks' | FoundBy;
  /** An English quotation: the translation whose wording it is. */
  translation?: string;
}

/**
 * Every Quran and hadith citation in a text, checked by the chat's own checkers (one implementation):
 * the canonical text and reference from the corpus, the verdict on a quotation next to each, the references
 * to verses that do not exist, and the warnings a chat reply would carry; and the quotations that carry no
 * reference but are a verse's words, named.
 */
export async function verifyText(text: string, deps: { quran: QuranService; hadith: HadithService }) {
  // Nothing was given to a model here, so no citation is "in the sources".
  const noSources = new Set<string>();
  const [quran, hadith] = await Promise.all([
    checkQuranCitations(text, deps.quran, noSources),
    checkHadithCitations(text, deps.hadith, noSources),
  ]);
  const unreferenced = await unreferencedQuotations(text, [...quran.quoted, ...hadith.quoted], deps.quran);
  const unreferencedHadith = famousQuotations(text, [...quran.quoted, ...hadith.quoted]);
  const quotes = [...quran.citations, ...hadith.citations].filter((citation) => citation.quote_check);
  return {
    quran_citations: quran.citations,
    hadith_citations: hadith.citations,
    quran_not_found: quran.notFound,
    unreferenced_quotations: unreferenced,
    unreferenced_hadith_quotations: unreferencedHadith,
    summary: {
      quran_citations: quran.citations.length,
      hadith_citations: hadith.citations.length,
      quotations_checked: quotes.length,
      quotations_verified: quotes.filter((citation) => citation.quote_verified).length,
      not_found: quran.notFound.length,
      unreferenced_quotations: unreferenced.length,
      unreferenced_hadith_quotations: unreferencedHadith.length,
    },
    warnings: [...quran.warnings, ...hadith.warnings],
  };
}

/** Quotations no reference stands next to that are, word for word, a verse: named, so that the reader can check them. */
async function unreferencedQuotations(text: string, attached: string[], quran: QuranService): Promise<UnreferencedQuotation[]> {
  const found: UnreferencedQuotation[] = [];
  const marked = quotationsIn(text, 50);
  const free = marked.filter(({ quote }) => !attached.includes(quote));
  for (const { quote } of free.slice(0, MAX_UNREFERENCED_QUOTES)) {
    const verse = await verseQuoted(quote, quran);
    if (verse && (verse.verdict === 'exact' || verse.verdict === 'partial')) {
      found.push({
        quote,
        verse: verse.reference,
        verdict: verse.verdict,
        found_by: 'quotation_marks',
        ...(verse.translation ? { translation: verse.translation } : {}),
      });
    }
  }
  // Arabic quoted without marks, outside every marked quotation (those are read above, or next to their reference).
  for (const unmarked of await findUnmarkedQuotations(text, quran, marked)) found.push(unmarked);
  return found;
}

/** Quotations next to no reference that are a well-known wording of a narration, named with where it is. */
function famousQuotations(text: string, attached: string[]): UnreferencedHadithQuotation[] {
  return quotationsIn(text, 50)
    .filter(({ quote }) => !attached.includes(quote))
    .flatMap(({ quote }) => {
      const famous = famousWordingOf(quote);
      return famous ? [{ quote, narration: famous.name, references: referencesOf(famous, 3) }] : [];
    });
}
