import { languageOfQuestion, readInDetectedLanguage } from '../../../../functions/search/question-language';
import { MULTILINGUAL_TUNING_QUESTIONS } from '../../../support/multilingual-tuning-questions';

describe('languageOfQuestion', () => {
  it.each([
    ['Que dit le Coran sur les parents ?', 'fr'],
    ['¿Qué dice el Corán sobre la paciencia?', 'es'],
    ['Apa kata Al-Quran tentang sabar?', 'id'],
    ["Kur'an'da oruç hakkında ne diyor?", 'tr'],
    ['Vad säger Koranen om ränta?', 'sv'],
    ['Что говорит Коран о терпении?', 'ru'],
    ['কুরআনে ধৈর্য সম্পর্কে কী বলা হয়েছে?', 'bn'],
    ['古兰经关于孝敬父母说了什么？', 'zh'],
    ['سود کے بارے میں قرآن کیا کہتا ہے', 'ur'],
    ['ماذا يقول القرآن عن الصبر؟', 'ar'],
    ['What does the Quran say about patience?', 'en'],
  ])('reads %s as %s', (question, language) => {
    expect(languageOfQuestion(question)).toBe(language);
  });

  it('reads a lone subject word as English, the default translation’s language', () => {
    for (const word of ['patience', 'sabr', 'zakat', 'riba', 'Maryam', 'hell fire']) expect(languageOfQuestion(word)).toBe('en');
  });

  it('reads two or three words by their own letters or two function words, and transliterations as English', () => {
    const read = (texts: string[]) => texts.map((text) => languageOfQuestion(text));
    expect(read(['örümcek evi', 'la historia de la araña', 'la fourmi et salomon', 'ränta'])).toEqual(['tr', 'es', 'fr', 'sv']);
    // Only Spanish opens with an inverted mark: tinyld's 0.11 for Spanish was under four times its 0.04 for French.
    expect(languageOfQuestion('¿Está prohibido beber alcohol?')).toBe('es');
    // No letter of their own, no function word: tinyld's lone guesses (id, sv, es) are not taken.
    expect(read(['hajj', 'hijab', 'jannah', 'sabar', 'qiyamah', 'nikah', 'salah times'])).toEqual(Array(7).fill('en'));
  });

  it('reads a letter only one language writes as that language, unless its words are more another’s', () => {
    // Before: Swedish (tinyld) and English (one function word tells nothing).
    expect(languageOfQuestion("Kuran'da komşu hakkı")).toBe('tr');
    expect(languageOfQuestion('şehitler ölmez mi')).toBe('tr');
    expect(languageOfQuestion('ŞEHITLER ÖLMEZ MI')).toBe('tr');
    expect(languageOfQuestion('vad säger koranen om ånger')).toBe('sv');
    // A name written in Turkish letters in an English question.
    expect(languageOfQuestion('What is the story of the prophet Şuayb and his people?')).toBe('en');
  });

  it("reads a function word two languages share by tinyld's lone guess, when the text writes that one's letters", () => {
    // «mi» is Turkish's and Spanish's; before, the tie was English, and the question found nothing.
    expect(languageOfQuestion('borç verirken senet yazmak gerekli mi')).toBe('tr');
    // No letter of its own: the tie tells nothing, as before.
    expect(languageOfQuestion('sabr mi')).toBe('en');
  });

  it('holds a question phrase as whole words: Swedish «hur» is not in "hurt"', () => {
    expect(languageOfQuestion('Should I forgive someone who hurt me?')).toBe('en');
  });

  it('reads Arabic script with Urdu’s and Persian’s own letters (keheh, Farsi yeh) as Urdu, or Persian as neither', () => {
    expect(languageOfQuestion('شب قدر کی فضیلت')).toBe('ur');
    expect(languageOfQuestion('قرآن درباره صبر چه می‌گوید؟')).toBeUndefined();
    expect(languageOfQuestion('ليلة القدر')).toBe('ar');
  });

  it('reads the tuning questions in their languages, and their English originals as English', () => {
    const misread = MULTILINGUAL_TUNING_QUESTIONS.flatMap((q) => [
      ...(languageOfQuestion(q.question) === q.language ? [] : [q.question]),
      ...(languageOfQuestion(q.english) === 'en' ? [] : [q.english]),
    ]);
    // Measured 2026-11-28: 2 of 450 misread (a Spanish and a Turkish question too short to tell).
    expect(misread.length).toBeLessThanOrEqual(4);
  });
});

describe('readInDetectedLanguage', () => {
  const reader = (found: Record<string, string[]>) => {
    const asked: Array<string | undefined> = [];
    const read = async (language: string | undefined) => {
      asked.push(language);
      return found[language ?? 'none'] ?? [];
    };
    return { asked, read };
  };

  it('reads again as English when the detected language finds nothing, and says English answered', async () => {
    const { asked, read } = reader({ en: ['2:286'] });
    expect(await readInDetectedLanguage('es', read, (hits) => hits.length > 0)).toEqual({ answer: ['2:286'], language: 'en' });
    expect(asked).toEqual(['es', 'en']);
  });

  it('keeps the detected language when it finds something, or when English finds nothing either', async () => {
    const found = reader({ es: ['2:286'], en: ['1:1'] });
    expect(await readInDetectedLanguage('es', found.read, (hits) => hits.length > 0)).toEqual({ answer: ['2:286'], language: 'es' });
    expect(found.asked).toEqual(['es']);
    const neither = reader({});
    expect(await readInDetectedLanguage('sv', neither.read, (hits) => hits.length > 0)).toEqual({ answer: [], language: 'sv' });
  });

  it('reads English, Arabic and an undetected language once', async () => {
    for (const language of ['en', 'ar', undefined] as const) {
      const { asked, read } = reader({});
      await readInDetectedLanguage(language, read, (hits) => hits.length > 0);
      expect(asked).toEqual([language]);
    }
  });
});
