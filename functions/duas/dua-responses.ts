import * as z from 'zod';
import { gradeSchema } from '../hadith/hadith-responses';
import { catalogueOf, highlightsSchema, pageOf, searchReading } from '../shared/response-schemas';

const categorySchema = z.object({ name_english: z.string(), slug: z.string() }).meta({ id: 'DuaCategory' });

export const duaSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    category: z.string(),
    category_slug: z.string(),
    chapter: z.string(),
    arabic: z.string().meta({ description: "The supplication's words, without the source's quotation marks ((…))" }),
    arabic_notes: z.array(z.string()).optional().meta({
      description:
        'What the source writes around the words, in Arabic: how often ("ثلاث مرات"), when ("إذا أصبح"), the evening\'s variant ("وإذا أمسى قال: …"), who says it',
    }),
    transliteration: z.string().optional(),
    translation: z.string(),
    repeat: z.number().int(),
    repeat_note: z.string().optional(),
    virtue: z.string().optional(),
    source: z.string().optional(),
    references: z.array(
      z
        .object({
          collection: z.string(),
          number: z.string().optional(),
          reference: z.string(),
          url: z.string().optional(),
          verified: z.boolean().meta({ description: 'Whether the cited narration actually contains the dua' }),
          note: z.string().optional(),
          grades: z.array(gradeSchema).optional(),
          collection_status: z.string().optional(),
        })
        .meta({ id: 'DuaReference' }),
    ),
    audio_url: z.string().optional(),
  })
  .meta({ id: 'Dua' });

export const duaResponses = {
  all: z.object(pageOf(duaSchema)).meta({ id: 'DuaPage' }),
  dua: duaSchema,
  categories: z.object(catalogueOf(categorySchema.extend({ count: z.number().int() }))).meta({ id: 'DuaCategoryList' }),
  category: z.object({ category: categorySchema, ...pageOf(duaSchema) }).meta({ id: 'DuaCategoryPage' }),
  search: z
    .object({
      query: z.string(),
      category: categorySchema.optional(),
      ...searchReading,
      ignored_terms: z.array(z.string()),
      ...pageOf(duaSchema.extend({ score: z.number(), highlights: highlightsSchema }).meta({ id: 'DuaHit' })),
    })
    .meta({ id: 'DuaSearch' }),
};
