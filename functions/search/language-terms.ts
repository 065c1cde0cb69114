/** A language's words as typed: Chinese by Intl.Segmenter's dictionary, any other by the letters between spaces. */
export function typedWords(text: string, language: string): string[] {
  if (language === 'zh') {
    const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
    return [...segmenter.segment(text)].filter((part) => part.isWordLike).map((part) => part.segment);
  }
  return text.match(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu) ?? [];
}

// Bengali's case and number endings (-এ, -তে, -র, -এর, -কে, -রা, -দের, -গুলো…): its translation is indexed as
// written, so where words are compared a word and its inflections are read as one («মাছে» as «মাছ»). Longest first.
const BENGALI_ENDINGS = ['গুলোর', 'গুলির', 'গুলোকে', 'দেরকে', 'দের', 'গুলো', 'গুলি', 'েরা', 'ের', 'তে', 'কে', 'টি', 'টা', 'রা', 'য়', 'র', 'ে'];
const graphemes = new Intl.Segmenter('bn', { granularity: 'grapheme' });

/** A Bengali word without its commonest ending, when at least two letters are left. */
export function bengaliStem(word: string): string {
  for (const ending of BENGALI_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if ([...graphemes.segment(stem)].length >= 2) return stem;
  }
  return word;
}
