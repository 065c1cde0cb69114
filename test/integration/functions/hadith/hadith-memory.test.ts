import { parseHadithNumber } from '../../../../functions/hadith/hadith-numbers';
import { HadithRepository } from '../../../../functions/hadith/hadith-repository';
import { HadithService } from '../../../../functions/hadith/hadith-service';
import { TableReader } from '../../../../functions/shared/table-reader';
import { serviceForSuite } from '../../../support/local-service';
import { recordingClient } from '../../../support/recording-client';

/**
 * Hadith a container has read are kept (issue 28): its catalogue and one collection's books when first needed, then
 * narrations and number items, so that a number, a book page or a search page asked again is no read. Counted on
 * the real client against dynalite, on the fixture corpus.
 */
const service = serviceForSuite({ hadith: 'fixture' });

it("reads one collection's books for its first narration, then answers what it read from memory", async () => {
  const { client, calls } = recordingClient(service);
  try {
    const hadith = new HadithService(new HadithRepository(new TableReader(client, service.tableName)), 'npm run corpus:import');
    const first = await hadith.byNumber('bukhari', parseHadithNumber('1')!);
    // The marker, the collections, Bukhari's books, the number item and the narration: no other collection's books.
    expect(calls.filter((call) => call === 'QueryCommand')).toHaveLength(2);
    expect(calls).toHaveLength(5);
    const requests: Array<[string, () => Promise<unknown>]> = [
      ['a number', () => hadith.byNumber('bukhari', parseHadithNumber('1')!)],
      ['a book page', () => hadith.book('muslim', '1', 20, 0)],
      ['a batch', () => hadith.batch([{ ref: 'bukhari:1', collection: 'bukhari', number: parseHadithNumber('1')! }])],
      ['a search page', () => hadith.search('prayer', undefined, 20, 0)],
    ];
    for (const [label, request] of requests) {
      calls.length = 0;
      const answer = await request();
      calls.length = 0;
      expect(await request()).toEqual(answer);
      expect({ label, calls }).toEqual({ label, calls: [] });
    }
    expect(await hadith.byNumber('bukhari', parseHadithNumber('1')!)).toEqual(first);
  } finally {
    client.destroy();
  }
});
