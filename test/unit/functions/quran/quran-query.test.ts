import { quranQuerySchema, quranRequestOf } from '../../../../functions/quran/quran-query';
import { httpErrorOf } from '../../../../functions/shared/errors';
import { parseRequestPart } from '../../../../functions/shared/validation';

const requestOf = (query: Record<string, string>) => quranRequestOf(parseRequestPart(quranQuerySchema, query, 'query parameter'));

const badRequestMessage = (query: Record<string, string>): string => {
  try {
    requestOf(query);
  } catch (error) {
    // The schema refuses as an HttpError, the request's rules as an InvalidInputError: a 400 either way.
    expect(httpErrorOf(error)?.statusCode).toBe(400);
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(query)} to be refused`);
};

describe('GET /quran query', () => {
  it('recognises the four usage forms', () => {
    expect(requestOf({})).toEqual({ kind: 'list' });
    expect(requestOf({ surah: '2' })).toEqual({ kind: 'surah', surah: 2 });
    expect(requestOf({ surah: ' 2 ', ayah: '255' })).toEqual({ kind: 'ayah', surah: 2, ayah: 255 });
    expect(requestOf({ search: ' mercy ' })).toEqual({ kind: 'search', search: 'mercy', match: 'auto', limit: 20, offset: 0 });
    expect(requestOf({ search: 'mercy', limit: '50', offset: '20' })).toEqual({
      kind: 'search',
      search: 'mercy',
      match: 'auto',
      limit: 50,
      offset: 20,
    });
    expect(requestOf({ search: 'mercy', match: 'ANY' })).toEqual({ kind: 'search', search: 'mercy', match: 'any', limit: 20, offset: 0 });
  });

  it('passes well-formed surah numbers outside 1..114 on, for a 404', () => {
    expect(requestOf({ surah: '115' })).toEqual({ kind: 'surah', surah: 115 });
    expect(requestOf({ surah: '0' })).toEqual({ kind: 'surah', surah: 0 });
  });

  it('names the malformed parameter', () => {
    expect(badRequestMessage({ surah: 'abc' })).toBe(
      "Invalid query parameter 'surah': must be a whole number or a surah's name (2, al-baqarah, البقرة)",
    );
    expect(badRequestMessage({ surah: '1.5' })).toBe(
      "Invalid query parameter 'surah': must be a whole number or a surah's name (2, al-baqarah, البقرة)",
    );
    expect(badRequestMessage({ surah: '' })).toBe(
      "Invalid query parameter 'surah': must be a whole number or a surah's name (2, al-baqarah, البقرة)",
    );
    expect(badRequestMessage({ surah: '1', ayah: '0' })).toBe("Invalid query parameter 'ayah': must be 1 or more");
    expect(badRequestMessage({ search: 'x', limit: '101' })).toBe(
      "Invalid query parameter 'limit': must be at most 100 (results per page)",
    );
    expect(badRequestMessage({ search: '   ' })).toBe("Invalid query parameter 'search': must not be empty");
    expect(badRequestMessage({ search: 'x'.repeat(201) })).toBe("Invalid query parameter 'search': must be at most 200 characters");
    expect(badRequestMessage({ surha: '1' })).toBe("Unknown query parameter 'surha'");
  });

  it('refuses mixed forms', () => {
    expect(badRequestMessage({ ayah: '3' })).toBe("'ayah' requires 'surah'");
    expect(badRequestMessage({ search: 'light', surah: '24' })).toBe("'search' cannot be combined with 'surah', 'ayah', 'from' or 'to'");
    expect(badRequestMessage({ from: '3' })).toBe("'from' and 'to' require 'surah'");
    expect(badRequestMessage({ surah: '2', ayah: '3', to: '5' })).toBe("'ayah' cannot be combined with 'from' or 'to'");
    expect(badRequestMessage({ surah: '2', from: '5', to: '3' })).toBe("'to' must not be less than 'from'");
    expect(badRequestMessage({ verse_key: '2:255', surah: '2' })).toBe(
      "'verse_key' cannot be combined with 'surah', 'ayah', 'from', 'to' or 'search'",
    );
    expect(badRequestMessage({ surah: '1', limit: '5' })).toBe(
      "'limit' and 'offset' apply only to 'search' and the divisions (juz, page...)",
    );
    expect(badRequestMessage({ surah: '1', match: 'any' })).toBe("'match' applies only to 'search'");
    expect(badRequestMessage({ search: 'mercy', match: 'some' })).toBe("Invalid query parameter 'match': must be one of auto, all, any");
  });
});

describe('GET /quran: ranges and verse keys', () => {
  it('reads a slice of a surah, to its end when `to` is left out', () => {
    expect(requestOf({ surah: '2', from: '1', to: '5' })).toEqual({ kind: 'slice', surah: 2, from: 1, to: 5 });
    expect(requestOf({ surah: '2', from: '280' })).toEqual({ kind: 'slice', surah: 2, from: 280 });
    expect(requestOf({ surah: '2', to: '3' })).toEqual({ kind: 'slice', surah: 2, from: 1, to: 3 });
  });

  it('reads keys, ranges and lists of them, in the order named', () => {
    expect(requestOf({ verse_key: '2:255' })).toEqual({ kind: 'verses', ranges: [{ surah: 2, from: 255, to: 255 }] });
    expect(requestOf({ verse_key: '112:1-4, 1:1,2:255-257' })).toEqual({
      kind: 'verses',
      ranges: [
        { surah: 112, from: 1, to: 4 },
        { surah: 1, from: 1, to: 1 },
        { surah: 2, from: 255, to: 257 },
      ],
    });
  });

  it.each([
    ['2', "'2' is not a verse key: write surah:ayah or surah:first-last, e.g. 2:255 or 2:255-257"],
    ['2:255-', "'2:255-' is not a verse key: write surah:ayah or surah:first-last, e.g. 2:255 or 2:255-257"],
    ['2:0', "'2:0': ayahs are numbered from 1"],
    ['2:257-255', "'2:257-255': the range ends before it begins"],
    ['2:1-286,3:1-20', 'names 306 verses; at most 300 in one request'],
    [Array.from({ length: 51 }, () => '1:1').join(','), 'must name at most 50 keys or ranges'],
  ])('refuses verse_key=%s, saying why', (key, message) => {
    expect(badRequestMessage({ verse_key: key })).toBe(`Invalid query parameter 'verse_key': ${message}`);
  });
});
