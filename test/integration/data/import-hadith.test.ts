import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDuaReferences } from '../../../data/duas/references';
import { arabicKey, categoryOfHisnChapter, repeatCountOf } from '../../../data/duas/corpus';
import { importHadithAndDuas } from '../../../data/hadith/import';
import { loadPinnedFiles, manifestOf } from '../../../data/support/pinned-sources';
import { HADITH_JSON, SUNNAH_BOOK_INDEX } from '../../../data/support/sources';
import { defaultHadithSources } from '../../../lib/local/local-stack';
import { startEmbeddedTable } from '../../support/embedded-table';

const mirror = defaultHadithSources();
const mirrorDirectory = mirror?.kind === 'mirror' ? mirror.directory : undefined;

describe('dua sources (pure)', () => {
  it('parses references to the six collections out of free text', () => {
    expect(parseDuaReferences("HR. al-Bukhari No. 6306, 6323, Ahmad IV/122-125, an-Nasa'i VIII/279-280")).toEqual([
      { collection: 'bukhari', number: '6306' },
      { collection: 'bukhari', number: '6323' },
      { collection: 'nasai' },
    ]);
    expect(parseDuaReferences("Narrated by Abu Dawud (529), at-Tirmidhi (211), an-Nasa'i (2:26), Ibn Majah (722)")).toEqual([
      { collection: 'abudawood', number: '529' },
      { collection: 'tirmidhi', number: '211' },
      { collection: 'nasai' },
      { collection: 'ibnmajah', number: '722' },
    ]);
    expect(parseDuaReferences('HR. at-Tirmidzi, No. 3522 and Ahmad, 6: 315')).toEqual([{ collection: 'tirmidhi', number: '3522' }]);
    expect(parseDuaReferences('HR. al-Bukari No. 5376 and Muslim No. 2022')).toEqual([
      { collection: 'bukhari', number: '5376' },
      { collection: 'muslim', number: '2022' },
    ]);
    expect(parseDuaReferences('QS. Ibrahim: 41')).toEqual([]);
    expect(parseDuaReferences("HR. all compilers of Sunan books, except Nasa'i")).toEqual([]);
    expect(parseDuaReferences(null)).toEqual([]);
  });

  it('reads repeat counts, places every Hisn chapter and compares Arabic without vowel marks', () => {
    expect([repeatCountOf('Recite 3x'), repeatCountOf('Read 33x'), repeatCountOf('Recite 100x a day'), repeatCountOf(null)]).toEqual([
      3, 33, 100, 1,
    ]);
    for (let chapter = 1; chapter <= 132; chapter += 1) expect(typeof categoryOfHisnChapter(chapter)).toBe('string');
    expect(categoryOfHisnChapter(27)).toBe('morning-evening');
    expect(categoryOfHisnChapter(96)).toBe('traveling');
    expect(categoryOfHisnChapter(34)).toBe('anxiety-sorrow');
    expect(arabicKey('سُبْحَانَ اللَّهِ')).toBe(arabicKey('سبحان الله'));
  });
});

(mirrorDirectory ? describe : describe.skip)('pinned hadith and dua sources (offline mirror)', () => {
  it('verifies every file against the committed manifest', async () => {
    const files = await loadPinnedFiles(SUNNAH_BOOK_INDEX, ['lib/data/bukhari/books.json'], {
      kind: 'mirror',
      directory: mirrorDirectory!,
    });
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
        await expect(
          importHadithAndDuas({ client: table.client, tableName: table.tableName }, { location: { kind: 'mirror', directory: copy } }),
        ).rejects.toThrow(
          /Checksum mismatch for AhmedBaset\/hadith-json@v1\.2\.0 file db\/by_chapter\/the_9_books\/bukhari\/1\.json .*expected sha256 [0-9a-f]{64}, got [0-9a-f]{64}/,
        );
        const scan = await table.client.send(
          new (await import('@aws-sdk/lib-dynamodb')).ScanCommand({ TableName: table.tableName, Select: 'COUNT' }),
        );
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
    const fetchImpl = ((url: string) => fetch(url.replace(SUNNAH_BOOK_INDEX.urlBases[0], base))) as typeof fetch;
    try {
      const files = await loadPinnedFiles(SUNNAH_BOOK_INDEX, ['lib/data/nasai/books.json'], { kind: 'download', fetchImpl });
      expect(files.get('lib/data/nasai/books.json')!.length).toBeGreaterThan(1000);
      expect(requested).toEqual(['/lib/data/nasai/books.json']);
      tamper = true;
      await expect(loadPinnedFiles(SUNNAH_BOOK_INDEX, ['lib/data/nasai/books.json'], { kind: 'download', fetchImpl })).rejects.toThrow(
        /Checksum mismatch/,
      );
      await expect(
        loadPinnedFiles(SUNNAH_BOOK_INDEX, ['LICENSE'], {
          kind: 'download',
          fetchImpl: ((url: string) => fetch(url.replace(SUNNAH_BOOK_INDEX.urlBases[0], `${base}missing/`))) as typeof fetch,
        }),
      ).rejects.toThrow(/Could not download .*LICENSE: HTTP 404/);
    } finally {
      server.close();
    }
  });

  it('names a file missing from the mirror', async () => {
    await expect(
      loadPinnedFiles(SUNNAH_BOOK_INDEX, ['lib/data/bukhari/books.json'], { kind: 'mirror', directory: '/nonexistent' }),
    ).rejects.toThrow(/Cannot read aqeelshamz\/hadith@79cc5f3 file lib\/data\/bukhari\/books\.json/);
    await expect(
      loadPinnedFiles(SUNNAH_BOOK_INDEX, ['lib/data/other.json'], { kind: 'mirror', directory: mirrorDirectory! }),
    ).rejects.toThrow(/not in the pinned manifest/);
  });
});
