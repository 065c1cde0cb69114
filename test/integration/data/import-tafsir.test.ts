import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { readCorpusMarker } from '../../../data/support/import-target';
import { TAFSIR_API } from '../../../data/support/sources';
import { parseTafsirSurah } from '../../../data/tafsir/corpus';
import { expectedTafsirVersion, importTafsir } from '../../../data/tafsir/import';
import { groupOf } from '../../../functions/search/documents';
import { buildSearchIndex } from '../../../functions/search/in-memory-index';
import { LANGUAGE_ANALYZERS } from '../../../functions/search/language-analyzers';
import { StoredSearchIndex } from '../../../functions/search/stored-index';
import { keys } from '../../../functions/shared/table';
import { TAFSIR_EDITIONS } from '../../../functions/tafsir/tafsir-editions';
import { TAFSIR_CORPUS, type TafsirMarker, tafsirIndexName } from '../../../functions/tafsir/tafsir-items';
import { type EmbeddedTable, startEmbeddedTable } from '../../support/embedded-table';
import { realTafsirSources, TAFSIR_MISSING } from '../../support/real-corpus';

/**
 * The commentaries' import on one edition (Tazkirul Quran in English: a commentary per group of ayahs, 1,966 of them
 * for 6,236 ayahs), from the pinned mirror into a fresh table: each commentary stored once with its range, read back
 * as parsed; its search index read through the table equal to one built in memory; the marker written last and
 * checked first.
 */
const sources = await realTafsirSources();
const EDITION = TAFSIR_EDITIONS.find((e) => e.id === 'en.tazkirulquran')!;
// One edition's import: seconds on an idle machine, a minute or two on one busy with other work.
const IMPORT_BUDGET_MS = 240_000;
let table: EmbeddedTable;

beforeAll(async () => {
  if (sources) table = await startEmbeddedTable('tafsir-import-test');
});

afterAll(async () => {
  await table?.close();
});

if (!sources) it(`tafsir import: ${TAFSIR_MISSING}`, () => expect(sources).toBeUndefined());

(sources ? describe : describe.skip)('importTafsir', () => {
  const fileOf = (surah: number) => readFile(join(sources!.mirror!, TAFSIR_API.mirrorDirectory, 'tafsir', EDITION.slug, `${surah}.json`));

  it(
    'stores each commentary once with the ayahs it covers, its index, and the marker last; then finds it up to date',
    async () => {
      const target = { client: table.client, tableName: table.tableName };
      const report = await importTafsir(target, { location: sources!, editions: [EDITION.id] });
      expect(report).toMatchObject({ status: 'imported', editions: 1, retrieval: {} });
      if (report.status !== 'imported') return;
      // Grouped in the source (the same text on every ayah of a group): 1,966 commentaries, not 6,236 copies.
      expect(report.commentaries).toEqual({ [EDITION.id]: 1966 });

      // Al-Baqarah's commentaries read back as parsed from the file, range and text.
      const parsed = parseTafsirSurah(await fileOf(2), 2, EDITION.slug);
      for (const unit of [parsed[0], parsed[Math.floor(parsed.length / 2)], parsed[parsed.length - 1]]) {
        const { Item } = await table.client.send(
          new GetCommand({ TableName: table.tableName, Key: keys.tafsir(EDITION.id, 2, unit.ayahFrom) }),
        );
        expect(Item).toMatchObject({ edition: EDITION.id, surah: 2, ayahFrom: unit.ayahFrom, ayahTo: unit.ayahTo, text: unit.text });
      }
      expect(parsed.some((unit) => unit.ayahTo > unit.ayahFrom)).toBe(true);

      // The edition's index, read through the table, holds what one built in memory holds, small terms and large.
      const inMemory = buildSearchIndex(
        (await Promise.all([1, 2].map(async (surah) => parseTafsirSurah(await fileOf(surah), surah, EDITION.slug))))
          .flat()
          .map((unit) => ({ group: unit.surah, id: unit.ayahFrom, fields: [unit.text] })),
        LANGUAGE_ANALYZERS.en,
        { positions: false },
      );
      const stored = new StoredSearchIndex(table.client, table.tableName, tafsirIndexName(EDITION.id));
      for (const term of ['allah', 'throne', 'patienc', 'abraham', 'zzzznotaword']) {
        const postings = await stored.postings(report.version, term);
        const readInSurahs = Array.from(postings.keys, (key) => groupOf(key)).filter((group) => group <= 2).length;
        const builtInSurahs = inMemory.postings.get(term)?.length ?? 0;
        expect({ term, documents: readInSurahs }).toEqual({ term, documents: builtInSurahs });
      }

      const marker = await readCorpusMarker<TafsirMarker>(target, TAFSIR_CORPUS);
      expect(marker).toMatchObject({ version: report.version, editions: [EDITION.id], retrieval: {} });
      // No import under way is left behind.
      const { Item: underWay } = await table.client.send(
        new GetCommand({ TableName: table.tableName, Key: keys.corpusImport(TAFSIR_CORPUS) }),
      );
      expect(underWay).toBeUndefined();

      // The version comes from the pinned manifest: an up-to-date table is known without reading the files.
      expect(await expectedTafsirVersion({ location: sources!, editions: [EDITION.id] })).toBe(report.version);
      const again = await importTafsir(target, { location: { ...sources!, mirror: '/nonexistent' }, editions: [EDITION.id] });
      expect(again).toEqual({ status: 'up-to-date', version: report.version });
    },
    IMPORT_BUDGET_MS,
  );

  it('leaves no marker when stopped, so that the next start imports it again', async () => {
    const fresh = await startEmbeddedTable('tafsir-stopped');
    try {
      const stop = new AbortController();
      stop.abort(new Error('closing'));
      await expect(
        importTafsir(
          { client: fresh.client, tableName: fresh.tableName },
          { location: sources!, editions: [EDITION.id], signal: stop.signal },
        ),
      ).rejects.toThrow('closing');
      expect(await readCorpusMarker({ client: fresh.client, tableName: fresh.tableName }, TAFSIR_CORPUS)).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });

  it(
    "builds a language's commentary index once its editions are read, before the next edition, and lets their texts go",
    async () => {
      const fresh = await startEmbeddedTable('tafsir-commentary-early');
      try {
        const notes: string[] = [];
        const progress = { note: (line: string) => notes.push(line) };
        const report = await importTafsir(
          { client: fresh.client, tableName: fresh.tableName },
          { location: sources!, editions: ['en.jalalayn', EDITION.id], progress },
        );
        // Jalalayn is the only English commentary of COMMENTARY_RETRIEVAL imported here: its index follows it at once.
        expect(notes).toEqual([
          'tafsir: en.jalalayn (1 of 2)',
          'tafsir: the en commentary index, for questions (en.jalalayn)',
          `tafsir: ${EDITION.id} (2 of 2)`,
        ]);
        expect(report).toMatchObject({ status: 'imported', editions: 2, retrieval: { en: { ranges: expect.any(Number) } } });
      } finally {
        await fresh.close();
      }
    },
    IMPORT_BUDGET_MS,
  );

  it('refuses an edition it does not know, naming them', async () => {
    await expect(
      importTafsir({ client: table.client, tableName: table.tableName }, { location: sources!, editions: ['en.tabari'] }),
    ).rejects.toThrow(/No tafsir edition 'en.tabari'; the editions are ar\.muyassar, /);
  });
});
