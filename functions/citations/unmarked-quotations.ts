import type { QuranService } from '../quran/quran-service';
import { normalizeArabic } from '../search/arabic';
import { withinOneEdit } from './quote-verification';

/**
 * Quran text quoted inside Arabic running text without quotation marks: after a cue (قال تعالى، يقول الله، وقوله…) or
 * bare, as people write it (the span detection IslamicEval 2025's quotation task measures). A span is a quotation when
 * its words are, one after another, the words of a verse: at least MIN_CUED_WORDS after a cue, MIN_BARE_WORDS without
 * one, never prose that merely shares a word or two with a verse. Marked quotations («…», "…", ﴿…﴾) are read apart
 * (quotations.ts); their spans are left out here.
 */
export type FoundBy = 'cue' | 'bare';

export interface UnmarkedQuotation {
  /** The words as the text has them. */
  quote: string;
  /** The verse they are ("2:256") and how much of it: the whole verse, or a part. */
  verse: string;
  verdict: 'exact' | 'partial';
  found_by: FoundBy;
}

interface Token {
  word: string;
  start: number;
  end: number;
}

export interface Candidate {
  tokens: Token[];
  foundBy: FoundBy;
}

/** After a cue, a short quotation is still one ("لا إكراه في الدين" is four words; "فاذكروني أذكركم" two). */
export const MIN_CUED_WORDS = 2;
/** Without a cue, four words in a row of one verse: three are often a formula shared by prose ("إن شاء الله"). */
export const MIN_BARE_WORDS = 4;
/** A span's letters, at least: two short particles after a cue are no quotation. */
const MIN_LETTERS = 8;
/** Candidates looked up per text (each is one search of the Quran's index). */
export const MAX_CANDIDATES = 12;
/** The longest candidate read: a clause longer than this is cut (a verse quoted in prose is rarely longer). */
const MAX_CANDIDATE_WORDS = 60;

/** What introduces a quotation of the Quran: God says / the Exalted said / His saying. */
const CUES = [
  'قال تعالى',
  'قال الله تعالى',
  'قال الله عز وجل',
  'قال الله سبحانه',
  'قال سبحانه',
  'قال عز وجل',
  'قال جل وعلا',
  'قوله تعالى',
  'وقوله تعالى',
  'لقوله تعالى',
  'وقوله',
  'لقوله',
  'يقول الله',
  'يقول الله تعالى',
  'يقول تعالى',
  'يقول سبحانه',
  'الله يقول',
  'والله يقول',
  'كما قال تعالى',
  'قال الله',
].map((cue) => cue.split(' ').map((word) => normalizeArabic(word)));

const ARABIC_RUN = /[\u0621-\u065F\u0670-\u06D3\u06D5-\u06ED\u08D3-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF\u0640]+/g;
/** What ends a clause between two words: a sentence's end, a line, a quotation mark or bracket. */
const CLAUSE_END = /[.!?؟\n;؛«»"“”﴿﴾()[\]]/;

/** The Arabic words of a text with where each stands, split into clauses. */
function clausesOf(text: string): Token[][] {
  const clauses: Token[][] = [];
  let clause: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(ARABIC_RUN)) {
    const word = (normalizeArabic(match[0]).match(/[\u0621-\u064A]+/g) ?? []).join('');
    if (!word) continue;
    const start = match.index;
    if (clause.length && CLAUSE_END.test(text.slice(previousEnd, start))) {
      clauses.push(clause);
      clause = [];
    }
    clause.push({ word, start, end: start + match[0].length });
    previousEnd = start + match[0].length;
  }
  if (clause.length) clauses.push(clause);
  return clauses;
}

/** A cue's word as written: its first word may carry the conjunction و or ف ("وقال سبحانه", "فقال تعالى"). */
const cueWordAt = (tokens: Token[], index: number, word: string, first: boolean): boolean => {
  const written = tokens[index]?.word;
  return written === word || (first && (written === `و${word}` || written === `ف${word}`));
};

/** Where the last cue of a clause ends (the index of the word after it), or -1. */
function afterCue(tokens: Token[]): number {
  let found = -1;
  for (let i = 0; i < tokens.length; i += 1) {
    for (const cue of CUES) {
      if (cue.every((word, k) => cueWordAt(tokens, i + k, word, k === 0))) found = Math.max(found, i + cue.length);
    }
  }
  return found;
}

/**
 * The spans of a text that may quote the Quran unmarked: each clause's words after its cue, or the whole clause when it
 * has none (the verse's part of it is found on lookup). `blanked` are spans already read as marked quotations.
 */
