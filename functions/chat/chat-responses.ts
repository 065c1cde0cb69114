import { z } from 'zod';
import { gradeSchema, inBookReferenceSchema } from '../hadith/hadith-responses';

const verdict = z.enum(['exact', 'partial', 'paraphrase', 'contradicts']);

export const chatResponseSchema = z
  .object({
    id: z.string(),
    object: z.literal('chat.completion'),
    model: z.string().meta({ description: 'The public id of the model that answered, or offline_retrieval' }),
    reply: z.string(),
    quran_citations: z.array(
      z
        .object({
          arabic: z.string(),
          translation: z.string(),
          reference: z.string(),
          surah: z.number().int(),
          ayah: z.number().int(),
          audio_url: z.string(),
          surah_name: z.string(),
          in_sources: z.boolean().meta({ description: 'Whether the verse was among the sources given to the model' }),
          quote_verified: z.boolean().optional(),
          quote_check: z
            .object({
              verdict: z.enum([...verdict.options, 'other_verse']),
              detail: z.string().optional(),
              quoted_verse: z.string().optional(),
            })
            .optional(),
        })
        .meta({ id: 'QuranCitation' }),
    ),
    hadith_citations: z.array(
      z
        .object({
          collection: z.string(),
          number: z.string().optional(),
          reference: z.string(),
          url: z.string(),
          in_book_reference: inBookReferenceSchema,
          english: z.string(),
          arabic: z.string(),
          grades: z.array(gradeSchema),
          collection_status: z.string().optional(),
          in_sources: z.boolean(),
          quote_verified: z.boolean().optional(),
          quote_check: z.object({ verdict, detail: z.string().optional() }).optional(),
        })
        .meta({ id: 'HadithCitation' }),
    ),
    usage: z.object({ prompt_tokens: z.number().int(), completion_tokens: z.number().int(), total_tokens: z.number().int() }),
    provider: z.string(),
    warnings: z.array(z.string()).optional(),
  })
  .meta({ id: 'ChatCompletion' });
