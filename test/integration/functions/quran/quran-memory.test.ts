import { benchQuranService } from '../../../../bench/services';
import { editionByName } from '../../../../functions/quran/translations';
import { startTestService, type TestService } from '../../../support/local-service';
import { recordingClient } from '../../../support/recording-client';

/**
 * Scripture read once per container (issue 28): a surah read whole is kept, and what is asked of it later, the same
 * surah, one of its verses or several, is answered from memory. Counted on the real client against dynalite.
 */
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

describe('the Quran from memory', () => {
  it('reads a surah once, then answers it, its verses and verse lists within it without the table', async () => {
    const { client, calls } = recordingClient(service);
    try {
      const quran = benchQuranService(client, service.tableName);
      const first = await quran.surah(2);
      const firstCalls = calls.length; // the surah list and the surah's partition (paged)
      expect(firstCalls).toBeGreaterThanOrEqual(2);
      calls.length = 0;
      const again = await quran.surah(2);
      const verse = await quran.ayah(2, 255);
      const several = await quran.verses([
        { surah: 2, ayah: 255 },
        { surah: 2, ayah: 286 },
      ]);
      expect(calls).toEqual([]);
      expect(again).toEqual(first);
      expect(verse.ayah).toEqual(first.ayahs[254]);
      expect(several.map((v) => v.reference)).toEqual(['2:255', '2:286']);
      // A verse of a surah not read yet reads that surah whole, once: its other verses then need no read either.
      await quran.ayah(3, 1);
      expect(calls).toEqual(['QueryCommand']);
      calls.length = 0;
      expect((await quran.ayah(3, 200)).ayah.reference).toBe('3:200');
      expect(calls).toEqual([]);
    } finally {
      client.destroy();
    }
  });

  it('answers a page of a juz, a search page and verses in another edition from memory once read', async () => {
    const { client, calls } = recordingClient(service);
    try {
      const quran = benchQuranService(client, service.tableName);
      const urdu = quran.withEditions([editionByName('ur')!]);
      const requests: Array<[string, () => Promise<unknown>]> = [
        ['juz 30, its first 50 verses', () => quran.division('juz', 30, 50, 0)],
        ['a search page', () => quran.search('mercy', 10, 0)],
        [
          'verses by key in Urdu',
          () =>
            urdu.versesByKey([
              { surah: 1, from: 1, to: 7 },
              { surah: 112, from: 1, to: 4 },
            ]),
        ],
      ];
      for (const [label, request] of requests) {
        calls.length = 0;
        const first = await request();
        expect({ label, read: calls.length > 0 }).toEqual({ label, read: true });
        calls.length = 0;
        expect(await request()).toEqual(first);
        expect({ label, calls }).toEqual({ label, calls: [] });
      }
      // The division's verses are those of its surahs, in order: 78:1-40, then 79:1-10.
      const juz = await quran.division('juz', 30, 50, 0);
      expect(juz.results.map((hit) => hit.ayah.reference)).toEqual([
        ...Array.from({ length: 40 }, (_, i) => `78:${i + 1}`),
        ...Array.from({ length: 10 }, (_, i) => `79:${i + 1}`),
      ]);
      const keyed = await urdu.versesByKey([{ surah: 112, from: 1, to: 1 }]);
      expect(Object.keys(keyed.results[0].ayah.translations ?? {})).toEqual(['ur.maududi']);
    } finally {
      client.destroy();
    }
  });
});
