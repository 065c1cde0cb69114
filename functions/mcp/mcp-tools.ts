import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import * as z from 'zod';
import { PRAYER_METHOD_IDS } from '../astronomy/prayer-methods';
import { parseHadithReferences } from '../citations/hadith-references';
import type { DuaService } from '../duas/dua-service';
import { HADITH_COLLECTION_IDS } from '../hadith/hadith-collections';
import type { HadithService } from '../hadith/hadith-service';
import { inheritanceBodySchema } from '../inheritance/inheritance-request';
import { inheritanceAnswer } from '../inheritance/inheritance-service';
import { MADHABS } from '../inheritance/positions';
import type { QuranService } from '../quran/quran-service';
import { parseEditionList, QURAN_EDITIONS } from '../quran/translations';
import { parseVerseKeys } from '../quran/verse-keys';
import { asJsonString, type JsonText, jsonTextOf, MAX_ANSWER_BYTES } from '../shared/answer-size';
import { InvalidInputError } from '../shared/domain-errors';
import { HttpError } from '../shared/errors';
import { jsonInSlices, jsonStringInSlices } from '../shared/json-in-slices';
import { giveLoopBack } from '../shared/time-slices';
import { parseRequestPart } from '../shared/validation';
import { TAFSIR_EDITION_IDS } from '../tafsir/tafsir-editions';
import type { TafsirService } from '../tafsir/tafsir-service';
import { utilityAnswer } from '../utilities/utility-answer';
import { verifyText } from '../verify/verify-service';
import { toolErrorOf } from './mcp-errors';
import type { LargeAnswers } from './mcp-large-answers';
import {
  duasOutput,
  hadithLookupOutput,
  hadithSearchOutput,
  inheritanceOutput,
  quranSearchOutput,
  quranVersesOutput,
  tafsirOutput,
  utilityOutput,
  verifyOutput,
} from './mcp-output-schemas';

/** What the tools answer from: the same services the REST endpoints use. */
export interface McpToolDependencies {
  quran: QuranService;
  tafsir: TafsirService;
  hadith: HadithService;
  duas: DuaService;
  now: () => Date;
}

export const MCP_SERVER_INFO = { name: 'islamic-knowledge-api', version: '0.1.0' } as const;

const EDITION_IDS = QURAN_EDITIONS.map((edition) => edition.id).join(', ');
const MAX_RESULTS = 20;

/** Where a reader checks a verse: Quran.com, by surah and ayah. */
const verseLink = (reference: string) => `https://quran.com/${reference.replace(':', '/')}`;

/**
 * What one HTTP answer of the MCP endpoint may carry, all its tool answers together: Lambda's synchronous response
 * limit is 6 MB, of which this leaves room for the envelopes (JSON-RPC, the proxy result) around the answers.
 */
export const MAX_MCP_ANSWER_BYTES = MAX_ANSWER_BYTES;

/** Bytes from which a tool's answer is written in slices, beside the SDK's answer (mcp-large-answers.ts). */
export const LARGE_ANSWER_BYTES = 256 * 1024;

/**
 * Bytes a tool's answer takes in the HTTP answer, counted from its value before anything is written (answer-size.ts):
 * its text, a JSON string inside the JSON-RPC answer escaped once more in the proxy result, and the same value as
 * `structuredContent`, an object escaped once (about as much again).
 */
const answeredBytesOf = (text: JsonText) => asJsonString(asJsonString(text)).bytes + asJsonString(text).bytes;
const answeredBytes = (value: unknown) => answeredBytesOf(jsonTextOf(value));

/**
 * Runs a tool and shapes its answer: its JSON, which carries the references and links, as the text a model reads.
 * A client's mistake (400), a verse or narration that does not exist (404) or a corpus not imported (503) becomes a
 * tool error the model can read and act on (the message says what to change), as MCP asks. Every answer of one
 * request draws on one byte budget, so that a batch of calls cannot together pass what one HTTP answer may carry.
 */
