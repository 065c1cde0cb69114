import { normalizeArabic } from '../search/arabic';
import { AYAH_COUNTS, SURAH_COUNT } from '../shared/quran-structure';
import { type Token, tokenizeReply } from './reply-tokens';

/**
 * Finding Quran references in a reply, as models and people write them, with the context that makes
 * them references: "Quran 2:255", "(2:255-257)", "Al-Baqarah 2:255", "Surah Al-Baqarah, verse 255",
 * "[Al-Baqarah: 255]", "Sura 17, verse 23", "chapter 2, verse 255", "سورة البقرة، الآية ٢٥٥",
 * "(الشرح: 6)", named verses ("Ayat al-Kursi"). A bare n:m counts only in Quran context (a surah name,
 * a Quran keyword nearby, brackets); never after another scripture's book ("John 3:16"), nor as a clock
 * time, score or ratio. Linear: one tokenizing pass, then bounded look-arounds per candidate.
 */
export interface SurahName {
  surah: number;
  transliteration: string;
  translation: string;
  arabic?: string;
}

export interface VerseReference {
  surah: number;
  ayah: number;
  /** Where in the text the reference that produced it starts and ends, for reply order and nearby quotes. */
  position: number;
  end: number;
}

export interface ParsedReferences {
  verses: VerseReference[];
  /** Clear Quran references to verses that do not exist (2:300, Al-Fatiha verse 8): never cited, but a quote next to one is suspect. */
  invalid: VerseReference[];
  /** Tokens in the reply, and token visits the scan made: a bounded number per token, so linear (tested). */
  tokens: number;
  steps: number;
}

/** Longest range expanded into single verses; longer ranges keep their first verses only. */
export const MAX_RANGE_VERSES = 10;
/** At most this many references are read from one reply. */
export const MAX_REFERENCES = 60;

type Strength = 'strong' | 'weak';
export interface SurahNameIndex {
  names: Map<string, { surah: number; strength: Strength }>;
}

