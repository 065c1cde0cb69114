import type { DuaService } from '../duas/dua-service';
import type { HadithService } from '../hadith/hadith-service';
import type { QuranService } from '../quran/quran-service';
import type { QuestionQuery } from '../search/question-terms';
import { queryLanguage } from '../tafsir/commentary-retrieval';
import { relevantExcerpt } from '../tafsir/excerpts';
import { DEFAULT_TAFSIR_BY_LANGUAGE, tafsirEditionByName } from '../tafsir/tafsir-editions';
import type { TafsirService } from '../tafsir/tafsir-service';

/** How many passages of each kind ground one answer. */
export const GROUNDING_COUNTS = { quran: 8, hadith: 5, duas: 2 } as const;

/**
 * A passage given to the model is cut here (the whole text is in the answer's `sources`), and a commentary's excerpt
 * is this long: thirteen sources and eight excerpts stay under 3,500 tokens (an Arabic excerpt takes about twice the
 * tokens of English), so the smallest context window (8,192) keeps room for a 4,096-token reply.
 */
const PROMPT_TEXT_LIMIT = 800;
const TAFSIR_EXCERPT_CHARS = 240;

/** One passage an answer rests on, as the chat answer's `sources` shows it. */
export interface GroundingSource {
  /** A passage of the Quran, a narration, a dua, or a commentary (tafsir) on the Quran passage before it. */
  kind: 'quran' | 'hadith' | 'dua' | 'tafsir';
  /** "Al-Isra 17:22-25", "Sahih al-Bukhari 5971", "Dua 115: Anxiety and sorrow". */
  reference: string;
  /** English: the verses' translation, the narration, the dua's translation. */
  text: string;
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
  /** The share of the question the passage holds (0 to 1), what orders passages of different kinds. */
  coverage: number;
  /** Whether the reply cites it (a verse of the passage, or the narration). */
  cited: boolean;
}

/** A source as the service keeps it while answering: what the citation checker calls it, and its prompt line. */
export interface RetrievedSource {
  source: GroundingSource;
  /** Citation keys ("quran:17:23", "hadith:bukhari:78:2"), as the citation checkers name what they find. */
  ids: string[];
  prompt: string;
}

const KIND_ORDER = { quran: 0, tafsir: 0, hadith: 1, dua: 2 } as const;

function cut(text: string, limit: number): string {
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

/**
 * The passages a question rests on: Quran passages (neighbouring verses as one, with context), whole
 * narrations with their grades, and duas when the question asks what to say. Ordered by coverage (the
 * share of the question each holds), then Quran, hadith, duas, then score; a question that names where it
 * wants its answer ("What does the Quran say…") has that kind first. A corpus that cannot be read (not
 * imported, unavailable) gives no passages rather than failing the answer.
 */
export async function groundQuestion(services: GroundingServices, question: QuestionQuery): Promise<RetrievedSource[]> {
  const [passages, narrations, duas] = await Promise.all([
    services.quran.passages(question, GROUNDING_COUNTS.quran).catch(() => []),
    services.hadith.relevant(question, GROUNDING_COUNTS.hadith).catch(() => []),
    question.asksForSupplication && services.duas ? services.duas.relevant(question, GROUNDING_COUNTS.duas).catch(() => []) : [],
  ]);
  const sources: RetrievedSource[] = [
    ...passages.map((passage): RetrievedSource => {
      const reference = `${passage.surah_name} ${passage.reference}`;
      const text = passage.ayahs.map((ayah) => `[${ayah.ayah_number}] ${ayah.translation}`).join(' ');
      return {
        source: {
          kind: 'quran',
          reference,
          text,
          arabic: passage.ayahs.map((ayah) => ayah.arabic).join(' '),
          url: `https://quran.com/${passage.surah}/${passage.ayah_from}-${passage.ayah_to}`,
          surah: passage.surah,
          ayah_from: passage.ayah_from,
          ayah_to: passage.ayah_to,
          matched_ayahs: passage.ayahs.filter((ayah) => ayah.matched).map((ayah) => ayah.ayah_number),
          score: passage.score,
          coverage: round(passage.coverage),
          cited: false,
        },
        ids: passage.ayahs.map((ayah) => `quran:${ayah.reference}`),
        prompt: `Surah ${reference}: ${cut(text, PROMPT_TEXT_LIMIT)}`,
      };
    }),
    ...narrations.map((narration): RetrievedSource => {
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
          cited: false,
        },
        ids: [`hadith:${narration.collection}:${narration.in_book_reference.book}:${narration.in_book_reference.hadith}`],
        prompt: `${narration.reference}${grade}: ${cut(text, PROMPT_TEXT_LIMIT)}`,
      };
    }),
    ...duas.map((dua): RetrievedSource => {
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
          cited: false,
        },
        ids: [],
        prompt: `${reference}${evidence ? ` (${evidence})` : ''}: ${cut(dua.translation, PROMPT_TEXT_LIMIT)}`,
      };
    }),
  ];
  const asked = (source: RetrievedSource) => (source.source.kind === question.asksFor ? 0 : 1);
  const ordered = sources.sort(
    (a, b) =>
      asked(a) - asked(b) ||
      b.source.coverage - a.source.coverage ||
      KIND_ORDER[a.source.kind] - KIND_ORDER[b.source.kind] ||
      b.source.score - a.source.score,
  );
  const commentaries = services.tafsir ? await commentariesOn(services.tafsir, ordered, question, passages) : new Map();
  return ordered.flatMap((source) => {
    const commentary = commentaries.get(source);
    return commentary ? [source, commentary] : [source];
  });
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