export function toolRunner(budget: { bytesLeft: number }, large?: LargeAnswers) {
  const tooLarge = (bytes: number, atLeast: boolean) =>
    new HttpError(
      413,
      `This answer would take ${atLeast ? 'at least ' : ''}${(bytes / 1e6).toFixed(1)} MB, more than the ${(budget.bytesLeft / 1e6).toFixed(1)} MB left of the ` +
        `${MAX_MCP_ANSWER_BYTES / 1e6} MB one HTTP answer may carry: ask for fewer verses or editions per call (page through them), ` +
        'or send the calls of a batch in separate requests',
    );
  /**
   * `leastBytes`, where a tool can tell cheaply, is the least its answer will take in the HTTP answer: one that cannot
   * fit is refused before it is built (issue 48, finding 5: a batch of 20 built 4.6 s of answers, then refused them all).
   */
  /**
   * The answers of a batch are measured one after another, each on a turn of the event loop of its own: an answer of
   * megabytes takes a long synchronous stretch to measure, and the calls of a batch, their reads kept, would
   * otherwise run those stretches back to back while no other client's request could enter.
   */
  let measuring: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(step: () => T): Promise<T> => {
    const turn = measuring.then(giveLoopBack).then(step);
    measuring = turn.catch(() => undefined);
    return turn;
  };
  return async (work: () => Promise<unknown>, leastBytes?: () => Promise<number>): Promise<CallToolResult> => {
    // The calls of a batch run at once: a call's least is set aside as soon as it is known, so that the next call is
    // checked against what is left after it, not only after the answers measured so far (a call whose least fitted
    // beside answers still being built was built, then refused). Given back if the call fails before it is measured.
    let setAside = 0;
    try {
      const least = leastBytes ? await leastBytes() : 0;
      if (least > budget.bytesLeft) throw tooLarge(least, true);
      budget.bytesLeft -= least;
      setAside = least;
      const value = await work();
      // Measured before it is written.
      const bytes = await inTurn(() => {
        const bytes = answeredBytes(value);
        budget.bytesLeft += setAside;
        setAside = 0;
        if (bytes > budget.bytesLeft) throw tooLarge(bytes, false);
        budget.bytesLeft -= bytes;
        return bytes;
      });
      if (large && bytes >= LARGE_ANSWER_BYTES) {
        // Written in slices, and beside the SDK's answer (mcp-large-answers.ts): its JSON, and the same as a JSON
        // string, each in pieces on turns of their own. structuredContent is the value, checked against the tool's
        // outputSchema by the SDK; what a client reads of it is its JSON, the text.
        const text = await jsonInSlices(value);
        large.keep(text, await jsonStringInSlices(text));
        return { content: [{ type: 'text', text }], structuredContent: value as Record<string, unknown> };
      }
      const text = await inTurn(() => JSON.stringify(value));
      // The JSON as text (what a model reads) and as structuredContent (what a client reads, per the outputSchema),
      // parsed on a turn of its own.
      const structuredContent = await inTurn(() => JSON.parse(text) as Record<string, unknown>);
      return { content: [{ type: 'text', text }], structuredContent };
    } catch (error) {
      budget.bytesLeft += setAside;
      const refused = toolErrorOf(error);
      if (refused) return refused;
      throw error;
    }
  };
}

function editionsOf(translations: string | undefined) {
  if (translations === undefined) return undefined;
  const parsed = parseEditionList(translations);
  if (!Array.isArray(parsed)) throw new InvalidInputError(`Invalid argument 'translations': ${parsed.error}`);
  return parsed;
}

type Verse = { reference: string };
const withLinks = <T extends { ayah: Verse }>(results: T[]) =>
  results.map((result) => ({ ...result, ayah: { ...result.ayah, link: verseLink(result.ayah.reference) } }));

/** Where prayer_times and qibla are asked for: coordinates, or a place by name (resolved offline, functions/places/). */
const PLACE_ARGUMENTS = {
  lat: z.number().min(-90).max(90).optional().describe('Latitude, degrees (or give city)'),
  lng: z.number().min(-180).max(180).optional().describe('Longitude, degrees (or give city)'),
  city: z.string().optional().describe('A city or town by name instead of lat and lng: Makkah, London, Tromsø, القدس'),
  country: z.string().optional().describe('With city: ISO 3166 code or English name (SA, Saudi Arabia); default the most populous match'),
  state: z.string().optional().describe('With city: state, province or region (Texas, Ontario)'),
};

