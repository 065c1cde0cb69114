import * as z from 'zod';
import stopPhraseTable from './stop-phrases.json' with { type: 'json' };
import { analyze, type TextToken } from './tokenizer';

const phrases = z.array(z.string().trim().min(1)).min(1);
const stopPhraseSchema = z.strictObject({ about: z.string(), phrases, bracketed: phrases });

interface StopPhrase {
  keys: string[];
  bracketed: boolean;
}

const keysOf = (text: string) => analyze(text).map((token) => token.terms[0]);

/** The table (stop-phrases.json) read as the index reads words, by first word, longest first. */
export function stopPhrasesOf(table: unknown): Map<string, StopPhrase[]> {
  const parsed = stopPhraseSchema.safeParse(table);
  if (!parsed.success) throw new Error(`stop-phrases.json: ${z.prettifyError(parsed.error)}`);
  const byFirst = new Map<string, StopPhrase[]>();
  const add = (text: string, bracketed: boolean) => {
    const keys = keysOf(text);
    if (keys.length === 0) throw new Error(`stop-phrases.json: '${text}' has no word`);
    byFirst.set(keys[0], [...(byFirst.get(keys[0]) ?? []), { keys, bracketed }]);
  };
  for (const text of parsed.data.phrases) add(text, false);
  for (const text of parsed.data.bracketed) add(text, true);
  for (const list of byFirst.values()) list.sort((a, b) => b.keys.length - a.keys.length);
  return byFirst;
}

let table: Map<string, StopPhrase[]> | undefined;

const OPENING = /[([{]\s*$/;
const CLOSING = /^\s*[)\]}]/;

/** Where a stop phrase of the table stands at `at`, as UTF-16 offsets (its brackets included), and its length in words. */
function stopPhraseAt(text: string, tokens: readonly TextToken[], at: number): { start: number; end: number; words: number } | undefined {
  table ??= stopPhrasesOf(stopPhraseTable);
  for (const phrase of table.get(tokens[at].terms[0]) ?? []) {
    if (!phrase.keys.every((key, i) => tokens[at + i]?.terms[0] === key)) continue;
    const start = tokens[at].start;
    const end = tokens[at + phrase.keys.length - 1].end;
    if (!phrase.bracketed) return { start, end, words: phrase.keys.length };
    const before = OPENING.exec(text.slice(0, start));
    const after = CLOSING.exec(text.slice(end));
    if (before && after) return { start: start - before[0].length, end: end + after[0].length, words: phrase.keys.length };
  }
  return undefined;
}

/**
 * The text with its honorifics and pious formulas ("peace be upon him", "(saw)", «عليه السلام», ﷺ) blanked out,
 * each character of them a space, so that offsets into the text still hold: what a question is read without.
 */
export function withoutStopPhrases(text: string): string {
  const tokens = analyze(text);
  let result = text;
  for (let at = 0; at < tokens.length; at += 1) {
    const found = stopPhraseAt(text, tokens, at);
    if (!found) continue;
    result = result.slice(0, found.start) + ' '.repeat(found.end - found.start) + result.slice(found.end);
    at += found.words - 1;
  }
  return result;
}
