import { startTestService, type TestService } from '../../../support/local-service';
import { recordingClient } from '../../../support/recording-client';
import { benchQuranService } from '../../../../bench/services';

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
      // A verse of a surah not read whole is still one read by key.
      await quran.ayah(3, 1);
      expect(calls).toEqual(['GetItemCommand']);
    } finally {
      client.destroy();
    }
  });
});
