import { type GroundingSource, markCited, retrievalOnlyReply } from '../../../../functions/chat/grounding';

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
  cited: false,
};

describe('retrievalOnlyReply', () => {
  it('says nothing was generated and lists the passages grouped by kind, numbered in the order shown', () => {
    const reply = retrievalOnlyReply([narration, verse]);
    expect(reply).toMatch(/^Retrieval-only answer: no language model is configured for this service, so nothing below was generated/);
    expect(reply).toContain(`From the Quran:\n1. Al-Isra 17:22-25\n${verse.arabic}\n"${verse.text}"`);
    expect(reply).toContain('From the hadith:\n2. Sahih al-Bukhari 5971 (graded Sahih by Darussalam): "Narrated Abu Huraira');
    expect(reply.indexOf('From the Quran')).toBeLessThan(reply.indexOf('From the hadith'));
    expect(reply).toMatch(/consult a qualified scholar\.$/);
  });

  it('says plainly when nothing matched', () => {
    expect(retrievalOnlyReply([])).toMatch(
      /No passage of the Quran, the hadith collections or the duas matches your question closely enough/,
    );
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
