import { KeptValues, sharedRead } from '../../../../functions/shared/kept-values';

describe('KeptValues', () => {
  it('answers a value while fresh and not after ttlMs', () => {
    let clock = 0;
    const kept = new KeptValues<string, number>(10, 1_000, () => clock);
    kept.set('a', 1);
    clock = 999;
    expect(kept.get('a')).toBe(1);
    clock = 1_000;
    expect(kept.get('a')).toBeUndefined();
    expect(kept.size).toBe(0); // the expired entry is dropped, not only hidden
  });

  it('lets the least recently used go past its capacity, a read counting as a use', () => {
    const kept = new KeptValues<string, number>(2, 1_000, () => 0);
    kept.set('a', 1);
    kept.set('b', 2);
    expect(kept.get('a')).toBe(1);
    kept.set('c', 3);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([1, undefined, 3]);
  });

  it('forgets a key only while it still holds the value named', () => {
    const kept = new KeptValues<string, number>(2, 1_000, () => 0);
    kept.set('a', 1);
    kept.set('a', 2);
    kept.forget('a', 1);
    expect(kept.get('a')).toBe(2);
    kept.forget('a', 2);
    expect(kept.get('a')).toBeUndefined();
  });
});

describe('sharedRead', () => {
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('shares one read among concurrent callers and keeps it', async () => {
    const kept = new KeptValues<string, Promise<string>>(10, 1_000, () => 0);
    let reads = 0;
    const read = async () => `value ${++reads}`;
    const answers = await Promise.all([sharedRead(kept, 'k', read), sharedRead(kept, 'k', read)]);
    await settle();
    expect(answers).toEqual(['value 1', 'value 1']);
    expect(await sharedRead(kept, 'k', read)).toBe('value 1');
    expect(reads).toBe(1);
  });

  it('reads again after a failed read, or one whose value is not worth keeping', async () => {
    const kept = new KeptValues<string, Promise<string | undefined>>(10, 1_000, () => 0);
    await expect(sharedRead(kept, 'k', () => Promise.reject(new Error('unreachable')))).rejects.toThrow('unreachable');
    await settle();
    expect(
      await sharedRead(
        kept,
        'k',
        async () => undefined,
        (value) => value !== undefined,
      ),
    ).toBeUndefined();
    await settle();
    expect(
      await sharedRead(
        kept,
        'k',
        async () => 'found',
        (value) => value !== undefined,
      ),
    ).toBe('found');
    await settle();
    expect(await sharedRead(kept, 'k', async () => 'read again')).toBe('found');
  });
});

describe('weighed values', () => {
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('lets the least recently used go once the values together weigh more than the most allowed', async () => {
    const kept = new KeptValues<string, Promise<string>>(10, 1_000, () => 0, 100);
    await sharedRead(
      kept,
      'a',
      async () => 'a',
      undefined,
      () => 60,
    );
    await settle();
    await sharedRead(
      kept,
      'b',
      async () => 'b',
      undefined,
      () => 30,
    );
    await settle();
    expect(kept.totalWeight).toBe(90);
    // Read again: now the most recently used, so that c's weight pushes b out, not a.
    await sharedRead(kept, 'a', async () => 'never read');
    await sharedRead(
      kept,
      'c',
      async () => 'c',
      undefined,
      () => 30,
    );
    await settle();
    expect(kept.size).toBe(2);
    expect(kept.totalWeight).toBe(90);
    expect(await sharedRead(kept, 'a', async () => 'read again')).toBe('a');
    expect(await sharedRead(kept, 'b', async () => 'b read again')).toBe('b read again');
  });
});
