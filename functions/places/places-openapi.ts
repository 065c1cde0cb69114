import { documentOperation } from '../shared/openapi-parts';
import { placesQuerySchema } from './places-query';
import { placesResponse } from './places-responses';

/** GET /api/v1/places in the OpenAPI document: the picker’s search and where its places come from. */
documentOperation('places', {
  summary: 'Places by the start of their name, for pickers (offline, GeoNames)',
  description: [
    'The places whose name, or one of their alternate names (Makkah, Al-Quds, Arabic), starts with `search` (any case,',
    'accents optional), most populous first, paged; `country` keeps one country\u2019s. Each names its country, state,',
    'coordinates, population, time zone and GeoNames id: pass its name and country as `city` and `country` to the prayer',
    'times, or its `lat` and `lng`. GeoNames\u2019 populated places of 1 000 people or more (and division seats), read from',
    'an npm package at deployment: no geocoding service is called. Reference data: cached for a day.',
  ].join('\n'),
  query: placesQuerySchema,
  examples: { search: 'Mak', country: 'SA' },
  answers: [placesResponse],
  errors: [404],
});
