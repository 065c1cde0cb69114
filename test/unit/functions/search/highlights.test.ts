import { highlighterFor } from '../../../../functions/search/highlights';
import { parseSearchQuery } from '../../../../functions/search/query-terms';

describe('highlights', () => {
  const marked = (text: string, ranges: Array<[number, number]> = []) => ranges.map(([start, end]) => text.slice(start, end));

  it('marks every matched word in each field, inflections and variant spellings included', () => {
    const query = parseSearchQuery('neighbour patience');
    const translation = 'Be patient with your neighbors; patience is light.';
    const highlights = highlighterFor(query, [0, 1])({ translation, title: 'Nothing here' });
    expect(Object.keys(highlights)).toEqual(['translation']);
    expect(marked(translation, highlights.translation)).toEqual(['neighbors', 'patience']);
  });

  it('gives Arabic offsets into the vowelled text as served', () => {
    const arabic = 'وَٱسۡتَعِينُواْ بِٱلصَّبۡرِ وَٱلصَّلَوٰةِۚ';
    const highlights = highlighterFor(parseSearchQuery('الصبر والصلاة'), [0, 1])({ arabic });
    expect(marked(arabic, highlights.arabic)).toEqual(['بِٱلصَّبۡرِ', 'وَٱلصَّلَوٰةِۚ']);
  });

  it('marks only the words the search read, not those it left out', () => {
    const query = parseSearchQuery('the mercy');
    const text = 'the mercy of the Lord';
    expect(marked(text, highlighterFor(query, [1])({ text }).text)).toEqual(['mercy']);
  });
});
