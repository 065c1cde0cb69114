import * as z from 'zod';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, pageOf, pageParameters, pageRequestOf } from '../../../../functions/shared/paging';

describe('paging', () => {
  const schema = z.object(pageParameters).strict();

  it('fills the same defaults for every list', () => {
    expect(pageRequestOf(schema.parse({}))).toEqual({ limit: DEFAULT_PAGE_LIMIT, offset: 0 });
    expect(pageRequestOf(schema.parse({ limit: '5', offset: '10' }))).toEqual({ limit: 5, offset: 10 });
  });

  it('refuses limits outside 1..MAX and offsets that are not whole numbers', () => {
    for (const query of [{ limit: '0' }, { limit: String(MAX_PAGE_LIMIT + 1) }, { limit: '2.5' }, { offset: '-1' }, { offset: 'x' }]) {
      expect(schema.safeParse(query).success).toBe(false);
    }
  });

  it('pages a list held whole in one envelope', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(items, { limit: 20, offset: 40 })).toEqual({ total: 45, limit: 20, offset: 40, results: [40, 41, 42, 43, 44] });
    expect(pageOf(items, { limit: 20, offset: 100 })).toEqual({ total: 45, limit: 20, offset: 100, results: [] });
  });
});
