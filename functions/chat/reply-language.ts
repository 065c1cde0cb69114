import * as z from 'zod';
import { SERVED_LANGUAGES, type ServedLanguage } from '../search/question-language';
import replyLanguageTable from './reply-languages.json' with { type: 'json' };

const sentence = z.string().trim().min(1);
const stringsSchema = z.strictObject({
  name: sentence,
  intro: sentence.includes('{why}'),
  why_no_model: sentence,
  nothing: sentence,
  first_screen: sentence,
  more_quran: sentence,
  more_hadith: sentence,
  supplications: sentence,
  why: sentence,
  why_famous: sentence.includes('{name}'),
  why_words: sentence.includes('{words}'),
  why_commentary: sentence.includes('{author}').includes('{words}'),
  why_near: sentence,
  and: sentence,
  read_in_full: sentence,
  hadith_languages: sentence,
  language_read: sentence.includes('{language}'),
});
export type ReplyStrings = z.output<typeof stringsSchema>;

const tableSchema = z.strictObject({
  about: z.string(),
  languages: z.strictObject(
    Object.fromEntries(SERVED_LANGUAGES.map((language) => [language, stringsSchema])) as Record<ServedLanguage, typeof stringsSchema>,
  ),
});

/** The table (reply-languages.json), validated at load: a missing sentence or placeholder stops the function, naming where. */
export function replyLanguagesOf(table: unknown): Record<ServedLanguage, ReplyStrings> {
  const parsed = tableSchema.safeParse(table);
  if (!parsed.success) throw new Error(`reply-languages.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data.languages;
}

let table: Record<ServedLanguage, ReplyStrings> | undefined;
/** The retrieval-only reply's fixed sentences in a served language (English where the question's is none). */
export function replyStrings(language: ServedLanguage = 'en'): ReplyStrings {
  table ??= replyLanguagesOf(replyLanguageTable);
  return table[language];
}

/** A sentence with its {placeholders} filled. */
export const filled = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
