import {
  answerTooLarge,
  asJsonString,
  deployedBytes,
  jsonTextOf,
  MAX_ANSWER_BYTES,
  measuredText,
} from '../../../../functions/shared/answer-size';

/** The measures counted by writing the text, as the walker must find them without writing it. */
const written = (value: unknown) => {
  const text = JSON.stringify(value);
  return { bytes: Buffer.byteLength(text), quotes: text.split('"').length - 1, backslashes: text.split('\\').length - 1 };
};

const SAMPLES: unknown[] = [
  'plain',
  'a "quoted" word, a back\\slash, a tab\there, a line\nbreak, a bell\u0007 and a form\ffeed',
  'بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ «قال»',
  '漢字 and emoji 🌙',
  // Every control character, each twice, around a quote and a backslash: each escape class counted.
  Array.from({ length: 64 }, (_, i) => String.fromCharCode(i % 32)).join('"\\'),
  [1, -0, 2.5, 1e21, Number.NaN, Number.POSITIVE_INFINITY, true, false, null, undefined, () => 1],
  { a: 1, skipped: undefined, fn: () => 2, nested: { list: [{ x: 'y' }, [], {}], empty: '' }, 'key "with" quotes': 'v' },
  { date: new Date(Date.UTC(2026, 0, 1)) },
  { verses: Array.from({ length: 50 }, (_, i) => ({ ayah: i + 1, text: `نص ${i} "${'\\'.repeat(i % 3)}"\n`, audio: null })) },
];

describe('jsonTextOf (issue 48, finding 4)', () => {
  it.each(SAMPLES.map((value) => [JSON.stringify(value)?.slice(0, 40), value]))('counts %s as JSON.stringify writes it', (_, value) => {
    expect(jsonTextOf(value)).toEqual(written(value));
    expect(measuredText(JSON.stringify(value))).toEqual(written(value));
  });

  it('gives the bytes a body takes in the proxy result, escaped once more, and of a text escaped twice', () => {
    for (const value of SAMPLES) {
      const body = JSON.stringify(value);
      expect(deployedBytes(jsonTextOf(value))).toBe(Buffer.byteLength(JSON.stringify(body)));
      expect(asJsonString(asJsonString(jsonTextOf(value))).bytes).toBe(Buffer.byteLength(JSON.stringify(JSON.stringify(body))));
    }
  });

  it('words its refusal with the size, the budget and how to ask for less', () => {
    expect(answerTooLarge(7_412_345, 'ask for fewer verses').message).toBe(
      `This answer would take 7.4 MB, more than the ${(MAX_ANSWER_BYTES / 1e6).toFixed(1)} MB one answer may carry (the deployed service's limit, whatever the Accept-Encoding): ask for fewer verses`,
    );
  });
});
