import * as z from 'zod';
import { chatRequestSchema } from '../chat/chat-request';
import { chatResponseSchema } from '../chat/chat-responses';
import { completionsRequestSchema } from '../chat/completions-request';
import { modelListSchema, openAiCompletionSchema } from '../chat/completions-responses';
import { duaQuerySchema } from '../duas/dua-query';
import { duaResponses } from '../duas/dua-responses';
import { hadithQuerySchema } from '../hadith/hadith-query';
import { hadithResponses } from '../hadith/hadith-responses';
import { quranQuerySchema } from '../quran/quran-query';
import { quranResponses } from '../quran/quran-responses';
import { tafsirQuerySchema } from '../tafsir/tafsir-query';
import { tafsirResponses } from '../tafsir/tafsir-responses';
import { API_BASE_PATH, methodsOf, routes, SWAGGER_UI_ASSETS } from '../routes';
import { CACHE_BUSTER } from '../shared/middleware';
// Imported for its registration: the Error schema every error answer refers to.
import '../shared/response-schemas';
import {
  errorResponse,
  example,
  headerRefs,
  inputSchema,
  type JsonSchema,
  jsonSchemaOptions,
  type Operation,
  RATE_LIMIT_HEADERS,
  SCHEMA_REF,
  SEARCH_RULES,
} from '../shared/openapi-parts';
import { aladhanResponses, alquranResponses } from '../compat/compat-responses';
import { placesQuerySchema } from '../places/places-query';
import { placesResponse } from '../places/places-responses';
import { prayerCalendarObject } from '../utilities/prayer-calendar-query';
import { ALADHAN_ALIASES } from '../utilities/prayer-request';
import { verifyRequestSchema } from '../verify/verify-request';
import { verifyResponseSchema } from '../verify/verify-responses';
import { hijriSchema, prayerTimesObject, qiblaSchema, zakatSchema } from '../utilities/utilities-request';
import { prayerCalendarResponse, prayerDayResponse, utilitiesResponses } from '../utilities/utilities-responses';

/**
 * The OpenAPI 3.1 document of the API, generated from the same zod schemas that validate requests and
 * describe answers, so documentation and behaviour cannot drift (the contract test checks real answers).
 */

/** A schema as it appears in the document: named parts by reference, the rest inline. */
function outputSchema(schema: z.ZodType): JsonSchema {
  const { $schema, ...rest } = z.toJSONSchema(schema, { ...jsonSchemaOptions, io: 'output', reused: 'inline' }) as JsonSchema;
  const id = z.globalRegistry.get(schema)?.id;
  return id ? { $ref: SCHEMA_REF(id) } : stripDefs(rest);
}

/** zod puts referenced named schemas under $defs with local refs; the document holds them in components. */
function stripDefs(schema: JsonSchema): JsonSchema {
  const { $defs, ...rest } = schema;
  return rest;
}

/** AlAdhan's numbers for our named values (prayer-request.ts maps them), declared beside the names. */
const ALADHAN_NUMBERS: Record<string, JsonSchema> = {
  method: { type: 'integer', minimum: 0, maximum: 99, description: "AlAdhan's method number (0-23, 99)" },
  madhab: { type: 'integer', enum: [0, 1], description: "AlAdhan's school: 0 shafi, 1 hanafi" },
  high_latitude_rule: { type: 'integer', enum: [1, 2, 3], description: "AlAdhan's latitudeAdjustmentMethod: 1, 2 or 3" },
  midnight_mode: { type: 'integer', enum: [0, 1], description: "AlAdhan's midnightMode: 0 standard, 1 jafari" },
};

/**
 * The prayer-time options with AlAdhan's names and values declared where the API accepts them (prayer-request.ts reads
 * them as ours), so that a typed client can send them: `latitude`, `school: 1`, `method: 3` or "MAKKAH", `tune` as nine
 * comma-separated minutes, `methodSettings`. `lat` or `latitude` (and `lng` or `longitude`) is required, not both.
 */
