import { documentOperation, SEARCH_RULES } from '../shared/openapi-parts';
import { hadithQuerySchema } from './hadith-query';
import { hadithResponses } from './hadith-responses';

/** GET /api/v1/hadith in the OpenAPI document: its forms, collections, rules and examples. */
documentOperation('hadith', {
  summary: 'The six canonical collections and the books people quote beyond them, by the numbers people cite',
  description: [
    'Forms: no parameters (the collections); `collection` (its books, paged); `collection` + `book` (a book, paged);',
    '`collection` + `book` + `hadith` (in-book reference); `collection` + `number` (as sunnah.com numbers it, e.g. 6018',
    'or 2564a); `collection` + `english_reference` (USC-MSA or printed-translation reference, the six only); `refs` (up to 50',
    '`collection:number`, comma-separated); `search` (+ `collection`) over the narrator, English and Arabic.',
    '',
    'Collections: the six (bukhari, muslim, abudawood, tirmidhi, nasai, ibnmajah) and malik, ahmad, darimi, nawawi40,',
    'qudsi40, shahwaliullah40, riyadussalihin, bulugh, mishkat, adab, shamail. The further books are numbered only where',
    "their source's order is tied to sunnah.com's numbers by checked points (each collection's `coverage` and",
    '`numbering_note` say how far); any other number is a 404 that says why, and every narration has its in-book',
    'reference. A search that names a well-known narration by title or wording ("the hadith of Gabriel", "actions are',
    'judged by intentions", حديث جبريل) has the narrations it is found in first (`famous_narrations`).',
    '',
    SEARCH_RULES,
    '',
    'Examples: `?collection=bukhari&number=6018`, `?collection=muslim&number=2564a`, `?collection=riyadussalihin&number=1`,',
    '`?collection=malik&book=1&hadith=1`, `?refs=bukhari:1,muslim:8a,nawawi40:13`, `?search=neighbour&collection=tirmidhi`.',
  ].join('\n'),
  query: hadithQuerySchema,
  examples: { collection: 'bukhari', number: '1' },
  answers: [
    hadithResponses.collections,
    hadithResponses.collection,
    hadithResponses.book,
    hadithResponses.lookup,
    hadithResponses.batch,
    hadithResponses.search,
  ],
  errors: [404],
});
