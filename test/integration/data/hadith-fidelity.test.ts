import { type DuaCorpus, loadDuaCorpus } from '../../../data/duas/corpus';
import { gradedEditionPath, gradedRows, type HadithCorpus, loadHadithCorpus } from '../../../data/hadith/corpus';
import { type CrosswalkBlock, crosswalkPath, parseCrosswalk } from '../../../data/hadith/crosswalk';
import { compareNarrations, prepareText } from '../../../data/hadith/narration-match';
import type { GradedRow } from '../../../data/hadith/numbering';
import { loadPinnedFiles } from '../../../data/support/pinned-sources';
import { GRADED_HADITH_SQLITE, SUNNAH_REFERENCES } from '../../../data/support/sources';
import { parseFamousCitation } from '../../../functions/hadith/famous-match';
import { FAMOUS_NARRATIONS } from '../../../functions/hadith/famous-narrations';
import { type HadithCollectionId, SIX_COLLECTIONS } from '../../../functions/hadith/hadith-collections';
import type { HadithRecord } from '../../../functions/hadith/hadith-items';
import { parseHadithNumber } from '../../../functions/hadith/hadith-numbers';
import { normalizeArabic } from '../../../functions/search/arabic';
import { realCorpusSources, realCorpusSuite } from '../../support/real-corpus';

/**
 * Invariants over the whole real corpus (the pinned sources from the offline mirror): every served
 * number names exactly the entries sunnah.com's reference pages give it, every graded text under a
 * served number is the same narration, and every reference block is accounted for.
 */
const location = await realCorpusSources();

