import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { arabicKey, categoryOfHisnChapter, repeatCountOf } from '../../../data/duas/corpus';
import { parseDuaReferences } from '../../../data/duas/references';
import { importHadithAndDuas } from '../../../data/hadith/import';
import { type FileSources, fillDownloadCache, loadPinnedFiles, manifestOf } from '../../../data/support/pinned-sources';
import { HADITH_AND_DUA_SOURCES, HADITH_JSON, SUNNAH_BOOK_INDEX } from '../../../data/support/sources';
import { startEmbeddedTable } from '../../support/embedded-table';
import { FIXTURE_COUNTS, fixtureSources, writeFixtureCorpus } from '../../support/fixture-corpus';

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

const BOOK_INDEX = 'lib/data/nasai/books.json';
const BOOK_FILE = 'db/by_chapter/the_9_books/bukhari/1.json';

describe('pinned hadith and dua sources: mirror, cache and download (fixture corpus)', () => {
  let fixture: string;
  let mirror: FileSources;
  let server: Server;
  let base: string;
  /** What the loopback server (standing in for GitHub's raw files) is asked, and how it answers. */
  const requests: Array<{ url: string; range?: string }> = [];
  let answer: (request: IncomingMessage, response: ServerResponse, bytes: Buffer) => void;
  const whole = (_: IncomingMessage, response: ServerResponse, bytes: Buffer) => response.writeHead(200).end(bytes);

  beforeAll(async () => {
    fixture = await mkdtemp(join(tmpdir(), 'fixture-corpus-'));
    mirror = await writeFixtureCorpus(fixture);
    server = createServer(async (request, response) => {
      requests.push({ url: request.url ?? '', ...(request.headers.range ? { range: request.headers.range } : {}) });
      try {
        answer(request, response, await readFile(join(fixture, decodeURIComponent(request.url ?? '').replace(/^\/corpus\//, ''))));
      } catch {
        response.writeHead(404).end('404: Not Found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/corpus`;
  });
  beforeEach(() => {
    requests.length = 0;
    answer = whole;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await rm(fixture, { recursive: true, force: true });
  });

  /** The fixture served over HTTP only: an empty cache, no mirror. */
  const downloading = async (): Promise<FileSources> => ({
    kind: 'files',
    cache: await mkdtemp(join(tmpdir(), 'corpus-cache-')),
    download: { urlBase: base },
    manifests: mirror.manifests,
  });

  it('verifies every file against its manifest, whichever place it comes from', async () => {
    const files = await loadPinnedFiles(SUNNAH_BOOK_INDEX, [BOOK_INDEX], mirror);
    expect(JSON.parse(new TextDecoder().decode(files.get(BOOK_INDEX)))).toHaveLength(2);
    // The project's own manifests list the real sources' files: the six's 336 and the further collections' 271.
    expect((await manifestOf(HADITH_JSON)).size).toBe(607);
    await expect(loadPinnedFiles(SUNNAH_BOOK_INDEX, ['lib/data/other.json'], mirror)).rejects.toThrow(/not in the pinned manifest/);
  });

  it('aborts before writing anything when a file does not match its checksum', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'fixture-tampered-'));
    const table = await startEmbeddedTable();
    try {
      await writeFixtureCorpus(copy);
      await writeFile(join(copy, HADITH_JSON.mirrorDirectory, BOOK_FILE), '{"tampered":true}');
      await expect(
        importHadithAndDuas({ client: table.client, tableName: table.tableName }, { location: fixtureSources(copy) }),
      ).rejects.toThrow(
        /Checksum mismatch for AhmedBaset\/hadith-json@v1\.2\.0 file db\/by_chapter\/the_9_books\/bukhari\/1\.json .*expected sha256 [0-9a-f]{64}, got [0-9a-f]{64}/,
      );
      expect((await table.client.send(new ScanCommand({ TableName: table.tableName, Select: 'COUNT' }))).Count).toBe(0);
    } finally {
      await table.close();
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('downloads what is missing into the cache once, then reads the cache; a damaged cached file is fetched again', async () => {
    const sources = await downloading();
    try {
      const first = await fillDownloadCache(HADITH_AND_DUA_SOURCES, sources);
      const fileCount = (await Promise.all(HADITH_AND_DUA_SOURCES.map((s) => manifestOf(s, sources.manifests)))).reduce(
        (n, m) => n + m.size,
        0,
      );
      expect(first).toMatchObject({ present: 0, downloaded: fileCount });
      expect(first.bytesDownloaded).toBeGreaterThan(0);
      expect(requests).toHaveLength(fileCount);
      expect(existsSync(join(sources.cache!, SUNNAH_BOOK_INDEX.mirrorDirectory, BOOK_INDEX))).toBe(true);

      requests.length = 0;
      expect(await fillDownloadCache(HADITH_AND_DUA_SOURCES, sources)).toEqual({ present: fileCount, downloaded: 0, bytesDownloaded: 0 });
      const table = await startEmbeddedTable();
      try {
        const report = await importHadithAndDuas(
          { client: table.client, tableName: table.tableName },
          { location: { ...sources, download: false } },
        );
        expect(report).toMatchObject({ status: 'imported', hadith: FIXTURE_COUNTS.hadith });
      } finally {
        await table.close();
      }
      expect(requests).toEqual([]);

      await writeFile(join(sources.cache!, HADITH_JSON.mirrorDirectory, BOOK_FILE), 'damaged');
      const again = await loadPinnedFiles(HADITH_JSON, [BOOK_FILE], sources);
      expect(requests.map((r) => r.url)).toEqual([`/corpus/${HADITH_JSON.mirrorDirectory}/${BOOK_FILE}`]);
      expect(Buffer.from(again.get(BOOK_FILE)!).equals(await readFile(join(fixture, HADITH_JSON.mirrorDirectory, BOOK_FILE)))).toBe(true);
    } finally {
      await rm(sources.cache!, { recursive: true, force: true });
    }
  });

  it('resumes a download cut short where it stopped, with a Range request', async () => {
    const sources = await downloading();
    let cut = true;
    // The connection drops once the client has written the first half to disk: no timing involved.
    let firstHalfWritten: () => void = () => undefined;
    const halfWritten = new Promise<void>((resolve) => (firstHalfWritten = resolve));
    sources.download = { urlBase: base, onBytes: () => firstHalfWritten() };
    answer = (request, response, bytes) => {
      const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
      if (range) {
        const from = Number(range[1]);
        response.writeHead(206, { 'Content-Range': `bytes ${from}-${bytes.length - 1}/${bytes.length}` }).end(bytes.subarray(from));
      } else if (cut) {
        cut = false;
        // Half the file, then the connection drops.
        response.writeHead(200, { 'Content-Length': String(bytes.length) });
        response.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
        void halfWritten.then(() => response.destroy());
      } else {
        response.writeHead(200).end(bytes);
      }
    };
    try {
      await expect(loadPinnedFiles(HADITH_JSON, [BOOK_FILE], sources)).rejects.toThrow(/Could not download/);
      const partial = join(sources.cache!, HADITH_JSON.mirrorDirectory, `${BOOK_FILE}.part`);
      const expected = await readFile(join(fixture, HADITH_JSON.mirrorDirectory, BOOK_FILE));
      const kept = (await readFile(partial)).length;
      expect(kept).toBeGreaterThan(0);
      expect(kept).toBeLessThan(expected.length);

      const resumed = await loadPinnedFiles(HADITH_JSON, [BOOK_FILE], sources);
      expect(requests.at(-1)).toEqual({ url: `/corpus/${HADITH_JSON.mirrorDirectory}/${BOOK_FILE}`, range: `bytes=${kept}-` });
      expect(Buffer.from(resumed.get(BOOK_FILE)!).equals(expected)).toBe(true);
      expect(existsSync(partial)).toBe(false);
      expect(existsSync(join(sources.cache!, HADITH_JSON.mirrorDirectory, BOOK_FILE))).toBe(true);
    } finally {
      await rm(sources.cache!, { recursive: true, force: true });
    }
  });

  it('keeps nothing a server altered, and says which URL failed', async () => {
    const sources = await downloading();
    try {
      answer = (_, response, bytes) => response.writeHead(200).end(Buffer.concat([bytes, Buffer.from(' ')]));
      await expect(loadPinnedFiles(SUNNAH_BOOK_INDEX, [BOOK_INDEX], sources)).rejects.toThrow(
        /Checksum mismatch .* from http:\/\/127\.0\.0\.1/,
      );
      expect(existsSync(join(sources.cache!, SUNNAH_BOOK_INDEX.mirrorDirectory, BOOK_INDEX))).toBe(false);
      expect(existsSync(join(sources.cache!, SUNNAH_BOOK_INDEX.mirrorDirectory, `${BOOK_INDEX}.part`))).toBe(false);
      answer = (_, response) => response.writeHead(503).end();
      await expect(loadPinnedFiles(SUNNAH_BOOK_INDEX, [BOOK_INDEX], sources)).rejects.toThrow(
        /Could not download aqeelshamz\/hadith@79cc5f3 file lib\/data\/nasai\/books\.json: http:\/\/127\.0\.0\.1:\d+\/corpus\/.*books\.json: HTTP 503/,
      );
    } finally {
      await rm(sources.cache!, { recursive: true, force: true });
    }
  });

  it('names where it looked when a file is missing and downloads are off', async () => {
    await expect(
      loadPinnedFiles(SUNNAH_BOOK_INDEX, [BOOK_INDEX], {
        kind: 'files',
        mirror: '/nonexistent',
        cache: '/nonexistent-cache',
        download: false,
        manifests: mirror.manifests,
      }),
    ).rejects.toThrow(
      'aqeelshamz/hadith@79cc5f3 file lib/data/nasai/books.json is not in the mirror /nonexistent or the download cache /nonexistent-cache, and downloading is turned off',
    );
  });
});
