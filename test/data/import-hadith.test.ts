import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDuaReferences } from '../../data/dua-references';
import { arabicKey, categoryOfHisnChapter, repeatCountOf } from '../../data/dua-corpus';
import { alignInOrder, comparableKey, deriveBookNumbers, dropConflicts, similarity } from '../../data/hadith-numbering';
import { importHadithAndDuas } from '../../data/import-hadith';
import { HADITH_JSON, loadPinnedFiles, manifestOf, SUNNAH_BOOK_INDEX } from '../../data/pinned-files';
import { defaultHadithSources } from '../../lib/local/local-stack';
import { startEmbeddedTable } from '../support/embedded-table';

const mirror = defaultHadithSources();
const mirrorDirectory = mirror?.kind === 'mirror' ? mirror.directory : undefined;

describe('hadith numbering derivation (pure)', () => {
  const row = (number: number, text: string) => ({ number, text, grades: [{ grader: 'G', grade: 'Sahih' }] });

  it('compares the starts of texts whatever their punctuation and case', () => {
    expect(comparableKey('Narrated Abu Huraira: "The Prophet (ﷺ) said...')).toBe('narratedabuhurairatheprophetsaid');
    expect(similarity(comparableKey('Abu Huraira narrated that the Prophet said: be kind'), comparableKey('Narrated Abu Huraira: The Prophet said, Be kind!'))).toBeGreaterThan(0.6);
    expect(similarity(comparableKey('He who copies any people is one of them'), comparableKey('Whoever believes in Allah and the Last Day'))).toBeLessThan(0.4);
  });

  it('aligns in order, skipping extra rows or records on either side', () => {
    const entries = ['alpha beta gamma delta', 'epsilon zeta eta theta', 'iota kappa lambda mu', 'nu xi omicron pi'].map(comparableKey);
    const rows = ['alpha beta gamma delta', 'something entirely different here', 'epsilon zeta eta theta', 'iota kappa lambda mu', 'nu xi omicron pi'].map(comparableKey);
    expect(alignInOrder(entries, rows)).toEqual([[0, 0], [1, 2], [2, 3], [3, 4]]);
  });

  it('takes the graded edition number of an aligned text, never a sub-number, and finds a late-starting book', () => {
    const texts = ['The reward of deeds depends upon intentions', 'A Muslim avoids harming Muslims with his tongue', 'Faith has over sixty branches and modesty'];
    const rows = [row(1, 'Something before the book, unrelated entirely'), row(5, 'Another unrelated narration about fasting'), row(7, texts[0]), row(8, texts[1]), row(8.2, texts[2])];
    const assignments = deriveBookNumbers(texts, { book: '1', start: 0, end: 9, count: 3 }, rows);
    expect(assignments.map((a) => a.number ?? a.unmappedReason)).toEqual([7, 8, 'sub-numbered']);
    expect(assignments[0]).toMatchObject({ method: 'aligned-with-graded-edition', grades: [{ grader: 'G', grade: 'Sahih' }] });
  });

  it('falls back to a contiguous range only when the graded edition has no conflicting text there', () => {
    const texts = ['first narration text about prayer', 'second narration text about charity'];
    expect(deriveBookNumbers(texts, { book: 'introduction', start: 1, end: 2, count: 2 }, []).map((a) => [a.number, a.method])).toEqual([
      [1, 'contiguous-book-range'],
      [2, 'contiguous-book-range'],
    ]);
    const conflicting = [row(1, 'zzz completely different wording qqq'), row(2, 'yyy also unrelated www')];
    expect(deriveBookNumbers(texts, { book: 'x', start: 1, end: 2, count: 2 }, conflicting).map((a) => a.number)).toEqual([undefined, undefined]);
    // A range with more numbers than records says nothing about positions.
    expect(deriveBookNumbers(texts, { book: 'y', start: 1, end: 5, count: 2 }, []).map((a) => a.unmappedReason)).toEqual(['no-aligned-text', 'no-aligned-text']);
  });

  it('serves neither record when two claim one number', () => {
    expect(dropConflicts([{ number: 5, method: 'aligned-with-graded-edition' }, { number: 5, method: 'contiguous-book-range' }, { number: 6, method: 'aligned-with-graded-edition' }])).toEqual([
      { unmappedReason: 'conflict' },
      { unmappedReason: 'conflict' },
      { number: 6, method: 'aligned-with-graded-edition' },
    ]);
  });
});

