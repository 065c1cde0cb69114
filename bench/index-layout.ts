import { duaSearchDocuments, hadithSearchDocuments } from '../data/hadith/import';
import { quranSearchDocuments } from '../data/quran/items';
import { buildSearchIndex, type IndexedDocument } from '../functions/search/in-memory-index';
import { itemBytes, searchIndexItems } from '../functions/search/index-items';
import { previousTermItems } from '../test/support/index-layouts';
import { loadDuas, loadHadith, loadQuranSurahs } from './corpora';

/** Items, bytes and write units (one per KB of each item, as DynamoDB bills a write) of a list of items. */
function cost(items: ReadonlyArray<object>) {
  const sizes = items.map((item) => itemBytes(item as Record<string, string>));
  return {
    items: items.length,
    megabytes: sizes.reduce((a, b) => a + b, 0) / 1e6,
    writeUnits: sizes.reduce((a, b) => a + Math.ceil(b / 1024), 0),
  };
}

/**
 * Issue 28, the stored index: what each corpus's index terms occupy as they are written now (a small term's positions
 * folded into its one postings item) against the layout before (every term's positions in items of their own),
 * both computed from the same index in this run; positions are read only by phrase queries.
 */
export async function benchIndexLayout(withHadith: boolean): Promise<void> {
  const corpora: Array<[string, IndexedDocument[]]> = [['quran', quranSearchDocuments(await loadQuranSurahs())]];
  if (withHadith) {
    const hadith = await loadHadith();
    corpora.push(['hadith', hadithSearchDocuments(hadith)]);
    corpora.push(['duas', duaSearchDocuments(await loadDuas(hadith))]);
  }
  console.log('\nStored index terms, as written now against the layout before (positions always in items of their own):');
  console.log('corpus | terms  | items: now | before  | MB: now | before | write units: now | before  | before / now');
  console.log('-------|--------|------------|---------|---------|--------|------------------|---------|-------------');
  for (const [name, documents] of corpora) {
    const index = buildSearchIndex(documents);
    const now = cost(searchIndexItems(name, 'v', index).postings);
    const before = cost(previousTermItems(name, 'v', index));
    console.log(
      `${name.padEnd(6)} | ${String(index.postings.size).padStart(6)} | ${String(now.items).padStart(10)} | ${String(before.items).padStart(7)} | ` +
        `${now.megabytes.toFixed(1).padStart(7)} | ${before.megabytes.toFixed(1).padStart(6)} | ${String(now.writeUnits).padStart(16)} | ` +
        `${String(before.writeUnits).padStart(7)} | ${(before.writeUnits / now.writeUnits).toFixed(2)}`,
    );
  }
}
