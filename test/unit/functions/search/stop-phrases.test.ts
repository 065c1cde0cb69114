import { stopPhrasesOf, withoutStopPhrases } from '../../../../functions/search/stop-phrases';

describe('withoutStopPhrases', () => {
  it('blanks honorifics and pious formulas in English and Arabic, keeping every offset', () => {
    const cases: Array<[string, string]> = [
      ['What did the Prophet (pbuh) say about anger?', 'What did the Prophet (    ) say about anger?'],
      ['the Prophet ﷺ said', 'the Prophet   said'],
      ['the Prophet, peace be upon him, said', 'the Prophet,                  , said'],
      ['قال رسول الله صلى الله عليه وسلم', 'قال رسول الله                   '],
      ['ولادة عيسى عليه السلام وقصة مريم تحت النخلة', 'ولادة عيسى             وقصة مريم تحت النخلة'],
      ['عمر رضي الله عنه', 'عمر             '],
    ];
    for (const [text, expected] of cases) {
      expect(withoutStopPhrases(text)).toBe(expected);
      expect(withoutStopPhrases(text)).toHaveLength(text.length);
    }
  });

  it('takes an abbreviation that is also a word only in brackets: "(saw)", "(as)", never "I saw" or "as well"', () => {
    expect(withoutStopPhrases('Did the prophet (saw) say I saw').trim()).toBe('Did the prophet       say I saw');
    expect(withoutStopPhrases('Musa (as) and as well')).toBe('Musa      and as well');
    expect(withoutStopPhrases('Abu Hurairah (ra) narrated')).toBe('Abu Hurairah      narrated');
  });

  it('leaves a text without them as it is', () => {
    expect(withoutStopPhrases('peace and mercy')).toBe('peace and mercy');
    expect(withoutStopPhrases('السلام عليكم')).toBe('السلام عليكم');
  });

  it('refuses a malformed table at load, naming the file', () => {
    expect(() => stopPhrasesOf({ about: '', phrases: [], bracketed: [] })).toThrow(/^stop-phrases\.json: /);
    expect(() => stopPhrasesOf({ about: '', phrases: ['!!'], bracketed: ['x'] })).toThrow("stop-phrases.json: '!!' has no word");
  });
});
