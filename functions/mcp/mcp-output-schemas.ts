import * as z from 'zod';

/**
 * The output schemas the tools declare (MCP's `outputSchema`), so that a client can read `structuredContent` as typed
 * data and check it. They name the fields a client relies on and leave every object open to more (looseObject): the
 * answers are the REST endpoints' (contract-checked against the OpenAPI document there), and a closed schema here
 * would break a client's validation whenever an answer gains a field.
 */
const verse = z.looseObject({
  reference: z.string().describe('"2:255"'),
  ayah_number: z.number().int(),
  arabic: z.string(),
  translation: z.string().describe('Saheeh International'),
  translations: z.record(z.string(), z.string()).optional().describe('The editions asked for, by id'),
  link: z.string().describe('quran.com'),
});

const verseResult = z.looseObject({ surah_number: z.number().int(), name_english: z.string(), ayah: verse });

export const quranVersesOutput = z.looseObject({ total: z.number().int(), results: z.array(verseResult) });

export const quranSearchOutput = z.looseObject({
  query: z.string(),
  searched: z.array(z.string()),
  total: z.number().int(),
  results: z.array(verseResult.extend({ score: z.number() })),
});

const narration = z.looseObject({
  collection: z.string(),
  reference: z.string().describe('"Sahih al-Bukhari 6018"'),
  url: z.string().describe('sunnah.com'),
  english: z.string(),
  arabic: z.string(),
  grades: z.array(z.looseObject({ grader: z.string(), grade: z.string() })),
});

/** One narration, or (a number cited for several entries) the group of them in `results`. */
export const hadithLookupOutput = z.looseObject({
  collection: z.string(),
  reference: z.string().optional(),
  url: z.string().optional(),
  english: z.string().optional(),
  arabic: z.string().optional(),
  results: z.array(narration).optional().describe('When the reference names several entries'),
});

export const hadithSearchOutput = z.looseObject({ query: z.string(), total: z.number().int(), results: z.array(z.looseObject({})) });

export const duasOutput = z.looseObject({
  total: z.number().int(),
  results: z.array(z.looseObject({})).describe('Duas (with Arabic, transliteration, translation, references) or categories'),
});

export const utilityOutput = (action: 'prayer_times' | 'qibla' | 'zakat') =>
  z.looseObject({ action: z.literal(action) }).describe(`What POST /api/v1/utilities answers for ${action}`);

export const verifyOutput = z.looseObject({
  quran_citations: z.array(z.looseObject({ reference: z.string(), quote_verified: z.boolean().optional() })),
  hadith_citations: z.array(z.looseObject({ reference: z.string() })),
  quran_not_found: z.array(z.string()),
  unreferenced_quotations: z.array(z.looseObject({ quote: z.string(), verse: z.string() })),
  summary: z.looseObject({}),
  warnings: z.array(z.string()),
});

export const tafsirOutput = z.looseObject({
  edition: z.looseObject({ id: z.string(), name: z.string(), author: z.string(), language: z.string() }),
  surah: z.number().int(),
  total: z.number().int(),
  results: z
    .array(z.looseObject({ verse_key: z.string(), ayah_from: z.number().int(), ayah_to: z.number().int(), text: z.string() }))
    .describe('Each commentary once, with the ayahs it covers'),
});

export const inheritanceOutput = z.looseObject({
  madhab: z.string(),
  heirs: z
    .array(z.looseObject({ relation: z.string(), count: z.number().int(), share: z.string(), per_head: z.string(), basis: z.string() }))
    .describe('Each inheriting group: its share of the estate and per head, as reduced fractions "a/b"'),
  blocked: z.array(z.looseObject({ relation: z.string(), blocked_by: z.array(z.string()) })),
  adjustment: z.enum(['awl', 'radd']).nullable(),
  base: z.number().int(),
  total_shares: z.number().int(),
  steps: z
    .array(z.looseObject({ en: z.string(), ar: z.string(), evidence: z.array(z.looseObject({})) }))
    .describe('The working, with its evidence'),
});
