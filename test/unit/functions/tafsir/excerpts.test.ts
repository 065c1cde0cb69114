import { analyze } from '../../../../functions/search/tokenizer';
import { relevantExcerpt } from '../../../../functions/tafsir/excerpts';

const termsOf = (text: string) => new Set(analyze(text).flatMap((token) => token.terms));

describe('relevantExcerpt', () => {
  const commentary =
    'Allah commands His servants. The Virtue of Patience and Prayer: patience and prayer are the best aids. ' +
    'This was said of the believers in Madinah. Prayer forbids immorality, and patience is rewarded without measure.';

  it('keeps the sentences holding most of the question\u2019s words, in the commentary\u2019s own order, within the length', () => {
    const excerpt = relevantExcerpt(commentary, termsOf('patience prayer'), 200);
    expect(excerpt).toBe(
      'The Virtue of Patience and Prayer: patience and prayer are the best aids. … Prayer forbids immorality, and patience is rewarded without measure.',
    );
    expect(excerpt.length).toBeLessThanOrEqual(200);
  });

  it('opens the commentary when no sentence holds the question\u2019s words, and cuts at a word', () => {
    expect(relevantExcerpt(commentary, termsOf('ablution'), 40)).toBe('Allah commands His servants.');
    const long = 'word '.repeat(100).trim();
    const cut = relevantExcerpt(long, termsOf('word'), 30);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(31);
  });

  it('reads Arabic sentences too', () => {
    const arabic = 'يا أيها المؤمنون اطلبوا العون من الله. بالصبر على النوائب والمصائب، والصلاة التي تطمئن بها النفس.';
    expect(relevantExcerpt(arabic, termsOf('الصبر'), 200)).toBe('بالصبر على النوائب والمصائب، والصلاة التي تطمئن بها النفس.');
  });
});
