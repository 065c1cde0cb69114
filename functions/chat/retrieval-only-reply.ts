import { cut, type GroundingSource } from './grounding';

/** How many sources the first screen opens with, and how long a narration is quoted there and below. */
const FIRST_SCREEN_SOURCES = 3;
const NARRATION_CHARS = { first: 700, rest: 1_200 } as const;

type Kind = Exclude<GroundingSource['kind'], 'tafsir'>;
const MORE_HEADINGS: Record<Kind, string> = {
  quran: 'More from the Quran:',
  hadith: 'More from the hadith (the Prophet\u2019s words and deeds):',
  dua: 'Supplications:',
};

function sourceLines(source: GroundingSource, n: number, first: boolean): string {
  if (source.kind === 'hadith') {
    const grade = source.grades?.length ? ` (graded ${source.grades.map((g) => `${g.grade} by ${g.grader}`).join('; ')})` : '';
    return `${n}. ${source.reference}${grade}: "${cut(source.text, first ? NARRATION_CHARS.first : NARRATION_CHARS.rest)}"`;
  }
  // A passage is set as a block, not in quotation marks: it is the corpus's text verbatim, verse numbers included.
  return `${n}. ${source.reference}\n   ${source.text}\n   ${source.arabic}`;
}

/**
 * The answer without a model, answer first: the few best sources of the kind the question asks for (the order
 * groundQuestion gives: narrations first for the Prophet's words, verses first for the Quran), each with why it was
 * chosen, so that the first screen holds the answer (the first source's text begins within its first few hundred
 * characters); then the rest kind by kind. A commentary is shown under the passage it explains. Nothing is generated.
 */
export function retrievalOnlyReply(sources: readonly GroundingSource[], why = 'no language model is configured for this service'): string {
  const intro = `Retrieval-only answer: ${why}, so what follows is quoted from the sources, nothing generated.`;
  if (sources.length === 0)
    return `${intro} No passage of the Quran, the hadith collections or the duas matches your question closely enough; try naming the subject in other words.\n\nFor a ruling on your own situation, consult a qualified scholar.`;
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
      ...(first ? [`   Why: ${source.why}`] : []),
      ...(commentary ? [`   ${commentary.reference} (${commentary.author}): ${commentary.text}`] : []),
    ].join('\n');
  };
  const sections = [`What answers your question most closely:\n${firstScreen.map((source) => entry(source, true)).join('\n')}`];
  for (const kind of ['quran', 'hadith', 'dua'] as const) {
    const ofKind = rest.filter((source) => source.kind === kind);
    if (ofKind.length) sections.push(`${MORE_HEADINGS[kind]}\n${ofKind.map((source) => entry(source, false)).join('\n')}`);
  }
  return `${intro}\n\n${sections.join('\n\n')}\n\nRead each in full before drawing a conclusion. For a ruling on your own situation, consult a qualified scholar.`;
}
