import { documentOperation } from '../shared/openapi-parts';
import { tafsirQuerySchema } from './tafsir-query';
import { tafsirResponses } from './tafsir-responses';

/** GET /api/v1/tafsir in the OpenAPI document: its editions, forms and examples. */
documentOperation('tafsir', {
  summary: 'Commentaries (tafsir) on the Quran, by ayah, range or surah, and search',
  description: [
    'Sixteen commentaries: Arabic (al-Muyassar, al-Sa\u2019di, al-Wasit, Ibn Kathir, al-Qurtubi, al-Baghawi), English (Ibn Kathir',
    'abridged, al-Jalalayn, Ma\u2019arif al-Qur\u2019an, Tazkirul Quran), Urdu, Bengali, Russian and Kurdish (`list=editions` names',
    'each with its author, source and licence). `edition` is an id or a language code for its default (en: Ibn Kathir',
    'abridged, ar: al-Muyassar, ur: Bayan ul Quran, bn: Ahsanul Bayaan, ru: al-Sa\u2019di, ku: Rebar; none: English).',
    '',
    'Forms: no parameters or `list=editions` (the editions); `surah` + `ayah`, `surah` + `from`/`to`, or `verse_key`',
    '(`2:255`, `2:255-260`): the commentaries on those ayahs; `surah` alone: its commentaries, paged (`limit`, `offset`);',
    '`search` (+ `surah`): search inside one edition, analysed in its language, paged, each hit with an excerpt. A',
    'commentary on a group of ayahs is served once, with `ayah_from` and `ayah_to` (the source repeats it on every',
    'ayah of the group), so the commentary on 2:255 may begin at an earlier ayah. An unknown edition is a 400 that',
    'lists them. The Quran endpoint adds commentaries to its verses with `tafsir=` (at most three editions).',
    '',
    'Examples: `?surah=2&ayah=255`, `?verse_key=1:1-7&edition=ar.muyassar`, `?surah=112&edition=en.jalalayn`,',
    '`?search=throne&edition=en.ibnkathir`, `?list=editions`.',
  ].join('\n'),
  query: tafsirQuerySchema,
  examples: { surah: '2', ayah: '255' },
  answers: [tafsirResponses.editions, tafsirResponses.ayahs, tafsirResponses.surah, tafsirResponses.search],
  errors: [404],
});
