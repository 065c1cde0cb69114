/** A language's words as typed: Chinese by Intl.Segmenter's dictionary, any other by the letters between spaces. */
export function typedWords(text: string, language: string): string[] {
  if (language === 'zh') {
    const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
    return [...segmenter.segment(text)].filter((part) => part.isWordLike).map((part) => part.segment);
  }
  return text.match(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu) ?? [];
}

// Bengali's case and number endings (-এ, -তে, -র, -এর, -কে, -রা, -দের, -গুলো…): its translation is indexed as
// written (these endings are also a root's last letters: «কবর», «তন্দ্রা», «আয়াতে»), so where words are compared a
// word and its inflections are read as one («মাছে» as «মাছ»). Longest first.
const BENGALI_ENDINGS = ['গুলোর', 'গুলির', 'গুলোকে', 'দেরকে', 'দের', 'গুলো', 'গুলি', 'েরা', 'ের', 'তে', 'কে', 'টি', 'টা', 'রা', 'য়', 'র', 'ে'];
const graphemes = new Intl.Segmenter('bn', { granularity: 'grapheme' });

/**
 * Letters Bengali writes either way, one for the other: a long vowel for the short (ঈমান, ইমান; শরীক, শরিক; পূর্ণ,
 * পুর্ণ), the retroflex ণ for ন (নিদর্শণ, নিদর্শন), the three sibilants (সৃষ্টি, সৃস্টি), and the nasal mark ঁ (তাঁর,
 * তার). The served translation writes 321 of its words more than one of these ways; a question may write any.
 */
const BENGALI_SPELLINGS: ReadonlyArray<[RegExp, string]> = [
  [/\u09C0/g, '\u09BF'], // ী → ি
  [/\u09C2/g, '\u09C1'], // ূ → ু
  [/\u0988/g, '\u0987'], // ঈ → ই
  [/\u098A/g, '\u0989'], // ঊ → উ
  [/\u09A3/g, '\u09A8'], // ণ → ন
  [/[\u09B6\u09B7]/g, '\u09B8'], // শ, ষ → স
  [/\u0981/g, ''], // ঁ
];

/** A Bengali word as its index reads it: its spellings folded (BENGALI_SPELLINGS). */
export function bengaliSpelling(word: string): string {
  let folded = word.normalize('NFC');
  for (const [letter, as] of BENGALI_SPELLINGS) folded = folded.replace(letter, as);
  return folded;
}

/** A Bengali word without its commonest ending, when at least two letters are left. */
export function bengaliStem(word: string): string {
  for (const ending of BENGALI_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if ([...graphemes.segment(stem)].length >= 2) return stem;
  }
  return word;
}
