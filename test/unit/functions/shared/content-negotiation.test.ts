import { codedEntityTag, entityTagOf, ifNoneMatchHolds, preferredCoding } from '../../../../functions/shared/content-negotiation';

describe('preferredCoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=abc, gzip;q=0.2', 'gzip'],
  ])('Accept-Encoding %p gives %p', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});

describe('entity tags', () => {
  const tag = entityTagOf('{"a":1}');

  it('are strong, quoted and the same for the same bytes only', () => {
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(entityTagOf('{"a":1}')).toBe(tag);
    expect(entityTagOf('{"a":2}')).not.toBe(tag);
  });

  it('mark a compressed representation inside the quotes', () => {
    expect(codedEntityTag(tag, 'br')).toBe(`${tag.slice(0, -1)}-br"`);
  });

  it.each([
    [undefined, false],
    ['*', true],
    ['"other"', false],
    ['"other", TAG', true],
    ['W/TAG', true],
    ['CODED', true],
    ['TAG-zstd', false],
    ['unquoted', false],
  ])('If-None-Match %p holds: %p', (header, holds) => {
    const written = header
      ?.replace('CODED', codedEntityTag(tag, 'gzip'))
      .replace('TAG-zstd', `${tag.slice(0, -1)}-zstd"`)
      .replace('TAG', tag);
    expect(ifNoneMatchHolds(written, tag)).toBe(holds);
  });
});