function withAladhanNames(schema: JsonSchema): JsonSchema {
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const [name, number] of Object.entries(ALADHAN_NUMBERS)) {
    const named = properties[name];
    properties[name] = {
      anyOf: [
        named,
        ...(name === 'method' ? [{ type: 'string', description: "AlAdhan's method name (MAKKAH, MWL, ISNA...)" }] : []),
        number,
      ],
    };
  }
  if (properties.tune?.type === 'object') {
    properties.tune = {
      anyOf: [properties.tune, { type: 'string', description: "AlAdhan's nine comma-separated minutes (imsak,fajr,...,midnight)" }],
    };
  }
  for (const [alias, name] of Object.entries(ALADHAN_ALIASES)) {
    if (properties[name]) properties[alias] = { ...properties[name], description: `AlAdhan's name for ${name} (not both)` };
  }
  properties.methodSettings = {
    type: 'string',
    description: 'AlAdhan\u2019s "fajr,maghrib,isha" angles or "N min" (e.g. "18.5,null,90 min"): sets the angles and intervals',
  };
  const required = (schema.required as string[] | undefined) ?? [];
  const place = ['lat', 'lng'].filter((name) => required.includes(name));
  return {
    ...schema,
    properties,
    ...(required.length ? { required: required.filter((name) => !place.includes(name)) } : {}),
    ...(place.length
      ? {
          allOf: place.map((name) => {
            const alias = Object.keys(ALADHAN_ALIASES).find((candidate) => ALADHAN_ALIASES[candidate] === name)!;
            return {
              oneOf: [name, alias].map((given) => ({ properties: { [given]: properties[given] }, required: [given] })),
            };
          }),
        }
      : {}),
  };
}

/** A JSON-RPC 2.0 message to the MCP server (its methods and params are MCP's, listed by `tools/list`). */
const mcpMessageSchema = z.looseObject({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number().int()]).optional().meta({ description: 'Absent on a notification' }),
  method: z.string().meta({ description: 'initialize, tools/list, tools/call, ping...' }),
  params: z.record(z.string(), z.unknown()).optional(),
});

const mcpAnswerSchema = z
  .looseObject({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string(), z.number().int(), z.null()]),
    result: z.record(z.string(), z.unknown()).optional(),
    error: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }).optional(),
  })
  .meta({ id: 'McpAnswer' });

const PRAYER_RULES = [
  'Prayer times: `method` is an id below, AlAdhan\u2019s name (MAKKAH, MWL) or number (0-23, 99); without it, the authority of the',
  'country the time zone names (`method_source`: time_zone), else the Muslim World League. AlAdhan\u2019s names are accepted as',
  'aliases: latitude, longitude, school (0/1), latitudeAdjustmentMethod (1-3), midnightMode (0/1), timezonestring, tune',
  '("imsak,fajr,sunrise,dhuhr,asr,maghrib,sunset,isha,midnight" minutes, each -30 to 30), methodSettings ("18.5,null,90 min"),',
  'adjustment (Hijri days). Custom angles: fajr_angle, isha_angle or isha_interval_minutes, maghrib_angle or',
  'maghrib_interval_minutes. Times always come in order (fajr < sunrise < dhuhr < asr < maghrib < isha <= midnight);',
  '`applied_rules` names each time a rule moved and why: the high-latitude rule (symmetric north and south, `recommended` =',
  'seventh of the night above 48\u00b0, the middle of the night below), isha capped at midnight, and, where the sun does not rise',
  'or set by a degree, the nearest latitude where it does (`polar_resolution`). Midnight is sunset to sunrise (standard) or',
  'sunset to fajr (jafari, the default of the Jafari and Tehran methods); imsak is 10 minutes before fajr.',
  '',
  'The place: `lat` and `lng`, or `city` by name (as AlAdhan\u2019s timingsByCity: `country` as an ISO 3166 code or English',
  'name, `state` optional), resolved offline from GeoNames (Makkah, Madinah, Al-Quds, Arabic names, accents optional);',
  'without a country the most populous match, the others in `location.alternatives`; the zone is the place\u2019s own',
  '(`timezone_source`: place). An unknown place is a 404 with close names in `suggestions`; city with lat or lng a 400.',
].join('\n');

