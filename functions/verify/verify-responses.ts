import * as z from 'zod';
import { hadithCitationSchema, quranCitationSchema } from '../citations/citation-responses';

export const verifyResponseSchema = z
  .object({
    quran_citations: z
      .array(quranCitationSchema)
      .meta({ description: 'In the order the text cites them; in_sources is always false here' }),
    hadith_citations: z.array(hadithCitationSchema),
    quran_not_found: z.array(z.string()).meta({ description: 'References to verses that do not exist ("2:300")' }),
    unreferenced_quotations: z
      .array(
        z.object({
          quote: z.string(),
          verse: z.string(),
          verdict: z.enum(['exact', 'partial']),
          found_by: z.enum(['quotation_marks', 'cue', 'bare']).meta({
            description:
              'Between quotation marks or ornate brackets ﴿﴾; in Arabic prose after a cue such as قال تعالى or يقول الله; or bare, ' +
              'four or more words in a row of one verse',
          }),
          translation: z.string().optional().meta({ description: 'An English quotation: the translation whose wording it is' }),
        }),
      )
      .meta({
        description: 'Quotations next to no reference that are, word for word, a verse (a translation or the Arabic, marked or not)',
      }),
    unreferenced_hadith_quotations: z.array(z.object({ quote: z.string(), narration: z.string(), references: z.array(z.string()) })).meta({
      description:
        'Quotations next to no reference that are a well-known wording of a narration ("actions are judged by intentions"), with where it is',
    }),
    summary: z.object({
      quran_citations: z.number().int(),
      hadith_citations: z.number().int(),
      quotations_checked: z.number().int(),
      quotations_verified: z.number().int(),
      not_found: z.number().int(),
      unreferenced_quotations: z.number().int(),
      unreferenced_hadith_quotations: z.number().int(),
    }),
    warnings: z.array(z.string()),
  })
  .meta({ id: 'VerifyResult' });
