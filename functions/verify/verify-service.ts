import { checkHadithCitations } from '../chat/hadith-citations';
import { checkQuranCitations } from '../chat/quran-citations';
import type { HadithService } from '../hadith/hadith-service';
import type { QuranService } from '../quran/quran-service';

/**
 * Every Quran and hadith citation in a text, checked by the chat's own checkers (one implementation):
 * the canonical text and reference from the corpus, the verdict on a quotation next to each, the references
 * to verses that do not exist, and the warnings a chat reply would carry.
 */
export async function verifyText(text: string, deps: { quran: QuranService; hadith: HadithService }) {
  // Nothing was given to a model here, so no citation is "in the sources".
  const noSources = new Set<string>();
  const [quran, hadith] = await Promise.all([
    checkQuranCitations(text, deps.quran, noSources),
    checkHadithCitations(text, deps.hadith, noSources),
  ]);
  const quotes = [...quran.citations, ...hadith.citations].filter((citation) => citation.quote_check);
  return {
    quran_citations: quran.citations,
    hadith_citations: hadith.citations,
    quran_not_found: quran.notFound,
    summary: {
      quran_citations: quran.citations.length,
      hadith_citations: hadith.citations.length,
      quotations_checked: quotes.length,
      quotations_verified: quotes.filter((citation) => citation.quote_verified).length,
      not_found: quran.notFound.length,
    },
    warnings: [...quran.warnings, ...hadith.warnings],
  };
}