/*
 * What each tool is (its title, description and schemas), made once: building its zod schemas on every request was
 * about a fifth of an MCP call's CPU (issue 42). createMcpServer attaches each to the request's own server.
 */
const TOOL_QURAN_VERSES = {
  title: 'Quran verses by reference',
  description:
    'The Arabic (Uthmani) and English of Quran verses named by key: "2:255", a range "2:255-257", or several comma-separated ' +
    '("1:1-7,112:1-4"; at most 300 verses). Each verse comes with its reference, its place in the mushaf and a quran.com link. ' +
    `Optional translations add other editions (${EDITION_IDS}; or language codes such as "ur", "fr").`,
  inputSchema: z.strictObject({
    verse_key: z.string().describe('Verse keys, e.g. "2:255", "2:255-257" or "1:1,2:255"'),
    translations: z.string().optional().describe('Comma-separated editions to add, e.g. "ur,transliteration"'),
  }),
  outputSchema: quranVersesOutput,
  annotations: { readOnlyHint: true, openWorldHint: false },
};

const TOOL_QURAN_SEARCH = {
  title: 'Search the Quran',
  description:
    'Ranked search of the Quran: keywords ("patience prayer"), a quoted phrase, Arabic, or a question in plain words ' +
    '("What does the Quran say about honouring parents?"). English and Arabic by default; name a translation (e.g. "fr", ' +
    '"ur") to search that one in its own language. Results carry references and quran.com links.',
  inputSchema: z.strictObject({
    query: z.string().min(1).max(200).describe('Words, a "quoted phrase", Arabic text or a question'),
    translation: z.string().optional().describe('Search this edition instead of the English, e.g. "ru" or "id.indonesian"'),
    limit: z.number().int().min(1).max(MAX_RESULTS).optional().describe(`How many results (default 5, at most ${MAX_RESULTS})`),
  }),
  outputSchema: quranSearchOutput,
  annotations: { readOnlyHint: true, openWorldHint: false },
};

const TOOL_TAFSIR = {
  title: 'Commentary (tafsir) on verses',
  description:
    'What the classical and modern commentaries say on Quran verses: "2:255" or a range "2:255-260" (one surah). Each ' +
    'commentary comes once with the ayahs it covers (one may begin before the verse asked, when it explains a group). ' +
    `Editions: ${TAFSIR_EDITION_IDS.join(', ')}; or a language code for its default (en: Ibn Kathir abridged, ar: ` +
    'al-Muyassar, ur, bn, ru, ku). Name the commentary when you use it.',
  inputSchema: z.strictObject({
    verse_key: z.string().describe('A verse "2:255" or a range "2:255-260"'),
    edition: z.string().optional().describe('An edition id, e.g. en.ibnkathir or ar.muyassar, or a language code; default en'),
  }),
  outputSchema: tafsirOutput,
  annotations: { readOnlyHint: true, openWorldHint: false },
};

const TOOL_HADITH_BY_REFERENCE = {
  title: 'A hadith by its reference',
  description:
    'The narration(s) a hadith reference names, in Arabic and English with grade, sunnah.com reference and link. Takes the ' +
    'forms people cite: "Sahih al-Bukhari 6018", "bukhari:6018", "Muslim 2564a", in-book references ' +
    '("Bukhari, Book 78, Hadith 47") or USC-MSA ("Bukhari, Vol. 8, Book 73, Hadith 47"), also in Arabic, and the further ' +
    'books ("Riyad as-Salihin 1", "an-Nawawi\'s Forty, hadith 13", "Hadith Qudsi 1", "Muwatta Malik, Book 1, Hadith 1"). Collections: ' +
    `${HADITH_COLLECTION_IDS.join(', ')}.`,
  inputSchema: z.strictObject({
    reference: z.string().min(1).max(500).describe('A hadith reference as people write it'),
  }),
  outputSchema: hadithLookupOutput,
  annotations: { readOnlyHint: true, openWorldHint: false },
};

