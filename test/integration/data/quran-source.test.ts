import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseQuranSource } from '../../../data/quran/corpus';
import { CorpusError } from '../../../data/support/corpus-error';
import { loadPinnedFile, type PinnedSource, SourceError, type SourceLocation } from '../../../data/support/pinned-sources';
import { QURAN_FILE, QURAN_JSON } from '../../../data/support/sources';

const loadQuran = (location: SourceLocation, source: PinnedSource = QURAN_JSON) => loadPinnedFile(source, QURAN_FILE, location);

let pristine: Uint8Array;

beforeAll(async () => {
  pristine = await loadQuran({ kind: 'npm' });
});

describe('the pinned Quran source', () => {
  it('parses into 114 surahs and 6236 ayahs with canonical numbering', () => {
    const surahs = parseQuranSource(pristine);
    expect(surahs).toHaveLength(114);
    expect(surahs.reduce((n, s) => n + s.ayahs.length, 0)).toBe(6236);
    expect(surahs[113].ayahs[5].global).toBe(6236);
  });

  it('carries the Uthmani Arabic and the Saheeh International English', () => {
    const surahs = parseQuranSource(pristine);
    const fatiha = surahs[0];
    expect(fatiha).toMatchObject({
      nameArabic: 'الفاتحة',
      nameEnglish: 'Al-Fatihah',
      nameTranslation: 'The Opener',
      revelationType: 'meccan',
    });
    // Served exactly as the source writes it; compared canonically since mark order may differ in this file.
    expect(fatiha.ayahs[0].arabic.normalize('NFC')).toBe('بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ'.normalize('NFC'));
    expect(fatiha.ayahs[1].translation).toBe('[All] praise is [due] to Allah, Lord of the worlds');
    const kursi = surahs[1].ayahs[254];
    expect(kursi.ayah).toBe(255);
    expect(kursi.translation.startsWith('Allah - there is no deity except Him, the Ever-Living, the Sustainer of [all] existence.')).toBe(
      true,
    );
    expect(surahs[111]).toMatchObject({ nameEnglish: 'Al-Ikhlas', revelationType: 'meccan' });
    expect(surahs[111].ayahs[0].translation).toBe('Say, "He is Allah, [who is] One');
  });
});

describe('source verification', () => {
  const mutate = (change: (json: Array<{ total_verses: number; verses: Array<{ id: number }> }>) => void) => {
    const json = JSON.parse(new TextDecoder().decode(pristine));
    change(json);
    return new TextEncoder().encode(JSON.stringify(json));
  };

  it('refuses a surah with a missing ayah', () => {
    expect(() => parseQuranSource(mutate((q) => q[1].verses.pop()))).toThrow(CorpusError);
    expect(() => parseQuranSource(mutate((q) => q[1].verses.pop()))).toThrow(/Surah 2 has 285 ayahs/);
  });

  it('refuses mis-numbered ayahs', () => {
    expect(() => parseQuranSource(mutate((q) => (q[0].verses[3].id = 5)))).toThrow(/Surah 1: ayah at position 4 has id 5/);
  });

  it('refuses a missing surah and non-JSON', () => {
    expect(() => parseQuranSource(mutate((q) => q.pop()))).toThrow(CorpusError);
    expect(() => parseQuranSource(new TextEncoder().encode('not json'))).toThrow(/not valid JSON/);
  });

  it('reads an offline mirror directory and checks its checksum', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'quran-mirror-'));
    const path = join(directory, QURAN_JSON.mirrorDirectory, QURAN_FILE);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, pristine);
    const fromMirror = await loadQuran({ kind: 'files', mirror: directory, download: false });
    expect(Buffer.from(fromMirror).equals(Buffer.from(pristine))).toBe(true);

    const tampered = Uint8Array.from(pristine);
    tampered[100] ^= 1;
    await writeFile(path, tampered);
    await expect(loadQuran({ kind: 'files', mirror: directory, download: false })).rejects.toThrow(/Checksum mismatch/);
    await expect(loadQuran({ kind: 'files', mirror: join(directory, 'nowhere'), download: false })).rejects.toThrow(SourceError);
  });

  describe('download', () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      // A real HTTP server on loopback standing in for the public CDN.
      server = createServer((request, response) => {
        if (request.url === `/good/${QURAN_FILE}`) response.writeHead(200).end(pristine);
        else if (request.url === `/tampered/${QURAN_FILE}`) response.writeHead(200).end(Buffer.from(pristine).subarray(1));
        else response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

    it('falls back to the next URL and verifies what it downloads', async () => {
      const source = { ...QURAN_JSON, urlBases: [`${base}/missing/`, `${base}/good/`] };
      const downloaded = await loadQuran({ kind: 'files', download: {} }, source);
      expect(Buffer.from(downloaded).equals(Buffer.from(pristine))).toBe(true);
    });

    it('stops at a download whose checksum differs instead of trying the next URL', async () => {
      const source = { ...QURAN_JSON, urlBases: [`${base}/tampered/`, `${base}/good/`] };
      await expect(loadQuran({ kind: 'files', download: {} }, source)).rejects.toThrow(/Checksum mismatch/);
    });

    it('says which URLs failed', async () => {
      const source = { ...QURAN_JSON, urlBases: [`${base}/missing/`] };
      await expect(loadQuran({ kind: 'files', download: {} }, source)).rejects.toThrow(/missing\/dist\/quran_en\.json: HTTP 404/);
    });
  });
});
