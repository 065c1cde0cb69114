import { termBucketOf } from '../../../../functions/search/index-items';
import { isArabicTerm } from '../../../../functions/search/tokenizer';
import { BRIDGE_BUCKETS, bridgeBuckets, bridgedInBucket, TranslationBridge } from '../../../../functions/search/translation-bridge';

// Six aligned "verses": the Indonesian side's words, and the English and Arabic words beside them.
const DOCUMENTS = [
  { source: ['riba', 'makan', 'orang'], target: ['usuri', 'interest', 'consum', 'ربا'] },
  { source: ['riba', 'halal', 'jual'], target: ['usuri', 'interest', 'trade', 'ربا', 'بيع'] },
  { source: ['riba', 'tinggal'], target: ['interest', 'leav', 'ربا'] },
  { source: ['sabar', 'orang'], target: ['patient', 'صبر'] },
  { source: ['sabar', 'salat'], target: ['patient', 'prayer', 'صبر', 'صلاه'] },
  { source: ['jual', 'beli'], target: ['trade', 'bui', 'بيع'] },
];

describe('a translation bridge', () => {
  const bridge = new TranslationBridge(DOCUMENTS);

  it('reads a word as the other side’s words that stand beside it in the same documents, strongest first', () => {
    const riba = bridge.translate('riba', isArabicTerm);
    expect(riba.map((found) => found.term)).toEqual(['interest', 'ربا', 'usuri']);
    // Dice: interest and riba share all three documents; usury two of three.
    expect(riba[0].dice).toBeCloseTo(1);
    expect(riba[2].dice).toBeCloseTo((2 * 2) / (3 + 2));
    expect(bridge.translate('sabar', isArabicTerm).map((found) => found.term)).toEqual(['patient', 'صبر']);
  });

  it('keeps at most three words of each script, each above the floor, and knows nothing of words it never saw', () => {
    const orang = bridge.translate('orang', isArabicTerm);
    // «orang» stands beside riba once and sabar once: no English or Arabic word holds two of its documents.
    expect(orang).toEqual([]);
    expect(bridge.translate('puasa', isArabicTerm)).toEqual([]);
    const limited = bridge.translate('riba', isArabicTerm, { perScript: 1, minDice: 0.9 });
    expect(limited.map((found) => found.term)).toEqual(['interest', 'ربا']);
  });

  it('stores every word that stands for something in its bucket, and reads it back from there alone', () => {
    const buckets = bridgeBuckets(bridge, isArabicTerm);
    for (const word of ['riba', 'sabar', 'jual']) {
      const text = buckets.get(termBucketOf(word, BRIDGE_BUCKETS)) ?? '';
      expect(bridgedInBucket(text, word)).toEqual(bridge.translate(word, isArabicTerm).map((found) => found.term));
    }
    expect(bridgedInBucket(buckets.get(termBucketOf('orang', BRIDGE_BUCKETS)) ?? '', 'orang')).toEqual([]);
    // A word is found by its whole line, never as the start of another word's.
    expect(bridgedInBucket('ribawi\tx\nriba\tinterest', 'riba')).toEqual(['interest']);
  });
});
