import type { DuaService } from '../duas/dua-service';
import type { HadithService } from '../hadith/hadith-service';
import type { QuranService } from '../quran/quran-service';
import { editionOfLanguage } from '../quran/quran-service';
import type { QuestionLanguage } from '../search/concepts';
import { type ForeignQuestion, readForeignQuestion } from '../search/foreign-question';
import { LANGUAGE_ANALYZERS } from '../search/language-analyzers';
import { ANSWERED_COVERAGE } from '../search/query-matching';
import { parseQuestion, type QuestionQuery } from '../search/question-terms';
import { analyze } from '../search/tokenizer';
import { queryLanguage } from '../tafsir/commentary-retrieval';
import { relevantExcerpt } from '../tafsir/excerpts';
import { DEFAULT_TAFSIR_BY_LANGUAGE, tafsirEditionByName } from '../tafsir/tafsir-editions';
import type { TafsirService } from '../tafsir/tafsir-service';
import { filled, replyStrings } from './reply-language';

/**
 * How many passages of each kind ground one answer: as many as search's first page holds, so that whatever search
 * finds in its first ten the chat gives too (a passage is built around each of search's best verses, and holds at least
 * one of them).
 */
export const GROUNDING_COUNTS = { quran: 10, hadith: 10, duas: 2 } as const;

/**
 * A passage given to the model is cut here (the whole text is in the answer's `sources`): the first few of each kind
 * longer, the rest shorter, and a commentary's excerpt is this long: twenty-two sources and ten excerpts stay under
 * 3,500 tokens (an Arabic excerpt takes about twice the tokens of English), so the smallest context window (8,192)
 * keeps room for a 4,096-token reply.
 */
const PROMPT_TEXT_LIMIT = { first: 800, rest: 280, firstCount: 3 } as const;
const promptLimit = (index: number) => (index < PROMPT_TEXT_LIMIT.firstCount ? PROMPT_TEXT_LIMIT.first : PROMPT_TEXT_LIMIT.rest);
const TAFSIR_EXCERPT_CHARS = 220;

/** One passage an answer rests on, as the chat answer's `sources` shows it. */
export interface GroundingSource {
  /** A passage of the Quran, a narration, a dua, or a commentary (tafsir) on the Quran passage before it. */
  kind: 'quran' | 'hadith' | 'dua' | 'tafsir';
  /** "Al-Isra 17:22-25", "Sahih al-Bukhari 5971", "Dua 115: Anxiety and sorrow". */
  reference: string;
  /** English: the verses' translation (in the question's language when it is one of the nine others), the narration, the dua's translation. */
  text: string;
  /** For a question in another language: the verses in English. */
  english?: string;
  arabic: string;
  url?: string;
  surah?: number;
  ayah_from?: number;
  ayah_to?: number;
  /** The verses of the passage that matched the question (the others are context). */
  matched_ayahs?: number[];
  collection?: string;
  number?: string;
  grades?: Array<{ grader: string; grade: string }>;
  dua_id?: number;
  /** A commentary's edition id (GET /api/v1/tafsir) and author. */
  edition?: string;
  author?: string;
  score: number;
  /** The share of the question the passage holds (0 to 1), the measure every corpus shares (kindOrder). */
  coverage: number;
  /** Why it was chosen, in a line (whyChosen). */
  why: string;
  /** The famous narration it is, when the question names one by its title or wording. */
  famous_narration?: string;
  /** Whether the reply cites it (a verse of the passage, or the narration). */
  cited: boolean;
}

/** A source as the service keeps it while answering: what the citation checker calls it, and its prompt line. */
export interface RetrievedSource {
  source: GroundingSource;
  /** Citation keys ("quran:17:23", "hadith:bukhari:78:2"), as the citation checkers name what they find. */
  ids: string[];
  prompt: string;
  /** A narration the question quotes (a famous one's words, not only its title): its kind comes first. */
  quotesFamous?: boolean;
}

