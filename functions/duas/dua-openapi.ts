import { documentOperation, SEARCH_RULES } from '../shared/openapi-parts';
import { duaQuerySchema } from './dua-query';
import { duaResponses } from './dua-responses';

/** GET /api/v1/duas in the OpenAPI document: its forms, rules and examples. */
documentOperation('duas', {
  summary: 'Supplications by category, id or keyword',
  description: [
    'Forms: no parameters (every dua, paged); `id` (one dua); `category` (a category, paged; by name or slug, any',
    'case); `search` (+ `category`) over title, translation, transliteration and Arabic; `list=categories`.',
    '',
    SEARCH_RULES,
    '',
    'Examples: `?category=Morning %26 Evening`, `?id=5`, `?search=debt`, `?list=categories`.',
  ].join('\n'),
  query: duaQuerySchema,
  examples: { category: 'morning_evening' },
  answers: [duaResponses.all, duaResponses.dua, duaResponses.categories, duaResponses.category, duaResponses.search],
  errors: [404],
});
