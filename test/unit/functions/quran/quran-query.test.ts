import { quranQuerySchema, quranRequestOf } from '../../../../functions/quran/quran-query';
import { HttpError } from '../../../../functions/shared/errors';
import { parseRequestPart } from '../../../../functions/shared/validation';

const requestOf = (query: Record<string, string>) => quranRequestOf(parseRequestPart(quranQuerySchema, query, 'query parameter'));

const badRequestMessage = (query: Record<string, string>): string => {
  try {
    requestOf(query);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).message;
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
    expect(badRequestMessage({ surah: 'abc' })).toBe("Invalid query parameter 'surah': must be a whole number");
    expect(badRequestMessage({ surah: '1.5' })).toBe("Invalid query parameter 'surah': must be a whole number");
    expect(badRequestMessage({ surah: '' })).toBe("Invalid query parameter 'surah': must be a whole number");
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
    expect(badRequestMessage({ search: 'light', surah: '24' })).toBe("'search' cannot be combined with 'surah' or 'ayah'");
    expect(badRequestMessage({ surah: '1', limit: '5' })).toBe("'limit' and 'offset' apply only to 'search'");
    expect(badRequestMessage({ surah: '1', match: 'any' })).toBe("'match' applies only to 'search'");
    expect(badRequestMessage({ search: 'mercy', match: 'some' })).toBe("Invalid query parameter 'match': must be one of auto, all, any");
  });
});
