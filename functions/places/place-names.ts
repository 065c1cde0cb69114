/**
 * How place names are compared: case, accents, punctuation and the Arabic letters written several ways are folded
 * away, so that "São Paulo", "sao paulo" and "SAO-PAULO", or "مكة" and "مكّة", are one name.
 */

/** Latin letters NFKD does not decompose, as GeoNames' own ASCII names write them. */
const LATIN_LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŀ: 'l',
};

/** Arabic letters written more than one way (hamza on alif, alif maqsura, ta marbuta), and the tatweel. */
const ARABIC_LETTERS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ى: 'ي', ة: 'ه', ـ: '' };

export function foldPlaceName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđðþıħŧŀأإآٱىةـ]/g, (letter) => LATIN_LETTERS[letter] ?? ARABIC_LETTERS[letter] ?? letter)
    .replace(/[\s'’‘`ʻʼ.\-–—_,()/]+/g, ' ')
    .trim();
}