const TOOL_HADITH_SEARCH = {
  title: 'Search the hadith',
  description:
    'Ranked search of the six canonical collections and the further books (Riyad as-Salihin, the Forties, the Muwatta, ' +
    'Mishkat…) in English, Arabic and narrators, or a question in plain words; a well-known narration named by its famous ' +
    'wording ("actions are judged by intentions", "the hadith of Gabriel") comes first. Each result has its collection, ' +
    'sunnah.com number, grade and link.',
  inputSchema: z.strictObject({
    query: z.string().min(1).max(200).describe('Words, a "quoted phrase", Arabic text or a question'),
    collection: z.enum(HADITH_COLLECTION_IDS).optional().describe('Search only this collection'),
    limit: z.number().int().min(1).max(MAX_RESULTS).optional().describe(`How many results (default 5, at most ${MAX_RESULTS})`),
  }),
  outputSchema: hadithSearchOutput,
  annotations: { readOnlyHint: true, openWorldHint: false },
};

const TOOL_DUAS = {
  title: 'Supplications',
  description:
    'Duas (supplications) with Arabic, transliteration, translation and their hadith or Quran references: by keyword or ' +
    'question ("before sleeping", "dua for anxiety"), by category (e.g. "morning", "travel"), or the list of categories when ' +
    'neither is given.',
  inputSchema: z.strictObject({
    query: z.string().min(1).max(200).optional().describe('Words or a question'),
    category: z.string().min(1).max(80).optional().describe('A category name or slug'),
    limit: z.number().int().min(1).max(MAX_RESULTS).optional().describe(`How many results (default 5, at most ${MAX_RESULTS})`),
  }),
  outputSchema: duasOutput,
  annotations: { readOnlyHint: true, openWorldHint: false },
};

const TOOL_PRAYER_TIMES = {
  title: 'Prayer times',
  description:
    'The five prayer times (and sunrise, imsak, midnight) for a place (lat and lng, or a city by name, with its country) and ' +
    'date, in its local time zone, by a named method ' +
    `(${PRAYER_METHOD_IDS.join(', ')}; default: the usual method of the place\u2019s country) and madhab ("shafi" or ` +
    '"hanafi", for asr). Valid at every latitude: where the sun does not set or rise, the answer names the rule applied.',
  inputSchema: z.strictObject({
    ...PLACE_ARGUMENTS,
    date: z.string().optional().describe('YYYY-MM-DD; default today at that place'),
    method: z.string().optional().describe('Calculation method, e.g. muslim_world_league, isna, umm_al_qura'),
    madhab: z.enum(['shafi', 'hanafi']).optional().describe('For asr; default shafi'),
    timezone: z.string().optional().describe('IANA time zone; default the one at that place'),
  }),
  outputSchema: utilityOutput('prayer_times'),
  annotations: { readOnlyHint: true, openWorldHint: false },
};

const TOOL_QIBLA = {
  title: 'Qibla direction',
  description:
    'The direction of the Kaaba from a place (lat and lng, or a city by name): true and magnetic bearing, compass point and distance.',
  inputSchema: z.strictObject(PLACE_ARGUMENTS),
  outputSchema: utilityOutput('qibla'),
  annotations: { readOnlyHint: true, openWorldHint: false },
};

const TOOL_ZAKAT = {
  title: 'Zakat',
  description:
    'Zakat due on savings: cash, gold and silver (grams, with their price per gram), investments and trade goods, less debts ' +
    'due now, against the nisab of gold (85 g, the default) or silver (595 g). Give the gold price for the gold nisab.',
  inputSchema: z.strictObject({
    cash: z.number().min(0).optional(),
    gold: z.number().min(0).optional().describe('Grams of gold'),
    silver: z.number().min(0).optional().describe('Grams of silver'),
    investments: z.number().min(0).optional(),
    inventory: z.number().min(0).optional().describe('Trade goods at market value'),
    debt: z.number().min(0).optional().describe('Debts due now'),
    gold_price_per_gram: z.number().positive().optional(),
    silver_price_per_gram: z.number().positive().optional(),
    nisab_basis: z.enum(['gold', 'silver']).optional(),
    currency: z.string().optional().describe('ISO 4217 code, e.g. USD'),
  }),
  outputSchema: utilityOutput('zakat'),
  annotations: { readOnlyHint: true, openWorldHint: false },
};

