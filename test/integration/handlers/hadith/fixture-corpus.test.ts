import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { importHadithAndDuas } from '../../../../data/hadith/import';
import { recordedProgress } from '../../../../data/support/import-target';
import { closeTableConnections, createDocumentClient } from '../../../../functions/shared/dynamo';
import { keys } from '../../../../functions/shared/table';
import { FIXTURE_COUNTS, writeFixtureCorpus } from '../../../support/fixture-corpus';
import { HADITH_COLLECTIONS_AS_LISTED } from '../../../support/hadith-collection-order';
import { expectError, serviceForSuite, startTestService } from '../../../support/local-service';

/**
 * The hadith endpoint on the synthetic fixture corpus (test/support/fixture-corpus.ts), imported by the real
 * pipeline from files in the sources' formats: runs on every machine, mirror or not; with the import's report and
 * the 503s of the hadith and dua corpora not imported. What the real corpus serves under the numbers people cite is
 * in real-corpus.test.ts; the duas endpoint's tests in ../duas.test.ts.
 */
const service = serviceForSuite({ hadith: 'fixture' });

const ALL_COLLECTIONS = HADITH_COLLECTIONS_AS_LISTED.join(', ');

describe('the fixture import', () => {
  it('imported every narration and dua the fixture holds, with its coverage', () => {
    const report = service.hadithImportReport!;
    expect(report.status).toBe('imported');
    if (report.status !== 'imported') return;
    expect(report).toMatchObject({ hadith: FIXTURE_COUNTS.hadith, duas: FIXTURE_COUNTS.duas, duplicatesMerged: 0 });
    expect(report.coverage.slice(0, 6).map((c) => c.records)).toEqual(Array(6).fill(FIXTURE_COUNTS.hadithPerCollection));
    expect(Object.fromEntries(report.coverage.slice(6).map((c) => [c.collection, c.records]))).toEqual(FIXTURE_COUNTS.further);
    expect(report.duaReferences).toEqual({ total: 4, verified: 2, notVerified: 2, withoutNumber: 1, notFound: 0 });
  });
});