const OPERATIONS: Record<string, Operation> = {
  quran: {
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
      'or language codes from `?list=translations`: Bengali, English, Spanish, French, Indonesian, Russian, Swedish, Turkish,',
      'Urdu, Chinese and the transliteration) adds each verse in those editions under `translations`; `translation` stays',
      'English. With `search`, the first edition named is the one searched, with its own language\u2019s analyser.',
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
  },
  tafsir: {
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
  },
  hadith: {
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
  },
  duas: {
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
  },
  utilities: {
    summary: 'Zakat, qibla, prayer times and Hijri dates',
    description: [
      'A JSON body whose `action` is `zakat`, `qibla`, `prayer_times` or `hijri`; each action refuses fields it does not know.',
      '',
      PRAYER_RULES,
      '',
      '`hijri`: exactly one of `date` (Gregorian to Hijri), `hijri_date` (Hijri to Gregorian), `hijri_month` (a Hijri month',
      'day by day) or `hijri_year` (its months and main Islamic dates), with `adjustment` (-2 to 2 days) for local sighting.',
      'The Umm al-Qura table from 1924-08-01 to 2077-11-16 (AH 1343-1500), the tabular calendar outside it, named in `calendar`.',
    ].join('\n'),
    body: {
      schema: {
        oneOf: [
          inputSchema(zakatSchema),
          inputSchema(qiblaSchema),
          withAladhanNames(inputSchema(prayerTimesObject)),
          inputSchema(hijriSchema),
        ],
      },
      examples: {
        zakat: example('Zakat on cash and gold', { action: 'zakat', cash: 10000, gold: 100, gold_price_per_gram: 75, currency: 'USD' }),
        qibla: example('Qibla from London', { action: 'qibla', lat: 51.5074, lng: -0.1278 }),
        qibla_city: example('Qibla from a city named', { action: 'qibla', city: 'Jakarta', country: 'ID' }),
        prayer_times: example('Prayer times in Makkah', {
          action: 'prayer_times',
          lat: 21.4225,
          lng: 39.8262,
          date: '2026-03-01',
          method: 'umm_al_qura',
        }),
        prayer_times_aladhan: example("AlAdhan's parameter names", {
          action: 'prayer_times',
          latitude: 51.5074,
          longitude: -0.1278,
          date: '01-03-2026',
          method: 3,
          school: 1,
          latitudeAdjustmentMethod: 3,
          tune: '0,0,0,2,0,0,0,0,0',
        }),
        hijri: example('Ramadan 1447, day by day', { action: 'hijri', hijri_month: '1447-09' }),
      },
    },
    answers: [utilitiesResponses.zakat, utilitiesResponses.qibla, utilitiesResponses.prayer_times, utilitiesResponses.hijri],
    errors: [404, 413, 415],
  },
  verify: {
    summary: 'Check the Quran and hadith citations of any text',
    description: [
      'Any text up to 32 000 characters (a model\u2019s answer, an article, a sermon draft). Every Quran reference (`2:255`,',
      '`Surah Al-Baqarah, verse 255`, `Surat al-Nisa, ayah 4:34`, `[الإخلاص: 1]`, named verses) and hadith reference',
      "(`Sahih al-Bukhari 6018`, `Riyad as-Salihin 1`, `an-Nawawi's Forty, hadith 13`, `Muwatta Malik, Book 1, Hadith 1`,",
      'in-book and USC-MSA references) is resolved against the corpus, with the same checker as',
      'the chat: the canonical text and reference, and for a quotation next to it a verdict (`exact`, `partial`,',
      '`paraphrase`, `contradicts`, `other_verse` naming the verse it really is). References to verses that do not exist',
      'are listed in `quran_not_found`; `warnings` says what could not be verified. A quotation in a well-known wording',
      'of a narration ("actions are judged by intentions") is named: next to its citation (`known_wording_of`), attributed',
      'to a narration the famous-narrations table does not give for it (a warning), or with no reference',
      '(`unreferenced_hadith_quotations`).',
    ].join('\n'),
    body: {
      schema: inputSchema(verifyRequestSchema),
      examples: {
        verse: example('A verse quoted with its reference', {
          text: 'Surah Al-Baqarah, verse 255: "Allah - there is no deity except Him, the Ever-Living, the Sustainer of [all] existence."',
        }),
      },
    },
    answers: [verifyResponseSchema],
    errors: [413, 415],
  },
  mcp: {
    summary: 'Model Context Protocol server (Streamable HTTP)',
    description: [
      'For AI assistants and agent frameworks: an MCP server (protocol 2025-06-18 and later, the official SDK\u2019s Streamable',
      'HTTP transport, stateless, JSON answers). Send JSON-RPC messages with `Accept: application/json, text/event-stream`;',
      'a request is answered 200 with its JSON-RPC response (JSON-RPC errors included), a notification 202 without a body, a',
      'client that does not accept both 406. Tools: quran_verses, quran_search, hadith_by_reference, hadith_search,',
      'duas, prayer_times, qibla, zakat and verify, each with its input and output schemas (`tools/list`; results carry',
      '`structuredContent`). Resources (`resources/read`): `quran://{surah}/{ayah}`, `quran://{surah}`,',
      '`hadith://{collection}/{number}`; prompts: answer_with_verified_sources, check_citations. A failing call answers a tool result',
      'flagged `isError` (true) and a message saying what to change. Each message counts as one request against the caller\u2019s',
      'rate limit, with the same keys. GET (a server-initiated event stream) is not offered: 405.',
    ].join('\n'),
    body: {
      schema: inputSchema(mcpMessageSchema),
      examples: {
        initialize: example('Open a session (the answer names the server and its protocol version)', {
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'my-agent', version: '1.0' } },
        }),
        call: example('Call a tool', {
          jsonrpc: '2.0',
          id: 2,
          method: 'tools/call',
          params: { name: 'quran_verses', arguments: { verse_key: '2:255', translations: 'ur' } },
        }),
      },
    },
    answers: [mcpAnswerSchema],
    errors: [406, 413, 415],
  },
  places: {
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
  },
  prayertimes: {
    summary: 'Prayer times for a day, a month, a year or a range (cacheable)',
    description: [
      'One day (`date`; without it today, with `next_prayer`), a Gregorian month (`year` + `month`) or year (`year`), a range',
      '(`from` + `to`, at most 366 days), or a Hijri month or year (`hijri_year`, `hijri_month`): every day with its times,',
      'Hijri date and applied rules. Dated answers may be cached for a day (Cache-Control, ETag); the undated one is not stored.',
      '',
      PRAYER_RULES,
      '',
      'Examples: `?lat=21.4225&lng=39.8262&year=2026&month=3`, `?latitude=51.5&longitude=-0.12&date=01-03-2026&method=3&school=1`,',
      '`?lat=59.91&lng=10.75&hijri_year=1447&hijri_month=9`.',
    ].join('\n'),
    query: prayerCalendarObject,
    queryAliases: withAladhanNames,
    examples: { lat: '21.4225', lng: '39.8262', year: '2026', month: '3' },
    answers: [prayerDayResponse, prayerCalendarResponse],
    errors: [404],
  },
  chat: {
    summary: 'Answers under Islamic guardrails, with verified citations',
    description:
      'An OpenAI-style chat request. The question (with the earlier turns, for a short follow-up) is grounded on the Quran passages, ' +
      'narrations and, when it asks what to say, duas that answer it; `sources` lists them, most relevant first, each saying whether ' +
      'the reply cites it. Without a model configured the reply is those passages, grouped, and says nothing was generated. ' +
      'Quran and hadith citations in the reply are filled from the corpus and checked; `warnings` says what could not be verified. ' +
      'With `"stream": true` the 200 answer is `text/event-stream`: OpenAI-style `chat.completion.chunk` events as the model writes, ' +
      'a last chunk with `finish_reason: "stop"` carrying the citations, sources, usage and warnings, then `data: [DONE]`; ' +
      'failures before the first text are the JSON errors below, a break after it an `error` event.',
    body: {
      schema: inputSchema(chatRequestSchema),
      examples: { prompt: example('A single question', { prompt: 'What does the Quran say about patience?', max_tokens: 512 }) },
    },
    answers: [chatResponseSchema],
    errors: [413, 415],
  },
  chatcompletions: {
    summary: "The chat behind OpenAI's Chat Completions contract",
    description: [
      'For OpenAI SDKs and tools built on them: give the SDK this API’s base URL (`…/api/v1`) and an API key of this API.',
      'The same answer as POST /api/v1/chat (grounding, guardrails, failover, citations checked against the corpus) in',
      'OpenAI’s shape: `choices[0].message.content` is the reply, `finish_reason` is `stop` or `length`; what this API adds',
      '(`quran_citations`, `hadith_citations`, `sources`, `provider`, `warnings`) stands beside `choices`. `model` is an id of',
      'GET /api/v1/models (an unknown one is a 404, code `model_not_found`). `top_p`, `stop` and `seed` are passed on to the',
      'provider; `n` must be 1; `user` is accepted; tools, functions, log probabilities, penalties and JSON mode are refused',
      'with a 400 naming the parameter (accepted at their default values). `developer` messages are read as system messages:',
      'like those of POST /chat they reach the model only as quoted client preferences, under the service’s guardrails.',
      'With `"stream": true` the 200 answer is `text/event-stream`: `chat.completion.chunk` events, the last with',
      '`finish_reason` and this API’s additions, then (with `stream_options.include_usage`) a chunk with `usage` and no',
      'choices, then `data: [DONE]`. When no model can answer (the provider unreachable, every model failing or cooling',
      'down), the answer is the retrieval-only one (`model` and `provider` `offline_retrieval`: the sources, nothing',
      'generated) with a warning naming each model tried and why. Errors are OpenAI’s `{error: {message, type, param, code}}`.',
    ].join('\n'),
    body: {
      schema: inputSchema(completionsRequestSchema),
      examples: {
        messages: example('A question', {
          model: 'alpha-3.3-70b-versatile',
          messages: [{ role: 'user', content: 'What does the Quran say about patience?' }],
          max_tokens: 512,
        }),
      },
    },
    answers: [openAiCompletionSchema],
    errors: [404, 413, 415],
    errorSchema: 'OpenAIError',
    streams: true,
  },
  models: {
    summary: "The chat's model ids, in OpenAI's list shape",
    description:
      'The public model ids `model` takes (POST /api/v1/chat and /chat/completions), as OpenAI SDKs list models; ' +
      '`in_rotation` says which ones failover tries when another fails.',
    answers: [modelListSchema],
    errors: [],
    errorSchema: 'OpenAIError',
  },
};

