import { measure, type Retrieval } from '../../support/question-evaluation';
import type { QuestionJudgment } from '../../support/question-judgments';

const judgments: QuestionJudgment[] = [
  { question: 'Who is the mother of Isa?', language: 'en', quran: ['19:16'] },
  { question: 'What is said of patience?', language: 'en', quran: ['2:153'] },
  { question: 'Which verse is the Throne verse?', language: 'en', quran: ['2:255'] },
];

describe('measure', () => {
  it('lets timers due meanwhile run between questions, however little its retrievals wait for', async () => {
    // What the bench's in-process server needs: its keep-alive close of an idle connection, due while a plain BM25
    // in memory is measured, must run before the next question's request is sent (issue 37, item 6).
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    const timerRanBefore: boolean[] = [];
    const inMemory = async (judgment: QuestionJudgment): Promise<Retrieval> => {
      timerRanBefore.push(timerRan);
      return { quran: [[judgment.quran[0]]], hadith: [] };
    };
    const measured = await measure(judgments, inMemory, ['quran']);
    expect(timerRanBefore).toEqual([true, true, true]);
    expect(measured.scores.quran.en.foundShare).toBe(1);
  });
});