const ARTICLE = /^(?:al|an|ar|as|ash|at|ad|adh|az|ath|aal)[-\s'’]+/;

/** A comparable spelling of a Latin surah name: no article, punctuation, doubled vowels or final h. */
export function surahNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/^(?:surah|surat|sura|soorah)\s+/, '')
    .replace(/^the\s+/, '')
    .replace(ARTICLE, '')
    .replace(/['’`ʼ\-\s]+/g, '')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/([aiu])\1+/g, '$1')
    .replace(/h$/, '');
}

const arabicNameKey = (name: string) =>
  normalizeArabic(name)
    .replace(/[^\u0621-\u064A]/g, '')
    .replace(/^ال/, '');

/** Other names people use: older or alternative titles, in Latin or Arabic script. */
const ALTERNATIVE_NAMES: Array<[number, string]> = [
  [1, 'Al-Fatiha'],
  [1, 'Umm al-Kitab'],
  [3, 'Al-Imran'],
  [3, 'Aal-Imran'],
  [9, 'Baraah'],
  [17, 'Bani Israel'],
  [17, "Bani Isra'il"],
  [21, 'Al-Anbiya'],
  [36, 'Yasin'],
  [40, "Al-Mu'min"],
  [41, 'Ha Mim Sajdah'],
  [76, 'Ad-Dahr'],
  [94, 'Al-Inshirah'],
  [111, 'Al-Lahab'],
  [112, 'At-Tawhid'],
  [94, 'الانشراح'],
  [9, 'براءة'],
  [17, 'بني إسرائيل'],
  [40, 'المؤمن'],
  [76, 'الدهر'],
  [111, 'اللهب'],
  [112, 'التوحيد'],
];

const isArabic = (text: string) => /[\u0600-\u06FF]/.test(text);

/** Names a reply may use for each surah: transliterations and Arabic names are strong; English translations
 * ("The Cow", "Mankind") are common words, so they count only after "Surah", in brackets or before "verse". */
export function surahNameIndex(names: SurahName[]): SurahNameIndex {
  const index = new Map<string, { surah: number; strength: Strength }>();
  const add = (name: string, surah: number, strength: Strength) => {
    const key = isArabic(name) ? arabicNameKey(name) : surahNameKey(name);
    if (key.length > 1 && !(index.get(key)?.strength === 'strong')) index.set(key, { surah, strength });
  };
  for (const name of names) {
    add(name.transliteration, name.surah, 'strong');
    if (name.arabic) add(name.arabic, name.surah, 'strong');
  }
  for (const [surah, name] of ALTERNATIVE_NAMES) add(name, surah, 'strong');
  for (const name of names) add(name.translation, name.surah, 'weak');
  return { names: index };
}

const QURAN_WORDS = new Set(['quran', 'qur', 'quranic', 'koran', 'alquran', 'q', 'qs', 'القران', 'قران']);
const SURAH_WORDS = new Set(['surah', 'sura', 'surat', 'soorah', 'surahs', 'سوره', 'سورت']);
const CHAPTER_WORDS = new Set(['chapter']);
const VERSE_WORDS = new Set(['verse', 'verses', 'ayah', 'ayahs', 'ayat', 'aya', 'ayaat', 'ايه', 'الايه', 'ايات', 'الايات', 'ايت', 'الايت']);
const LIST_JOINERS = new Set([',', 'and', '&', 'و', '،']);
const RANGE_JOINERS = new Set(['-', '–', '—', 'to', 'الى', 'الي']);
const COLON = new Set([':']);
const COMMA_OR_DOT = new Set([',', '.']);
const DOT = new Set(['.']);
const LIST_END = new Set([',', ';']);
const NAME_COLON = new Set([',', '،', ':']);
const OPENING_BRACKETS = new Set(['(', '[', '﴿', '{']);
const CLOSING_BRACKETS = new Set([')', ']', '﴾', '}']);

/** Books of other scriptures, and their abbreviations: n:m right after one is theirs, not the Quran's. */
const OTHER_SCRIPTURE_BOOKS = new Set(
  (
    'genesis gen exodus exod ex leviticus lev numbers num deuteronomy deut dt joshua josh judges judg ruth samuel sam kings kgs chronicles chr ezra nehemiah neh ' +
    'esther esth job psalm psalms ps psa proverbs prov ecclesiastes eccl eccles song songs isaiah isa jeremiah jer lamentations lam ezekiel ezek daniel dan hosea hos ' +
    'joel amos obadiah obad jonah jon micah mic nahum nah habakkuk hab zephaniah zeph haggai hag zechariah zech malachi mal matthew matt mt mark mk luke lk john jn ' +
    'acts romans rom corinthians cor galatians gal ephesians eph philippians phil colossians col thessalonians thess timothy tim titus tit philemon phlm hebrews heb ' +
    'james jas peter pet jude revelation revelations rev sirach tobit maccabees baruch wisdom'
  ).split(' '),
);
const OTHER_SCRIPTURES = new Set([
  'bible',
  'gospel',
  'gospels',
  'torah',
  'testament',
  'talmud',
  'mishnah',
  'tanakh',
  'vedas',
  'gita',
  'psalter',
]);
const TIME_BEFORE = new Set([
  'at',
  'around',
  'by',
  'from',
  'until',
  'till',
  'before',
  'after',
  'since',
  'about',
  'approximately',
  'approx',
  'circa',
  'between',
  'to',
  'past',
]);
const TIME_AFTER = new Set([
  'am',
  'pm',
  'oclock',
  'hours',
  'hrs',
  'hr',
  'h',
  'gmt',
  'utc',
  'sharp',
  'est',
  'pst',
  'cet',
  'local',
  'minutes',
  'mins',
]);
const NOT_A_VERSE_WORDS = new Set([
  'score',
  'scored',
  'won',
  'win',
  'wins',
  'lost',
  'lose',
  'beat',
  'beats',
  'drew',
  'draw',
  'match',
  'game',
  'final',
  'ratio',
  'odds',
  'scale',
  'aspect',
  'mix',
  'proportion',
  'rate',
  'screen',
  'note',
  'step',
  'version',
  'ipv6',
]);

const ordinal = (token: Token | undefined) =>
  token !== undefined &&
  ((token.kind === 'number' && (token.value ?? 0) <= 3) || ['i', 'ii', 'iii', 'first', 'second', 'third'].includes(token.key));

interface Candidate {
  surah: number;
  ayahs: number[];
  start: number;
  end: number;
  /** Token span, to keep one reading per stretch of text. */
  from: number;
  to: number;
}

class Scanner {
  private readonly candidates: Candidate[] = [];
  /** Tokens already read as part of a reference. */
  private readonly taken: Uint8Array;
  /** Token visits: every look at a token beyond the main passes counts one. */
  steps = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly names: SurahNameIndex,
  ) {
    this.taken = new Uint8Array(tokens.length);
  }

  private at(i: number): Token | undefined {
    return this.tokens[i];
  }

  private is(i: number, set: Set<string>): boolean {
    const token = this.tokens[i];
    return token !== undefined && set.has(token.kind === 'punct' ? token.text : token.key);
  }

  /** The surah named by tokens from..to (inclusive), if they spell one. */
  private nameAt(from: number, to: number): { surah: number; strength: Strength } | undefined {
    if (from < 0 || to >= this.tokens.length || to - from > 3) return undefined;
    this.steps += to - from + 1;
    const parts = this.tokens.slice(from, to + 1);
    if (parts.some((t) => t.kind !== 'word')) return undefined;
    const text = parts.map((t) => t.text).join(' ');
    const key = isArabic(text) ? arabicNameKey(text) : surahNameKey(text);
    return this.names.names.get(key);
  }

  /** The longest surah name ending at token `end`: its first token and surah. */
  private nameEndingAt(end: number): { from: number; surah: number; strength: Strength } | undefined {
    for (let from = end - 3; from <= end; from += 1) {
      const found = this.nameAt(from, end);
      if (found) return { from, ...found };
    }
    return undefined;
  }

  /** The longest surah name starting at token `start`. */
  private nameStartingAt(start: number): { to: number; surah: number; strength: Strength } | undefined {
    for (let to = start + 3; to >= start; to -= 1) {
      const found = this.nameAt(start, to);
      if (found) return { to, ...found };
    }
    return undefined;
  }

  /** A number, a range, or a list of them from token i ("1", "1-5", "1, 2 and 15", "١-٣"): ayahs and the last token used. */
  private numberList(i: number): { ayahs: number[]; last: number } | undefined {
    if (this.at(i)?.kind !== 'number') return undefined;
    // "Surat al-Nisa, ayah 4:34": a surah:ayah key, not ayah 4; the n:m reading takes it (numeric).
    if (this.is(i + 1, COLON) && this.at(i + 2)?.kind === 'number') return undefined;
    const ayahs: number[] = [];
    let last = i;
    let cursor = i;
    for (;;) {
      this.steps += 1;
      const from = this.at(cursor)!.value!;
      let to = from;
      if (this.is(cursor + 1, RANGE_JOINERS) && this.at(cursor + 2)?.kind === 'number' && !this.is(cursor + 3, COLON)) {
        to = this.at(cursor + 2)!.value!;
        cursor += 2;
      }
      for (let ayah = from; ayah <= Math.max(from, to) && ayah < from + MAX_RANGE_VERSES; ayah += 1) ayahs.push(ayah);
      last = cursor;
      const joiner = cursor + 1;
      const next = this.is(joiner, LIST_JOINERS) ? (this.is(joiner + 1, LIST_JOINERS) ? joiner + 2 : joiner + 1) : -1;
      if (next === -1 || this.at(next)?.kind !== 'number' || this.is(next + 1, COLON)) break;
      cursor = next;
    }
    return { ayahs, last };
  }

  private add(surah: number, ayahs: number[], from: number, to: number): void {
    for (let i = from; i <= to; i += 1) if (this.taken[i]) return;
    for (let i = from; i <= to; i += 1) this.taken[i] = 1;
    this.candidates.push({ surah, ayahs, start: this.tokens[from].start, end: this.tokens[to].end, from, to });
  }

  /**
   * A Quran keyword earlier in the same sentence, or a reference already read within the last few
   * sentences ("…verse 183; they follow in 2:184-187"), whichever is nearer than any other scripture.
   */
  private quranContextBefore(i: number): boolean {
    const sentence = this.tokens[i].sentence;
    for (let j = i - 1; j >= Math.max(0, i - 30); j -= 1) {
      this.steps += 1;
      const token = this.tokens[j];
      if (this.taken[j]) return true;
      if (token.kind !== 'word') continue;
      if (OTHER_SCRIPTURES.has(token.key) || OTHER_SCRIPTURE_BOOKS.has(token.key)) return false;
      if (token.sentence === sentence && (QURAN_WORDS.has(token.key) || SURAH_WORDS.has(token.key))) return true;
    }
    return false;
  }

  /** "in the Quran", "of the Qur'an", "of Surah ..." shortly after. */
  private quranContextAfter(i: number): boolean {
    const sentence = this.tokens[i].sentence;
    for (let j = i + 1; j <= Math.min(this.tokens.length - 1, i + 8); j += 1) {
      this.steps += 1;
      const token = this.tokens[j];
      if (token.sentence !== sentence) return false;
      if (token.kind === 'word' && (OTHER_SCRIPTURES.has(token.key) || OTHER_SCRIPTURE_BOOKS.has(token.key))) return false;
      if (token.kind === 'word' && (QURAN_WORDS.has(token.key) || SURAH_WORDS.has(token.key))) return true;
    }
    return false;
  }

  /** n:m (or n:m-k) at token i, read as a verse only in Quran context. */
  private numeric(i: number): void {
    const surahToken = this.at(i)!;
    if (!this.is(i + 1, COLON) || this.at(i + 2)?.kind !== 'number') return;
    // Part of a longer run: fe80::1:2, 1.2:3, 1/2:3 (a colon or dot touching the number).
    const touching = this.at(i - 1);
    if (touching && touching.end === surahToken.start && [':', '.', '/'].includes(touching.text)) return;
    let last = i + 2;
    const ayahs = [this.at(i + 2)!.value!];
    if (this.is(last + 1, RANGE_JOINERS) && this.at(last + 2)?.kind === 'number') {
      if (this.is(last + 3, COLON)) return; // 10:15-11:30, 6:30 to 7:45
      const to = this.at(last + 2)!.value!;
      for (let ayah = ayahs[0] + 1; ayah <= to && ayahs.length < MAX_RANGE_VERSES; ayah += 1) ayahs.push(ayah);
      last += 2;
    }
    if (this.is(last + 1, COLON) && this.at(last + 2)?.kind === 'number') return; // hh:mm:ss
    if (this.is(last + 1, DOT) && this.at(last + 2)?.kind === 'number' && this.at(last + 2)!.start === this.at(last + 1)!.end) return; // 3:1.5
    const surah = surahToken.value!;

    // What stands right before it, brackets and commas aside.
    let before = i - 1;
    // A name's colon too: "[Al-Baqarah: 2:286]".
    while (
      before >= i - 3 &&
      before >= 0 &&
      (this.is(before, OPENING_BRACKETS) || this.is(before, COMMA_OR_DOT) || this.is(before, NAME_COLON))
    )
      before -= 1;
    const bracketed = this.is(i - 1, OPENING_BRACKETS) && (this.is(last + 1, CLOSING_BRACKETS) || this.is(last + 1, LIST_END));
    const previous = this.at(before);
    const name = previous?.kind === 'word' ? this.nameEndingAt(before) : undefined;
    const keyword =
      previous?.kind === 'word' && (QURAN_WORDS.has(previous.key) || SURAH_WORDS.has(previous.key) || VERSE_WORDS.has(previous.key));
    const scriptureBook = previous?.kind === 'word' && OTHER_SCRIPTURE_BOOKS.has(previous.key);
    if (scriptureBook && !(name && name.surah === surah)) return;
    if (
      previous?.kind === 'number' &&
      ordinal(previous) &&
      this.at(before - 1)?.kind === 'word' &&
      OTHER_SCRIPTURE_BOOKS.has(this.at(before - 1)!.key)
    )
      return;
    const direct = keyword || (name !== undefined && (name.strength === 'strong' || name.surah === surah));
    if (!direct) {
      let nearNotAVerse = false;
      for (let j = Math.max(0, i - 4); j < i; j += 1) {
        this.steps += 1;
        if (this.tokens[j].kind === 'word' && NOT_A_VERSE_WORDS.has(this.tokens[j].key)) nearNotAVerse = true;
      }
      const next = this.at(last + 1);
      const nextKey = next?.kind === 'word' ? next.key : next?.text === '.' ? '' : undefined;
      if (previous?.kind === 'word' && TIME_BEFORE.has(previous.key)) return;
      if (nextKey !== undefined && TIME_AFTER.has(nextKey)) return;
      if (next?.kind === 'word' && next.key === 'a' && this.is(last + 2, DOT)) return; // 10:30 a.m.
      if (nearNotAVerse || (next?.kind === 'word' && NOT_A_VERSE_WORDS.has(next.key))) return;
      if (!bracketed && !this.quranContextBefore(i) && !this.quranContextAfter(last)) return;
    }
    this.add(surah, ayahs, name && name.from < i ? Math.min(i, name.from) : i, last);
  }

  /** "<surah name>, verse(s) N", "Surah <name> ayah N", "Sura 17, verse 23", "chapter 2, verse 255", at verse keyword k. */
  private verseKeyword(k: number): void {
    const numbers = this.numberList(k + 1);
    if (!numbers) return;
    let end = k - 1;
    if (this.is(end, NAME_COLON)) end -= 1;
    // A surah number after "Surah"/"Sura"/"chapter".
    const number = this.at(end);
    if (number?.kind === 'number' && (this.is(end - 1, SURAH_WORDS) || this.is(end - 1, CHAPTER_WORDS))) {
      this.add(number.value!, numbers.ayahs, end - 1, numbers.last);
      return;
    }
    // A name right before "verse" is a surah name even when it is an English one ("The Cow, verse 255").
    const name = this.nameEndingAt(end);
    if (name) {
      const afterSurahWord = this.is(name.from - 1, SURAH_WORDS);
      this.add(name.surah, numbers.ayahs, afterSurahWord ? name.from - 1 : name.from, numbers.last);
      return;
    }
    // "verse 255 of Surah Al-Baqarah"
    let after = numbers.last + 1;
    if (this.at(after)?.key === 'of' || this.at(after)?.key === 'in') {
      after += 1;
      if (this.is(after, SURAH_WORDS)) after += 1;
      const named = this.nameStartingAt(after);
      if (named && (named.strength === 'strong' || this.is(after - 1, SURAH_WORDS))) this.add(named.surah, numbers.ayahs, k, named.to);
    }
  }

  /** "[Al-Baqarah: 255]", "(الشرح: 6)", "Surah Al-Baqarah: 255", "Ya-Sin: 12", at the colon c. */
  private namedColon(c: number): void {
    if (this.at(c - 1)?.kind !== 'word') return;
    const numbers = this.numberList(c + 1);
    if (!numbers) return;
    const name = this.nameEndingAt(c - 1);
    if (!name) return;
    const bracketed =
      this.is(name.from - 1, OPENING_BRACKETS) || (this.is(name.from - 1, SURAH_WORDS) && this.is(name.from - 2, OPENING_BRACKETS));
    const afterSurahWord = this.is(name.from - 1, SURAH_WORDS);
    const multiword = c - 1 - name.from >= 1;
    if (name.strength === 'weak' && !bracketed && !afterSurahWord && !multiword) return;
    this.add(name.surah, numbers.ayahs, afterSurahWord ? name.from - 1 : name.from, numbers.last);
  }

  /** Named verses: "Ayat al-Kursi", "the Verse of the Throne", "the last two verses of Al-Baqarah", "آية الكرسي". */
  private namedVerse(i: number): void {
    let key = '';
    for (let j = i; j < Math.min(this.tokens.length, i + 9); j += 1) {
      this.steps += 1;
      const token = this.tokens[j];
      if (token.kind !== 'word') return;
      key += token.key;
      const bare = key.startsWith('the') ? key.slice(3) : key;
      if (!NAMED_VERSE_PREFIXES.has(bare) && !NAMED_VERSE_PREFIXES.has(key)) return;
      const verses = NAMED_VERSES.get(bare);
      if (verses) {
        this.add(verses.surah, verses.ayahs, i, j);
        return;
      }
    }
  }

  scan(): Candidate[] {
    // Named verses and keyword forms first: they are unambiguous, and a number inside them is not read twice.
    for (let i = 0; i < this.tokens.length && this.candidates.length < MAX_REFERENCES; i += 1) {
      this.steps += 1;
      const token = this.tokens[i];
      if (token.kind === 'word') this.namedVerse(i);
      if (token.kind === 'word' && VERSE_WORDS.has(token.key)) this.verseKeyword(i);
      if (token.text === ':') this.namedColon(i);
    }
    for (let i = 0; i < this.tokens.length && this.candidates.length < MAX_REFERENCES; i += 1) {
      this.steps += 1;
      if (this.tokens[i].kind === 'number' && !this.taken[i]) this.numeric(i);
    }
    return this.candidates.sort((a, b) => a.start - b.start);
  }
}

