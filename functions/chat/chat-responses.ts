import * as z from 'zod';
import { hadithCitationSchema, quranCitationSchema } from '../citations/citation-responses';

export const chatResponseSchema = z
  .object({
    id: z.string(),
    object: z.literal('chat.completion'),
    model: z.string().meta({ description: 'The public id of the model that answered, or offline_retrieval' }),
    reply: z.string(),
    quran_citations: z.array(quranCitationSchema),
    hadith_citations: z.array(hadithCitationSchema),
    sources: z
      .array(
        z
          .object({
            kind: z.enum(['quran', 'hadith', 'dua', 'tafsir']).meta({
              description: 'A Quran passage, a narration, a dua, or a commentary (tafsir) on the Quran passage it follows',
            }),
            reference: z.string().meta({ description: 'e.g. "Al-Isra 17:22-25", "Sahih al-Bukhari 5971", "Dua 115: ..."' }),
            text: z.string().meta({
              description:
                "English: the verses (each after its number in brackets), the narration, the dua; a commentary's excerpt in the question's language",
            }),
            arabic: z.string(),
            url: z.string().optional(),
            surah: z.number().int().optional(),
            ayah_from: z.number().int().optional(),
            ayah_to: z.number().int().optional(),
            matched_ayahs: z
              .array(z.number().int())
              .optional()
              .meta({ description: 'The verses that matched the question; the others of the range are context' }),
            collection: z.string().optional(),
            number: z.string().optional(),
            grades: z.array(z.object({ grader: z.string(), grade: z.string() })).optional(),
            dua_id: z.number().int().optional(),
            edition: z.string().optional().meta({ description: 'A commentary\u2019s edition (GET /api/v1/tafsir?list=editions)' }),
            author: z.string().optional(),
            score: z.number(),
            coverage: z.number().meta({ description: 'The share of the question the passage holds, 0 to 1' }),
            why: z
              .string()
              .meta({ description: 'Why it was chosen, in a line: the words of the question it holds, or the famous narration it is' }),
            famous_narration: z
              .string()
              .optional()
              .meta({ description: 'The famous narration it is, when the question names one by its title or wording' }),
            cited: z.boolean().meta({ description: 'Whether the reply cites it (a verse of the passage, or the narration)' }),
          })
          .meta({ id: 'ChatSource' }),
      )
      .meta({
        description:
          'The passages retrieved for the question, whether or not the reply uses them: kind by kind, each kind in the order search ranks it, the kind the question asks for first (the Prophet\u2019s words: narrations; the Quran: verses), a commentary after the passage it explains',
      }),
    usage: z.object({ prompt_tokens: z.number().int(), completion_tokens: z.number().int(), total_tokens: z.number().int() }),
    provider: z.string(),
    warnings: z.array(z.string()).optional(),
  })
  .meta({ id: 'ChatCompletion' });
