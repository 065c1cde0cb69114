import { DuaRepository } from '../../../../functions/duas/dua-repository';
import { DuaService } from '../../../../functions/duas/dua-service';
import { TableReader } from '../../../../functions/shared/table-reader';
import { serviceForSuite } from '../../../support/local-service';
import { recordingClient } from '../../../support/recording-client';

/** A dua category's page comes from the duas a container keeps, not from a read of its whole partition (issue 28). */
const service = serviceForSuite({ hadith: 'fixture' });

it('answers category pages from the duas the container keeps: no read once they are kept', async () => {
  const { client, calls } = recordingClient(service);
  try {
    const duas = new DuaService(new DuaRepository(new TableReader(client, service.tableName)), 'npm run corpus:import');
    const { results: categories } = await duas.categories();
    const first = await duas.inCategory(categories[0].slug, { limit: 1, offset: 0 });
    expect(first.results).toHaveLength(1);
    calls.length = 0;
    for (const category of categories) {
      const page = await duas.inCategory(category.slug, { limit: 20, offset: 0 });
      expect(page.results.every((dua) => dua.category_slug === category.slug)).toBe(true);
      expect(page.total).toBe(category.count);
    }
    expect(calls).toEqual([]);
  } finally {
    client.destroy();
  }
});