const CORS_HEADERS = [
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Methods',
  'Access-Control-Allow-Headers',
  'Access-Control-Max-Age',
];

/** The CORS preflight every path answers (the edge function): counted in a window of its own (README). */
function preflightOf(routeId: string) {
  return {
    operationId: `options${routeId.charAt(0).toUpperCase()}${routeId.slice(1)}`,
    tags: [routeId],
    summary: 'CORS preflight',
    description: 'What browsers send before a cross-origin request: the methods and headers this path accepts.',
    responses: {
      204: { description: 'The CORS answer, without a body', headers: headerRefs([...RATE_LIMIT_HEADERS, ...CORS_HEADERS]) },
      429: errorResponse(429),
      503: errorResponse(503),
    },
  };
}

/** AlAdhan's and alquran.cloud's paths, served by the `aladhan` and `alquran` routes (functions/compat/): GET and HEAD. */
function compatibilityPaths() {
  const compatibility: Record<string, Record<string, unknown>> = {};
  const prayerQuery = (examples: Record<string, string>) =>
    queryParameters(prayerCalendarObject, examples).filter((parameter) => !['date', 'year', 'month'].includes(parameter.name));
  // No method example: AlAdhan's numeric ids (4: Umm al-Qura) are read by the layer, the schema names this API's.
  const atCoordinates = { lat: '21.4225', lng: '39.8262' };
  const atCity = { city: 'Makkah', country: 'SA' };
  const documented: Array<[string, string, string, z.ZodType, Record<string, string>]> = [
    [
      'timings/{date}',
      'Prayer times for a day at lat and lng (AlAdhan\u2019s timings)',
      'date',
      aladhanResponses.day,
      { date: '01-03-2026' },
    ],
    [
      'timingsByCity/{date}',
      'Prayer times for a day at a city (AlAdhan\u2019s timingsByCity)',
      'date',
      aladhanResponses.day,
      { date: '01-03-2026' },
    ],
    [
      'calendar/{year}/{month}',
      'A month of prayer times at lat and lng (AlAdhan\u2019s calendar)',
      'year,month',
      aladhanResponses.calendar,
      { year: '2026', month: '3' },
    ],
    [
      'calendarByCity/{year}/{month}',
      'A month of prayer times at a city (AlAdhan\u2019s calendarByCity)',
      'year,month',
      aladhanResponses.calendar,
      { year: '2026', month: '3' },
    ],
    [
      'gToH/{date}',
      'A Gregorian date (DD-MM-YYYY) in the Hijri calendar (Umm al-Qura)',
      'date',
      aladhanResponses.dates,
      { date: '01-03-2026' },
    ],
    ['hToG/{date}', 'A Hijri date (DD-MM-YYYY) in the Gregorian calendar', 'date', aladhanResponses.dates, { date: '01-09-1447' }],
    [
      'qibla/{latitude}/{longitude}',
      'The qibla bearing from a place (degrees from true north)',
      'latitude,longitude',
      aladhanResponses.qibla,
      { latitude: '51.5', longitude: '-0.12' },
    ],
  ];
  const quran: typeof documented = [
    [
      'surah/{surah}/{edition}',
      'A surah in an edition (alquran.cloud\u2019s surah; a name such as al-baqarah or البقرة too)',
      'surah,edition',
      alquranResponses.surah,
      { surah: 'al-fatihah', edition: 'en.sahih' },
    ],
    [
      'ayah/{reference}/{edition}',
      'An ayah in an edition (2:255, or its number through the mushaf)',
      'reference,edition',
      alquranResponses.ayah,
      { reference: '2:255', edition: 'quran-uthmani' },
    ],
    ['juz/{juz}/{edition}', 'A juz in an edition', 'juz,edition', alquranResponses.juz, { juz: '30', edition: 'quran-uthmani' }],
    [
      'search/{keyword}/{surah}/{edition}',
      'Every ayah of a translation matching a keyword (surah: all, a number or a name)',
      'keyword,surah,edition',
      alquranResponses.search,
      { keyword: 'patience', surah: 'all', edition: 'en' },
    ],
    ['edition', 'The editions served (quran-uthmani and the translations)', '', alquranResponses.editions, {}],
  ];
  for (const [path, summary, names, answer, examples] of [...documented, ...quran]) {
    const prefix = quran.some(([quranPath]) => quranPath === path) ? 'alquran' : 'aladhan';
    const pathParameters = names
      .split(',')
      .filter(Boolean)
      .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' }, example: examples[name] }));
    const query =
      path.startsWith('timings') || path.startsWith('calendar') ? prayerQuery(path.includes('ByCity') ? atCity : atCoordinates) : [];
    const operation = (method: 'get' | 'head') => ({
      operationId: `${method}${prefix === 'aladhan' ? 'AlAdhan' : 'AlQuran'}${path.split('/')[0].charAt(0).toUpperCase()}${path.split('/')[0].slice(1)}`,
      tags: [prefix],
      summary,
      description:
        prefix === 'alquran'
          ? [
              'A compatibility layer: alquran.cloud\u2019s path and field names, answered from this API\u2019s corpus in its',
              '{code, status, data} envelope. Replace https://api.alquran.cloud/v1 by <this API>/api/v1/alquran. Editions:',
              'quran-uthmani and the translations of GET /api/v1/quran?list=translations, under alquran.cloud\u2019s identifiers.',
              'Refusals keep this API\u2019s error body and add alquran.cloud\u2019s code and data. Rate-limited like every endpoint.',
            ].join(' ')
          : [
              'A compatibility layer: AlAdhan\u2019s path and parameter names (latitude, longitude, method, school,',
              'latitudeAdjustmentMethod, midnightMode, timezonestring, tune, methodSettings, adjustment, iso8601; city, country and',
              'state on the ByCity paths), answered by this API\u2019s own computations in AlAdhan\u2019s {code, status, data}',
              'envelope. Replace https://api.aladhan.com/v1 by <this API>/api/v1/aladhan. Refusals keep this API\u2019s error body',
              'and add AlAdhan\u2019s code and data. Rate-limited like every endpoint.',
            ].join(' '),
      parameters: [...pathParameters, ...(path.startsWith('qibla') || path.startsWith('gToH') || path.startsWith('hToG') ? [] : query)],
      responses: {
        200:
          method === 'head'
            ? {
                description: 'The headers of the GET answer, without its body',
                headers: headerRefs([...RATE_LIMIT_HEADERS, 'ETag', 'Cache-Control']),
              }
            : {
                description: 'The answer, in AlAdhan\u2019s envelope',
                headers: headerRefs([...RATE_LIMIT_HEADERS, 'ETag', 'Cache-Control']),
                content: { 'application/json': { schema: outputSchema(answer) } },
              },
        304: { description: 'Not modified: the If-None-Match tag is still current', headers: headerRefs([...RATE_LIMIT_HEADERS, 'ETag']) },
        ...Object.fromEntries([400, 401, 404, 429, 500, 503].map((status) => [status, errorResponse(status)])),
      },
    });
    compatibility[`${API_BASE_PATH}/${prefix}/${path}`] = { get: operation('get'), head: operation('head') };
  }
  return compatibility;
}

