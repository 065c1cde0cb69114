import * as z from 'zod';
import { catalogueOf, pageOf, searchReading } from '../shared/response-schemas';

export const tafsirEditionSchema = z
  .object({
    id: z.string().meta({ description: 'The value of `edition` (and of the Quran endpoint\u2019s `tafsir`), e.g. en.ibnkathir' }),
    name: z.string(),
    author: z.string(),
    language: z.string().meta({ description: 'ISO 639-1 code (ku: Kurdish)' }),
    language_name: z.string(),
    direction: z.enum(['ltr', 'rtl']),
    source: z.string().meta({ description: 'Where the text was published' }),
    licence: z.string().meta({ description: 'What may be done with the text, and whose it is' }),
  })
  .meta({ id: 'TafsirEdition' });

export const commentarySchema = z
  .object({
    surah: z.number().int(),
    ayah_from: z.number().int().meta({ description: 'The first ayah this commentary covers' }),
    ayah_to: z.number().int().meta({ description: 'The last ayah it covers: a commentary on a group of ayahs is served once' }),
    verse_key: z.string().meta({ description: '"2:255", or "2:254-257" for a group' }),
    text: z.string(),
  })
  .meta({ id: 'Commentary' });

export const tafsirResponses = {
  editions: z.object(catalogueOf(tafsirEditionSchema)).meta({ id: 'TafsirEditionList' }),
  ayahs: z
    .object({
      edition: tafsirEditionSchema,
      surah: z.number().int(),
      ayah_from: z.number().int().meta({ description: 'The first ayah asked for' }),
      ayah_to: z.number().int().meta({ description: 'The last ayah asked for' }),
      total: z.number().int(),
      results: z.array(commentarySchema),
    })
    .meta({ id: 'TafsirOnAyahs' }),
  surah: z.object({ edition: tafsirEditionSchema, surah: z.number().int(), ...pageOf(commentarySchema) }).meta({ id: 'TafsirSurahPage' }),
  search: z
    .object({
      query: z.string(),
      edition: tafsirEditionSchema,
      match: searchReading.match,
      ignored_terms: z.array(z.string()),
      ...pageOf(
        commentarySchema
          .omit({ text: true })
          .extend({
            score: z.number(),
            excerpt: z.string().meta({ description: 'The commentary around its first match (read it whole by its verse_key)' }),
          })
          .meta({ id: 'TafsirHit' }),
      ),
    })
    .meta({ id: 'TafsirSearch' }),
};

/** The Quran endpoint's `tafsir=`: each edition's commentaries on the verses answered, each once. */
export const versesTafsirSchema = z
  .array(z.object({ edition: tafsirEditionSchema, commentaries: z.array(commentarySchema) }).meta({ id: 'VersesTafsir' }))
  .meta({ description: 'With `tafsir`: each edition named, with its commentaries on the verses of this answer, each once' });