describe('dua sources (pure)', () => {
  it('parses references to the six collections out of free text', () => {
    expect(parseDuaReferences("HR. al-Bukhari No. 6306, 6323, Ahmad IV/122-125, an-Nasa'i VIII/279-280")).toEqual([
      { collection: 'bukhari', number: 6306 },
      { collection: 'bukhari', number: 6323 },
      { collection: 'nasai' },
    ]);
    expect(parseDuaReferences("Narrated by Abu Dawud (529), at-Tirmidhi (211), an-Nasa'i (2:26), Ibn Majah (722)")).toEqual([
      { collection: 'abudawood', number: 529 },
      { collection: 'tirmidhi', number: 211 },
      { collection: 'nasai' },
      { collection: 'ibnmajah', number: 722 },
    ]);
    expect(parseDuaReferences('HR. at-Tirmidzi, No. 3522 and Ahmad, 6: 315')).toEqual([{ collection: 'tirmidhi', number: 3522 }]);
    expect(parseDuaReferences('HR. al-Bukari No. 5376 and Muslim No. 2022')).toEqual([{ collection: 'bukhari', number: 5376 }, { collection: 'muslim', number: 2022 }]);
    expect(parseDuaReferences('QS. Ibrahim: 41')).toEqual([]);
    expect(parseDuaReferences("HR. all compilers of Sunan books, except Nasa'i")).toEqual([]);
    expect(parseDuaReferences(null)).toEqual([]);
  });

  it('reads repeat counts, places every Hisn chapter and compares Arabic without vowel marks', () => {
    expect([repeatCountOf('Recite 3x'), repeatCountOf('Read 33x'), repeatCountOf('Recite 100x a day'), repeatCountOf(null)]).toEqual([3, 33, 100, 1]);
    for (let chapter = 1; chapter <= 132; chapter += 1) expect(typeof categoryOfHisnChapter(chapter)).toBe('string');
    expect(categoryOfHisnChapter(27)).toBe('morning-evening');
    expect(categoryOfHisnChapter(96)).toBe('traveling');
    expect(categoryOfHisnChapter(34)).toBe('anxiety-sorrow');
    expect(arabicKey('سُبْحَانَ اللَّهِ')).toBe(arabicKey('سبحان الله'));
  });
});

(mirrorDirectory ? describe : describe.skip)('pinned hadith and dua sources (offline mirror)', () => {
  it('verifies every file against the committed manifest', async () => {
    const files = await loadPinnedFiles(SUNNAH_BOOK_INDEX, ['lib/data/bukhari/books.json'], { kind: 'mirror', directory: mirrorDirectory! });
    expect(files.get('lib/data/bukhari/books.json')!.length).toBeGreaterThan(1000);
    expect((await manifestOf(HADITH_JSON)).size).toBe(336);
  });

  it('aborts before writing anything when a file does not match its checksum', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'corpus-'));
    try {
      await cp(mirrorDirectory!, copy, { recursive: true });
      await writeFile(join(copy, HADITH_JSON.mirrorDirectory, 'db/by_chapter/the_9_books/bukhari/1.json'), '{"tampered":true}');
      const table = await startEmbeddedTable();
      try {
        await expect(importHadithAndDuas({ client: table.client, tableName: table.tableName }, { location: { kind: 'mirror', directory: copy } })).rejects.toThrow(
          /Checksum mismatch for AhmedBaset\/hadith-json@v1\.2\.0 file db\/by_chapter\/the_9_books\/bukhari\/1\.json .*expected sha256 [0-9a-f]{64}, got [0-9a-f]{64}/,
        );
        const scan = await table.client.send(new (await import('@aws-sdk/lib-dynamodb')).ScanCommand({ TableName: table.tableName, Select: 'COUNT' }));
        expect(scan.Count).toBe(0);
      } finally {
        await table.close();
      }
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('downloads from the raw URLs (a loopback server standing in for GitHub) and checks the bytes the same way', async () => {
    const { createServer } = await import('node:http');
    const { readFile } = await import('node:fs/promises');
    let tamper = false;
    const requested: string[] = [];
    const server = createServer(async (request, response) => {
      requested.push(request.url ?? '');
      try {
        const bytes = await readFile(join(mirrorDirectory!, SUNNAH_BOOK_INDEX.mirrorDirectory, (request.url ?? '').replace(/^\//, '')));
        response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(tamper ? Buffer.concat([bytes, Buffer.from(' ')]) : bytes);
      } catch {
        response.writeHead(404);
        response.end('404: Not Found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    const fetchImpl = ((url: string) => fetch(url.replace(SUNNAH_BOOK_INDEX.rawUrlBase, base))) as typeof fetch;
    try {
      const files = await loadPinnedFiles(SUNNAH_BOOK_INDEX, ['lib/data/nasai/books.json'], { kind: 'download', fetchImpl });
      expect(files.get('lib/data/nasai/books.json')!.length).toBeGreaterThan(1000);
      expect(requested).toEqual(['/lib/data/nasai/books.json']);
      tamper = true;
      await expect(loadPinnedFiles(SUNNAH_BOOK_INDEX, ['lib/data/nasai/books.json'], { kind: 'download', fetchImpl })).rejects.toThrow(/Checksum mismatch/);
      await expect(loadPinnedFiles(SUNNAH_BOOK_INDEX, ['LICENSE'], { kind: 'download', fetchImpl: ((url: string) => fetch(url.replace(SUNNAH_BOOK_INDEX.rawUrlBase, `${base}missing/`))) as typeof fetch })).rejects.toThrow(
        /Could not download .*LICENSE: HTTP 404/,
      );
    } finally {
      server.close();
    }
  });

  it('names a file missing from the mirror', async () => {
    await expect(loadPinnedFiles(SUNNAH_BOOK_INDEX, ['lib/data/bukhari/books.json'], { kind: 'mirror', directory: '/nonexistent' })).rejects.toThrow(/Cannot read aqeelshamz\/hadith@79cc5f3 file lib\/data\/bukhari\/books\.json/);
    await expect(loadPinnedFiles(SUNNAH_BOOK_INDEX, ['lib/data/other.json'], { kind: 'mirror', directory: mirrorDirectory! })).rejects.toThrow(/not in the pinned manifest/);
  });
});