const TOOL_VERIFY = {
  title: 'Verify citations',
  description:
    'Checks every Quran and hadith citation in a text (a draft answer, an article, a sermon) against the canonical texts: ' +
    'for each, the verdict on the quoted words (exact, partial, paraphrase, contradicts, another verse or narration, not ' +
    'found), the canonical text and reference; and quotations without a reference that are a verse, named. Run it before ' +
    'giving an answer that cites scripture, and correct what it flags.',
  inputSchema: z.strictObject({
    text: z.string().min(1).max(32_000).describe('The text whose citations to check'),
  }),
  outputSchema: verifyOutput,
  annotations: { readOnlyHint: true, openWorldHint: false },
};

const amount = z.union([z.number().min(0), z.string()]);
const TOOL_INHERITANCE = {
  title: 'Inheritance shares',
  description:
    'Every heir’s exact share of an estate under the Islamic law of inheritance (fara’id), computed, not guessed: give the ' +
    'heirs as a list ({ relation, count }: ids such as full_brother, sons_daughter, fathers_father, or names in English or ' +
    'Arabic) or as one sentence ("A woman died leaving her husband, two full sisters and her mother"; «مات وترك أبا وأما ' +
    'وثلاث بنات»). Answers each heir’s share and per-head fraction, who is excluded and by whom, ’awl or radd, the base and ' +
    'total shares, and the working in English and Arabic citing Quran 4:11, 4:12, 4:176 and the hadith. Optional madhab ' +
    `(${MADHABS.join(', ')}) for the disputed points, and an estate (amount, funeral_costs, debts, bequest) to divide to the cent.`,
  inputSchema: z.strictObject({
    heirs: z
      .array(z.strictObject({ relation: z.string().describe('An id or a name'), count: z.number().int().min(1).max(100).optional() }))
      .optional()
      .describe('The heirs, each relation once with how many (default 1)'),
    question: z.string().max(1000).optional().describe('Instead of heirs: one sentence naming the deceased’s heirs'),
    madhab: z.enum(MADHABS).optional().describe('Whose positions to follow on the disputed points; default the majority positions'),
    deceased: z.enum(['male', 'female']).optional(),
    estate: z
      .strictObject({
        amount,
        funeral_costs: amount.optional(),
        debts: amount.optional(),
        bequest: amount.optional(),
        bequest_to_heir: z.boolean().optional(),
        heirs_consent_to_bequest: z.boolean().optional(),
      })
      .optional()
      .describe('An amount to divide; amounts with at most two decimals'),
  }),
  outputSchema: inheritanceOutput,
  annotations: { readOnlyHint: true, openWorldHint: false },
};

/**
 * The validator of what a client answers to this server's own requests (elicitation, which these stateless servers
 * never send). Each server would otherwise build an Ajv instance of its own: a seventh of an MCP call's CPU.
 */
let sharedValidator: AjvJsonSchemaValidator | undefined;

