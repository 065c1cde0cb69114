import type * as z from 'zod';
import type { QuranService } from '../quran/quran-service';
import { DEFAULT_EDITION_ID, ENGLISH_TRANSLATIONS } from '../quran/translations';
import type { QuoteVerdict, quranCitationSchema } from './citation-responses';
import { quoteNear } from './quotations';
import { compareQuote, isFaithful, type QuoteComparison, quoteWords } from './quote-verification';
import { parseQuranReferences, type SurahNameIndex, surahNameIndex } from './quran-references';

/**
 * The Quran citations of a reply: every verse it references, filled from the corpus (never from the
 * reply's text), with the verdict on a quotation next to the reference and whether the verse was among
 * the sources given to the model.
 */
export type Citation = z.output<typeof quranCitationSchema>;
export type QuoteCheck = NonNullable<Citation['quote_check']>;

/** At most this many quotations are checked per reply, and this many looked for among other verses. */
const MAX_QUOTES_CHECKED = 20;
const MAX_OTHER_VERSE_SEARCHES = 3;
const STOP = new Set(
  'the and that this with from they them their have will shall which those these there then what when your yours unto upon into about'.split(
    ' ',
  ),
);

const indexes = new WeakMap<QuranService, Promise<SurahNameIndex>>();
function namesOf(quran: QuranService): Promise<SurahNameIndex> {
  let index = indexes.get(quran);
  if (!index) {
    index = quran.surahNames().then(surahNameIndex);
    index.catch(() => indexes.delete(quran));
    indexes.set(quran, index);
  }
  return index;
}

/**
 * The verse a quotation really is (its translation's words, or the Arabic's), found through the search index among
 * its most distinctive words, with the verdict on it; undefined where no verse holds those words.
 */
export async function verseQuoted(
  quote: string,
  quran: QuranService,
): Promise<{ reference: string; verdict: QuoteVerdict; translation?: string } | undefined> {
  const arabic = /[\u0600-\u06FF]/.test(quote);
  const distinctive = (word: string) => (arabic ? word.length > 2 : word.length > 3 && !STOP.has(word));
  const words = [...new Set(quoteWords(quote).filter(distinctive))].sort((a, b) => b.length - a.length);
  // Arabic is searched in the Arabic text; English in each English translation's own index, the default first.
  const editions = arabic ? [undefined] : ENGLISH_TRANSLATIONS;
  for (const edition of editions) {
    const searched = edition && edition.id !== DEFAULT_EDITION_ID ? quran.withEditions([edition]) : quran;
    for (let count = Math.min(5, words.length); count >= 2; count -= 1) {
      const hits = await searched.search(words.slice(0, count).join(' '), 5, 0).catch(() => undefined);
      if (!hits || hits.total === 0) continue;
      const verdicts = hits.results.map((hit) => {
        const text = arabic
          ? hit.ayah.arabic
          : edition && edition.id !== DEFAULT_EDITION_ID
            ? (hit.ayah.translations?.[edition.id] ?? '')
            : hit.ayah.translation;
        return {
          reference: hit.ayah.reference,
          verdict: compareQuote(quote, text).verdict,
          ...(edition ? { translation: edition.id } : {}),
        };
      });
      const found = verdicts.find((v) => v.verdict === 'exact') ?? verdicts.find((v) => v.verdict === 'partial');
      if (found) return found;
      break;
    }
  }
  return undefined;
}

/** The English translations a quotation is compared with, as a reader knows them. */
const TRANSLATION_NAMES = ENGLISH_TRANSLATIONS.map((edition) => edition.translator.replace(/ \(.*\)$/, '')).join(', ');

const warningFor = (reference: string, check: QuoteCheck, english: boolean): string => {
  switch (check.verdict) {
    case 'contradicts':
      return `The text quoted next to ${reference} contradicts that verse: ${check.detail}.`;
    case 'other_verse':
      return `The text quoted next to ${reference} is ${check.quoted_verse}, not ${reference}.`;
    default:
      return english
        ? `The text quoted next to ${reference} differs from the translations' wording (${TRANSLATION_NAMES}): a paraphrase at best, not a quotation.`
        : `The text quoted next to ${reference} differs from that verse's Arabic: a paraphrase at best, not a quotation.`;
  }
};

const RANK: Record<QuoteVerdict, number> = { exact: 0, partial: 1, contradicts: 2, paraphrase: 3 };