export function cut(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit).replace(/\s\S*$/, '')}…`;
}

export interface GroundingServices {
  quran: QuranService;
  hadith: HadithService;
  duas?: DuaService;
  /** Where each Quran passage's commentary excerpt comes from; omitted, passages come without. */
  tafsir?: Pick<TafsirService, 'covering'>;
}

/** A question as the chat asks it: the user's last message and, for a follow-up, their earlier ones. */
export interface AskedQuestion {
  text: string;
  earlierTurns?: readonly string[];
  /** One of the nine languages besides English and Arabic the question is written in (languageOfQuestion). */
  language?: QuestionLanguage;
}

/** The order kinds come in when the question names none: the one whose best source holds most of the question first. */
const SOURCE_KINDS = ['quran', 'hadith', 'dua'] as const;
type SourceKind = (typeof SOURCE_KINDS)[number];

/**
 * The passages a question rests on, read once by the same path search reads it (searchByMatch: a question's verses,
 * narrations and duas in the order search ranks them), so the chat never ranks a kind worse than search does: Quran
 * passages built around search's best verses (with context), whole narrations with their grades (a famous narration
 * the question names first), and duas when the question asks what to say. Each kind keeps search's order; the kinds
 * come in the order `kindOrder` gives (what the question asks for first). A commentary's excerpt follows each Quran
 * passage. A corpus that cannot be read (not imported, unavailable) gives no passages rather than failing the answer.
 */
export async function groundQuestion(
  services: GroundingServices,
  asked: AskedQuestion,
  reading: QuestionQuery = parseQuestion(asked.text, asked.earlierTurns),
): Promise<RetrievedSource[]> {
  const { text, earlierTurns = [], language } = asked;
  // A question in one of the nine other languages: its verses in its translation; the narrations and duas, served in
  // English and Arabic, through the concepts it names (their English names), and none when it names none. Naming the
  // Quran in its language asks for verses first, as "What does the Quran say…" does.
  const foreign = language ? readForeignQuestion(text, language) : undefined;
  if (foreign?.namesTheQuran) reading = { ...reading, asksFor: 'quran' };
  const english = foreign ? foreign.concepts.join('; ') : text;
  const asksForSupplication = foreign ? foreign.asksForSupplication : reading.asksForSupplication;
  const [passages, narrations, duas] = await Promise.all([
    services.quran.passages(text, GROUNDING_COUNTS.quran, earlierTurns, language).catch(() => []),
    english ? services.hadith.answering(english, GROUNDING_COUNTS.hadith, foreign ? [] : earlierTurns).catch(() => []) : [],
    asksForSupplication && english && services.duas
      ? services.duas.answering(english, GROUNDING_COUNTS.duas, foreign ? [] : earlierTurns).catch(() => [])
      : [],
  ]);
  const edition = language ? editionOfLanguage(language)?.id : undefined;
  const byKind: Record<SourceKind, RetrievedSource[]> = {
    quran: passages.map((passage, index): RetrievedSource => {
      const reference = `${passage.surah_name} ${passage.reference}`;
      const english = passage.ayahs.map((ayah) => `[${ayah.ayah_number}] ${ayah.translation}`).join(' ');
      const translated = edition
        ? passage.ayahs.map((ayah) => `[${ayah.ayah_number}] ${ayah.translations?.[edition] ?? ''}`).join(' ')
        : undefined;
      const text = translated ?? english;
      return {
        source: {
          kind: 'quran',
          reference,
          text,
          ...(translated ? { english } : {}),
          arabic: passage.ayahs.map((ayah) => ayah.arabic).join(' '),
          url: `https://quran.com/${passage.surah}/${passage.ayah_from}-${passage.ayah_to}`,
          surah: passage.surah,
          ayah_from: passage.ayah_from,
          ayah_to: passage.ayah_to,
          matched_ayahs: passage.ayahs.filter((ayah) => ayah.matched).map((ayah) => ayah.ayah_number),
          score: passage.score,
          coverage: round(passage.coverage),
          why: '',
          cited: false,
        },
        ids: passage.ayahs.map((ayah) => `quran:${ayah.reference}`),
        prompt: `Surah ${reference}: ${cut(text, promptLimit(index))}`,
      };
    }),
    hadith: narrations.map((narration, index): RetrievedSource => {
      const text = `${narration.narrator ? `${narration.narrator} ` : ''}${narration.english ?? narration.arabic ?? ''}`.trim();
      const grade = narration.grades[0] ? ` (${narration.grades[0].grade}, ${narration.grades[0].grader})` : '';
      return {
        source: {
          kind: 'hadith',
          reference: narration.reference,
          text,
          arabic: narration.arabic ?? '',
          url: narration.url,
          collection: narration.collection,
          ...(narration.number === undefined ? {} : { number: narration.number }),
          grades: narration.grades.map(({ grader, grade: g }) => ({ grader, grade: g })),
          score: narration.score,
          coverage: round(narration.coverage),
          why: '',
          ...(narration.famous_narration ? { famous_narration: narration.famous_narration } : {}),
          cited: false,
        },
        ids: [`hadith:${narration.collection}:${narration.in_book_reference.book}:${narration.in_book_reference.hadith}`],
        ...(narration.quotes_famous ? { quotesFamous: true } : {}),
        prompt: `${narration.reference}${grade}: ${cut(text, promptLimit(index))}`,
      };
    }),
    dua: duas.map((dua): RetrievedSource => {
      const reference = `Dua ${dua.id}: ${dua.title}`;
      const evidence = dua.references.map((r) => r.reference).join('; ');
      return {
        source: {
          kind: 'dua',
          reference,
          text: dua.translation,
          arabic: dua.arabic,
          dua_id: dua.id,
          score: dua.score,
          coverage: round(dua.coverage),
          why: '',
          cited: false,
        },
        ids: [],
        prompt: `${reference}${evidence ? ` (${evidence})` : ''}: ${cut(dua.translation, PROMPT_TEXT_LIMIT.first)}`,
      };
    }),
  };
  // A question that asks for one kind which has nothing on it gets the others only where they hold enough of it: "video
  // games, according to the hadith" is not answered by the verses on game hunted in the state of ihram.
  if (reading.asksFor && byKind[reading.asksFor].length === 0)
    for (const kind of SOURCE_KINDS) byKind[kind] = byKind[kind].filter(({ source }) => (source.coverage ?? 0) + 1e-9 >= ANSWERED_COVERAGE);
  const ordered = kindOrder(reading, byKind).flatMap((kind) => byKind[kind]);
  // The commentaries read with a question are English and Arabic (al-Muyassar, Ibn Kathir): none for the others.
  const commentaries = services.tafsir && !foreign ? await commentariesOn(services.tafsir, ordered, reading, passages) : new Map();
  return ordered.flatMap((retrieved) => {
    const commentary = commentaries.get(retrieved);
    retrieved.source.why = foreign ? whyChosenIn(retrieved.source, foreign) : whyChosen(retrieved.source, reading, commentary?.source);
    return commentary ? [retrieved, commentary] : [retrieved];
  });
}

