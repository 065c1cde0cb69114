import { KeptItems } from '../../../../functions/shared/kept-items';

type Item = { key: string; text: string };

describe('KeptItems', () => {
  let clock = 0;
  const table = new Map(['a', 'b', 'c', 'd'].map((key) => [key, { key, text: `text of ${key}` }]));
  const reads: string[][] = [];
  const read = async (missing: string[]) => {
    reads.push(missing);
    return missing.flatMap((key) => table.get(key) ?? []).reverse(); // any order
  };
  const many = (kept: KeptItems<Item>, wanted: string[]) =>
    kept.many(
      wanted,
      (key) => key,
      (item) => item.key,
      read,
    );

  beforeEach(() => {
    reads.length = 0;
  });

  it('answers in the order asked, repeats repeated, leaves out what the table lacks, and reads only what it lacks', async () => {
    const kept = new KeptItems<Item>(10, 1_000, () => clock);
    expect((await many(kept, ['b', 'a', 'b', 'z'])).map((item) => item.key)).toEqual(['b', 'a', 'b']);
    expect(reads).toEqual([['b', 'a', 'z']]);
    expect((await many(kept, ['a', 'c', 'b'])).map((item) => item.key)).toEqual(['a', 'c', 'b']);
    expect(reads).toEqual([['b', 'a', 'z'], ['c']]);
    expect(await many(kept, ['z'])).toEqual([]); // an absent item is read again
    expect(reads.at(-1)).toEqual(['z']);
  });

  it('reads an item again after its time, and keeps at most its capacity, the least recently used going first', async () => {
    const kept = new KeptItems<Item>(2, 1_000, () => clock);
    await many(kept, ['a', 'b']);
    await many(kept, ['a']); // a is now the most recently used
    await many(kept, ['c']); // b goes
    reads.length = 0;
    await many(kept, ['a', 'b', 'c']);
    expect(reads).toEqual([['b']]);
    clock += 1_000;
    reads.length = 0;
    await many(kept, ['b']);
    expect(reads).toEqual([['b']]);
  });
});
