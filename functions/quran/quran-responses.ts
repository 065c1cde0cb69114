import * as z from 'zod';
import { catalogueOf, highlightsSchema, pageOf, searchReading } from '../shared/response-schemas';
import { versesTafsirSchema } from '../tafsir/tafsir-responses';

const surahHeader = {
  surah_number: z.number().int().min(1).max(114),
  name_arabic: z.string(),
  name_english: z.string().meta({ description: 'Transliterated name, e.g. Al-Baqarah' }),
  name_translation: z.string().meta({ description: 'The name in English, e.g. The Cow' }),
  revelation_type: z.enum(['meccan', 'medinan']),
  total_ayahs: z.number().int(),
  reciter: z.string(),
  audio_url: z.string(),
  revelation_order: z.number().int().meta({ description: 'Its place in the order of revelation (1-114)' }),
  rukus: z.number().int(),
  juz_from: z.number().int(),
  juz_to: z.number().int(),
  page_from: z.number().int().meta({ description: 'Pages of the 604-page Madani mushaf' }),
  page_to: z.number().int(),
  sajda_ayahs: z.array(z.number().int()).meta({ description: 'Its verses of prostration, if any' }),
};

export const surahHeaderSchema = z.object(surahHeader).meta({ id: 'SurahHeader' });

export const verseSchema = z
  .object({
    ayah_number: z.number().int(),
    reference: z.string().meta({ description: '"surah:ayah", e.g. 2:255' }),
    arabic: z.string().meta({ description: 'Uthmani script' }),
    translation: z.string().meta({ description: 'Saheeh International (English), whatever `translations` names' }),
    translations: z.record(z.string(), z.string()).optional().meta({
      description: 'With `translations`: each edition named, by edition id in the order named, e.g. {"ur.maududi": "..."}',
    }),
    audio_url: z.string(),
    position: z
      .object({
        juz: z.number().int(),
        hizb: z.number().int(),
        rub_el_hizb: z.number().int().meta({ description: 'The quarter of a hizb, 1-240 through the mushaf' }),
        manzil: z.number().int(),
        ruku: z.number().int(),
        page: z.number().int().meta({ description: 'Page of the 604-page Madani mushaf' }),
        sajda: z.enum(['obligatory', 'recommended']).optional().meta({ description: 'On the 15 verses of prostration' }),
      })
      .meta({ id: 'VersePosition' }),
  })
  .meta({ id: 'Verse' });

export const quranResponses = {
  list: z.object({ ...catalogueOf(surahHeaderSchema), reciter: z.string() }).meta({ id: 'SurahList' }),
  surah: z.object({ ...surahHeader, ayahs: z.array(verseSchema), tafsir: versesTafsirSchema.optional() }).meta({ id: 'Surah' }),
  ayah: z.object({ ...surahHeader, ayah: verseSchema, tafsir: versesTafsirSchema.optional() }).meta({ id: 'Ayah' }),
  slice: z
    .object({
      ...surahHeader,
      ayah_from: z.number().int(),
      ayah_to: z.number().int(),
      ayahs: z.array(verseSchema),
      tafsir: versesTafsirSchema.optional(),
    })
    .meta({ id: 'SurahSlice' }),
  division: z
    .object({
      division: z.enum(['juz', 'hizb', 'rub_el_hizb', 'manzil', 'ruku', 'page']),
      number: z.number().int(),
      first: z.string(),
      last: z.string(),
      ...pageOf(z.object({ ...surahHeader, ayah: verseSchema })),
      tafsir: versesTafsirSchema.optional(),
    })
    .meta({ id: 'Division' }),
  reciters: z
    .object({
      total: z.number().int(),
      default_reciter: z.string().meta({ description: 'Whose audio answers carry when no reciter is named' }),
      results: z.array(
        z.object({
          id: z.string().meta({ description: "alquran.cloud's edition identifier, the value of `reciter`" }),
          name: z.string(),
          name_arabic: z.string(),
          style: z.enum(['murattal', 'mujawwad']),
          bitrate: z.number().int().meta({ description: 'kbit/s' }),
          ayah_audio_url_pattern: z.string().meta({ description: '{global}: the verse 1-6236 through the mushaf' }),
          surah_audio_url_pattern: z.string(),
        }),
      ),
    })
    .meta({ id: 'Reciters' }),
  translations: z
    .object({
      total: z.number().int(),
      default_translation: z.string().meta({ description: 'The edition of every verse\u2019s `translation` field' }),
      results: z.array(
        z.object({
          id: z.string().meta({ description: 'The value of `translations` (tanzil.net\u2019s edition id); the language code works too' }),
          language: z.string().meta({ description: 'ISO 639-1' }),
          language_name: z.string(),
          kind: z.enum(['translation', 'transliteration']),
          name: z.string(),
          translator: z.string(),
          source: z.string().meta({ description: 'Where the quran-json package took it from' }),
          direction: z.enum(['ltr', 'rtl']),
          licence: z.string().meta({ description: 'The quran-json package\u2019s licence (SPDX)' }),
          package: z.string(),
          search: z.enum(['stemmed', 'folded', 'characters']).meta({
            description: 'How search reads its words: Snowball stems, folding only (case, accents), or each Chinese character',
          }),
        }),
      ),
    })
    .meta({ id: 'Translations' }),
  verses: z
    .object({ ...catalogueOf(z.object({ ...surahHeader, ayah: verseSchema })), tafsir: versesTafsirSchema.optional() })
    .meta({ id: 'Verses', description: 'The verses named by verse_key, in the order named' }),
  search: z
    .object({
      query: z.string(),
      searched: z.array(z.string()).meta({
        description:
          'The texts searched: ["en.sahih", "arabic"], or the edition `translations` names first (an Arabic-script query searches the Arabic unless that edition is Urdu)',
      }),
      language: z.string().optional().meta({
        description:
          "The language the query was read in: `language` as given, else detected (absent when it is none the API serves, e.g. Persian). A question in one of the nine languages besides English and Arabic searches that language's translation (`searched`), and its verses carry it",
      }),
      ...searchReading,
      ignored_terms: z.array(z.string()).meta({ description: 'Words too common to take part in this search' }),
      ...pageOf(z.object({ ...surahHeader, ayah: verseSchema, score: z.number(), highlights: highlightsSchema }).meta({ id: 'AyahHit' })),
    })
    .meta({ id: 'QuranSearch' }),
};