/**
 * The answer without a model: the passages grouped by kind, verses in Arabic and English with their
 * range, narrations with their grade, and a plain statement that nothing was generated.
 */
export function retrievalOnlyReply(sources: readonly GroundingSource[], why = 'no language model is configured for this service'): string {
  const intro =
    `Retrieval-only answer: ${why}, so nothing below was generated or summarised. ` +
    (sources.length
      ? 'These are the passages of the sources that match your question most closely, in order of relevance; read them in full before drawing a conclusion.'
      : 'No passage of the Quran, the hadith collections or the duas matches your question closely enough; try naming the subject in other words.');
  const lines: Record<'quran' | 'hadith' | 'dua', (source: GroundingSource, n: number) => string> = {
    quran: (s, n) => `${n}. ${s.reference}\n${s.arabic}\n"${s.text}"`,
    hadith: (s, n) => {
      const grade = s.grades?.length ? ` (graded ${s.grades.map((g) => `${g.grade} by ${g.grader}`).join('; ')})` : '';
      return `${n}. ${s.reference}${grade}: "${cut(s.text, 1_200)}"`;
    },
    dua: (s, n) => `${n}. ${s.reference}\n${s.arabic}\n"${s.text}"`,
  };
  const headings = { quran: 'From the Quran:', hadith: 'From the hadith:', dua: 'Supplications:' } as const;
  // A commentary follows the passage it explains (groundQuestion), and is shown under it.
  const commentaryAfter = new Map<GroundingSource, GroundingSource>();
  sources.forEach((source, i) => {
    const next = sources[i + 1];
    if (source.kind === 'quran' && next?.kind === 'tafsir') commentaryAfter.set(source, next);
  });
  const withCommentary = (source: GroundingSource, line: string) => {
    const commentary = commentaryAfter.get(source);
    return commentary ? `${line}\n   ${commentary.reference} (${commentary.author}): ${commentary.text}` : line;
  };
  const sections: string[] = [];
  let numbered = 0;
  for (const kind of ['quran', 'hadith', 'dua'] as const) {
    const ofKind = sources.filter((source) => source.kind === kind);
    if (ofKind.length === 0) continue;
    sections.push(
      `${headings[kind]}\n${ofKind.map((source, i) => withCommentary(source, lines[kind](source, numbered + i + 1))).join('\n')}`,
    );
    numbered += ofKind.length;
  }
  return `${intro}${sections.length ? `\n\n${sections.join('\n\n')}` : ''}\n\nFor a ruling on your own situation, consult a qualified scholar.`;
}
