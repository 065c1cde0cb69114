import { HADITH_CITATION_CASES } from '../../../support/hadith-citation-cases';
import { chatServiceForSuite } from '../../../support/local-service';
import { QUOTE_CASES } from '../../../support/quote-cases';
import { measureReferenceTable } from '../../../support/quran-reference-cases';
import { realCorpusSources, realCorpusSuite } from '../../../support/real-corpus';

/**
 * The citation tables through POST /api/v1/chat, with the loopback provider answering each case's reply:
 * what a client receives, not only what the pure parsers return.
 */
// The hadith citation cases name real narrations; the Quran ones run on any machine.
const real = await realCorpusSources();
const { service, upstream } = chatServiceForSuite({}, { hadith: real ? 'real' : 'fixture' });

/**
 * The chat answer to a question whose reply the provider stand-in is told to give. By default a question with nothing to
 * retrieve: the cases are about the reply's citations, and a grounding search for each of some 280 cases was most of
 * this file's time (a question that retrieves is the subject of its own test below).
 */
async function answer(reply: string, prompt = '?') {
  upstream.script.set('llama-3.3-70b-versatile', { kind: 'ok', content: reply });
  const response = await service.post('/api/v1/chat', JSON.stringify({ prompt }));
  expect(response.status).toBe(200);
  return response.json as {
    quran_citations: Array<{
      reference: string;
      quote_verified?: boolean;
      quote_check?: { verdict: string; quoted_verse?: string; detail?: string };
      in_sources: boolean;
    }>;
    hadith_citations: Array<{
      reference: string;
      url: string;
      english?: string;
      arabic?: string;
      grades: unknown[];
      in_sources: boolean;
      quote_verified?: boolean;
    }>;
    sources: Array<{ reference: string; cited: boolean }>;
    warnings?: string[];
  };
}

describe('Quran references in replies, through the endpoint', () => {
  it('reaches a precision of at least 0.99 and a recall of at least 0.97 over the whole table', async () => {
    const { precision, recall, wrong } = await measureReferenceTable(async (text) =>
      (await answer(text)).quran_citations.map((c) => c.reference),
    );
    expect({ precision, recall, wrong }).toEqual({ precision: expect.any(Number), recall: expect.any(Number), wrong: [] });
    expect(precision).toBeGreaterThanOrEqual(0.99);
    expect(recall).toBeGreaterThanOrEqual(0.97);
    // One chat request per case, in turn: the whole file took 113 s at load 7, and this test alone over 120 s at load 20.
  }, 600_000);

  it('flags every misquote with its reason, and names the verse that a misplaced quote really is', async () => {
    for (const { reference, quote, verdict, quotedVerse } of QUOTE_CASES) {
      const arabic = /[\u0600-\u06FF]/.test(quote);
      const reply = arabic ? `﴿${quote}﴾ (القرآن ${reference})` : `The Quran says: "${quote}" (${reference}).`;
      const json = await answer(reply);
      const citation = json.quran_citations.find((c) => c.reference === reference);
      expect({ quote, check: citation?.quote_check?.verdict }).toEqual({ quote, check: verdict });
      expect(citation?.quote_verified).toBe(verdict === 'exact' || verdict === 'partial');
      if (quotedVerse) expect(citation?.quote_check?.quoted_verse).toBe(quotedVerse);
      if (citation?.quote_verified === false) expect(json.warnings?.some((w) => w.includes(`next to ${reference}`))).toBe(true);
    }
  });

  it('warns about a quotation next to a verse that does not exist', async () => {
    const json = await answer('Allah says: "the number of the months is twelve and more" (2:300).');
    expect(json.quran_citations).toEqual([]);
    expect(json.warnings).toEqual(['The reply quotes 2:300, a verse that does not exist.']);
  });

  it('says which citations were among the sources given to the model', async () => {
    // Grounding for "patience prayer" retrieves the passage of 2:45 (2:42-46 once prayer's principal verse 2:43 joins it)
    // among its sources; 112:1 is the model's own recall.
    const json = await answer(
      'Seek help through patience and prayer (2:45); see also Quran 112:1.',
      'What does the Quran say about patience and prayer?',
    );
    const [call] = upstream.calls.slice(-1);
    const sources = call.body.messages[0].content;
    const passage = /Surah Al-Baqarah (2:\d+-\d+): [^\n]*\[45\] And seek help through patience and prayer/.exec(sources)?.[1];
    expect(passage).toBeDefined();
    expect(json.quran_citations.map((c) => [c.reference, c.in_sources])).toEqual([
      ['2:45', true],
      ['112:1', false],
    ]);
    // The answer's sources say which passage the reply cites.
    const cited = json.sources.filter((source) => source.cited);
    expect(cited.map((source) => source.reference)).toEqual([`Al-Baqarah ${passage}`]);
  });
});

(real ? describe : describe.skip)(realCorpusSuite('hadith citations in replies, through the endpoint', real), () => {
  it.each(HADITH_CITATION_CASES.map((c) => [c.reply, c] as const))('answers %j', async (_reply, { reply, cited, warnings }) => {
    const json = await answer(reply);
    expect(json.hadith_citations.map((c) => c.reference)).toEqual(cited);
    for (const citation of json.hadith_citations) {
      expect(citation.url).toMatch(/^https:\/\/sunnah\.com\//);
      // Sunan ad-Darimi is Arabic only: its citations carry no English.
      expect((citation.english ?? citation.arabic)!.length).toBeGreaterThan(0);
    }
    const hadithWarnings = (json.warnings ?? []).filter((w) => !w.startsWith('The reply quotes') && !w.includes('that verse'));
    expect(hadithWarnings).toHaveLength(warnings?.length ?? 0);
    for (const [i, pattern] of (warnings ?? []).entries()) expect(hadithWarnings[i]).toMatch(pattern);
  });

  it('fills the narration from the corpus, never from the reply, with its grades', async () => {
    const json = await answer('The neighbour has more right to the house, says the hadith (Tirmidhi 1368).');
    expect(json.hadith_citations[0]).toMatchObject({
      reference: 'Jami` at-Tirmidhi 1368',
      url: 'https://sunnah.com/tirmidhi:1368',
      english: expect.stringMatching(/The neighbor of a home has more right to the home/),
      grades: expect.arrayContaining([{ grader: 'Al-Albani', grade: 'Sahih', class: 'sahih' }]),
      in_sources: false,
    });
  });
});
