/**
 * Hisn al-Muslim's Arabic marks the words of a supplication with the book's quotation marks: "((…))" around
 * the Prophet's words, "(…)" in older items, with the book's own instructions around them: how often to say it
 * ("(ثلاث مرات)"), when ("(إذا أصبح)"), the evening's variant ("[وإذا أمسى قال: …]"), who says it ("يقول:").
 * Served as the source writes it, a dua began "((اللَّهُمَّ …" and a travel dua "((اللَّهُ أَكْبَرُ…".
 *
 * The words are served without those marks and the instructions beside them as data (`arabic_notes`); what
 * the marks mean inside the words is kept: a Quran passage's ﴿…﴾, a word from another narration in "[…]", a
 * count in "(…)" between the words. Marks that do not pair are removed; a text of two quotations that do (two
 * speakers, a count between two supplications) is served as written, its marks telling them apart.
 */
export interface UnwrappedArabic {
  arabic: string;
  /** The source's instructions around the words, in order, without their brackets. */
  notes: string[];
}

/** The index just after the bracket that closes the one opened at `open` (its character is '(' or '['), or -1. */
function closing(text: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']' };
  const stack: string[] = [];
  for (let i = open; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(' || c === '[') stack.push(pairs[c]);
    else if (c === ')' || c === ']') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

/** Punctuation and spaces at the edges of an instruction ("، وَيَقُولُ:" is "وَيَقُولُ"). */
const EDGES = /^[\s.,،:؛-]+|[\s.,،:؛-]+$/gu;
const tidy = (text: string) => text.replace(EDGES, '');

/**
 * The instructions after the words: each "[…]" group is one (an evening's variant, words added the third time),
 * and the text between them another, its "(…)" marks dropped ("(عشر مرات) ، أو (مرة واحدة عند الكسل)").
 */
function notesIn(text: string): string[] {
  const notes: string[] = [];
  const add = (note: string) => {
    const cleaned = tidy(
      note
        .replace(/[()]/g, ' ')
        .replace(/\s{2,}/g, ' ')
        .replace(/\s+([،,])/g, '$1'),
    );
    if (/\p{L}/u.test(cleaned)) notes.push(cleaned);
  };
  let rest = text;
  for (let start = rest.indexOf('['); start !== -1; start = rest.indexOf('[')) {
    const end = closing(rest, start);
    if (end === -1) break;
    add(rest.slice(0, start));
    add(rest.slice(start + 1, end - 1));
    rest = rest.slice(end);
  }
  add(rest);
  return notes;
}

export function unwrapDuaArabic(source: string): UnwrappedArabic {
  const text = source.trim();
  const first = text.indexOf('((');
  if (first !== -1) {
    const end = closing(text, first);
    // One quotation: "((…))" whose closing pair ends it, and no second one after it.
    if (end !== -1 && text[end - 2] === ')' && !text.slice(end).includes('((')) {
      const words = text.slice(first + 2, end - 2).trim();
      const before = tidy(text.slice(0, first));
      if (words) return { arabic: words, notes: [...(before ? [before] : []), ...notesIn(text.slice(end))] };
    }
    // Marks that do not pair ("((…، ((…))": the travel dua) cannot mean anything: they are removed. Quotations
    // that do pair (two speakers, a said-three-times between two supplications) keep their marks.
    if (text.split('((').length !== text.split('))').length)
      return {
        arabic: text
          .replace(/\(\(|\)\)/g, '')
          .replace(/\s{2,}/g, ' ')
          .trim(),
        notes: [],
      };
    return { arabic: text, notes: [] };
  }
  // An older item wrapped whole in single parentheses: "(الْحَمْدُ لِلَّهِ …)", "(.الْحَمْدُ …)", or a few such
  // groups one after the other (the three Quls, each "(بسم الله الرحمن الرحيم ﴿…﴾.)"): each group's words, in order.
  const groups: string[] = [];
  let rest = text;
  while (rest.startsWith('(')) {
    const end = closing(rest, 0);
    if (end === -1) break;
    groups.push(tidy(rest.slice(1, end - 1)));
    rest = rest.slice(end).replace(/^[\s.,،؛]+/u, '');
  }
  if (groups.length > 0 && !rest) return { arabic: groups.join(' '), notes: [] };
  return { arabic: text, notes: [] };
}