/** The MCP server of one request with its tools; functions/mcp/mcp-server.ts adds the resources and prompts. */
export function serverWithTools(deps: McpToolDependencies, large?: LargeAnswers): McpServer {
  const tool = toolRunner({ bytesLeft: MAX_MCP_ANSWER_BYTES }, large);
  sharedValidator ??= new AjvJsonSchemaValidator();
  const server = new McpServer(MCP_SERVER_INFO, {
    jsonSchemaValidator: sharedValidator,
    instructions:
      'Quran, hadith and duas from canonical sources, with prayer times, qibla, zakat and inheritance shares. Cite what these tools return ' +
      '(reference and link) rather than quoting from memory, and run verify on a draft answer before giving it: it checks ' +
      'every Quran and hadith citation against the texts.',
  });

  server.registerTool('quran_verses', TOOL_QURAN_VERSES, ({ verse_key, translations }) => {
    const asked = () => {
      const ranges = parseVerseKeys(verse_key);
      if (!Array.isArray(ranges)) throw new InvalidInputError(`Invalid argument 'verse_key': ${ranges.error}`);
      const editions = editionsOf(translations);
      return { ranges, service: editions ? deps.quran.withEditions(editions) : deps.quran };
    };
    return tool(
      async () => {
        const { ranges, service } = asked();
        const found = await service.versesByKey(ranges);
        return { total: found.total, results: withLinks(found.results) };
      },
      async () => {
        // The verses' texts in every edition asked, and their places around them: read, not built.
        const { ranges, service } = asked();
        return answeredBytesOf(await service.leastVersesJson(ranges));
      },
    );
  });

  server.registerTool('quran_search', TOOL_QURAN_SEARCH, ({ query, translation, limit }) =>
    tool(async () => {
      const editions = editionsOf(translation);
      const service = editions ? deps.quran.withEditions(editions) : deps.quran;
      const found = await service.search(query, limit ?? 5, 0);
      return { ...found, results: withLinks(found.results) };
    }),
  );

  server.registerTool('tafsir', TOOL_TAFSIR, ({ verse_key, edition }) =>
    tool(
      async () => {
        const ranges = parseVerseKeys(verse_key);
        if (!Array.isArray(ranges) || ranges.length !== 1) {
          throw new InvalidInputError(`Invalid argument 'verse_key': must be one verse or range of one surah, such as 2:255 or 2:255-260`);
        }
        const [{ surah, from, to }] = ranges;
        return deps.tafsir.onAyahs(deps.tafsir.editionNamed(edition), surah, from, to);
      },
      async () => {
        // Its commentaries' texts, in the answer twice (the text a model reads and structuredContent): read, not built.
        const ranges = parseVerseKeys(verse_key);
        if (!Array.isArray(ranges) || ranges.length !== 1) return 0;
        const [{ surah, from, to }] = ranges;
        return 2 * (await deps.tafsir.textBytes(deps.tafsir.editionNamed(edition), surah, from, to));
      },
    ),
  );

  server.registerTool('hadith_by_reference', TOOL_HADITH_BY_REFERENCE, ({ reference }) =>
    tool(async () => {
      const found = parseHadithReferences(reference);
      if (found.length === 0) {
        throw new InvalidInputError(
          `No hadith reference recognised in '${reference.slice(0, 80)}'; write a collection and a number, e.g. "Sahih al-Bukhari 6018"`,
        );
      }
      const first = found[0];
      if (first.kind === 'number') return deps.hadith.byNumber(first.collection, first.number);
      if (first.kind === 'in-book') return deps.hadith.byInBookReference(first.collection, first.book, first.hadith);
      return deps.hadith.byEnglishReference(first.collection, first.reference);
    }),
  );

  server.registerTool('hadith_search', TOOL_HADITH_SEARCH, ({ query, collection, limit }) =>
    tool(() => deps.hadith.search(query, collection, limit ?? 5, 0)),
  );

  server.registerTool('duas', TOOL_DUAS, ({ query, category, limit }) =>
    tool(async () => {
      const page = { limit: limit ?? 5, offset: 0 };
      if (query !== undefined) return deps.duas.search(query, category, page);
      if (category !== undefined) return deps.duas.inCategory(category, page);
      return deps.duas.categories();
    }),
  );

  server.registerTool('prayer_times', TOOL_PRAYER_TIMES, (args) =>
    tool(async () => utilityAnswer({ action: 'prayer_times', ...definedOnly(args) }, deps.now())),
  );

  server.registerTool('qibla', TOOL_QIBLA, (args) =>
    tool(async () => utilityAnswer({ action: 'qibla', ...definedOnly(args) }, deps.now())),
  );

  server.registerTool('zakat', TOOL_ZAKAT, (args) =>
    tool(async () => utilityAnswer({ action: 'zakat', ...definedOnly(args) }, deps.now())),
  );

  server.registerTool('verify', TOOL_VERIFY, ({ text }) => tool(() => verifyText(text, deps)));

  // The REST body's own schema, so that the tool refuses exactly what POST /api/v1/inheritance refuses.
  server.registerTool('inheritance', TOOL_INHERITANCE, (args) =>
    tool(async () => inheritanceAnswer(parseRequestPart(inheritanceBodySchema, definedOnly(args), 'body field'))),
  );
  return server;
}

/** Leaves out the arguments a client sent as undefined, so that the utility's own defaults apply. */
const definedOnly = (args: Record<string, unknown>) => Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));
