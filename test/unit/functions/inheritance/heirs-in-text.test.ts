import { distributionInText } from '../../../../functions/inheritance/heirs-in-text';

describe('the distribution in a user’s free text, for the chat (issue 50)', () => {
  it('computes it when the text, or one sentence of it, lists the heirs of a deceased', () => {
    const english = distributionInText('A man died leaving a wife and two sons. How much does each of them get?');
    expect(english?.heirs.map((heir) => [heir.relation, heir.share])).toEqual([
      ['son', '7/8'],
      ['wife', '1/8'],
    ]);
    expect(english?.read?.question).toBe('A man died leaving a wife and two sons.');
    const arabic = distributionInText('السلام عليكم، ماتت وتركت زوجا وأختين شقيقتين');
    expect(arabic).toMatchObject({ adjustment: 'awl', total_shares: 7, deceased: 'female' });
    expect(distributionInText('ماتت وتركت زوجا وأختين شقيقتين')).toMatchObject({ adjustment: 'awl' });
  });

  it('leaves to the model a text that is not such a list, or one the endpoint would refuse', () => {
    for (const text of [
      'What does the Quran say about inheritance?',
      'How is the estate divided between sons and daughters in Islam?',
      'My father died leaving my mother, me and my sister.',
      'A man died leaving his husband.',
      'What helps in hardship?',
      'مات',
      'x'.repeat(3_000),
    ]) {
      expect([text.slice(0, 60), distributionInText(text)]).toEqual([text.slice(0, 60), undefined]);
    }
  });
});