describe('GET /api/v1/hadith (fixture corpus)', () => {
  it('lists the six collections and the further ones with their coverage', async () => {
    const response = await service.get('/api/v1/hadith');
    expect(response.status).toBe(200);
    expect(response.json.total_hadith).toBe(FIXTURE_COUNTS.hadith);
    expect(response.json.results.map((c: { id: string }) => c.id)).toEqual([...HADITH_COLLECTIONS_AS_LISTED]);
    for (const collection of response.json.results.slice(0, 6))
      expect(collection.coverage.numbered + collection.coverage.unnumbered).toBe(6);
    expect(response.json.results[0].coverage).toMatchObject({ numbered: 5, numbers_served: 6, unnumbered: 1 });
    expect(response.json.results[3].coverage).toMatchObject({ numbered: 4, unnumbered: 2, unnumbered_by_reason: { conflict: 2 } });
  });

  it('serves a narration by its number with every reference', async () => {
    const response = await service.get('/api/v1/hadith?collection=bukhari&number=1');
    expect(response.json).toMatchObject({
      collection: 'bukhari',
      number: '1',
      numbers: ['1'],
      reference: 'Sahih al-Bukhari 1',
      url: 'https://sunnah.com/bukhari:1',
      in_book_reference: { book: '1', hadith: 1, text: 'Book 1, Hadith 1' },
      english_reference: { scheme: 'usc_msa', text: 'Vol. 1, Book 1, Hadith 1', volume: 1, book: 1, hadith: 1 },
      book: { number: '1', name_english: 'Fixture Book of Intentions' },
      narrator: 'Narrated Fixture Narrator 1:',
      english: expect.stringContaining('Fixture narration bukhari 1: deeds are judged by their intentions'),
      arabic: expect.stringContaining('حدثنا راوي الاختبار 1'),
      grades: [],
      collection_status: expect.stringMatching(/^Sahih/),
      text_source: 'hadith_json',
    });
    const graded = await service.get('/api/v1/hadith?collection=abudawood&number=2');
    expect(graded.json).toMatchObject({
      url: 'https://sunnah.com/abudawud:2',
      english_reference: { scheme: 'english_translation', text: 'Book 1, Hadith 2' },
      grades: [{ grader: 'Al-Albani', grade: 'Sahih', class: 'sahih' }],
    });
  });

  it('answers every number of an entry cited under several, and a lettered group in order', async () => {
    for (const number of ['3', '4']) {
      const alias = await service.get(`/api/v1/hadith?collection=bukhari&number=${number}`);
      expect(alias.json).toMatchObject({ number: '3', numbers: ['3', '4'], in_book_reference: { book: '1', hadith: 3 } });
    }
    const group = await service.get('/api/v1/hadith?collection=muslim&number=8');
    expect(group.json).toMatchObject({ lookup: { number: '8' }, total: 2 });
    expect(group.json.results.map((r: { number: string }) => r.number)).toEqual(['8a', '8b']);
    expect((await service.get('/api/v1/hadith?collection=muslim&number=8B')).json).toMatchObject({ number: '8b' });
  });

  it('refuses numbers the sources contradict, and says why', async () => {
    expectError(
      await service.get('/api/v1/hadith?collection=bukhari&number=6'),
      404,
      /graded edition's text under this number is a different narration/,
    );
    expectError(await service.get('/api/v1/hadith?collection=tirmidhi&number=4'), 404, /^Jami` at-Tirmidhi 4 is not served: .*two places/);
    expectError(
      await service.get('/api/v1/hadith?collection=bukhari&number=99'),
      404,
      'Sahih al-Bukhari has no hadith 99; its numbers run 1 to 7',
    );
    const inBook = await service.get('/api/v1/hadith?collection=tirmidhi&book=2&hadith=1');
    expect(inBook.json).toMatchObject({ numbers: [], reference: 'Jami` at-Tirmidhi, Book 2, Hadith 1' });
    expect(inBook.json.number_notes[0]).toMatch(/two places/);
  });

  it('finds a narration by its English reference', async () => {
    const usc = await service.get(`/api/v1/hadith?collection=bukhari&english_reference=${encodeURIComponent('Vol. 1, Book 1, Hadith 2')}`);
    expect(usc.json).toMatchObject({ number: '2' });
    expect((await service.get('/api/v1/hadith?collection=nasai&english_reference=2/5')).json).toMatchObject({ number: '5' });
  });

  it('browses a collection and pages through a book', async () => {
    const collection = await service.get('/api/v1/hadith?collection=tirmidhi');
    expect(collection.json).toMatchObject({ collection: { id: 'tirmidhi', total_hadith: 6, total_books: 2 }, total: 2 });
    expect(collection.json.results[1]).toMatchObject({ book: '2', name_english: 'Fixture Book of Prayer', hadith_count: 3 });
    const page = await service.get('/api/v1/hadith?collection=bukhari&book=2&limit=2&offset=1');
    expect(page.json).toMatchObject({ total: 3, limit: 2, offset: 1 });
    expect(page.json.results.map((r: { in_book_reference: { hadith: number } }) => r.in_book_reference.hadith)).toEqual([2, 3]);
  });

  it('looks up a batch in order, with an error for each reference that fails', async () => {
    const response = await service.get('/api/v1/hadith?refs=bukhari:1,muslim:8a,tirmidhi:4,abudawud:2,muslim:8');
    expect(response.json.results.map((r: { ref: string; status: number }) => [r.ref, r.status])).toEqual([
      ['bukhari:1', 200],
      ['muslim:8a', 200],
      ['tirmidhi:4', 404],
      ['abudawud:2', 200],
      ['muslim:8', 200],
    ]);
    expect(response.json).toMatchObject({ total: 5, found: 4 });
  });

  it('searches the English narrations, ranked, within one collection or all', async () => {
    const all = await service.get('/api/v1/hadith?search=neighbour&limit=10');
    expect(all.json.total).toBe(6);
    expect(all.json.results.every((r: { english: string }) => r.english.includes('neighbour'))).toBe(true);
    const one = await service.get('/api/v1/hadith?search=neighbour&collection=nasai');
    expect(one.json.results.map((r: { collection: string; number: string }) => `${r.collection}:${r.number}`)).toEqual(['nasai:2']);
    expect((await service.get('/api/v1/hadith?search=zzqqxx')).json).toMatchObject({ total: 0, results: [] });
  });

  const fiftyOne = Array.from({ length: 51 }, (_, i) => `bukhari:${i + 1}`).join(',');
  it.each([
    ['collection=sunan', 400, `Invalid query parameter 'collection': must be one of ${ALL_COLLECTIONS}`],
    [
      'collection=bukhari&number=abc',
      400,
      "Invalid query parameter 'number': must be a hadith number as sunnah.com writes it, such as 6018 or 2564a",
    ],
    [
      'collection=muslim&number=2564zz',
      400,
      "Invalid query parameter 'number': must be a hadith number as sunnah.com writes it, such as 6018 or 2564a",
    ],
    [
      'collection=bukhari&number=0',
      400,
      "Invalid query parameter 'number': must be a hadith number as sunnah.com writes it, such as 6018 or 2564a",
    ],
    ['number=5', 400, `'number' needs 'collection' (one of ${ALL_COLLECTIONS})`],
    ['collection=bukhari&hadith=1', 400, "'hadith' is a position within a book and needs 'book'"],
    ['collection=bukhari&number=1&book=1', 400, "Give one of 'number', 'english_reference', or 'book' (with 'hadith' for one narration)"],
    ['search=x&number=1&collection=bukhari', 400, "'search' cannot be combined with 'number', 'book', 'hadith' or 'english_reference'"],
    ['limit=5', 400, "'limit' and 'offset' apply only to 'search', to a collection's books and to a book's hadith"],
    [
      'collection=bukhari&english_reference=chapter%205',
      400,
      "Invalid query parameter 'english_reference': must read like 'Vol. 8, Book 73, Hadith 47' or 'Book 4, Hadith 1115' (or 8/73/47)",
    ],
    [`refs=${fiftyOne}`, 400, "Invalid query parameter 'refs': must list at most 50 references (got 51)"],
    ['refs=bukhari:1,sunan:4', 400, `Invalid query parameter 'refs': 'sunan:4' names no collection (one of ${ALL_COLLECTIONS})`],
    [
      'refs=bukhari:1,muslim:xyz',
      400,
      "Invalid query parameter 'refs': 'muslim:xyz' has no valid number (a hadith number as sunnah.com writes it, such as 6018 or 2564a)",
    ],
    [
      'refs=bukhari:1,,muslim:8a',
      400,
      "Invalid query parameter 'refs': must be a comma-separated list of collection:number, e.g. 'bukhari:1,muslim:8a', with no empty entries",
    ],
    ['refs=bukhari:1&collection=muslim', 400, "'refs' names its collections itself and takes no other parameters (got 'collection')"],
    ['search=', 400, "Invalid query parameter 'search': must not be empty"],
    ['colection=bukhari', 400, "Unknown query parameter 'colection'"],
  ])('refuses ?%s with %i', async (query, status, message) => {
    expectError(await service.get(`/api/v1/hadith?${query}`), status, message);
  });
});

describe('GET /api/v1/hadith: the further collections (fixture corpus)', () => {
  it('serves a number derived between two checked points, with its in-book reference and why it has no grades', async () => {
    const first = await service.get('/api/v1/hadith?collection=riyadussalihin&number=1');
    expect(first.json).toMatchObject({
      collection: 'riyadussalihin',
      collection_name: 'Riyad as-Salihin',
      number: '1',
      reference: 'Riyad as-Salihin 1',
      url: 'https://sunnah.com/riyadussalihin:1',
      in_book_reference: { book: 'introduction', hadith: 1, text: 'Introduction, Hadith 1' },
      english: 'Fixture riyadussalihin book introduction hadith 1: deeds are judged by intentions.',
      grades: [],
      grades_note: expect.stringMatching(/^No pinned source grades/),
      number_source: 'checked_point',
      text_source: 'hadith_json',
    });
    expect(first.json.english_reference).toBeUndefined();
    // The introduction holds two: number 3 is book 1's first, derived from the order between the points.
    const third = await service.get('/api/v1/hadith?collection=riyad_as_salihin&number=3');
    expect(third.json).toMatchObject({ number: '3', in_book_reference: { book: '1', hadith: 1 }, number_source: 'between_checked_points' });
    expectError(
      await service.get('/api/v1/hadith?collection=riyadussalihin&number=41'),
      404,
      'Riyad as-Salihin has no hadith 41; its numbers run 1 to 40',
    );
    const forty = await service.get('/api/v1/hadith?collection=nawawi40&number=3');
    expect(forty.json).toMatchObject({ reference: 'Forty Hadith of an-Nawawi, Hadith 3', in_book_reference: { book: '1', hadith: 3 } });
  });

  it('refuses a number it cannot place, says why, and still serves the narration by book and hadith', async () => {
    expect((await service.get('/api/v1/hadith?collection=mishkat&number=12')).json).toMatchObject({
      in_book_reference: { book: '3', hadith: 2 },
      number_source: 'checked_point',
    });
    expectError(await service.get('/api/v1/hadith?collection=mishkat&number=5'), 404, /^Mishkat al-Masabih 5 is not served: The source/);
    const unplaced = await service.get('/api/v1/hadith?collection=mishkat&book=2&hadith=1');
    expect(unplaced.json).toMatchObject({
      numbers: [],
      reference: 'Mishkat al-Masabih, Book 2, Hadith 1',
      url: 'https://sunnah.com/mishkat/2',
    });
    expect(unplaced.json.number_notes).toEqual([
      'No number: Between Mishkat al-Masabih 1 (Book introduction, Hadith 1) and Mishkat al-Masabih 12 (Book 3, Hadith 2) sunnah.com has 10 numbers for 6 entries, so which entry carries which cannot be told from the source',
    ]);
    // A published range that fits its book numbers it; one that does not numbers nothing.
    expect((await service.get('/api/v1/hadith?collection=adab&number=2')).json).toMatchObject({
      in_book_reference: { book: '1', hadith: 2 },
    });
    expectError(await service.get('/api/v1/hadith?collection=adab&number=3'), 404, /^Al-Adab Al-Mufrad 3 is not served/);
    // The Muwatta is cited by book and hadith.
    expectError(
      await service.get('/api/v1/hadith?collection=malik&number=1'),
      404,
      /^Muwatta Malik 1 is not served: Muwatta Malik is cited by book and hadith/,
    );
    expect((await service.get('/api/v1/hadith?collection=muwatta&book=1&hadith=1')).json).toMatchObject({
      reference: 'Muwatta Malik, Book 1, Hadith 1',
      number_notes: [expect.stringMatching(/cited by book and hadith/)],
    });
    expectError(
      await service.get('/api/v1/hadith?collection=riyadussalihin&english_reference=1/1'),
      400,
      /'english_reference' is the older English numbering of the six collections; Riyad as-Salihin has none/,
    );
  });

  it('serves an Arabic-only collection as such and says so in its summary', async () => {
    const darimi = await service.get('/api/v1/hadith?collection=darimi&book=introduction&hadith=1');
    expect(darimi.json).toMatchObject({ collection: 'darimi', arabic: expect.stringContaining('إنما الأعمال بالنيات'), numbers: [] });
    expect(darimi.json.english).toBeUndefined();
    expect(darimi.json.narrator).toBeUndefined();
    const summary = await service.get('/api/v1/hadith?collection=darimi&limit=2');
    expect(summary.json.collection).toMatchObject({
      id: 'darimi',
      languages: ['ar'],
      cited_by: 'number',
      numbering_note: expect.stringMatching(/cannot be derived/),
      coverage: { numbered: 0, unnumbered: 48, unnumbered_by_reason: { not_derivable: 48 } },
    });
    expect(summary.json).toMatchObject({ total: 24, results: [{ book: 'introduction' }, { book: '1' }] });
    const list = await service.get('/api/v1/hadith');
    const byId = Object.fromEntries(list.json.results.map((c: { id: string }) => [c.id, c]));
    expect(byId.malik).toMatchObject({ cited_by: 'book_and_hadith', languages: ['ar', 'en'] });
    expect(byId.riyadussalihin.numbering_note).toBeUndefined();
    expect(byId.riyadussalihin.coverage).toMatchObject({ numbered: 40, unnumbered: 0 });
    expect(byId.bukhari).toMatchObject({ cited_by: 'number', languages: ['ar', 'en'] });
  });

  it('looks further collections up in batches and searches them', async () => {
    const batch = await service.get('/api/v1/hadith?refs=riyadussalihin:1,nawawi40:2,mishkat:5,bukhari:1');
    expect(batch.json.results.map((r: { ref: string; status: number }) => [r.ref, r.status])).toEqual([
      ['riyadussalihin:1', 200],
      ['nawawi40:2', 200],
      ['mishkat:5', 404],
      ['bukhari:1', 200],
    ]);
    const search = await service.get('/api/v1/hadith?search=patience&collection=riyadussalihin&limit=50');
    // Every narration of its 20 books but the first speaks of patience.
    expect(search.json.total).toBe(39);
    expect(search.json.results.every((r: { collection: string }) => r.collection === 'riyadussalihin')).toBe(true);
    const arabic = await service.get(`/api/v1/hadith?search=${encodeURIComponent('الصبر ضياء')}&collection=darimi`);
    expect(arabic.json.total).toBe(24);
  });
});

describe('GET /api/v1/hadith: a famous narration named by title or wording (fixture corpus)', () => {
  it('puts the narrations the table cites for it first, in its order, marked, then the ranked hits', async () => {
    const response = await service.get('/api/v1/hadith?search=the%20hadith%20of%20intentions&limit=50');
    expect(response.json.famous_narrations).toEqual([
      { id: 'intentions', name: 'The hadith of intentions', matched: 'The hadith of intentions' },
    ]);
    // The table's citations the fixture serves, in its order: Bukhari 1, then the Forty, Riyad and Mishkat.
    const first = response.json.results.filter((r: { famous_narration?: string }) => r.famous_narration);
    expect(first.map((r: { reference: string }) => r.reference)).toEqual([
      'Sahih al-Bukhari 1',
      'Forty Hadith of an-Nawawi, Hadith 1',
      'Riyad as-Salihin 1',
      'Mishkat al-Masabih 1',
    ]);
    expect(response.json.results.slice(0, 4)).toEqual(first);
    expect(new Set(response.json.results.map((r: { url: string }) => r.url)).size).toBe(response.json.results.length);
    const within = await service.get('/api/v1/hadith?search=actions%20are%20judged%20by%20intentions&collection=riyadussalihin');
    expect(within.json.results[0]).toMatchObject({ reference: 'Riyad as-Salihin 1', famous_narration: 'The hadith of intentions' });
  });

  it('names nothing for a subject, and the search is as it was', async () => {
    const response = await service.get('/api/v1/hadith?search=patience&collection=bukhari');
    expect(response.json.famous_narrations).toBeUndefined();
    expect(response.json.results.every((r: { famous_narration?: string }) => r.famous_narration === undefined)).toBe(true);
  });
});

describe('a corpus not imported', () => {
  it('answers 503 naming the command that imports it into this service, with Retry-After', async () => {
    const quranOnly = await startTestService();
    try {
      const hadith = await quranOnly.get('/api/v1/hadith?collection=bukhari&number=1');
      expectError(
        hadith,
        503,
        /^The hadith corpus has not been imported into this table yet; run: (LOCAL_DYNAMODB_PORT=\d+ )?npm run corpus:import -- --local$/,
      );
      // As the OpenAPI document says every 503 does.
      expect(hadith.headers.get('retry-after')).toBe('60');
      expectError(
        await quranOnly.get('/api/v1/duas'),
        503,
        /^The dua corpus has not been imported .*; run: .*npm run corpus:import -- --local$/,
      );
    } finally {
      await quranOnly.close();
    }
  });

  it('during an import: serves nothing of it, says it is under way, then serves all of it', async () => {
    const quranOnly = await startTestService();
    const root = await mkdtemp(join(tmpdir(), 'import-under-way-'));
    const client = createDocumentClient({ region: quranOnly.region, endpoint: quranOnly.dynamoEndpoint });
    const target = { client, tableName: quranOnly.tableName };
    try {
      const location = await writeFixtureCorpus(root);
      // The real import, stopped half way through the narrations: the duas, written first, are served; the hadith are not.
      const halfWay = new AbortController();
      let total = 0;
      await expect(
        importHadithAndDuas(target, {
          location,
          signal: halfWay.signal,
          progress: {
            start: (n, subject) => (total = subject?.corpus === 'hadith' ? n : Number.POSITIVE_INFINITY),
            update: (written) => written >= total / 2 && halfWay.abort(new Error('half way')),
          },
        }),
      ).rejects.toThrow('half way');
      // A number that is not written yet must not be a 404, nor one that is a 200 from a corpus half there.
      for (const path of ['/api/v1/hadith?collection=bukhari&number=1', '/api/v1/hadith?collection=muslim&number=2']) {
        expectError(await quranOnly.get(path), 503, /has not been imported into this table yet; run: /);
      }
      expect((await quranOnly.get('/api/v1/duas')).status).toBe(200);

      // What an import under way records (as importHadithAndDuas does, every 2 s): 40 % written, started 20 s ago.
      const started = Date.now() - 20_000;
      let clock = started;
      const underWay = recordedProgress(target, ['hadith'], undefined, () => clock);
      await underWay.begin();
      underWay.start(1_000);
      clock = Date.now();
      underWay.update(400);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const during = await quranOnly.get('/api/v1/hadith?collection=bukhari&number=1');
      expectError(
        during,
        503,
        /^The hadith corpus is being imported into this table now \(40% of 1,000 items written, started 2\d s ago\) and is served once the import ends: try again in about 3\d s$/,
      );
      // 60 % left at the rate of 40 % in 20 s: about 30 s.
      expect(Number(during.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
      expect(Number(during.headers.get('retry-after'))).toBeLessThanOrEqual(39);
      await underWay.end();

      const report = await importHadithAndDuas(target, { location });
      expect(report.status).toBe('imported');
      expect((await quranOnly.get('/api/v1/hadith?collection=bukhari&number=1')).status).toBe(200);
      // The record of the import is gone with it.
      const record = await client.send(new GetCommand({ TableName: quranOnly.tableName, Key: keys.corpusImport('hadith') }));
      expect(record.Item).toBeUndefined();
    } finally {
      client.destroy();
      await quranOnly.close();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('while it imports, each corpus says how far its own import is: the duas their items, the hadith theirs', async () => {
    const quranOnly = await startTestService();
    const root = await mkdtemp(join(tmpdir(), 'import-counts-'));
    const client = createDocumentClient({ region: quranOnly.region, endpoint: quranOnly.dynamoEndpoint });
    // The import's writes wait at this gate while the test asks the service how far the import is.
    let gate: Promise<void> = Promise.resolve();
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'BatchWriteItemCommand') await gate;
        return next(args);
      },
      { step: 'initialize', name: 'gate' },
    );
    const target = { client, tableName: quranOnly.tableName };
    const answers = new Map<string, string>();
    try {
      const location = await writeFixtureCorpus(root);
      let open: () => void = () => undefined;
      const asked = (corpus: string, path: string) => {
        gate = new Promise<void>((resolve) => (open = resolve));
        // Asked once the record of this corpus's start is in the table (it is written as the count starts).
        setTimeout(async () => {
          answers.set(corpus, ((await quranOnly.get(path)).json as { message: string }).message);
          open();
        }, 300);
      };
      const totals = new Map<string, number>();
      const report = await importHadithAndDuas(target, {
        location,
        progress: {
          start: (n, subject) => {
            totals.set(subject!.corpus, n);
            asked(subject!.corpus, subject!.corpus === 'duas' ? '/api/v1/duas?id=1' : '/api/v1/hadith?collection=bukhari&number=1');
          },
        },
      });
      expect(report.status).toBe('imported');
      expect(answers.get('duas')).toMatch(
        new RegExp(
          `^The dua corpus is being imported into this table now \\(0% of ${totals.get('duas')!.toLocaleString('en-US')} items written, `,
        ),
      );
      // The hadith's index items are made as they are written: its total is an estimate, and says so.
      const hadithTotal = totals.get('hadith')!;
      expect(hadithTotal).toBeGreaterThan(totals.get('duas')!);
      expect(answers.get('hadith')).toMatch(
        /^The hadith corpus is being imported into this table now \(0% of about [\d,]+ items written, /,
      );
    } finally {
      closeTableConnections(client);
      await quranOnly.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
