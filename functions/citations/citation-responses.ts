import * as z from 'zod';
import { gradeSchema, inBookReferenceSchema } from '../hadith/hadith-responses';

/** How a quotation compares with the text it cites (quote-verification.ts decides it). */
export const quoteVerdictSchema = z.enum(['exact', 'partial', 'paraphrase', 'contradicts']);
export type QuoteVerdict = z.output<typeof quoteVerdictSchema>;

export const quranCitationSchema = z
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
        verdict: z.enum([...quoteVerdictSchema.options, 'other_verse']),
        detail: z.string().optional(),
        quoted_verse: z.string().optional(),
        translation: z
          .string()
          .optional()
          .meta({ description: 'The English translation whose wording the quotation follows: en.sahih, en.pickthall or en.yusufali' }),
      })
      .optional(),
  })
  .meta({ id: 'QuranCitation' });

export const hadithCitationSchema = z
  .object({
    collection: z.string(),
    number: z.string().optional(),
    reference: z.string(),
    url: z.string(),
    in_book_reference: inBookReferenceSchema,
    english: z.string().optional().meta({ description: 'Absent when the source has no English (Sunan ad-Darimi is Arabic only)' }),
    arabic: z.string().optional().meta({ description: 'Absent when the source has no Arabic' }),
    grades: z.array(gradeSchema),
    collection_status: z.string().optional(),
    in_sources: z.boolean(),
    quote_verified: z.boolean().optional(),
    quote_check: z
      .object({
        verdict: quoteVerdictSchema,
        detail: z.string().optional(),
        known_wording_of: z
          .string()
          .optional()
          .meta({ description: "The quotation is a well-known wording of this narration, not its translation's words" }),
      })
      .optional(),
  })
  .meta({ id: 'HadithCitation' });