const NAMED_VERSE_TABLE: Array<[string[], number, number[]]> = [
  [
    [
      'ayatalkursi',
      'ayatulkursi',
      'ayatilkursi',
      'ayahalkursi',
      'ayatkursi',
      'ayetelkursi',
      'ayetulkursi',
      'aayatulkursi',
      'verseofthethrone',
      'throneverse',
      'ايهالكرسي',
      'ايتالكرسي',
    ],
    2,
    [255],
  ],
  [
    [
      'lasttwoversesofalbaqarah',
      'lasttwoversesofbaqarah',
      'lasttwoversesofsurahalbaqarah',
      'lasttwoversesofsuratalbaqarah',
      'lasttwoversesofsurahbaqarah',
      'lasttwoayatofalbaqarah',
      'lasttwoayahsofalbaqarah',
      'lasttwoversesofthecow',
      'lasttwoversesofsurahthecow',
    ],
    2,
    [285, 286],
  ],
  [['ayatannur', 'ayatalnur', 'ayatunnur', 'lightverse', 'verseoflight', 'verseofthelight', 'ايهالنور'], 24, [35]],
  [['verseofdebt', 'ayataldayn', 'ayatuldayn', 'ayataldain', 'debtverse', 'ايهالدين'], 2, [282]],
  [['verseofthesword', 'swordverse', 'ayatassayf', 'ayatalsayf', 'ايهالسيف'], 9, [5]],
];
/** Named verses (documented in docs/chat.md): normalised phrase -> verses. */
export const NAMED_VERSES = new Map(
  NAMED_VERSE_TABLE.flatMap(([keys, surah, ayahs]) => keys.map((key) => [key, { surah, ayahs }] as const)),
);
/** Every beginning of a named verse's key ("the" included), so that a scan stops at the first word that cannot continue one. */
const NAMED_VERSE_PREFIXES = new Set(
  [...NAMED_VERSES.keys()].flatMap((key) =>
    [key, `the${key}`].flatMap((k) => Array.from({ length: k.length }, (_, n) => k.slice(0, n + 1))),
  ),
);

const exists = (surah: number, ayah: number) => surah >= 1 && surah <= SURAH_COUNT && ayah >= 1 && ayah <= AYAH_COUNTS[surah - 1];

/** Every verse referenced, expanded, de-duplicated, in the order the text first names it; and references to verses that do not exist. */
export function parseQuranReferences(text: string, names: SurahNameIndex): ParsedReferences {
  const tokens = tokenizeReply(text);
  const scanner = new Scanner(tokens, names);
  const candidates = scanner.scan();
  const verses: VerseReference[] = [];
  const invalid: VerseReference[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    for (const ayah of candidate.ayahs) {
      const reference = { surah: candidate.surah, ayah, position: candidate.start, end: candidate.end };
      if (!exists(candidate.surah, ayah)) {
        invalid.push(reference);
        continue;
      }
      const key = `${candidate.surah}:${ayah}`;
      if (seen.has(key)) continue;
      seen.add(key);
      verses.push(reference);
    }
  }
  return { verses, invalid, tokens: tokens.length, steps: scanner.steps };
}
