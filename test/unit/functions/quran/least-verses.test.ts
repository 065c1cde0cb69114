import { QuranService } from '../../../../functions/quran/quran-service';
import { DEFAULT_EDITION_ID, QURAN_EDITIONS } from '../../../../functions/quran/translations';
import { jsonTextOf } from '../../../../functions/shared/answer-size';
import { inMemoryQuranRepository } from '../verify/in-memory-quran-repository';

/**
 * The least an answer of verses by key takes (issue 48, finding 5: the MCP quran_verses call refused before it is
 * built): never more than the answer itself, or an answer that fits would be refused; and near it, or a batch's calls
 * that cannot fit would be built first.
 */
const service = new QuranService(inMemoryQuranRepository(), {
  importCommand: 'npm run corpus:import',
  reciter: 'ar.alafasy',
  surahAudioUrlTemplate: 'https://audio.example/{surah}.mp3',
  ayahAudioUrlTemplate: 'https://audio.example/{global}.mp3',
});
const DEFAULT_EDITION = QURAN_EDITIONS.find((edition) => edition.id === DEFAULT_EDITION_ID)!;

describe('QuranService.leastVersesJson', () => {
  it.each([
    ['one verse', [{ surah: 2, from: 255, to: 255 }]],
    ['Al-Baqarah whole', [{ surah: 2, from: 1, to: 286 }]],
    [
      'several surahs',
      [
        { surah: 1, from: 1, to: 7 },
        { surah: 112, from: 1, to: 4 },
        { surah: 2, from: 1, to: 5 },
      ],
    ],
  ])('is at most the answer and at least nine tenths of it: %s, with and without the default edition named', async (_, ranges) => {
    for (const withEditions of [service, service.withEditions([DEFAULT_EDITION])]) {
      const answer = await withEditions.versesByKey(ranges);
      const whole = jsonTextOf(answer);
      const least = await withEditions.leastVersesJson(ranges);
      expect(least.bytes).toBeLessThanOrEqual(whole.bytes);
      expect(least.quotes).toBeLessThanOrEqual(whole.quotes);
      expect(least.backslashes).toBeLessThanOrEqual(whole.backslashes);
      expect(least.bytes).toBeGreaterThan(0.9 * whole.bytes);
    }
  });
});
