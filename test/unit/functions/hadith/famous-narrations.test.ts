import { famousNarrationsIn, parseFamousCitation } from '../../../../functions/hadith/famous-match';
import { FAMOUS_NARRATIONS } from '../../../../functions/hadith/famous-narrations';
import { collectionById, HADITH_COLLECTION_IDS } from '../../../../functions/hadith/hadith-collections';
import { parseHadithNumber } from '../../../../functions/hadith/hadith-numbers';

/**
 * The famous-narrations table and how a query is matched to it. These queries were written with the matcher,
 * to pin its rules; how well it finds wordings written apart from the table is measured in the bench
 * (`npm run bench -- famous`), never here.
 */
const named = (query: string) => famousNarrationsIn(query).map((match) => match.narration.id);

describe('the famous-narrations table', () => {
  it('names each narration once, with wordings in both languages and citations that parse', () => {
    expect(new Set(FAMOUS_NARRATIONS.map((n) => n.id)).size).toBe(FAMOUS_NARRATIONS.length);
    expect(FAMOUS_NARRATIONS.length).toBeGreaterThanOrEqual(70);
    for (const narration of FAMOUS_NARRATIONS) {
      expect(narration.wordings.length).toBeGreaterThan(0);
      expect(narration.wordingsArabic.length).toBeGreaterThan(0);
      expect(new Set(narration.citations).size).toBe(narration.citations.length);
      for (const written of narration.citations) {
        const citation = parseFamousCitation(written);
        expect(HADITH_COLLECTION_IDS).toContain(citation.collection);
        if ('number' in citation) expect(parseHadithNumber(citation.number)?.text).toBe(citation.number);
        else {
          expect(collectionById(citation.collection)!.kind).toBe('further');
          expect(Number.isInteger(citation.hadith)).toBe(true);
        }
      }
    }
  });

  it('reads a citation by number or by book and hadith', () => {
    expect(parseFamousCitation('muslim:8a')).toEqual({ collection: 'muslim', number: '8a' });
    expect(parseFamousCitation('darimi:introduction/165')).toEqual({ collection: 'darimi', book: 'introduction', hadith: 165 });
  });
});

describe('finding the famous narration a query names', () => {
  it.each([
    ['intentions', 'intentions'],
    ['actions are judged by intentions', 'intentions'],
    ['إنما الأعمال بالنيات', 'intentions'],
    ['the hadith of Gabriel', 'jibril'],
    ['hadith Jibril', 'jibril'],
    ['حديث جبريل', 'jibril'],
    ['religion is sincere advice', 'naseeha'],
    ['الدين النصيحة', 'naseeha'],
    ['leave what makes you doubt', 'doubt'],
    ['the best of you are those who learn the quran', 'quran'],
    ['best of you are best to their families', 'bestfamily'],
    ['cleanliness is half of faith', 'purity'],
  ])('reads %j as the narration %s', (query, id) => {
    expect(named(query)[0]).toBe(id);
  });

  it.each(['patience', 'prayer', 'mercy', 'charity', 'what does islam say about debt', 'wudu', 'the hadith'])(
    'names nothing for %j, which is a subject, not a narration',
    (query) => {
      expect(named(query)).toEqual([]);
    },
  );

  it('needs the whole title and two shared words of a wording, most of each', () => {
    // "gabriel" is the whole title "the hadith of Gabriel (Jibril)" read without its framing words.
    expect(named('Gabriel')).toEqual(['jibril']);
    // One word of a four-word wording is not enough.
    expect(named('intentions of the heart and the tongue of a believer')).toEqual([]);
    expect(famousNarrationsIn('the hadith of intentions')[0]).toMatchObject({
      score: 1,
      matched: 'The hadith of intentions',
      quoted: false,
    });
  });

  it('says when the query quotes the narration, a wording winning a tie with a title written alike', () => {
    expect(famousNarrationsIn('the best of you are those who learn the Quran and teach it')[0]).toMatchObject({ quoted: true });
    expect(famousNarrationsIn('actions are judged by intentions')[0]).toMatchObject({ quoted: true });
  });
});
