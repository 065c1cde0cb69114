import { documentOperation, SEARCH_RULES } from '../shared/openapi-parts';
import { quranQuerySchema } from './quran-query';
import { quranResponses } from './quran-responses';
import { editionsInWords } from './translations';

/** GET /api/v1/quran in the OpenAPI document: its forms, rules and examples, beside the schemas it validates with. */
documentOperation('quran', {
  summary: 'Surahs, ayahs, search and recitation audio',
  description: [
    'One of six forms: no parameters (the 114 surahs), `surah` (a surah with every ayah), `surah` + `from` and/or `to`',
    '(part of a surah), `surah` + `ayah` (one ayah), `verse_key` (verses by key: `2:255`, a range `2:255-257`, up to 50',
    'comma-separated, 300 verses at most, in the order named), a division of the mushaf (`juz` 1-30, `hizb` 1-60,',
    '`rub_el_hizb` 1-240, `manzil` 1-7, `ruku` 1-556, `page` 1-604 of the Madani mushaf; paged), or `search` (ranked search',
    'over the Uthmani Arabic and the translation, paged). A surah, ayah or division that does not exist is a 404 naming it.',
    'Every verse says where it stands (`position`: juz, hizb, rub al-hizb, manzil, ruku, page, sajda); every surah header',
    'its revelation order, rukus, juz and page span and verses of prostration. `reciter` (an id from `?list=reciters`:',
    'murattal and mujawwad recitations with their bitrates) chooses whose audio every URL points at. `translations` (ids',
    `or language codes from \`?list=translations\`, the ${editionsInWords()}) adds each verse in those editions under`,
    '`translations`; `translation` stays English. With `search`, the first edition named is the one searched, with its',
    'own language\u2019s analyser.',
    '',
    SEARCH_RULES,
    '',
    'Examples: `?surah=2`, `?surah=2&ayah=255`, `?surah=2&from=1&to=5`, `?verse_key=1:1,2:255-257`, `?juz=30`, `?page=604`,',
    '`?search=patience&limit=5`, `?surah=1&translations=en,ur,transliteration`, `?search=терпение&translations=ru`,',
    '`?search="seek help through patience"`,',
    '`?search=بالصبر والصلاة`, `?search=What are the rights of parents?`, `?search=ما حكم الربا؟`.',
  ].join('\n'),
  query: quranQuerySchema,
  // One form's parameters only: Swagger UI fills every example in, and `search` with `surah` is a 400.
  examples: { surah: '2', ayah: '255' },
  answers: [
    quranResponses.list,
    quranResponses.surah,
    quranResponses.slice,
    quranResponses.ayah,
    quranResponses.verses,
    quranResponses.division,
    quranResponses.reciters,
    quranResponses.translations,
    quranResponses.search,
  ],
  errors: [404],
});