/** The document itself and the docs page: read in the documentation's own rate window (60 a minute per client). */
function documentationPaths() {
  const statuses = (codes: number[]) => Object.fromEntries(codes.map((status) => [status, errorResponse(status)]));
  return {
    [`${API_BASE_PATH}/openapi.json`]: {
      get: {
        operationId: 'getOpenApi',
        tags: ['docs'],
        summary: 'This OpenAPI document',
        description: 'Generated from the schemas the endpoints validate with; the same for every host (relative server URL).',
        responses: {
          200: {
            description: 'The OpenAPI 3.1 document',
            headers: headerRefs([...RATE_LIMIT_HEADERS, 'Cache-Control']),
            content: { 'application/json': { schema: { type: 'object' } } },
          },
          ...statuses([429, 500, 503]),
        },
      },
    },
    [`${API_BASE_PATH}/docs`]: {
      get: {
        operationId: 'getDocs',
        tags: ['docs'],
        summary: 'The API reference page (Swagger UI), or one of its files',
        description: 'Served from the npm package swagger-ui-dist, never from a CDN.',
        parameters: [
          {
            name: 'asset',
            in: 'query',
            required: false,
            description: "One of the page's files; omitted: the page",
            schema: { type: 'string', enum: [...SWAGGER_UI_ASSETS, 'docs.js'] },
          },
        ],
        responses: {
          200: {
            description: 'The page (HTML) or the file asked for',
            headers: headerRefs([...RATE_LIMIT_HEADERS, 'Cache-Control']),
            content: {
              'text/html': { schema: { type: 'string' } },
              'text/css': { schema: { type: 'string' } },
              'text/javascript': { schema: { type: 'string' } },
            },
          },
          ...statuses([400, 429, 500, 503]),
        },
      },
    },
  };
}

