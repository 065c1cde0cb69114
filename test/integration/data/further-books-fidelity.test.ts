import type { CollectionEvidence } from '../../../data/hadith/derived-numbers';
import { normaliseEnglish } from '../../../data/hadith/english-text';
import { type FurtherBooks, furtherBookPath, loadFurtherBooks, numberingEvidenceOf } from '../../../data/hadith/further-books';
import { expectedCountsOf } from '../../../data/support/expected-counts';
import { loadPinnedFiles } from '../../../data/support/pinned-sources';
import { HADITH_JSON } from '../../../data/support/sources';
import { FURTHER_COLLECTIONS } from '../../../functions/hadith/hadith-collections';
import type { HadithRecord } from '../../../functions/hadith/hadith-items';
import { realCorpusSources, realCorpusSuite } from '../../support/real-corpus';

/**
 * The further collections against their sources (the pinned hadith-json files, read here on their own): every
 * narration is its file's entry at its place, every served number sits at a checked point or between two that
 * agree, every checked point's words are in its narration, and the coverage docs/hadith.md documents.
 */
const location = await realCorpusSources();

interface SourceEntry {
  idInBook: number;
  arabic?: string | null;
  english?: { narrator?: string | null; text?: string | null } | null;
}

(location ? describe : describe.skip)(realCorpusSuite('the further collections against their sources', location), () => {
  let loaded: FurtherBooks;
  let evidence: Map<string, CollectionEvidence>;
  const source = new Map<string, SourceEntry>();

  beforeAll(async () => {
    loaded = await loadFurtherBooks(location!, (await expectedCountsOf(location!)).hadith);
    evidence = await numberingEvidenceOf(location!);
    const paths = FURTHER_COLLECTIONS.flatMap((c) => c.books.map(({ file }) => furtherBookPath(c, file)));
    const files = await loadPinnedFiles(HADITH_JSON, paths, location!);
    for (const collection of FURTHER_COLLECTIONS) {
      for (const { book, file } of collection.books) {
        const bytes = files.get(furtherBookPath(collection, file))!;
        const entries = (JSON.parse(new TextDecoder().decode(bytes)) as { hadiths: SourceEntry[] }).hadiths;
        for (const entry of entries) source.set(`${collection.id}#${book}#${entry.idInBook}`, entry);
      }
    }
  }, 120_000);

  const recordsOf = (id: string) => loaded.records.filter((record) => record.collection === id);

  it('serves every entry of every file, once, with its own texts', () => {
    expect(loaded.records.length).toBe(source.size);
    const seen = new Set<string>();
    let compared = 0;
    for (const record of loaded.records) {
      const key = `${record.collection}#${record.book}#${record.idInBook}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
      const entry = source.get(key)!;
      expect(record.arabic).toBe((entry.arabic ?? '').trim());
      expect(record.english).toBe(normaliseEnglish(entry.english?.text ?? ''));
      expect(record.narrator).toBe(normaliseEnglish(entry.english?.narrator ?? ''));
      compared += 1;
    }
    expect(compared).toBe(16_706);
  });

  it('serves each number at a checked point or between two checked points that agree, in increasing order', () => {
    let served = 0;
    for (const collection of FURTHER_COLLECTIONS) {
      const records = recordsOf(collection.id);
      const points = new Map<number, number>();
      const proof = evidence.get(collection.id);
      const at = (book: string, hadith: number) => records.findIndex((r) => r.book === book && r.idInBook === hadith);
      for (const point of proof?.points ?? []) points.set(at(point.book, point.hadith), point.number);
      for (const range of proof?.ranges ?? []) {
        const members = records.flatMap((r, i) => (r.book === range.book ? [i] : []));
        if (range.last - range.first + 1 !== members.length) continue;
        points.set(members[0], range.first);
        points.set(members[members.length - 1], range.last);
      }
      const positions = [...points.keys()].sort((a, b) => a - b);
      let previous = 0;
      records.forEach((record: HadithRecord, i) => {
        if (record.numbers.length === 0) {
          expect(record.numberNotes?.length).toBe(1);
          return;
        }
        const number = Number(record.numbers[0]);
        expect(number).toBeGreaterThan(previous);
        previous = number;
        served += 1;
        if (points.has(i)) {
          expect(record.numberSource).toBe('checked_point');
          expect(number).toBe(points.get(i));
          return;
        }
        const before = positions.filter((p) => p < i).pop()!;
        const after = positions.find((p) => p > i)!;
        expect(record.numberSource).toBe('between_checked_points');
        expect(points.get(after)! - points.get(before)!).toBe(after - before);
        expect(number - points.get(before)!).toBe(i - before);
      });
    }
    expect(served).toBe(loaded.numbers.length);
  });

  it("finds every checked point's words in its narration, and the anchors the issue names", () => {
    let checked = 0;
    for (const [id, proof] of evidence) {
      for (const point of proof.points.filter((p) => p.words)) {
        const record = recordsOf(id).find((r) => r.book === point.book && r.idInBook === point.hadith)!;
        expect(`${record.narrator} ${record.english} ${record.arabic}`.replace(/\s+/g, ' ').toLowerCase()).toContain(
          point.words!.toLowerCase(),
        );
        expect(record.numbers).toEqual([String(point.number)]);
        checked += 1;
      }
    }
    expect(checked).toBe(20);
    const numbered = (id: string, number: string) => recordsOf(id).find((r) => r.numbers.includes(number))!;
    expect(numbered('nawawi40', '1').english).toMatch(/Actions are \(judged\) by motives \(niyyah\)/);
    expect(numbered('riyadussalihin', '1').english).toMatch(/deeds are considered by the intentions/);
    expect(numbered('nawawi40', '13').english).toMatch(/loves for his brother that which he loves for himself/);
    expect(numbered('bulugh', '1').english).toMatch(/regarding the sea,\s*"It's water is purifying/);
  });

  it('reports the coverage docs/hadith.md documents, per collection', () => {
    const table = Object.fromEntries(
      [...loaded.coverage].map(([id, c]) => [
        id,
        [c.records, c.recordsNumbered, c.textsFlagged, recordsOf(id).filter((r) => !r.english).length],
      ]),
    );
    expect(table).toEqual({
      malik: [1985, 0, 25, 12],
      ahmad: [1374, 0, 113, 15],
      darimi: [3406, 0, 0, 3406],
      nawawi40: [42, 42, 16, 0],
      qudsi40: [40, 40, 10, 0],
      shahwaliullah40: [40, 40, 0, 0],
      riyadussalihin: [1896, 1896, 1, 0],
      bulugh: [1767, 126, 39, 0],
      mishkat: [4428, 9, 134, 0],
      adab: [1326, 1027, 8, 6],
      shamail: [402, 2, 35, 0],
    });
    expect(loaded.coverage.get('malik')!.recordsWithoutNumber).toEqual({ cited_by_book_and_hadith: 1985 });
    expect(loaded.coverage.get('adab')!.recordsWithoutNumber).toEqual({ not_derivable: 299 });
  });
});
