import SwaggerParser from '@apidevtools/swagger-parser';
import { openApiDocument } from '../../../../functions/docs/openapi';
import { routes } from '../../../../functions/routes';
import { documentedOperation } from '../../../../functions/shared/openapi-parts';

describe('the OpenAPI document', () => {
  const document = openApiDocument('/prod') as Record<string, any>;

  it('is a valid OpenAPI 3.1 document, every reference resolving', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/prod' }]);
  });

  it("gives no integer JavaScript's safe-integer bounds, which Swagger UI would fill forms with", () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('9007199254740991');
    // Real bounds stay: the chat's max_tokens is 1 to 4096.
    expect(text).toContain('"minimum":1,"maximum":4096');
  });

  it('describes the eight endpoints, HEAD beside every GET, the document and the page, with both key schemes', () => {
    for (const id of ['chat', 'quran', 'hadith', 'duas', 'utilities', 'prayertimes', 'verify', 'mcp']) {
      const route = routes.find((r) => r.id === id)!;
      const methods = Object.keys(document.paths[route.path]).sort();
      expect(methods).toEqual(route.method === 'GET' ? ['get', 'head'] : ['post']);
    }
    // The CORS preflight is the same on every path: said once in the description, not listed as an operation per path
    // (issue 51: the docs page showed an OPTIONS operation for each).
    const operations = Object.values(document.paths).flatMap((path) => Object.keys(path as object));
    expect(operations).not.toContain('options');
    expect(document.info.description).toMatch(/CORS preflight/);
    // The inheritance route's POST, and its relations list by GET (and HEAD), on one path.
    expect(Object.keys(document.paths['/api/v1/inheritance']).sort()).toEqual(['get', 'head', 'post']);
    expect(document.paths['/api/v1/inheritance'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'list',
      '_',
      'If-None-Match',
    ]);
    expect(document.paths['/api/v1/inheritance'].post.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/InheritanceDistribution',
    });
    expect(Object.keys(document.paths['/api/v1/docs'].get.responses['200'].content)).toEqual(['text/html', 'text/css', 'text/javascript']);
    expect(Object.keys(document.paths['/api/v1/openapi.json'])).toEqual(['get']);
    // What any request may get besides each operation's own answers.
    expect(Object.keys(document.components.responses).sort()).toEqual(['HeadersTooLarge', 'PayloadTooLarge', 'RequestTimeout']);
    expect(document.paths['/api/v1/quran'].get.responses['431']).toEqual({ $ref: '#/components/responses/HeadersTooLarge' });
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['ApiKeyHeader', 'BearerKey']);
    expect(document.components.securitySchemes.ApiKeyHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
  });

  it('documents the error body, the rate-limit headers, ETag and the 304 of a GET', () => {
    const get = document.paths['/api/v1/quran'].get;
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['200', '304', '400', '404', '429', '503']));
    expect(get.responses['429'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(Object.keys(get.responses['429'].headers)).toEqual(expect.arrayContaining(['X-RateLimit-Remaining', 'Retry-After']));
    expect(Object.keys(get.responses['200'].headers)).toEqual(expect.arrayContaining(['ETag', 'Cache-Control', 'X-RateLimit-Limit']));
    expect(document.components.schemas.Error.required).toEqual(['error', 'message']);
  });

  it('takes its parameters from the schemas that validate requests, examples included', () => {
    const names = (path: string) => document.paths[path].get.parameters.map((p: { name: string }) => p.name);
    expect(names('/api/v1/hadith')).toEqual(
      expect.arrayContaining(['collection', 'number', 'book', 'hadith', 'english_reference', 'refs', 'search', 'limit', 'offset', '_']),
    );
    expect(names('/api/v1/duas')).toEqual(expect.arrayContaining(['id', 'category', 'search', 'list', 'limit', 'offset']));
    const surah = document.paths['/api/v1/quran'].get.parameters.find((p: { name: string }) => p.name === 'surah');
    // Examples have their parameter's type: an integer is an integer to a typed client (and to Redocly and Spectral).
    expect(surah).toMatchObject({ example: 2, schema: { type: ['integer', 'string'] } }); // a number or a name
    const utilities = document.paths['/api/v1/utilities'].post.requestBody.content['application/json'];
    expect(Object.keys(utilities.examples)).toEqual(['zakat', 'qibla', 'qibla_city', 'prayer_times', 'prayer_times_aladhan', 'hijri']);
    expect(utilities.schema.oneOf).toHaveLength(4);
  });

  it('holds the operation each endpoint registered, one per route its folder documents', () => {
    // Each *-openapi.ts registers itself when functions/docs/openapi.ts imports it: a route missing here has no path.
    expect(routes.filter((route) => documentedOperation(route.id)).map((route) => route.id)).toEqual([
      'chat',
      'quran',
      'tafsir',
      'hadith',
      'duas',
      'utilities',
      'verify',
      'mcp',
      'prayertimes',
      'chatcompletions',
      'models',
      'places',
      'inheritance',
    ]);
    for (const route of routes.filter((each) => documentedOperation(each.id))) expect(document.paths[route.path]).toBeDefined();
  });

  it('lists the components in the order the endpoints registered their schemas, which keeps its bytes from build to build', () => {
    // The order of functions/docs/openapi.ts's imports of the endpoints' texts: reordering them reorders this list and
    // changes the document's bytes (its ETag, every client's cached copy) without changing its meaning. An endpoint
    // added last adds its schemas at the end.
    expect(Object.keys(document.components.schemas)).toEqual([
      'Error',
      'Highlights',
      'Grade',
      'Narration',
      'NarrationGroup',
      'CollectionSummary',
      'BookSummary',
      'CollectionList',
      'CollectionBooks',
      'BookPage',
      'NarrationLookup',
      'HadithBatch',
      'NarrationHit',
      'HadithSearch',
      'QuranCitation',
      'HadithCitation',
      // The chat's answer carries a computed distribution (issue 50), so the inheritance schemas come with the chat's.
      'InheritanceEvidence',
      'InheritanceStep',
      'InheritanceDistribution',
      'InheritanceRelations',
      'ChatSource',
      'ChatCompletion',
      'OpenAIChatCompletion',
      'OpenAIError',
      'OpenAIModelList',
      'DuaCategory',
      'DuaReference',
      'Dua',
      'DuaPage',
      'DuaCategoryList',
      'DuaCategoryPage',
      'DuaHit',
      'DuaSearch',
      'TafsirEdition',
      'Commentary',
      'TafsirEditionList',
      'TafsirOnAyahs',
      'TafsirSurahPage',
      'TafsirHit',
      'TafsirSearch',
      'VersesTafsir',
      'SurahHeader',
      'VersePosition',
      'Verse',
      'SurahList',
      'Surah',
      'Ayah',
      'SurahSlice',
      'Division',
      'Reciters',
      'Translations',
      'Verses',
      'AyahHit',
      'QuranSearch',
      'AlAdhanDay',
      'AlAdhanTimings',
      'AlAdhanCalendar',
      'AlAdhanNextPrayer',
      'AlAdhanDateConversion',
      'AlAdhanQibla',
      'AlAdhanMethods',
      'AlQuranSurahList',
      'AlQuranSurah',
      'AlQuranSurahEditions',
      'AlQuranAyah',
      'AlQuranAyahEditions',
      'AlQuranJuz',
      'AlQuranDivision',
      'AlQuranSearch',
      'AlQuranEditions',
      'AlQuranEditionValues',
      'AlQuranComplete',
      'AlQuranSajdas',
      'AlQuranMeta',
      'PlaceSummary',
      'Places',
      'Location',
      'HijriDate',
      'PrayerCalendar',
      'PrayerTimesResult',
      'PrayerDay',
      'VerifyResult',
      'ZakatResult',
      'QiblaResult',
      'HijriResult',
      'McpAnswer',
    ]);
  });
});