(location ? describe : describe.skip)(realCorpusSuite('the hadith corpus against its sources', location), () => {
  let corpus: HadithCorpus;
  let duas: DuaCorpus;
  const blocks = new Map<HadithCollectionId, CrosswalkBlock[]>();
  const rows = new Map<HadithCollectionId, GradedRow[]>();
  const byBook = new Map<string, HadithRecord>();
  const byOrdinal = new Map<string, HadithRecord>();
  const recordAt = (collection: string, book: string, position: number) => byBook.get(`${collection}#${book}#${position}`);
  const recordOf = (collection: string, entry: { bookOrdinal: number; idInBook: number }) =>
    byOrdinal.get(`${collection}#${entry.bookOrdinal}#${entry.idInBook}`)!;

  beforeAll(async () => {
    corpus = await loadHadithCorpus(location!);
    duas = await loadDuaCorpus(location!, corpus.lookup);
    for (const record of corpus.records) {
      byBook.set(`${record.collection}#${record.book}#${record.idInBook}`, record);
      byOrdinal.set(`${record.collection}#${record.bookOrdinal}#${record.idInBook}`, record);
    }
    const [references, editions] = await Promise.all([
      loadPinnedFiles(SUNNAH_REFERENCES, SIX_COLLECTIONS.map(crosswalkPath), location!),
      loadPinnedFiles(GRADED_HADITH_SQLITE, SIX_COLLECTIONS.map(gradedEditionPath), location!),
    ]);
    for (const collection of SIX_COLLECTIONS) {
      blocks.set(collection.id, parseCrosswalk(collection, new TextDecoder().decode(references.get(crosswalkPath(collection))!)));
      rows.set(collection.id, await gradedRows(editions.get(gradedEditionPath(collection))!, collection));
    }
  }, 120_000);

  it('maps every reference block to exactly one record, and no record to two blocks', () => {
    for (const collection of SIX_COLLECTIONS) {
      const seen = new Set<string>();
      for (const block of blocks.get(collection.id)!) {
        expect(recordAt(collection.id, block.inBook.book, block.inBook.position)).toBeDefined();
        const key = `${block.inBook.book}#${block.inBook.position}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
      expect(corpus.coverage.get(collection.id)!.blocksWithoutRecord).toBe(0);
    }
  });

  it('serves each number for exactly the entries the reference pages give it (lettered groups aside), or explains why not', () => {
    let checked = 0;
    for (const collection of SIX_COLLECTIONS) {
      const claims = new Map<string, HadithRecord[]>();
      for (const block of blocks.get(collection.id)!) {
        const record = recordAt(collection.id, block.inBook.book, block.inBook.position)!;
        for (const number of block.numbers) claims.set(number.text, [...(claims.get(number.text) ?? []), record]);
      }
      for (const pointer of corpus.numbers.filter((p) => p.collection === collection.id)) {
        const claimed = claims.get(pointer.cited);
        const served = pointer.entries.map((entry) => recordOf(collection.id, entry));
        if (pointer.refusal) {
          expect(claimed).toBeDefined();
          continue;
        }
        if (claimed) {
          expect(served).toEqual(claimed);
        } else if (served.length === 1 && served[0].numberSource === 'book_range') {
          // A book the pages do not cover (Ibn Majah's introduction), numbered by its one-to-one range.
          expect(served[0].numbers).toEqual([pointer.cited]);
        } else {
          // An unlettered number answering with its lettered parts: each part is itself a served number.
          const group = parseHadithNumber(pointer.cited)!;
          expect(group.letters).toBe('');
          for (const record of served)
            expect(record.numbers.some((n) => parseHadithNumber(n)!.digits === group.digits && n !== pointer.cited)).toBe(true);
        }
        checked += 1;
      }
      // Every record not numbered says why.
      for (const record of corpus.records.filter((r) => r.collection === collection.id && r.numbers.length === 0))
        expect(record.numberNotes?.length).toBeGreaterThan(0);
    }
    expect(checked).toBeGreaterThan(36_000);
  });

  it('has no served number whose graded-edition text is another narration', () => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const collection of SIX_COLLECTIONS.filter((c) => c.gradedEditionHasSunnahNumbers)) {
      const byNumber = new Map<number, GradedRow[]>();
      for (const row of rows.get(collection.id)!)
        if (row.text.trim()) byNumber.set(Math.floor(row.number), [...(byNumber.get(Math.floor(row.number)) ?? []), row]);
      for (const pointer of corpus.numbers.filter((p) => p.collection === collection.id && !p.refusal)) {
        const number = parseHadithNumber(pointer.cited)!;
        const candidates = (byNumber.get(number.digits) ?? []).filter((row) =>
          number.letters ? !Number.isInteger(row.number) : Number.isInteger(row.number),
        );
        if (candidates.length === 0) continue;
        const served = pointer.entries.map((entry) => recordOf(collection.id, entry));
        compared += 1;
        const agrees = candidates.some((row) =>
          served.some((r) => compareNarrations(prepareText(`${r.narrator} ${r.english}`), row.prepared).same),
        );
        if (!agrees) mismatches.push(`${collection.id} ${pointer.cited}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(26_000);
  });

  it('reports the coverage docs/hadith.md documents, per collection', () => {
    const table = Object.fromEntries(
      [...corpus.coverage]
        .slice(0, 6)
        .map(([id, c]) => [
          id,
          [c.records, c.recordsNumbered, c.numbersServed, c.aliases, c.byBookRange, c.graded, c.textsRestored, c.textsFlagged],
        ]),
    );
    expect(table).toEqual({
      bukhari: [7277, 7274, 7562, 288, 0, 0, 165, 0],
      muslim: [7459, 7366, 7465, 99, 0, 0, 41, 27],
      abudawood: [5276, 5276, 5276, 0, 0, 5272, 14, 0],
      tirmidhi: [4053, 4040, 3990, 4, 0, 3879, 764, 7],
      nasai: [5768, 5683, 5682, 2, 0, 5669, 940, 1],
      ibnmajah: [4345, 4335, 4332, 0, 266, 4062, 137, 3],
    });
    expect(corpus.coverage.get('tirmidhi')!.numbersNotServed).toEqual({ conflict: 8, out_of_sequence: 1 });
    expect(corpus.coverage.get('nasai')!.recordsWithoutNumber).toEqual({ no_number_on_page: 2, not_in_crosswalk: 83 });
  });

  it('restores the texts hadith-json damaged, and grades only the narration they belong to', () => {
    const [nasai4985] = corpus.lookup('nasai', '4985');
    expect(nasai4985.english).toMatch(/^The Messenger of Allah \[SAW\] was asked: "Which deed is best\?"/);
    expect(nasai4985.textSource).toBe('hadith_json_restored_from_graded_edition');
    const [tirmidhi1399] = corpus.lookup('tirmidhi', '1399');
    expect(tirmidhi1399.english).toContain(
      'retaliation for [killing] his father, but the father is not to suffer retaliation for [killing] his son',
    );
    expect(tirmidhi1399.narrator).toBe("Narrated Suraqah bin Malik bin [Ju'shum]:");
    // English keeps paragraph breaks and loses the source's wrapping indentation.
    const [bukhari1] = corpus.lookup('bukhari', '1');
    expect(bukhari1.english).not.toMatch(/\n\s/);
    expect(corpus.records.some((r) => /\n\n\S/.test(r.english))).toBe(true);
    // Tirmidhi 1368 carries its own grades (it was served with 1365's before).
    const [tirmidhi1368] = corpus.lookup('tirmidhi', '1368');
    expect(tirmidhi1368.grades).toContainEqual({ grader: 'Al-Albani', grade: 'Sahih', class: 'sahih' });
  });

  it("finds every famous narration's Arabic in every narration the table cites for it", () => {
    let checked = 0;
    const failures: string[] = [];
    for (const famous of FAMOUS_NARRATIONS) {
      const key = new RegExp(famous.arabicKey);
      for (const written of famous.citations) {
        const citation = parseFamousCitation(written);
        const records =
          'number' in citation
            ? corpus.lookup(citation.collection, citation.number)
            : [recordAt(citation.collection, citation.book, citation.hadith)].filter((r) => r !== undefined);
        // A number names one narration, or a block whose first entry is the narration and whose others are
        // further chains of it (Tirmidhi 1705: "More than one has reported it from Sufyan…"): the first must carry it.
        if (records.length === 0) failures.push(`${famous.id}: ${written} names no narration`);
        for (const record of records.slice(0, 1)) {
          const arabic = normalizeArabic(record.arabic).replace(/[^\u0621-\u064A]+/g, ' ');
          if (!key.test(arabic)) failures.push(`${famous.id}: ${written} does not contain ${famous.arabicKey}`);
          checked += 1;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(600);
  });

  it("serves the duas' words without Hisn al-Muslim's quotation marks, their instructions beside them", () => {
    // 13 more supplications are found in both sources once the instructions are out of their words (60 before).
    expect([duas.duas.length, duas.duplicatesMerged]).toEqual([304, 60]);
    const marked = duas.duas.filter((dua) => /^\(/.test(dua.arabic));
    // Left as written: texts of two quotations whose marks pair (two speakers, a count between two supplications,
    // the mosque's entering and leaving duas after their instructions).
    expect(marked.length).toBe(6);
    for (const dua of marked) expect(dua.arabic.split('((').length).toBeGreaterThan(2);
    expect(duas.duas.filter((dua) => dua.arabicNotes?.length).length).toBe(57); // 55 while 13 more were merged
    // Read without diacritics: the source writes a shadda before or after its vowel.
    const morningWords = normalizeArabic('أصبحنا وأصبح الملك لله ، والحمد لله');
    const morning = duas.duas.find((dua) => normalizeArabic(dua.arabic).startsWith(morningWords))!;
    expect(morning.arabicNotes).toEqual([
      expect.stringMatching(/^وإذا أمسى قال: أمسينا وأمسى الملك/),
      expect.stringMatching(/^وإذا أمسى قال: رب أسألك/),
    ]);
    const travelWords = normalizeArabic('بسم الله، والحمد لله ﴿سبحان الذي سخر');
    const travel = duas.duas.find((dua) => normalizeArabic(dua.arabic).startsWith(travelWords))!;
    expect(travel.arabic).not.toMatch(/\(\(|\)\)/);
  });

  it('checks dua references against the narrations they cite', () => {
    expect(duas.referenceChecks).toEqual({ total: 116, verified: 56, notVerified: 60, withoutNumber: 50, notFound: 0 });
    const referencesOf = (title: RegExp) => duas.duas.filter((d) => title.test(d.title)).flatMap((d) => d.references);
    expect(referencesOf(/wake up/i).find((r) => r.collection === 'bukhari' && r.number === '6327')).toMatchObject({
      verified: false,
      note: expect.stringMatching(/does not contain/),
    });
    for (const reference of referencesOf(/^Al-Ikhlas$/).filter((r) => r.number === '4241'))
      expect(reference).toMatchObject({ verified: false });
    expect(referencesOf(/^Ayatul Kursi$/).find((r) => r.number === '2879')).toMatchObject({
      verified: true,
      note: expect.stringMatching(/Ayat al-Kursi/),
    });
    // Evidence (grades, collection status) is shown only for references that hold.
    for (const reference of duas.duas.flatMap((d) => d.references)) {
      if (!reference.verified) expect(reference.grades ?? reference.collectionStatus).toBeUndefined();
    }
  });
});