/** `^\d+$`, `^\d{1,5}$`, `^[+-]?\d+$`: a whole number written in digits (signed or not). */
const DIGITS_PATTERN = /^\^(\[\+-\]\?)?\\d(\+|\{1,\d+\})\$$/;

function integerIfDigits(schema: JsonSchema): JsonSchema {
  const pattern = typeof schema.pattern === 'string' ? DIGITS_PATTERN.exec(schema.pattern) : null;
  if (!pattern) return schema;
  const { pattern: _digits, ...rest } = schema;
  return { ...(pattern[1] ? {} : { minimum: 0 }), ...rest, type: 'integer' };
}

function commaSeparatedForm(name: string, schema: JsonSchema): JsonSchema {
  const fields = Object.keys((schema.properties as Record<string, unknown>) ?? {});
  return {
    type: 'string',
    pattern: `^\\s*-?\\d+(\\s*,\\s*-?\\d+){${fields.length - 1}}\\s*$`,
    description: `${fields.length} comma-separated whole numbers, in this order: ${fields.join(', ')} (the ${name} object as a query carries it)`,
  };
}

/** An example as the parameter's type has it: `2` for an integer, `21.4225` for a number (a query carries both as text). */
function exampleOf(text: string, schema: JsonSchema): unknown {
  // A number or a name (a surah): digits are the number a typed client sends.
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const numeric = types.includes('integer') || types.includes('number');
  return numeric && (types.length === 1 || /^\d+$/.test(text)) ? Number(text) : text;
}