/**
 * An English quotation against every English translation of the verse: the most faithful verdict wins (a quote in
 * Pickthall's words is Pickthall's, not a paraphrase of Saheeh International's), and `contradicts` only when no
 * translation holds those words (a negation dropped is dropped from all of them).
 */
function bestOf(quote: string, texts: Record<string, string>): QuoteComparison & { translation: string } {
  let best: (QuoteComparison & { translation: string }) | undefined;
  for (const [translation, text] of Object.entries(texts)) {
    const comparison = { ...compareQuote(quote, text), translation };
    if (
      !best ||
      RANK[comparison.verdict] < RANK[best.verdict] ||
      (comparison.verdict === best.verdict && comparison.coverage > best.coverage)
    ) {
      best = comparison;
    }
  }
  return best!;
}

export async function checkQuranCitations(
  reply: string,
  quran: QuranService,
  sourceIds: Set<string>,
): Promise<{ citations: Citation[]; warnings: string[]; notFound: string[]; quoted: string[] }> {
  const { verses: references, invalid } = parseQuranReferences(reply, await namesOf(quran));
  const notFound = [...new Set(invalid.map((reference) => `${reference.surah}:${reference.ayah}`))];
  const warnings: string[] = [];
  /** The quotations standing next to a reference (of a verse that exists or not). */
  const quoted: string[] = [];
  for (const reference of invalid) {
    const text = `${reference.surah}:${reference.ayah}`;
    const warning = `The reply quotes ${text}, a verse that does not exist.`;
    const quote = quoteNear(reply, reference.position, reference.end);
    if (quote !== undefined) quoted.push(quote);
    if (quote !== undefined && !warnings.includes(warning)) warnings.push(warning);
  }
  if (references.length === 0) return { citations: [], warnings, notFound, quoted };
  const verses = await quran.verses(references);
  // The verses quoted in English, in every English translation served (Saheeh International alone if the others are
  // not imported yet).
  const quotedInEnglish = references.filter((reference) => {
    const quote = quoteNear(reply, reference.position, reference.end);
    return quote !== undefined && !/[\u0600-\u06FF]/.test(quote);
  });
  const english = quotedInEnglish.length
    ? await quran.textsIn(quotedInEnglish.slice(0, MAX_QUOTES_CHECKED), ENGLISH_TRANSLATIONS).catch(() => undefined)
    : undefined;
  let quotesChecked = 0;
  let searches = 0;
  const citations: Citation[] = [];
  for (const [i, reference] of references.entries()) {
    const verse = verses[i];
    if (!verse) continue;
    const citation: Citation = {
      arabic: verse.arabic,
      translation: verse.translation,
      reference: verse.reference,
      surah: verse.surah,
      ayah: verse.ayah_number,
      audio_url: verse.audio_url,
      surah_name: verse.surah_name,
      in_sources: sourceIds.has(`quran:${verse.reference}`),
    };
    const quote = quotesChecked < MAX_QUOTES_CHECKED ? quoteNear(reply, reference.position, reference.end) : undefined;
    if (quote !== undefined) {
      quoted.push(quote);
      quotesChecked += 1;
      const arabic = /[\u0600-\u06FF]/.test(quote);
      const texts = english?.get(verse.reference) ?? { [DEFAULT_EDITION_ID]: verse.translation };
      const comparison: QuoteComparison & { translation?: string } = arabic ? compareQuote(quote, verse.arabic) : bestOf(quote, texts);
      let check: QuoteCheck = {
        verdict: comparison.verdict,
        ...(comparison.detail ? { detail: comparison.detail } : {}),
        ...(comparison.translation && isFaithful(comparison.verdict) ? { translation: comparison.translation } : {}),
      };
      if (comparison.verdict === 'paraphrase' && !arabic && searches < MAX_OTHER_VERSE_SEARCHES) {
        searches += 1;
        const other = (await verseQuoted(quote, quran))?.reference;
        if (other && other !== verse.reference) check = { verdict: 'other_verse', quoted_verse: other };
      }
      citation.quote_verified = isFaithful(comparison.verdict) && check.verdict !== 'other_verse';
      citation.quote_check = check;
      if (!citation.quote_verified) warnings.push(warningFor(verse.reference, check, !arabic));
    }
    citations.push(citation);
  }
  return { citations, warnings, notFound, quoted };
}
