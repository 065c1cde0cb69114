import { CONCEPTS, QUESTION_LANGUAGES, type QuestionLanguage } from '../../../../functions/search/concepts';
import { readForeignQuestion } from '../../../../functions/search/foreign-question';

/**
 * Each phrase a concept lists for a language (concepts.json, `asked_in`), asked alone as a question in that language,
 * names that concept first: a phrase whose words stem or fold onto another concept's («imam» onto «iman», «luto» onto
 * «Lut») would send every question that uses it to the wrong verses, and one another concept also lists is never read
 * as its own.
 */

/**
 * Phrases two concepts truly share, by language: phrase → the concept it names first, with a comment saying why. None
 * at present: where two concepts listed one word («tabuk», «hijra», «могила»), it was left to the concept English
 * reads it as, and the other is asked by its other words.
 */
const SHARED: Partial<Record<QuestionLanguage, Record<string, string>>> = {};

describe('the concept table’s phrases in the nine languages', () => {
  it.each(QUESTION_LANGUAGES)('each %s phrase names its own concept first', (language) => {
    const misread: string[] = [];
    for (const concept of CONCEPTS) {
      for (const phrase of concept.asked_in?.[language] ?? []) {
        const [first] = readForeignQuestion(phrase, language).concepts;
        const expected = SHARED[language]?.[phrase] ?? concept.name;
        if (first !== expected) misread.push(`«${phrase}» (${concept.name}) → ${first ?? 'no concept'}`);
      }
    }
    expect(misread).toEqual([]);
  });
});
