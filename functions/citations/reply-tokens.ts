import { normalizeArabic } from '../search/arabic';

/**
 * A reply cut into words, numbers and punctuation in one linear pass, for the citation scanners:
 * they look at a bounded number of tokens around each candidate, never re-scan the text, so the work
 * grows with the reply's length and nothing else (a regular expression over the whole reply with
 * nested quantifiers took seconds on long replies).
 */
export interface Token {
  kind: 'word' | 'number' | 'punct';
  text: string;
  /** Comparable form: lower-case letters for Latin words, normalised letters for Arabic, the value for numbers. */
  key: string;
  value?: number;
  start: number;
  end: number;
  /** Which sentence the token is in; a sentence ends at . ! ? ؟ (not after an abbreviation) or a blank line. */
  sentence: number;
}

const ABBREVIATIONS = new Set([
  'q',
  'qs',
  'cf',
  'no',
  'nos',
  'vol',
  'vols',
  'vs',
  'v',
  'vv',
  'e',
  'g',
  'i',
  'ch',
  'p',
  'pp',
  'st',
  'dr',
  'mr',
  'mrs',
  'gen',
  'matt',
  'rev',
  'a',
  'm',
]);
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const letterCache = new Map<number, boolean>();

/** Letters and combining marks (Arabic vowel signs stay inside their word); ASCII without a regular expression. */
function isLetter(code: number): boolean {
  if (code < 0x80) return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
  let known = letterCache.get(code);
  if (known === undefined) {
    known = LETTER_OR_MARK.test(String.fromCodePoint(code));
    letterCache.set(code, known);
  }
  return known;
}

const digitKind = (code: number) =>
  code >= 0x30 && code <= 0x39 ? 1 : code >= 0x660 && code <= 0x669 ? 2 : code >= 0x6f0 && code <= 0x6f9 ? 3 : 0;
const isSpace = (code: number) =>
  code === 0x20 ||
  (code >= 0x09 && code <= 0x0d) ||
  code === 0xa0 ||
  (code >= 0x2000 && code <= 0x200b) ||
  code === 0x202f ||
  code === 0x3000 ||
  code === 0xfeff;

function digitValue(text: string): number {
  let value = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    const digit = code >= 0x0660 && code <= 0x0669 ? code - 0x0660 : code >= 0x06f0 && code <= 0x06f9 ? code - 0x06f0 : code - 48;
    value = value * 10 + digit;
  }
  return value;
}

const ARABIC = /[\u0600-\u06FF]/;

export function wordKey(text: string): string {
  return ARABIC.test(text)
    ? normalizeArabic(text).replace(/[^\u0621-\u064A]/g, '')
    : text
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z]/g, '');
}

const isApostrophe = (code: number) => code === 0x27 || code === 0x2019 || code === 0x60 || code === 0x2bc;
const isSentenceEnd = (code: number) => code === 0x2e || code === 0x21 || code === 0x3f || code === 0x61f;

/** The last reply tokenized: the Quran and hadith scanners read the same reply one after the other. */
let last: { text: string; tokens: Token[] } | undefined;

export function tokenizeReply(text: string): Token[] {
  if (last?.text === text) return last.tokens;
  const tokens = tokenize(text);
  last = { text, tokens };
  return tokens;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let sentence = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const unit = text.charCodeAt(i);
    const code = unit >= 0xd800 && unit <= 0xdbff ? text.codePointAt(i)! : unit;
    if (isSpace(code)) {
      let newlines = 0;
      while (i < n && isSpace(text.charCodeAt(i))) newlines += text.charCodeAt(i++) === 0x0a ? 1 : 0;
      if (newlines >= 2) sentence += 1;
      continue;
    }
    const start = i;
    const digits = digitKind(code);
    if (digits) {
      while (i < n && digitKind(text.charCodeAt(i)) === digits) i += 1;
      const number = text.slice(start, i);
      tokens.push({ kind: 'number', text: number, key: number, value: digitValue(number), start, end: i, sentence });
      continue;
    }
    const leadingApostrophe = isApostrophe(code) && i + 1 < n && isLetter(text.codePointAt(i + 1)!);
    if (leadingApostrophe || isLetter(code)) {
      i += leadingApostrophe ? 1 : 0;
      while (i < n) {
        const c = text.charCodeAt(i);
        const point = c >= 0xd800 && c <= 0xdbff ? text.codePointAt(i)! : c;
        if (isLetter(point)) i += point > 0xffff ? 2 : 1;
        else if ((isApostrophe(c) || c === 0x2d) && i + 1 < n && isLetter(text.codePointAt(i + 1)!)) i += 1;
        else break;
      }
      const word = text.slice(start, i);
      tokens.push({ kind: 'word', text: word, key: wordKey(word), start, end: i, sentence });
      continue;
    }
    i += code > 0xffff ? 2 : 1;
    const mark = code > 0xffff ? text.slice(start, i) : text[start];
    const previous = tokens[tokens.length - 1];
    tokens.push({ kind: 'punct', text: mark, key: mark, start, end: i, sentence });
    if (isSentenceEnd(code) && !(previous !== undefined && previous.kind === 'word' && ABBREVIATIONS.has(previous.key))) sentence += 1;
  }
  return tokens;
}
