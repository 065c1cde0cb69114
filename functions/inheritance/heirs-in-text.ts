import { DomainError } from '../shared/domain-errors';
import type { InheritanceAnswer } from './inheritance-responses';
import { inheritanceAnswer } from './inheritance-service';
import { isUnread, readQuestion } from './question-reader';

/** Words that say a text is about a death and its heirs, in either language (diacritics aside). */
const ABOUT_HEIRS =
  /\b(?:died|dies|passed\s+away|deceased|leaving|left|survived|heirs?|inheritance|estate)\b|(?:مات|ماتت|توفي|توفى|توفيت|هلك|ترك|تركت|ورث|الورثة|ميراث|تركة)/iu;

/**
 * The computed distribution when a user's free text lists the heirs of a deceased ("My uncle died leaving a wife and two
 * sons: who gets what?" is not such a list; "A man died leaving a wife and two sons" is), else undefined: the text as a
 * whole, or the one sentence of it that names a death and reads wholly as heirs. For the chat, which gives the
 * distribution before anything a model writes; a text that only mentions inheritance is left to the model.
 */
export function distributionInText(text: string): InheritanceAnswer | undefined {
  if (!ABOUT_HEIRS.test(text) || text.length > 2_000) return undefined;
  const sentences = text.split(/(?<=[.!?؟\n])\s*/u).filter((sentence) => ABOUT_HEIRS.test(sentence));
  for (const candidate of [text, ...sentences]) {
    const reading = readQuestion(candidate.trim());
    if (isUnread(reading)) continue;
    try {
      return inheritanceAnswer({ question: candidate.trim() });
    } catch (error) {
      // A reading the endpoint would refuse (a husband of a man, five wives): no distribution to give.
      if (error instanceof DomainError) continue;
      throw error;
    }
  }
  return undefined;
}
