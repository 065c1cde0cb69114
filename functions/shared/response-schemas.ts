import * as z from 'zod';

/**
 * Building blocks of the documented answers (functions/docs/openapi.ts). Each endpoint's answers are
 * described next to it; the contract test checks every answer the integration suites receive against them.
 */

/**
 * The one error body: `status` and `retry_after_seconds` only on a 429; on the compatibility paths `code`, `status`
 * and `data` as AlAdhan ("BAD_REQUEST") and alquran.cloud ("NOT FOUND") send them.
 */
export const errorResponseSchema = z
  .object({
    status: z
      .union([z.number().int(), z.string()])
      .optional()
      .meta({ description: 'On a 429, the status; on the compatibility paths, their status text ("BAD_REQUEST", "NOT FOUND"...)' }),
    error: z.string().meta({ description: 'The HTTP reason phrase, e.g. "Bad Request"' }),
    message: z.string().meta({ description: 'What was wrong and, where it helps, how to put it right' }),
    retry_after_seconds: z.number().int().optional(),
    suggestions: z
      .array(z.record(z.string(), z.unknown()))
      .optional()
      .meta({ description: 'On a 404 for a place named (city=): the close names found, each a PlaceSummary' }),
    code: z.number().int().optional().meta({ description: "The compatibility paths (/aladhan/...): AlAdhan's code, the HTTP status" }),
    data: z.string().optional().meta({ description: "The compatibility paths (/aladhan/...): AlAdhan's data, the message" }),
  })
  .meta({ id: 'Error' });

/** The envelope every paged list shares (functions/shared/paging.ts). */
export const pageOf = <T extends z.ZodType>(item: T) => ({
  total: z.number().int().meta({ description: 'How many results there are in all' }),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(item),
});

/** A whole catalogue (never paged): its size and its entries. */
export const catalogueOf = <T extends z.ZodType>(item: T) => ({
  total: z.number().int(),
  results: z.array(item),
});

/** How a search read its query (functions/search/match-mode.ts), in every search answer. */
export const searchReading = {
  match: z.enum(['all', 'any']).meta({
    description:
      "The matching used: 'all', every word (and quoted phrase) matched; 'any', read as a question, ranked by relevance with every word contributing",
  }),
  concepts: z.array(z.string()).optional().meta({
    description: "Under 'any': the concepts the query was read as, whose words in the texts were searched too (e.g. 'patience (sabr)')",
  }),
};

/** Where a search hit matched, by the name of the field it matched in (functions/search/highlights.ts). */
// Each pair as an array of two integers rather than a tuple: a tuple's `items: false` trips OpenAPI linters (Spectral).
export const highlightsSchema = z.record(z.string(), z.array(z.array(z.number().int()).length(2))).meta({
  id: 'Highlights',
  description:
    'For each field of the hit that matched (e.g. "translation", "arabic"), the [start, end) offsets of the matched words in that ' +
    'field as served, in UTF-16 code units (JavaScript string indices; the same as code points for these texts). Arabic offsets ' +
    'cover the vowelled word as served.',
});
