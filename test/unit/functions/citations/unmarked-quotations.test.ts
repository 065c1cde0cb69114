import { longestSharedRun, MIN_BARE_WORDS, unmarkedCandidates } from '../../../../functions/citations/unmarked-quotations';
import { arabicWords } from '../../../../functions/search/arabic';

describe('spans of Arabic prose that may quote the Quran unmarked', () => {
  it('takes the words after a cue, and says it was a cue', () => {
    const [candidate] = unmarkedCandidates('والله يقول: لا إكراه في الدين');
    expect(candidate.foundBy).toBe('cue');
    expect(candidate.tokens.map((token) => token.word)).toEqual(arabicWords('لا إكراه في الدين'));
  });

  it('reads a cue written with its conjunction (وقال سبحانه, فقال تعالى), not a word merely ending like one', () => {
    for (const text of ['وقال سبحانه لئن شكرتم لأزيدنكم', 'فقال تعالى لئن شكرتم لأزيدنكم']) {
      const [candidate] = unmarkedCandidates(text);
      expect(candidate.foundBy).toBe('cue');
      expect(candidate.tokens.map((token) => token.word)).toEqual(arabicWords('لئن شكرتم لأزيدنكم'));
    }
    expect(unmarkedCandidates('بقال سبحانه لئن شكرتم').map((c) => c.foundBy)).toEqual(['bare']); // four words, no cue
  });

  it('keeps where each word stands, so the quote is given as the text writes it', () => {
    const text = 'قال تعالى: إِنَّ مَعَ الْعُسْرِ يُسْرًا، فلا تيأس';
    const [candidate] = unmarkedCandidates(text);
    expect(text.slice(candidate.tokens[0].start, candidate.tokens[3].end)).toBe('إِنَّ مَعَ الْعُسْرِ يُسْرًا');
  });

  it('reads a clause without a cue as a bare candidate only when it is long enough, and leaves marked quotations out', () => {
    expect(unmarkedCandidates('إن شاء الله').map((c) => c.foundBy)).toEqual([]);
    expect(unmarkedCandidates('ونحن نردد إياك نعبد وإياك نستعين').map((c) => c.foundBy)).toEqual(['bare']);
    const text = '«إياك نعبد وإياك نستعين»';
    expect(unmarkedCandidates(text, [{ start: 0, end: text.length }])).toEqual([]);
    expect(MIN_BARE_WORDS).toBe(4);
  });

  it('splits clauses at sentence ends, so one clause never runs into the next', () => {
    const candidates = unmarkedCandidates('ذهبت إلى السوق واشتريت الخبز. ثم عدت إلى البيت مسرورا جدا');
    expect(candidates.map((c) => c.tokens.length)).toEqual([5, 6]);
  });
});

describe('the longest run of a candidate that is a run of a verse', () => {
  const run = (prose: string, verse: string) => {
    const { from, to } = longestSharedRun(arabicWords(prose), arabicWords(verse));
    return arabicWords(prose).slice(from, to).join(' ');
  };

  it('finds the verse inside prose, Uthmani spellings and diacritics allowed', () => {
    expect(run('المسلم يعلم أن لا يكلف الله نفسا إلا وسعها فلا يحمل', 'لَا يُكَلِّفُ ٱللَّهُ نَفۡسًا إِلَّا وُسۡعَهَاۚ')).toBe(
      arabicWords('لا يكلف الله نفسا الا وسعها').join(' '),
    );
    expect(run('وأقيموا الصلاة', 'وَأَقِيمُواْ ٱلصَّلَوٰةَ')).toBe(arabicWords('وأقيموا الصلاة').join(' '));
  });

  it('never takes a word with a prefix of its own for the verse word (ولا is not لا)', () => {
    expect(run('لا حول ولا قوة إلا بالله', 'مَا شَآءَ ٱللَّهُ لَا قُوَّةَ إِلَّا بِٱللَّهِۚ')).toBe(arabicWords('قوة إلا بالله').join(' '));
  });
});
