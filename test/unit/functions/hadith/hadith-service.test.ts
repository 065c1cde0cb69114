import { parseEnglishReference } from '../../../../functions/hadith/english-references';
import { parseHadithNumber } from '../../../../functions/hadith/hadith-numbers';
import { HadithService } from '../../../../functions/hadith/hadith-service';
import { InMemoryHadithRepository } from './in-memory-hadith-repository';
import { BOOKS, RECORDS, REFUSED } from './sample-hadith';

/** The hadith endpoint's domain over a few narrations held in memory: numbers, groups, refusals, books, batches, search. */
const IMPORT_COMMAND = 'npm run corpus:import -- --local';
const number = (text: string) => parseHadithNumber(text)!;

function serviceOver(options = { famousNarrations: true }) {
  const repository = new InMemoryHadithRepository(RECORDS, BOOKS, REFUSED, [
    { address: { collection: 'bukhari', bookOrdinal: 1, idInBook: 1 }, reference: { volume: 1, book: 1, hadith: 1 } },
  ]);
  const clock = () => Date.parse('2026-11-26T12:00:00Z');
  return { repository, hadith: new HadithService(repository.asRepository(), IMPORT_COMMAND, clock, options) };
}

describe('HadithService: collections and books', () => {
  it("lists every collection in the collections' own order, with its totals and coverage", async () => {
    const { hadith } = serviceOver();
    const answer = await hadith.collections();
    expect(answer.total).toBe(17);
    expect(answer.total_hadith).toBe(RECORDS.length);
    expect(answer.results.slice(0, 3).map((c) => c.id)).toEqual(['bukhari', 'muslim', 'abudawood']);
    const bukhari = answer.results[0];
    expect(bukhari).toMatchObject({
      name_english: 'Sahih al-Bukhari',
      total_hadith: 4,
      total_books: 2,
      languages: ['ar', 'en'],
      cited_by: 'number',
    });
    expect(bukhari.coverage).toMatchObject({ numbered: 4, unnumbered: 0, numbers_served: 4 });
    const nawawi = answer.results.find((c) => c.id === 'nawawi40')!;
    // A further collection says why it has no grades; numbered end to end, it needs no numbering note.
    expect(nawawi).toHaveProperty('grades_note');
    expect(nawawi).not.toHaveProperty('numbering_note');
  });

  it('describes a collection with its books and their number ranges, paged', async () => {
    const { hadith } = serviceOver();
    const answer = await hadith.collection('bukhari', { limit: 1, offset: 1 });
    expect(answer.collection.id).toBe('bukhari');
    expect(answer).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(answer.results).toEqual([
      { book: '2', name_english: 'Belief', name_arabic: 'كتاب الإيمان', hadith_count: 2, number_range: { first: '8', last: '9' } },
    ]);
  });

  it("pages through a book's narrations, and refuses a book or a position the collection lacks", async () => {
    const { hadith } = serviceOver();
    const book = await hadith.book('bukhari', '2', 20, 0);
    expect(book).toMatchObject({ collection: 'bukhari', collection_name: 'Sahih al-Bukhari', total: 2, limit: 20, offset: 0 });
    expect(book.results.map((n) => n.number)).toEqual(['8', '9']);
    expect((await hadith.book('bukhari', '2', 20, 5)).results).toEqual([]);
    await expect(hadith.book('bukhari', '99', 20, 0)).rejects.toThrow("Sahih al-Bukhari has no book '99'; its books are 1, 2");
    expect((await hadith.byInBookReference('bukhari', '1', 2)).number).toBe('2');
    await expect(hadith.byInBookReference('bukhari', '1', 3)).rejects.toThrow('Sahih al-Bukhari book 1 has 2 hadith; there is no hadith 3');
  });
});

