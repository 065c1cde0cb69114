import * as z from 'zod';
import { catalogueOf, errorResponseSchema, highlightsSchema, pageOf, searchReading } from '../shared/response-schemas';
import { HADITH_COLLECTION_IDS } from './hadith-collections';

const counts = z.record(z.string(), z.number().int());

export const gradeSchema = z
  .object({
    grader: z.string(),
    grade: z.string().meta({ description: 'As the grader wrote it' }),
    class: z.enum(['sahih', 'hasan', 'daif', 'mawdu', 'unknown']),
  })
  .meta({ id: 'Grade' });

export const inBookReferenceSchema = z.object({ book: z.string(), hadith: z.number().int(), text: z.string() });

export const narrationSchema = z
  .object({
    collection: z.string(),
    collection_name: z.string(),
    number: z.string().optional().meta({ description: 'As sunnah.com writes it: "6018", "2564a"' }),
    numbers: z.array(z.string()).meta({ description: 'Every number it is cited under' }),
    reference: z.string().meta({ description: 'e.g. "Sahih al-Bukhari 6018"' }),
    url: z.string().meta({ description: 'Its sunnah.com page' }),
    in_book_reference: inBookReferenceSchema,
    english_reference: z
      .object({
        scheme: z.enum(['usc_msa', 'english_translation']),
        text: z.string(),
        volume: z.number().int().optional(),
        book: z.number().int(),
        hadith: z.number().int(),
      })
      .optional(),
    book: z.object({ number: z.string(), name_english: z.string(), name_arabic: z.string() }),
    narrator: z.string().optional(),
    english: z.string().optional().meta({ description: 'Absent when the source has no English (Sunan ad-Darimi is Arabic only)' }),
    arabic: z.string().optional().meta({ description: 'Absent when the source has no Arabic (some narrations of the Muwatta)' }),
    grades: z.array(gradeSchema),
    grades_note: z.string().optional().meta({ description: 'Why no per-narration grade is given (the further collections)' }),
    collection_status: z.string().optional(),
    number_source: z.enum(['sunnah_com_reference', 'book_range', 'checked_point', 'between_checked_points']).optional().meta({
      description:
        "sunnah_com_reference: sunnah.com's reference pages (the six); book_range: a book's one-to-one range; checked_point, between_checked_points: a further collection's number at, or derived between, two checked points",
    }),
    number_notes: z.array(z.string()).optional(),
    text_source: z.enum(['hadith_json', 'hadith_json_restored_from_graded_edition']),
    text_notes: z.array(z.string()).optional(),
  })
  .meta({ id: 'Narration' });

export const narrationGroupSchema = z
  .object({
    collection: z.string(),
    collection_name: z.string(),
    lookup: z.record(z.string(), z.string()),
    total: z.number().int(),
    note: z.string(),
    results: z.array(narrationSchema),
  })
  .meta({ id: 'NarrationGroup', description: 'A number or reference that names several entries, all returned in order' });

const collectionSummarySchema = z
  .object({
    id: z.enum(HADITH_COLLECTION_IDS),
    name_english: z.string(),
    name_arabic: z.string(),
    total_hadith: z.number().int(),
    total_books: z.number().int(),
    coverage: z.object({
      numbered: z.number().int(),
      unnumbered: z.number().int(),
      numbers_served: z.number().int(),
      aliases: z.number().int(),
      numbers_answering_several_entries: z.number().int(),
      numbered_by_book_range: z.number().int(),
      numbers_not_served: counts,
      unnumbered_by_reason: counts,
      graded: z.number().int(),
      texts_restored: z.number().int(),
      texts_flagged: z.number().int(),
    }),
    collection_status: z.string().optional(),
    languages: z.array(z.enum(['ar', 'en'])).meta({ description: 'The languages the source gives the narrations in' }),
    cited_by: z
      .enum(['number', 'book_and_hadith'])
      .meta({ description: 'How people cite it: by a number across the work, or by book and hadith (the Muwatta)' }),
    numbering_note: z.string().optional().meta({ description: 'Why some (or all) narrations have no number served' }),
    grades_note: z.string().optional().meta({ description: 'Why no per-narration grades are given' }),
  })
  .meta({ id: 'CollectionSummary' });

const bookSummarySchema = z
  .object({
    book: z.string(),
    name_english: z.string(),
    name_arabic: z.string(),
    hadith_count: z.number().int(),
    number_range: z.object({ first: z.string(), last: z.string() }).optional(),
  })
  .meta({ id: 'BookSummary' });

export const hadithResponses = {
  collections: z.object({ ...catalogueOf(collectionSummarySchema), total_hadith: z.number().int() }).meta({ id: 'CollectionList' }),
  collection: z.object({ collection: collectionSummarySchema, ...pageOf(bookSummarySchema) }).meta({ id: 'CollectionBooks' }),
  book: z
    .object({ collection: z.string(), collection_name: z.string(), book: bookSummarySchema, ...pageOf(narrationSchema) })
    .meta({ id: 'BookPage' }),
  lookup: z.union([narrationSchema, narrationGroupSchema]).meta({ id: 'NarrationLookup' }),
  batch: z
    .object({
      total: z.number().int(),
      found: z.number().int(),
      results: z.array(
        z.union([
          z.object({ ref: z.string(), status: z.literal(200), results: z.array(narrationSchema) }),
          z.object({ ref: z.string(), status: z.number().int(), error: errorResponseSchema.shape.error, message: z.string() }),
        ]),
      ),
    })
    .meta({ id: 'HadithBatch' }),
  search: z
    .object({
      query: z.string(),
      collection: z.string().optional(),
      ...searchReading,
      famous_narrations: z
        .array(
          z.object({ id: z.string(), name: z.string(), matched: z.string().meta({ description: 'The title or wording that matched' }) }),
        )
        .optional()
        .meta({
          description:
            'The well-known narrations the query names by title or famous wording ("the hadith of Gabriel", "actions are judged by intentions"); the narrations they cite come first',
        }),
      ignored_terms: z.array(z.string()),
      ...pageOf(
        narrationSchema
          .extend({
            score: z.number().meta({ description: 'BM25; 0 for a narration put first only because a famous title or wording names it' }),
            famous_narration: z.string().optional().meta({ description: 'The well-known narration it is, when the query names it' }),
            highlights: highlightsSchema,
          })
          .meta({ id: 'NarrationHit' }),
      ),
    })
    .meta({ id: 'HadithSearch' }),
};