export function unmarkedCandidates(text: string, blanked: Array<{ start: number; end: number }> = []): Candidate[] {
  let visible = text;
  for (const { start, end } of blanked)
    visible = `${visible.slice(0, start)}\n${' '.repeat(Math.max(0, end - start - 1))}${visible.slice(end)}`;
  const candidates: Candidate[] = [];
  for (const clause of clausesOf(visible)) {
    const cueEnd = afterCue(clause);
    const tokens = (cueEnd >= 0 ? clause.slice(cueEnd) : clause).slice(0, MAX_CANDIDATE_WORDS);
    const least = cueEnd >= 0 ? MIN_CUED_WORDS : MIN_BARE_WORDS;
    if (tokens.length >= least) candidates.push({ tokens, foundBy: cueEnd >= 0 ? 'cue' : 'bare' });
  }
  // Cued spans first: they are the likeliest quotations when a text holds more candidates than are looked up.
  return [...candidates.filter((c) => c.foundBy === 'cue'), ...candidates.filter((c) => c.foundBy === 'bare')].slice(0, MAX_CANDIDATES);
}

/**
 * The same word, or the Uthmani spelling of a plain one (الصلوة for الصلاة): one letter replaced, or one letter more or
 * less after the first; never a word with a prefix of its own (ولا is not لا, فإن not إن).
 */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a[0] !== b[0] || Math.min(a.length, b.length) < 3 || Math.abs(a.length - b.length) > 1) return false;
  return withinOneEdit(a, b);
}

/** The longest run of the candidate's words that is a run of the verse's words: [from, to) in each. */
export function longestSharedRun(words: string[], verse: string[]): { from: number; to: number; verseFrom: number } {
  let best = { from: 0, to: 0, verseFrom: 0 };
  let previous = new Array<number>(verse.length + 1).fill(0);
  for (let i = 1; i <= words.length; i += 1) {
    const current = new Array<number>(verse.length + 1).fill(0);
    for (let j = 1; j <= verse.length; j += 1) {
      if (!sameWord(words[i - 1], verse[j - 1])) continue;
      current[j] = previous[j - 1] + 1;
      if (current[j] > best.to - best.from) best = { from: i - current[j], to: i, verseFrom: j - current[j] };
    }
    previous = current;
  }
  return best;
}

const verseWords = (arabic: string) => normalizeArabic(arabic).match(/[\u0621-\u064A]+/g) ?? [];

/**
 * Words of the Quran that are also the formulas of worship and of every beginning (the adhan's tahlil, the basmala):
 * without a cue, such words alone are said, not quoted. After a cue, or within a longer run of a verse, they count.
 */
const FORMULAS = new Set(['لا إله إلا الله', 'بسم الله الرحمن الرحيم'].map((formula) => verseWords(formula).join(' ')));

/** The unmarked quotations of a text: each candidate looked up in the Quran's index, kept when a verse's words are a run of it. */
export async function findUnmarkedQuotations(
  text: string,
  quran: QuranService,
  blanked: Array<{ start: number; end: number }> = [],
): Promise<UnmarkedQuotation[]> {
  const found: UnmarkedQuotation[] = [];
  for (const candidate of unmarkedCandidates(text, blanked)) {
    const words = candidate.tokens.map((token) => token.word);
    const query = [...new Set(words.filter((word) => word.length > 2))].slice(0, 24).join(' ');
    if (!query) continue;
    const hits = await quran.search(query, 10, 0, 'any').catch(() => undefined);
    if (!hits) continue;
    let best: { run: ReturnType<typeof longestSharedRun>; reference: string; length: number } | undefined;
    for (const hit of hits.results) {
      const verse = verseWords(hit.ayah.arabic);
      const run = longestSharedRun(words, verse);
      if (!best || run.to - run.from > best.run.to - best.run.from) best = { run, reference: hit.ayah.reference, length: verse.length };
    }
    if (!best) continue;
    const size = best.run.to - best.run.from;
    const least = candidate.foundBy === 'cue' ? MIN_CUED_WORDS : MIN_BARE_WORDS;
    const letters = words.slice(best.run.from, best.run.to).join('').length;
    if (size < least || letters < MIN_LETTERS) continue;
    if (candidate.foundBy === 'bare' && FORMULAS.has(words.slice(best.run.from, best.run.to).join(' '))) continue;
    const first = candidate.tokens[best.run.from];
    const last = candidate.tokens[best.run.to - 1];
    found.push({
      quote: text.slice(first.start, last.end),
      verse: best.reference,
      verdict: size === best.length ? 'exact' : 'partial',
      found_by: candidate.foundBy,
    });
  }
  return found;
}