describe('HadithService: narrations by number', () => {
  it('serves a narration with its citation, link, in-book and English references and its book', async () => {
    const { hadith } = serviceOver();
    const narration = await hadith.byNumber('bukhari', number('1'));
    expect(narration).toMatchObject({
      collection: 'bukhari',
      collection_name: 'Sahih al-Bukhari',
      number: '1',
      numbers: ['1'],
      reference: 'Sahih al-Bukhari 1',
      url: 'https://sunnah.com/bukhari:1',
      in_book_reference: { book: '1', hadith: 1 },
      english_reference: { scheme: 'usc_msa', text: 'Vol. 1, Book 1, Hadith 1', volume: 1, book: 1, hadith: 1 },
      book: { number: '1', name_english: 'Revelation', name_arabic: 'كتاب بدء الوحى' },
      narrator: 'Narrated Umar bin Al-Khattab:',
      grades: [],
      text_source: 'hadith_json',
    });
    // A further collection cited by name and hadith number, with why it has no grades.
    const nawawi = await hadith.byNumber('nawawi40', number('1'));
    expect(nawawi).toMatchObject({ reference: 'Forty Hadith of an-Nawawi, Hadith 1', url: 'https://sunnah.com/nawawi40:1' });
    expect(nawawi).toHaveProperty('grades_note');
    expect(nawawi).not.toHaveProperty('english_reference');
  });

  it('answers a number cited in lettered parts with all of them, in order, and says so', async () => {
    const { hadith } = serviceOver();
    const group = await hadith.byNumber('muslim', number('8'));
    expect(group).toMatchObject({
      collection: 'muslim',
      lookup: { number: '8' },
      total: 2,
      note: 'Sahih Muslim 8 is cited in 2 lettered parts (8a, 8b); all are returned in order',
    });
    expect('results' in group && group.results.map((n) => n.number)).toEqual(['8a', '8b']);
  });

  it('refuses a number the sources contradict, beyond the last, or never cited, each saying why', async () => {
    const { hadith } = serviceOver();
    await expect(hadith.byNumber('bukhari', number('5'))).rejects.toThrow(
      /^sunnah.com cites Sahih al-Bukhari 5 for two entries whose texts differ; look the narration up by its in-book reference/,
    );
    await expect(hadith.byNumber('bukhari', number('100'))).rejects.toThrow('Sahih al-Bukhari has no hadith 100; its numbers run 1 to 9');
    await expect(hadith.byNumber('bukhari', number('4'))).rejects.toThrow(
      /^sunnah.com's reference pages cite no entry as Sahih al-Bukhari 4;/,
    );
  });

  it('finds a narration by its older English reference, only in the six collections', async () => {
    const { hadith } = serviceOver();
    const found = await hadith.byEnglishReference('bukhari', parseEnglishReference('Vol. 1, Book 1, Hadith 1')!);
    expect(found).toMatchObject({ number: '1', reference: 'Sahih al-Bukhari 1' });
    await expect(hadith.byEnglishReference('bukhari', parseEnglishReference('Book 3, Hadith 4')!)).rejects.toThrow(
      'No narration of Sahih al-Bukhari has the USC-MSA reference Book 3, Hadith 4',
    );
    await expect(hadith.byEnglishReference('nawawi40', parseEnglishReference('Book 1, Hadith 1')!)).rejects.toThrow(
      /^'english_reference' is the older English numbering of the six collections; Forty Hadith of an-Nawawi has none/,
    );
  });

  it('answers a batch in order, each reference that fails with its own message', async () => {
    const { hadith } = serviceOver();
    const batch = await hadith.batch([
      { ref: 'bukhari:9', collection: 'bukhari', number: number('9') },
      { ref: 'bukhari:100', collection: 'bukhari', number: number('100') },
      { ref: 'muslim:8', collection: 'muslim', number: number('8') },
    ]);
    expect(batch).toMatchObject({ total: 3, found: 2 });
    expect(batch.results.map((r) => r.ref)).toEqual(['bukhari:9', 'bukhari:100', 'muslim:8']);
    expect(batch.results[0].results?.map((n) => n.number)).toEqual(['9']);
    expect(batch.results[1].message).toBe('Sahih al-Bukhari has no hadith 100; its numbers run 1 to 9');
    expect(batch.results[2].results?.map((n) => n.number)).toEqual(['8a', '8b']);
  });
});

describe('HadithService: search', () => {
  it('ranks the narrations holding every word, within one collection if asked', async () => {
    const { hadith } = serviceOver();
    const answer = await hadith.search('sixty branches', undefined, 20, 0);
    expect(answer).toMatchObject({ query: 'sixty branches', match: 'all', total: 1, ignored_terms: [] });
    expect(answer.results[0]).toMatchObject({ collection: 'bukhari', number: '9' });
    expect(answer.results[0].score).toBeGreaterThan(0);
    const everywhere = await hadith.search('intentions', undefined, 20, 0, 'all');
    expect(everywhere.results.map((n) => n.collection).sort()).toEqual(['bukhari', 'nawawi40']);
    const inNawawi = await hadith.search('intentions', 'nawawi40', 20, 0, 'all');
    expect(inNawawi.collection).toBe('nawawi40');
    expect(inNawawi.results.map((n) => `${n.collection} ${n.number}`)).toEqual(['nawawi40 1']);
  });

  it('pages the ranked hits', async () => {
    const { hadith } = serviceOver({ famousNarrations: false });
    const all = await hadith.search('intentions', undefined, 20, 0, 'all');
    const second = await hadith.search('intentions', undefined, 1, 1, 'all');
    expect(second.total).toBe(all.total);
    expect(second.results.map((n) => n.reference)).toEqual([all.results[1].reference]);
  });
});

describe('HadithService: a corpus not imported, and what it keeps', () => {
  it('refuses with the command that imports the corpus', async () => {
    const { repository, hadith } = serviceOver();
    repository.imported = false;
    const message = `The hadith corpus has not been imported into this table yet; run: ${IMPORT_COMMAND}`;
    await expect(hadith.collections()).rejects.toThrow(message);
    await expect(hadith.byNumber('bukhari', number('1'))).rejects.toThrow(message);
    await expect(hadith.search('intentions', undefined, 20, 0)).rejects.toThrow(message);
  });

  it("reads the catalogue and one collection's books once, then only what a new request names", async () => {
    const { repository, hadith } = serviceOver();
    await hadith.byNumber('bukhari', number('1'));
    expect(repository.reads.sort()).toEqual(['books bukhari', 'collections', 'hadiths 1', 'marker', 'numbers 1']);
    repository.reads.length = 0;
    await hadith.byNumber('bukhari', number('2'));
    await hadith.byNumber('muslim', number('8a'));
    expect(repository.reads.sort()).toEqual(['books muslim', 'hadiths 1', 'hadiths 1', 'numbers 1', 'numbers 1']);
  });
});
