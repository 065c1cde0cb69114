import { QUESTION_LANGUAGES } from '../search/concepts';
import type { ServedLanguage } from '../search/question-language';
import { cut, type GroundingSource } from './grounding';
import { filled, replyStrings } from './reply-language';

/** How many sources the first screen opens with, and how long a narration is quoted there and below. */
const FIRST_SCREEN_SOURCES = 3;
const NARRATION_CHARS = { first: 700, rest: 1_200 } as const;

type Kind = Exclude<GroundingSource['kind'], 'tafsir'>;
const MORE_HEADINGS = { quran: 'more_quran', hadith: 'more_hadith', dua: 'supplications' } as const;

function sourceLines(source: GroundingSource, n: number, first: boolean): string {
  if (source.kind === 'hadith') {
    const grade = source.grades?.length ? ` (graded ${source.grades.map((g) => `${g.grade} by ${g.grader}`).join('; ')})` : '';
    return `${n}. ${source.reference}${grade}: "${cut(source.text, first ? NARRATION_CHARS.first : NARRATION_CHARS.rest)}"`;
  }
  // A passage is set as a block, not in quotation marks: it is the corpus's text verbatim, verse numbers included. In
  // another language the English follows the asker's translation, then the Arabic.
  return [`${n}. ${source.reference}`, source.text, ...(source.english ? [source.english] : []), source.arabic].join('\n   ');
}

/**
 * The answer without a model, answer first: the few best sources of the kind the question asks for (the order
 * groundQuestion gives: narrations first for the Prophet's words, verses first for the Quran), each with why it was
 * chosen, so that the first screen holds the answer (the first source's text begins within its first few hundred
 * characters); then the rest kind by kind. A commentary is shown under the passage it explains. Nothing is generated.
 * Its fixed sentences are in the question's language (reply-languages.json); a question in one of the nine other
 * languages is told which language it was read as, and that the narrations are quoted in Arabic and English.
 */
export function retrievalOnlyReply(sources: readonly GroundingSource[], why?: string, language: ServedLanguage = 'en'): string {
  const say = replyStrings(language);
  const foreign = (QUESTION_LANGUAGES as readonly string[]).includes(language);
  const intro =
    filled(say.intro, { why: why ?? say.why_no_model }) + (foreign ? ` ${filled(say.language_read, { language: say.name })}` : '');
  if (sources.length === 0) return `${intro} ${say.nothing}\n\n${say.read_in_full}`;
  // A commentary follows the passage it explains (groundQuestion).
  const commentaryAfter = new Map<GroundingSource, GroundingSource>();
  sources.forEach((source, i) => {
    const next = sources[i + 1];
    if (source.kind === 'quran' && next?.kind === 'tafsir') commentaryAfter.set(source, next);
  });
  const main = sources.filter((source): source is GroundingSource & { kind: Kind } => source.kind !== 'tafsir');
  const leading = main[0].kind;
  const firstScreen = main.filter((source) => source.kind === leading).slice(0, FIRST_SCREEN_SOURCES);
  const rest = main.filter((source) => !firstScreen.includes(source));
  let n = 0;
  const entry = (source: GroundingSource, first: boolean) => {
    n += 1;
    const commentary = commentaryAfter.get(source);
    return [
      sourceLines(source, n, first),
      ...(first ? [`   ${say.why}: ${source.why}`] : []),
      ...(commentary ? [`   ${commentary.reference} (${commentary.author}): ${commentary.text}`] : []),
    ].join('\n');
  };
  const sections = [`${say.first_screen}\n${firstScreen.map((source) => entry(source, true)).join('\n')}`];
  for (const kind of ['quran', 'hadith', 'dua'] as const) {
    const ofKind = rest.filter((source) => source.kind === kind);
    if (ofKind.length) sections.push(`${say[MORE_HEADINGS[kind]]}\n${ofKind.map((source) => entry(source, false)).join('\n')}`);
  }
  const hadithNote = foreign && main.some((source) => source.kind === 'hadith') ? ` ${say.hadith_languages}` : '';
  return `${intro}\n\n${sections.join('\n\n')}\n\n${say.read_in_full}${hadithNote}`;
}
