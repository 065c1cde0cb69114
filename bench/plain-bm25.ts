import { hadithSearchDocuments } from '../data/hadith/import';
import { quranSearchDocuments } from '../data/quran/items';
import { buildSearchIndex } from '../functions/search/in-memory-index';
import type { Corpus, PlainIndex } from '../test/support/question-evaluation';
import { loadHadith, loadQuranSurahs } from './corpora';

/**
 * The baseline of the sections that measure question retrieval: a plain BM25 over the same documents the search
 * endpoints index (the Quran's verses; the narrations when the corpus mirror is there), built in memory, each result
 * cited as the endpoints cite it (a narration by its collection and first number, with its English for parallels).
 */
export async function plainBm25Indexes(withHadith: boolean): Promise<Partial<Record<Corpus, PlainIndex>>> {
  const surahs = await loadQuranSurahs();
  const indexes: Partial<Record<Corpus, PlainIndex>> = {
    quran: { index: buildSearchIndex(quranSearchDocuments(surahs)), referenceOf: (group, id) => `${group}:${id}` },
  };
  if (withHadith) {
    const hadith = await loadHadith();
    const documents = hadithSearchDocuments(hadith);
    const recordOf = new Map(documents.map((d, i) => [`${d.group}:${d.id}`, hadith.records[i]]));
    indexes.hadith = {
      index: buildSearchIndex(documents),
      referenceOf: (group, id) => {
        const record = recordOf.get(`${group}:${id}`);
        return record ? `${record.collection}:${record.numbers[0]}` : `${group}:${id}`;
      },
      englishOf: (group, id) => recordOf.get(`${group}:${id}`)?.english ?? '',
    };
  }
  return indexes;
}
