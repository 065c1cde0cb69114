import { type GroundingSource, kindOrder, markCited, type RetrievedSource, whyChosen } from '../../../../functions/chat/grounding';
import { replyLanguagesOf, replyStrings } from '../../../../functions/chat/reply-language';
import { retrievalOnlyReply } from '../../../../functions/chat/retrieval-only-reply';
import { parseQuestion } from '../../../../functions/search/question-terms';

const verse: GroundingSource = {
  kind: 'quran',
  reference: 'Al-Isra 17:22-25',
  text: '[22] Do not make with Allah another deity [23] And your Lord has decreed ... to parents, good treatment.',
  arabic: 'لَّا تَجۡعَلۡ مَعَ ٱللَّهِ إِلَٰهًا ءَاخَرَ',
  surah: 17,
  ayah_from: 22,
  ayah_to: 25,
  matched_ayahs: [23, 24],
  score: 20,
  coverage: 0.9,
  why: 'It holds "parents" of your question.',
  cited: false,
};
const narration: GroundingSource = {
  kind: 'hadith',
  reference: 'Sahih al-Bukhari 5971',
  text: 'Narrated Abu Huraira: A man came ... "Your mother."',
  arabic: 'جاء رجل',
  collection: 'bukhari',
  number: '5971',
  grades: [{ grader: 'Darussalam', grade: 'Sahih' }],
  score: 12,
  coverage: 0.95,
  why: 'It holds "mother" of your question.',
  cited: false,
};
const commentary: GroundingSource = {
  kind: 'tafsir',
  reference: 'Tafsir Ibn Kathir on 17:23',
  text: 'Allah commands kindness to parents.',
  arabic: '',
  author: 'Ibn Kathir',
  score: 20,
  coverage: 0.9,
  why: '',
  cited: false,
};
const retrieved = (source: GroundingSource): RetrievedSource => ({ source, ids: [], prompt: '' });