function queryParameters(
  query: z.ZodObject | undefined,
  examples: Record<string, string> = {},
  queryAliases: (schema: JsonSchema) => JsonSchema = (schema) => schema,
) {
  const input = query ? inputSchema(query) : { properties: {} };
  const shape = (queryAliases(input).properties ?? {}) as Record<string, JsonSchema>;
  const parameters = Object.entries(shape).map(([name, parameterSchema]) => {
    // A query string carries text: an object (prayer `tune`) travels as AlAdhan's comma-separated form, and a
    // whole number written in digits is an integer to a typed client (`limit: 5`, not `limit: '5'`).
    const tune = parameterSchema.anyOf ? (parameterSchema.anyOf as JsonSchema[]).find((each) => each.type === 'object') : undefined;
    const schema =
      parameterSchema.type === 'object'
        ? commaSeparatedForm(name, parameterSchema)
        : tune
          ? { ...commaSeparatedForm(name, tune), ...(parameterSchema.description ? { description: parameterSchema.description } : {}) }
          : integerIfDigits(parameterSchema);
    const { description, ...rest } = schema;
    return {
      name,
      in: 'query',
      required: false,
      ...(description ? { description } : {}),
      schema: rest,
      ...(examples[name] ? { example: exampleOf(examples[name], rest) } : {}),
    };
  });
  parameters.push({
    name: CACHE_BUSTER,
    in: 'query',
    required: false,
    description: 'Accepted and ignored: the cache-buster some HTTP clients add',
    schema: { type: 'string' },
  });
  return parameters;
}

function operationOf(routeId: string, method: string) {
  const operation = OPERATIONS[routeId];
  const read = method === 'GET' || method === 'HEAD';
  const success = {
    description: method === 'HEAD' ? 'The headers of the GET answer, without its body' : 'The answer',
    headers: headerRefs(read ? [...RATE_LIMIT_HEADERS, 'ETag', 'Cache-Control'] : RATE_LIMIT_HEADERS),
    ...(method === 'HEAD'
      ? {}
      : {
          content: {
            'application/json': {
              schema: operation.answers.length === 1 ? outputSchema(operation.answers[0]) : { anyOf: operation.answers.map(outputSchema) },
            },
            ...(operation.streams
              ? { 'text/event-stream': { schema: { type: 'string', description: 'Server-sent events: data lines, then [DONE]' } } }
              : {}),
          },
        }),
  };
  const statuses = [400, 401, ...operation.errors, 429, 500, 503].sort((a, b) => a - b);
  return {
    operationId: `${method.toLowerCase()}${routeId.charAt(0).toUpperCase()}${routeId.slice(1)}`,
    tags: [routeId],
    summary: operation.summary,
    description: operation.description,
    ...(read
      ? { parameters: [...queryParameters(operation.query, operation.examples, operation.queryAliases), ifNoneMatchParameter] }
      : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: operation.body.schema, examples: operation.body.examples } },
          },
        }
      : {}),
    responses: {
      200: success,
      ...(read
        ? {
            304: {
              description: 'Not modified: the If-None-Match tag is still current',
              headers: headerRefs([...RATE_LIMIT_HEADERS, 'ETag']),
            },
          }
        : {}),
      ...Object.fromEntries(statuses.map((status) => [status, errorResponse(status, operation.errorSchema)])),
      // What any request may get from `npm start` before its function runs (the server's own answers, API shape).
      408: { $ref: '#/components/responses/RequestTimeout' },
      431: { $ref: '#/components/responses/HeadersTooLarge' },
      ...(operation.errors.includes(413) ? {} : { 413: { $ref: '#/components/responses/PayloadTooLarge' } }),
    },
  };
}

const ifNoneMatchParameter = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'An ETag from an earlier answer: 304 without a body when it is still current',
  schema: { type: 'string' },
};

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' } });

