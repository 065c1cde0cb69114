import type { EditionTexts, QuranSurah } from '../../../../data/quran/corpus';
import { bridgeTargets, editionItems } from '../../../../data/quran/items';
import { editionByName } from '../../../../functions/quran/translations';
import { termBucketOf } from '../../../../functions/search/index-items';
import { BRIDGE_BUCKETS, bridgedInBucket } from '../../../../functions/search/translation-bridge';
import { AYAH_COUNTS } from '../../../../functions/shared/quran-structure';

// Every verse of the Quran's shape; a few of them about usury, in English, Arabic and "Indonesian".
const USURY = new Set(['2:275', '2:276', '2:278', '3:130']);
const main: QuranSurah[] = AYAH_COUNTS.map((count, index) => ({
  number: index + 1,
  nameArabic: '',
  nameEnglish: '',
  nameTranslation: '',
  revelationType: 'meccan',
  ayahs: Array.from({ length: count }, (_, i) => {
    const usury = USURY.has(`${index + 1}:${i + 1}`);
    return {
      surah: index + 1,
      ayah: i + 1,
      global: 0,
      translation: usury ? 'Those who consume interest' : `Mountain number ${i}`,
      arabic: usury ? 'الذين يأكلون الربا' : 'والجبال',
    };
  }),
}));
const indonesian: EditionTexts = main.map((surah) =>
  surah.ayahs.map((ayah) => (USURY.has(`${ayah.surah}:${ayah.ayah}`) ? 'Orang-orang yang memakan riba' : 'Gunung-gunung')),
);

const bridgeItemsOf = (items: Iterable<object>) =>
  [...items].filter((item): item is { PK: string; terms: string } => (item as { PK: string }).PK.includes('#BRIDGE#'));

describe('an edition’s bridge items', () => {
  it('stand each word of a question language’s translation beside its English and Arabic words, in its bucket', () => {
    const built = editionItems(editionByName('id')!, indonesian, 'e9-test', bridgeTargets(main));
    const buckets = bridgeItemsOf(built.items);
    expect(buckets.length).toBeGreaterThan(0);
    const riba = buckets.find((item) => item.PK.endsWith(`#BUCKET#${String(termBucketOf('riba', BRIDGE_BUCKETS)).padStart(5, '0')}`));
    expect(riba?.PK).toContain('@id.indonesian#BRIDGE#e9-test#');
    expect(bridgedInBucket(riba?.terms ?? '', 'riba')).toEqual(expect.arrayContaining(['interest', 'ربا']));
    expect(bridgedInBucket(riba?.terms ?? '', 'riba')).not.toContain('mountain');
  });

  it('are made for the nine question languages only, and only when the Quran’s words are given', () => {
    const english = main.map((surah) => surah.ayahs.map((ayah) => ayah.translation));
    expect(bridgeItemsOf(editionItems(editionByName('transliteration')!, english, 'v', bridgeTargets(main)).items)).toEqual([]);
    expect(bridgeItemsOf(editionItems(editionByName('id')!, indonesian, 'v').items)).toEqual([]);
  });
});