/** whyChosen for a question in another language, in its language: its words the verses' translation holds. */
export function whyChosenIn(source: GroundingSource, question: ForeignQuestion): string {
  const say = replyStrings(question.language);
  if (source.famous_narration) return filled(say.why_famous, { name: source.famous_narration });
  const terms = new Set(analyze(source.text, LANGUAGE_ANALYZERS[question.language]).flatMap((token) => token.terms));
  const held = [...new Set(question.native.filter((word) => word.terms.some((term) => terms.has(term))).map((word) => word.typed))];
  if (held.length && source.kind === 'quran') {
    const list = held.map((word) => `"${word}"`);
    const words = list.length > 1 ? `${list.slice(0, -1).join(', ')} ${say.and} ${list.at(-1)}` : list[0];
    return filled(say.why_words, { words });
  }
  if (question.concepts.length && source.kind !== 'quran')
    return filled(say.why_words, { words: question.concepts.map((c) => `"${c}"`).join(', ') });
  return say.why_near;
}

/** The question's words (as typed) whose terms a text holds, in the question's order. */
function wordsHeldIn(text: string, reading: Pick<QuestionQuery, 'words'>): string[] {
  const terms = new Set(analyze(text).flatMap((token) => token.terms));
  const held = reading.words.filter((word) => !word.optional && word.terms.some((term) => terms.has(term))).map((word) => word.typed);
  return [...new Set(held)];
}

const quoted = (words: readonly string[]) => {
  const list = words.map((word) => `"${word}"`);
  return list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0];
};

/**
 * Why a source was chosen, in a line a reader can check: the famous narration the question names, or the words of the
 * question the source holds (its translation and its Arabic), or those its commentary holds when the source was found
 * through it.
 */
export function whyChosen(source: GroundingSource, reading: Pick<QuestionQuery, 'words'>, commentary?: GroundingSource): string {
  if (source.famous_narration) return `It is the famous narration «${source.famous_narration}», which the words of your question name.`;
  const held = wordsHeldIn(`${source.text} ${source.arabic}`, reading);
  if (held.length) return `It holds ${quoted(held)} of your question.`;
  const explained = commentary ? wordsHeldIn(commentary.text, reading) : [];
  if (explained.length) return `Its commentary (${commentary!.author}) speaks of ${quoted(explained)}.`;
  return 'It is among the passages nearest to your question, though it holds none of its words as written.';
}

