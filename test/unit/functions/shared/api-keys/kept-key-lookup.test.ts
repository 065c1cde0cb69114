import type { ApiKeyRecord } from '../../../../../functions/shared/api-keys/api-key-store';
import { KEY_RECORD_TTL_MS, keptKeyLookup } from '../../../../../functions/shared/api-keys/kept-key-lookup';

const record = (keyHash: string, revokedAt?: string): ApiKeyRecord => ({
  keyHash,
  keyId: keyHash.slice(0, 16),
  plan: 'standard',
  owner: 'test',
  createdAt: '2026-11-25T00:00:00.000Z',
  ...(revokedAt ? { revokedAt } : {}),
});

/** A store whose records the test changes, counting its reads. */
function countingStore(records: Map<string, ApiKeyRecord>) {
  const reads: string[] = [];
  let failing = false;
  return {
    reads,
    failNext: () => {
      failing = true;
    },
    find: async (keyHash: string) => {
      reads.push(keyHash);
      if (failing) {
        failing = false;
        throw new Error('table unreachable');
      }
      return records.get(keyHash);
    },
  };
}

describe('keptKeyLookup', () => {
  let clock = 1_000_000;
  const now = () => clock;

  it('answers a key it has read from memory for a minute, then reads it again (a revocation takes effect)', async () => {
    const records = new Map([['a', record('a')]]);
    const store = countingStore(records);
    const lookup = keptKeyLookup(store, { now });
    expect(await lookup.find('a')).toEqual(record('a'));
    records.set('a', record('a', '2026-11-25T01:00:00.000Z'));
    clock += KEY_RECORD_TTL_MS - 1;
    expect((await lookup.find('a'))?.revokedAt).toBeUndefined();
    expect(store.reads).toEqual(['a']);
    clock += 1;
    expect((await lookup.find('a'))?.revokedAt).toBe('2026-11-25T01:00:00.000Z');
    expect(store.reads).toEqual(['a', 'a']);
  });

  it('keeps neither an unknown key nor a failed read, so a new key works at once and an outage is not remembered', async () => {
    const records = new Map<string, ApiKeyRecord>();
    const store = countingStore(records);
    const lookup = keptKeyLookup(store, { now });
    expect(await lookup.find('new')).toBeUndefined();
    records.set('new', record('new'));
    expect(await lookup.find('new')).toEqual(record('new'));
    store.failNext();
    await expect(lookup.find('other')).rejects.toThrow('table unreachable');
    records.set('other', record('other'));
    expect(await lookup.find('other')).toEqual(record('other'));
    expect(store.reads).toEqual(['new', 'new', 'other', 'other']);
  });

  it('shares one read among concurrent requests with one key, and keeps at most its capacity', async () => {
    const records = new Map(['a', 'b', 'c'].map((hash) => [hash, record(hash)]));
    const store = countingStore(records);
    const lookup = keptKeyLookup(store, { now, capacity: 2 });
    await Promise.all([lookup.find('a'), lookup.find('a'), lookup.find('a')]);
    expect(store.reads).toEqual(['a']);
    await lookup.find('b');
    await lookup.find('a'); // a is now the most recently used
    await lookup.find('c'); // evicts b
    await lookup.find('a');
    await lookup.find('b');
    expect(store.reads).toEqual(['a', 'b', 'c', 'b']);
  });
});