/**
 * zod writes every integer with JavaScript's safe-integer bounds as minimum and maximum; they bound nothing here and
 * Swagger UI's "Try it out" fills fields with them (-9007199254740991). They are left out of the document.
 */
function withoutSafeIntegerBounds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSafeIntegerBounds) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(
        ([key, bound]) =>
          !((key === 'minimum' && bound === Number.MIN_SAFE_INTEGER) || (key === 'maximum' && bound === Number.MAX_SAFE_INTEGER)),
      )
      .map(([key, nested]) => [key, withoutSafeIntegerBounds(nested)]),
  ) as T;
}

/** The whole document; `serverUrl` is where this deployment answers (the stage's base URL). */
export function openApiDocument(serverUrl = '/'): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!(route.id in OPERATIONS)) continue;
    paths[route.path] = {
      ...Object.fromEntries(methodsOf(route).map((method) => [method.toLowerCase(), operationOf(route.id, method)])),
      options: preflightOf(route.id),
    };
  }
  Object.assign(paths, compatibilityPaths(), documentationPaths());
  const { schemas } = z.toJSONSchema(z.globalRegistry, { ...jsonSchemaOptions, io: 'output' }) as { schemas: Record<string, JsonSchema> };
  const components = Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema, $id, id: _id, ...rest } = schema;
      return [id, rest];
    }),
  );
  return withoutSafeIntegerBounds({
    openapi: '3.1.0',
    info: {
      title: 'Islamic Knowledge and Utilities API',
      version: '1.0.0',
      // Whoever deploys the API answers for it: the project's maintainers through its issue tracker (README).
      contact: { name: 'Islamic Knowledge API maintainers: report wrong answers and security issues in the project issue tracker' },
      description: [
        'The Quran (Uthmani Arabic and Saheeh International), the six canonical hadith collections with the numbers',
        'sunnah.com cites and eleven further books (Riyad as-Salihin, the Forties, the Muwatta, Mishkat…),',
        "Hisn al-Muslim's duas, zakat, qibla and prayer times, and a chat answering under Islamic",
        'guardrails with verified citations. Keys are optional: without one, requests share the anonymous rate limit.',
        'Every answer carries X-RateLimit-* headers; GET answers carry a strong ETag and are compressed (br, gzip)',
        'when the client accepts it. Besides the answers each operation lists, any request may get, in the API error',
        'shape (`{error, message}`) with the same headers: 404 for a path no route serves, 405 (with an Allow header) for',
        'a method a path does not accept, 413 for a body over 64 KiB, and from `npm start` 408 for a request too slow and',
        '431 for headers over 16 KiB (components.responses).',
      ].join(' '),
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: serverUrl }],
    security: [{}, { ApiKeyHeader: [] }, { BearerKey: [] }],
    tags: [
      ...routes.filter((route) => route.id in OPERATIONS).map((route) => ({ name: route.id, description: route.description })),
      { name: 'docs', description: 'This document and the reference page' },
      { name: 'aladhan', description: "AlAdhan's most used paths, over this API's prayer times (compatibility layer)" },
      { name: 'alquran', description: "alquran.cloud's most used paths, over this API's Quran (compatibility layer)" },
    ],
    paths,
    components: {
      schemas: components,
      responses: {
        PayloadTooLarge: errorResponse(413),
        RequestTimeout: errorResponse(408),
        HeadersTooLarge: errorResponse(431),
      },
      securitySchemes: {
        ApiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'An API key issued with `npm run keys`' },
        BearerKey: { type: 'http', scheme: 'bearer', description: 'The same API key as a bearer token' },
      },
      headers: {
        'X-RateLimit-Limit': integerHeader("Requests per 60 s of the caller's plan"),
        'X-RateLimit-Remaining': integerHeader('Requests left in the current 60 s window'),
        'X-RateLimit-Reset': integerHeader('Seconds until the oldest counted request leaves the window'),
        'Retry-After': integerHeader('Seconds to wait before retrying'),
        'X-Request-Id': { description: 'Quote it when reporting a problem', schema: { type: 'string' } },
        ETag: { description: 'A strong validator of the answer (it changes with the corpus version)', schema: { type: 'string' } },
        'Cache-Control': { description: 'How long caches may keep the answer', schema: { type: 'string' } },
        'Access-Control-Allow-Origin': {
          description: "The origin allowed (the stack's corsOrigin; * by default)",
          schema: { type: 'string' },
        },
        'Access-Control-Allow-Methods': { description: 'Methods a cross-origin request may use', schema: { type: 'string' } },
        'Access-Control-Allow-Headers': { description: 'Headers a cross-origin request may send', schema: { type: 'string' } },
        'Access-Control-Max-Age': integerHeader('Seconds a browser may keep this preflight answer'),
      },
    },
  });
}
