import { ESCAPED_SLICE_UNITS, jsonInSlices, jsonStringInSlices } from '../../../../functions/shared/json-in-slices';

/**
 * JSON written in slices (issue 48, finding 5) is JSON.stringify's text, character for character: what a client of
 * the MCP endpoint receives must not change with how it was written.
 */
describe('jsonInSlices', () => {
  it('writes what JSON.stringify writes, whatever the members (left out, null, toJSON, boxed, nested, empty)', async () => {
    const values: unknown[] = [
      { a: 1, b: 'x', c: undefined, d: () => 1, e: Symbol('s'), f: null, g: [1, undefined, () => 2, 'y'], 2: 'two', 1: 'one' },
      { nested: { deeper: { deepest: { list: [{ a: [1, { b: 2 }] }] } } }, empty: {}, none: [] },
      [new Date(0), new String('boxed'), new Number(3), true, false, -0, 1e21, Number.NaN, 'é"\\\n\u0001'],
      { toJSON: () => ({ replaced: true }) },
      { results: Array.from({ length: 50 }, (_, i) => ({ ayah: i, text: `نص ${'"قال"\n'.repeat(i)} 😀` })) },
      Object.assign(Object.create(null), { bare: 'object' }),
      'a string',
      42,
      null,
      [],
    ];
    for (const value of values) expect(await jsonInSlices(value)).toBe(JSON.stringify(value));
  });

  it('refuses what JSON.stringify writes nothing for', async () => {
    await expect(jsonInSlices(undefined)).rejects.toThrow(TypeError);
  });
});

describe('jsonStringInSlices', () => {
  it('escapes a text of several slices as JSON.stringify does, a surrogate pair at a slice edge kept whole', async () => {
    const texts = [
      `${'ب'.repeat(ESCAPED_SLICE_UNITS - 1)}😀${'"\\\n\t\u0000'.repeat(ESCAPED_SLICE_UNITS / 4)}end`,
      // A lone high surrogate at the edge (no pair): escaped alone, as JSON.stringify escapes it.
      `${'x'.repeat(ESCAPED_SLICE_UNITS - 1)}\ud83d${'y'.repeat(ESCAPED_SLICE_UNITS)}\udc00z`,
      'short "text"',
    ];
    for (const text of texts) expect(await jsonStringInSlices(text)).toBe(JSON.stringify(text));
  });
});
