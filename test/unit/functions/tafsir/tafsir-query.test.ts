import { tafsirQuerySchema, tafsirRequestOf } from '../../../../functions/tafsir/tafsir-query';

const request = (query: Record<string, string>) => tafsirRequestOf(tafsirQuerySchema.parse(query));

describe('tafsirRequestOf', () => {
  it('reads every form', () => {
    expect(request({})).toEqual({ kind: 'editions' });
    expect(request({ list: 'editions' })).toEqual({ kind: 'editions' });
    expect(request({ surah: '2', ayah: '255' })).toEqual({ kind: 'ayahs', edition: undefined, surah: 2, from: 255, to: 255 });
    expect(request({ surah: '2', from: '1', to: '5', edition: 'ar' })).toEqual({ kind: 'ayahs', edition: 'ar', surah: 2, from: 1, to: 5 });
    expect(request({ surah: '2', from: '7' })).toMatchObject({ kind: 'ayahs', from: 7, to: 7 });
    expect(request({ verse_key: '112:1-4' })).toMatchObject({ kind: 'ayahs', surah: 112, from: 1, to: 4 });
    expect(request({ surah: '2', limit: '5', offset: '10' })).toEqual({
      kind: 'surah',
      edition: undefined,
      surah: 2,
      limit: 5,
      offset: 10,
    });
    expect(request({ search: 'throne', edition: 'en.ibnkathir', surah: '2' })).toMatchObject({
      kind: 'search',
      search: 'throne',
      surah: 2,
    });
  });

  it('refuses what does not go together, naming it', () => {
    expect(() => request({ list: 'editions', surah: '2' })).toThrow("'list=editions' takes no other parameters");
    expect(() => request({ search: 'x', ayah: '1' })).toThrow("'search' takes 'edition', 'surah', 'limit' and 'offset', not 'ayah'");
    expect(() => request({ verse_key: '2:255', surah: '2' })).toThrow("'verse_key' names the ayahs itself: leave out 'surah'");
    expect(() => request({ ayah: '3' })).toThrow("'ayah' needs 'surah'");
    expect(() => request({ surah: '2', ayah: '3', from: '1' })).toThrow("'ayah' names one ayah");
    expect(() => request({ surah: '2', ayah: '3', limit: '5' })).toThrow("'limit' pages a surah or a search, not ayahs named");
    expect(() => request({ edition: 'ar' })).toThrow(/Name the ayahs/);
    expect(tafsirQuerySchema.safeParse({ surah: '115' }).success).toBe(false);
    expect(tafsirQuerySchema.safeParse({ verse_key: '2' }).success).toBe(false);
    expect(tafsirQuerySchema.safeParse({ tafsir: 'x' }).success).toBe(false);
  });
});