describe('retrievalOnlyReply', () => {
  it('opens with the best sources of the leading kind, each with why it was chosen, then the rest kind by kind', () => {
    const reply = retrievalOnlyReply([narration, verse, commentary]);
    expect(reply).toMatch(/^Retrieval-only answer: no language model is configured for this service, so what follows is quoted/);
    expect(reply).toContain(
      `What answers your question most closely:\n1. Sahih al-Bukhari 5971 (graded Sahih by Darussalam): "Narrated Abu Huraira: A man came ... "Your mother.""\n   Why: ${narration.why}`,
    );
    // The rest under its kind, the translation before the Arabic, the commentary under the passage it explains.
    expect(reply).toContain(
      `More from the Quran:\n2. Al-Isra 17:22-25\n   ${verse.text}\n   ${verse.arabic}\n   Tafsir Ibn Kathir on 17:23 (Ibn Kathir): ${commentary.text}`,
    );
    expect(reply).toMatch(/consult a qualified scholar\.$/);
  });

  it("begins the first source's text within the first screen, whatever follows", () => {
    const long: GroundingSource = { ...verse, text: `[23] ${'And your Lord has decreed that you worship none but Him. '.repeat(60)}` };
    const reply = retrievalOnlyReply([long, narration, { ...narration, reference: 'Sahih Muslim 2548a' }]);
    expect(reply.indexOf(long.text.slice(0, 40))).toBeGreaterThan(0);
    expect(reply.indexOf(long.text.slice(0, 40))).toBeLessThan(400);
    expect(reply.indexOf('1. Al-Isra 17:22-25')).toBeLessThan(reply.indexOf('More from the hadith'));
  });

  it('cuts a long narration on the first screen, and quotes it longer below', () => {
    const long = { ...narration, text: 'word '.repeat(400).trim() };
    const reply = retrievalOnlyReply([
      long,
      { ...long, reference: 'Sahih Muslim 1' },
      verse,
      { ...long, reference: 'Jami` at-Tirmidhi 1' },
    ]);
    const [first] = reply.split('\n').filter((line) => line.startsWith('1. '));
    expect(first.length).toBeLessThan(800);
    expect(first).toMatch(/…"$/);
  });

  it('says plainly when nothing matched', () => {
    expect(retrievalOnlyReply([])).toMatch(
      /No passage of the Quran, the hadith collections or the duas matches your question closely enough/,
    );
  });
});

describe('kindOrder', () => {
  const byKind = (quran: number, hadith: number) => ({
    quran: [retrieved({ ...verse, coverage: quran })],
    hadith: [retrieved({ ...narration, coverage: hadith })],
    dua: [],
  });
  it('puts the kind the question asks for first, whatever the coverage', () => {
    expect(kindOrder(parseQuestion('What did the Prophet say about parents?'), byKind(0.9, 0.2))[0]).toBe('hadith');
    expect(kindOrder(parseQuestion('What does the Quran say about parents?'), byKind(0.2, 0.9))[0]).toBe('quran');
  });
  it('else the kind whose best source holds clearly most of the question, the Quran first on a near tie', () => {
    expect(kindOrder(parseQuestion('kindness to parents'), byKind(0.4, 0.8))).toEqual(['hadith', 'quran', 'dua']);
    expect(kindOrder(parseQuestion('kindness to parents'), byKind(0.7, 0.8))).toEqual(['quran', 'hadith', 'dua']);
  });

  it('puts a famous narration the question names first', () => {
    const named = byKind(0.9, 0.5);
    named.hadith[0].source.famous_narration = 'The hadith of intentions';
    expect(kindOrder(parseQuestion('actions are judged by intentions'), named)[0]).toBe('hadith');
  });

  it('puts a famous narration the question quotes first, though the question names the Quran', () => {
    const reading = parseQuestion('the best of you are those who learn the Quran and teach it');
    const named = byKind(0.96, 1);
    named.hadith[0].source.famous_narration = 'The best of you are those who learn the Quran and teach it';
    // Named only by its title, the Quran the question names still comes first; quoted, the narration does.
    expect(kindOrder(reading, named)[0]).toBe('quran');
    expect(kindOrder(reading, { ...named, hadith: [{ ...named.hadith[0], quotesFamous: true }] })[0]).toBe('hadith');
  });
});

describe('whyChosen', () => {
  const reading = parseQuestion('What did the Prophet (pbuh) say about honouring mothers?');
  it('names the words of the question the source holds, as typed', () => {
    expect(whyChosen(narration, parseQuestion('Who deserves my good company, my mother?'))).toBe('It holds "mother" of your question.');
  });
  it('names the famous narration the question names', () => {
    expect(whyChosen({ ...narration, famous_narration: 'The hadith of intentions' }, reading)).toBe(
      'It is the famous narration «The hadith of intentions», which the words of your question name.',
    );
  });
  it('names what its commentary holds when the source was found through it, and says so when neither holds a word', () => {
    const other = { ...verse, text: 'Worship none but Him.', arabic: '' };
    const parents = parseQuestion('What about parents?');
    expect(whyChosen(other, parents, commentary)).toBe('Its commentary (Ibn Kathir) speaks of "parents".');
    expect(whyChosen(other, parseQuestion('zakat on gold'))).toMatch(/nearest to your question/);
  });
});

describe('markCited', () => {
  it('marks a passage cited when the reply cites any verse of it, a narration when it cites that narration', () => {
    const sources = [
      { source: verse, ids: ['quran:17:22', 'quran:17:23', 'quran:17:24', 'quran:17:25'], prompt: '' },
      { source: narration, ids: ['hadith:bukhari:78:2'], prompt: '' },
    ];
    expect(markCited(sources, new Set(['quran:17:24'])).map((s) => s.cited)).toEqual([true, false]);
    expect(markCited(sources, new Set(['hadith:bukhari:78:2', 'quran:2:255'])).map((s) => s.cited)).toEqual([false, true]);
  });
});

describe('retrievalOnlyReply in the question’s language', () => {
  it('says its sentences in the language, which language it read, and shows the English under the translation', () => {
    const passage = { ...verse, text: '[23] Et ton Seigneur a décrété…', english: verse.text };
    const reply = retrievalOnlyReply([passage, narration], undefined, 'fr');
    expect(reply).toMatch(/^Réponse/);
    expect(reply).toContain('Langue dans laquelle votre question a été lue : Français.');
    expect(reply).toContain(`${passage.text}\n   ${verse.text}\n   ${verse.arabic}`);
    // The narrations are served in Arabic and English only: said once.
    expect(reply.split('arabe et en anglais').length).toBe(2);
  });

  it('every language has every sentence, its placeholders kept (reply-languages.json, validated at load)', () => {
    for (const language of ['en', 'ar', 'bn', 'es', 'fr', 'id', 'ru', 'sv', 'tr', 'ur', 'zh'] as const)
      expect(retrievalOnlyReply([], undefined, language)).toContain(replyStrings(language).nothing);
    expect(() => replyLanguagesOf({ about: '', languages: { en: {} } })).toThrow(/reply-languages.json/);
  });
});