/**
 * A kind's best source must hold this much more of the question than the Quran's to come before it: coverage is one
 * scale for every corpus (the share of the question's information a source holds), and on a near tie the Quran, the
 * first source of the law, comes first.
 */
const QURAN_FIRST_MARGIN = 0.15;

/**
 * The kinds in the order an answer gives them: the narrations when the question quotes a famous one; else the kind
 * the question asks for ("What does the Quran say…", "What did the Prophet say…"; duas when it asks what to say), or
 * the narrations when the question names a famous one; else by
 * how much of the question each kind's best source holds, the Quran first unless another holds clearly more.
 */
export function kindOrder(
  reading: Pick<QuestionQuery, 'asksFor' | 'asksForSupplication'>,
  byKind: Record<SourceKind, ReadonlyArray<Pick<RetrievedSource, 'source' | 'quotesFamous'>>>,
) {
  const famous = byKind.hadith[0]?.source.famous_narration !== undefined;
  // A question that quotes a famous narration asks about it, whatever else it names ("…learn the Quran and teach it").
  const asked: SourceKind | undefined = byKind.hadith[0]?.quotesFamous
    ? 'hadith'
    : (reading.asksFor ?? (reading.asksForSupplication && byKind.dua.length ? 'dua' : famous ? 'hadith' : undefined));
  const best = (kind: SourceKind) => (byKind[kind][0]?.source.coverage ?? -1) - (kind === 'quran' ? 0 : QURAN_FIRST_MARGIN);
  return [...SOURCE_KINDS].sort(
    (a, b) => Number(b === asked) - Number(a === asked) || best(b) - best(a) || SOURCE_KINDS.indexOf(a) - SOURCE_KINDS.indexOf(b),
  );
}

/**
 * A commentary's excerpt for each Quran passage, in the question's language (al-Muyassar for Arabic, Ibn Kathir for
 * English: tafsir-editions.ts), on the passage's best matched verse, to explain it: the sentences of the commentary
 * holding the most of the question's words. A commentary that cannot be read leaves its passage without one.
 */
async function commentariesOn(
  tafsir: Pick<TafsirService, 'covering'>,
  sources: readonly RetrievedSource[],
  question: QuestionQuery,
  passages: ReadonlyArray<{ surah: number; ayahs: ReadonlyArray<{ ayah_number: number; matched: boolean }> }>,
): Promise<Map<RetrievedSource, RetrievedSource>> {
  const edition = tafsirEditionByName(DEFAULT_TAFSIR_BY_LANGUAGE[queryLanguage(question)])!;
  const terms = new Set(question.words.flatMap((word) => word.terms));
  const found = new Map<RetrievedSource, RetrievedSource>();
  await Promise.all(
    sources.map(async (retrieved) => {
      const { source } = retrieved;
      if (source.kind !== 'quran' || source.surah === undefined) return;
      const passage = passages.find((p) => p.surah === source.surah && p.ayahs.some((a) => a.ayah_number === source.ayah_from));
      const ayah = passage?.ayahs.find((a) => a.matched)?.ayah_number ?? source.ayah_from!;
      const commentary = await tafsir.covering(edition, source.surah, ayah).catch(() => undefined);
      if (!commentary) return;
      const excerpt = relevantExcerpt(commentary.text, terms, TAFSIR_EXCERPT_CHARS);
      const reference = `${edition.name} on ${commentary.verse_key}`;
      found.set(retrieved, {
        source: {
          kind: 'tafsir',
          reference,
          text: excerpt,
          arabic: '',
          surah: commentary.surah,
          ayah_from: commentary.ayah_from,
          ayah_to: commentary.ayah_to,
          edition: edition.id,
          author: edition.author,
          score: source.score,
          coverage: source.coverage,
          why: `${edition.name} on the passage above: what it says of the words of the question.`,
          cited: false,
        },
        ids: [],
        prompt: `Commentary (${reference}, ${edition.author}): ${excerpt}`,
      });
    }),
  );
  return found;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The sources with `cited` set from the citation keys the reply's checked citations name. */
export function markCited(sources: readonly RetrievedSource[], citedIds: ReadonlySet<string>): GroundingSource[] {
  return sources.map(({ source, ids }) => ({ ...source, cited: ids.some((id) => citedIds.has(id)) }));
}
