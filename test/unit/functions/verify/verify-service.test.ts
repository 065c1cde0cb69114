import { HadithService } from '../../../../functions/hadith/hadith-service';
import { QuranService } from '../../../../functions/quran/quran-service';
import { verifyText } from '../../../../functions/verify/verify-service';
import { InMemoryHadithRepository } from '../hadith/in-memory-hadith-repository';
import { BOOKS, RECORDS, REFUSED } from '../hadith/sample-hadith';
import { inMemoryQuranRepository } from './in-memory-quran-repository';

/**
 * The verifier's domain over the whole Quran (the pinned source, in memory) and a few narrations: each kind of
 * citation, its verdict and the summary that counts them.
 */
const IMPORT_COMMAND = 'npm run corpus:import';
const deps = {
  quran: new QuranService(inMemoryQuranRepository(), {
    importCommand: IMPORT_COMMAND,
    reciter: 'ar.alafasy',
    surahAudioUrlTemplate: 'https://audio.example/{surah}.mp3',
    ayahAudioUrlTemplate: 'https://audio.example/{global}.mp3',
  }),
  hadith: new HadithService(new InMemoryHadithRepository(RECORDS, BOOKS, REFUSED).asRepository(), IMPORT_COMMAND),
};

const NOTHING_FOUND = {
  quran_citations: 0,
  hadith_citations: 0,
  quotations_checked: 0,
  quotations_verified: 0,
  not_found: 0,
  unreferenced_quotations: 0,
  unreferenced_hadith_quotations: 0,
};

describe('verifyText', () => {
  it('finds nothing to check in a text without citations or quotations', async () => {
    const answer = await verifyText('A text without any citation.', deps);
    expect(answer.summary).toEqual(NOTHING_FOUND);
    expect(answer.warnings).toEqual([]);
  });

  it('gives a Quran citation its canonical text and verifies the words quoted next to it', async () => {
    const answer = await verifyText('As the Quran says, "And seek help through patience and prayer" (2:45).', deps);
    expect(answer.quran_citations).toHaveLength(1);
    expect(answer.quran_citations[0]).toMatchObject({
      reference: '2:45',
      surah_name: 'Al-Baqarah',
      translation: 'And seek help through patience and prayer, and indeed, it is difficult except for the humbly submissive [to Allah]',
      in_sources: false,
      quote_verified: true,
      quote_check: { verdict: 'partial', translation: 'en.sahih' },
    });
    expect(answer.summary).toEqual({ ...NOTHING_FOUND, quran_citations: 1, quotations_checked: 1, quotations_verified: 1 });
  });

  it('flags words that are not the cited verse as a paraphrase, with a warning naming the translations compared', async () => {
    const answer = await verifyText('He said (2:45): "Seek help in the night".', deps);
    expect(answer.quran_citations[0]).toMatchObject({ reference: '2:45', quote_verified: false, quote_check: { verdict: 'paraphrase' } });
    expect(answer.summary).toMatchObject({ quotations_checked: 1, quotations_verified: 0 });
    expect(answer.warnings).toEqual([
      "The text quoted next to 2:45 differs from the translations' wording (Saheeh International, Marmaduke Pickthall, Abdullah Yusuf Ali): a paraphrase at best, not a quotation.",
    ]);
  });

  it('reports a reference to a verse that does not exist', async () => {
    const answer = await verifyText('Quran 2:300 says so.', deps);
    expect(answer.quran_not_found).toEqual(['2:300']);
    expect(answer.summary).toEqual({ ...NOTHING_FOUND, not_found: 1 });
  });

  it('gives a hadith citation its narration and verifies the words quoted next to it', async () => {
    const answer = await verifyText('Sahih al-Bukhari 1: "The reward of deeds depends upon the intentions".', deps);
    expect(answer.hadith_citations).toHaveLength(1);
    expect(answer.hadith_citations[0]).toMatchObject({
      collection: 'bukhari',
      number: '1',
      reference: 'Sahih al-Bukhari 1',
      url: 'https://sunnah.com/bukhari:1',
      quote_verified: true,
      quote_check: { verdict: 'partial' },
    });
    expect(answer.summary).toEqual({ ...NOTHING_FOUND, hadith_citations: 1, quotations_checked: 1, quotations_verified: 1 });
  });

  it('warns of a hadith number the collection does not have, with the reason', async () => {
    const answer = await verifyText('See Sahih al-Bukhari 100.', deps);
    expect(answer.hadith_citations).toEqual([]);
    expect(answer.warnings).toEqual([
      'Cited hadith not found: Sahih al-Bukhari 100 (Sahih al-Bukhari has no hadith 100; its numbers run 1 to 9)',
    ]);
  });

  it("names a quotation without a reference that is a verse's words, and one that is a famous narration's", async () => {
    const verse = await verifyText('He recited "Allah does not charge a soul except [with that within] its capacity" at night.', deps);
    expect(verse.unreferenced_quotations).toEqual([
      {
        quote: 'Allah does not charge a soul except [with that within] its capacity',
        verse: '2:286',
        verdict: 'partial',
        found_by: 'quotation_marks',
        translation: 'en.sahih',
      },
    ]);
    expect(verse.summary).toEqual({ ...NOTHING_FOUND, unreferenced_quotations: 1 });
    const famous = await verifyText('People say "Actions are judged by intentions" often.', deps);
    expect(famous.unreferenced_hadith_quotations).toEqual([
      {
        quote: 'Actions are judged by intentions',
        narration: 'The hadith of intentions',
        references: ['Sahih al-Bukhari 1', 'Sahih al-Bukhari 54', 'Sahih al-Bukhari 2529'],
      },
    ]);
    expect(famous.summary).toEqual({ ...NOTHING_FOUND, unreferenced_hadith_quotations: 1 });
  });
});
