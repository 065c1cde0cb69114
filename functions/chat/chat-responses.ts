import * as z from 'zod';
import { hadithCitationSchema, quranCitationSchema } from '../citations/citation-responses';
import { inheritanceResponse } from '../inheritance/inheritance-responses';

export const chatResponseSchema = z
  .object({
    id: z.string(),
    object: z.literal('chat.completion'),
    model: z.string().meta({ description: 'The public id of the model that answered, or offline_retrieval' }),
    reply: z.string(),
    language: z.string().optional().meta({
      description:
        'The language the question was read in (en, ar, or one of bn, es, fr, id, ru, sv, tr, ur, zh: the Quran passages are then in its translation); absent when it is none the API serves',
    }),
    inheritance: inheritanceResponse.optional().meta({
      description:
        'When the question lists a deceased\u2019s heirs ("A man died leaving a wife and two sons"): their shares, computed exactly as POST /api/v1/inheritance answers them, also stated first in the reply',
    }),
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
                "The verses (each after its number in brackets) in English, or in the question's language when it is one of the nine others the Quran is served in; the narration and the dua in English; a commentary's excerpt in the question's language",
            }),
            english: z.string().optional().meta({
              description: 'For a question in another language: the verses in English (Saheeh International), as `text` numbers them',
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
